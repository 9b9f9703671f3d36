/**
 * The copy of a stored SVG that keyless addresses serve. The engine writes the scene's
 * title as the drawing's accessible name (<title> and aria-label on the root) and its
 * description, or failing that its brief, as <desc>. The brief is the workspace's own note
 * for its agents and is never shown publicly, and a share link never reveals the title or
 * description: this copy leaves them out. The drawing itself is left byte for byte as it
 * is (by id the stored one, so that copy of a version never changes either).
 */
export interface PublicSvgOptions {
  /** link: share-link answers (no title, no description); public: published answers. */
  access: 'public' | 'link';
  /** Whether the version's scene has a description of its own (else a <desc> came from the brief). */
  hasDescription: boolean;
}

/** The accessible name a drawing gets through a share link. */
export const SHARED_DRAWING_NAME = 'Shared diagram';

// renderSvg's document: the root element (its accessible name in aria-label), then <title>
// and an optional <desc>. Text and attribute values are escaped by the engine, so neither
// holds a raw <, > or ".
const ROOT = /^<svg\b[^>]*>/;
const HEAD = /^(<title>[^<]*<\/title>)?(<desc>[^<]*<\/desc>)?/;

/** The SVG as a keyless address shows it. */
export function publicSvg(svg: string, options: PublicSvgOptions): string {
  const root = ROOT.exec(svg)?.[0];
  if (root === undefined) return svg;
  const [head, title, desc] = HEAD.exec(svg.slice(root.length))!;
  const rest = svg.slice(root.length + head.length);
  if (options.access === 'link') {
    const named = root.replace(/ aria-label="[^"]*"/, ` aria-label="${SHARED_DRAWING_NAME}"`);
    return `${named}${title === undefined ? '' : `<title>${SHARED_DRAWING_NAME}</title>`}${rest}`;
  }
  return `${root}${title ?? ''}${options.hasDescription ? (desc ?? '') : ''}${rest}`;
}
