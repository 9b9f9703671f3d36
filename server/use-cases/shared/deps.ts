import type { ServiceContext } from './context.js';
import type { Drawer, RevisionStore, ImageLinkKeys, VersionPngStore } from '../../ports/index.js';

/** What the diagram use cases need beyond the database and clock. */
export interface DiagramDeps extends ServiceContext {
  drawer: Drawer;
  revisions: RevisionStore;
  /** Versions' PNGs, made once from the stored SVG and kept (memory and the version_pngs table). */
  images: VersionPngStore;
  /** The public website: version addresses ({webUrl}/d/{id}@{revision}) and the verification page. */
  webUrl: string;
  /** Sign and check image links (from the server secret, never from the database). */
  linkKeys: ImageLinkKeys;
}

/** The address printed on a stored version's image. */
export function versionAddress(deps: DiagramDeps, id: string, revision: number): string {
  return `${deps.webUrl}/d/${id}@${revision}`;
}
