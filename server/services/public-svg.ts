/**
 * The copy of a stored SVG that keyless addresses serve. The engine writes the scene's
 * title as the drawing's accessible name (<title> and aria-label on the root) and its
 * description, or failing that its brief, as <desc>. The brief is the workspace's own note
 * for its agents and is never shown publicly, and a share link never reveals the title or
 * description: this copy leaves them out. The drawing itself is byte for byte the stored
 * one, so the copy of a version never changes either.
 */
export interface PublicSvgOptions {
  /** link: share-link answers (no title, no description); public: published answers. */
  access: 'public' | 'link';
  /** Whether the version's scene has a description of its own (else a <desc> came from the brief). */
  hasDescription: boolean;
}

/** The accessible name a drawing gets through a share link. */
export const SHARED_DRAWING_NAME = 'Shared diagram';

// renderSvg's document head: the root element, then <title>, then an optional <desc>. Text
// and attribute values are escaped by the engine, so neither holds a raw < or >.
const HEAD = /^(<svg\b[^>]*?)( aria-label="[^"]*")?(>)(<title>[^<]*<\/title>)?(<desc>[^<]*<\/desc>)?/;

/** The SVG as a keyless address shows it. */
export function publicSvg(svg: string, options: PublicSvgOptions): string {
  return svg.replace(HEAD, (_match, root: string, label: string | undefined, close: string, title: string | undefined, desc: string | undefined) => {
    if (options.access === 'link') {
      return `${root}${label === undefined ? '' : ` aria-label="${SHARED_DRAWING_NAME}"`}${close}${title === undefined ? '' : `<title>${SHARED_DRAWING_NAME}</title>`}`;
    }
    return `${root}${label ?? ''}${close}${title ?? ''}${options.hasDescription ? (desc ?? '') : ''}`;
  });
}
