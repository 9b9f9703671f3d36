import type { DiagramDeps } from '../shared/index.js';
import { resolvePublicRef, type PublicRef, publicVersions, publicView, type PublicView, publicSvg, publicAddresses, type PublicAddresses } from '../sharing/index.js';
import type { DrawingCaller } from '../../ports/index.js';
import { linkImage } from './link-image.js';
import { planPng } from './png-scale.js';

/** Everything a version page shows, with the addresses it links to (absolute, on the public website). */
export interface VersionPage {
  resolved: PublicRef;
  view: PublicView;
  /** The drawing as keyless addresses show it (publicSvg). */
  svg: string;
  /** This version's page and images. */
  exact: PublicAddresses;
  /** The addresses that follow the latest version. */
  latest: PublicAddresses;
  /** The PNG the page's Open Graph card points at: its size at the default scale. */
  png: { width: number; height: number };
}

/** The data of GET /d/{ref}[@{revision}]: the same resolution and view as the public JSON. */
export async function versionPage(deps: DiagramDeps, ref: string, caller: DrawingCaller): Promise<VersionPage> {
  const resolved = await resolvePublicRef(deps.db, ref);
  const [version, versions] = await Promise.all([deps.revisions.get(deps.db, resolved.diagram.id, resolved.revision), publicVersions(deps, resolved.diagram.id)]);
  // Through a share link the drawing is the link's own, stamped with its address (linkImage).
  const drawn = resolved.access === 'link' ? String((await linkImage(deps, resolved, 'svg', caller)).body) : version.row.svg;
  const svg = resolved.access === 'link' ? drawn : publicSvg(drawn, { access: resolved.access, hasDescription: version.scene.scene.description !== undefined });
  const plan = planPng(drawn, undefined);
  return {
    resolved,
    view: publicView(deps, resolved, version, versions),
    svg,
    exact: publicAddresses(deps.webUrl, resolved.ref, resolved.revision),
    latest: publicAddresses(deps.webUrl, resolved.ref),
    png: { width: plan.width, height: plan.height },
  };
}
