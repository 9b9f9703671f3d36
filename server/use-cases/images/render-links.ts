import { lockWorkspace } from '../../db/locks.js';
import { type DiagramDeps, versionAddress } from '../shared/index.js';
import { ensureChain, findDiagram, resolveRevision } from '../diagrams/index.js';
import { SIGNED_LINK_LIFETIME_SECONDS, signImage } from './image-links.js';
import { countMonthly, type Principal } from '../accounts/index.js';
import { publicSharingAllowed } from '../sharing/index.js';

/**
 * The links of one version's images. A published diagram: permanent version addresses on
 * the public site ({webUrl}/d/{id}@{revision}.svg and .png) and `url`, its version page;
 * they stop if the diagram is made private or deleted. Any other (public sharing turned off
 * included): signed links to this
 * API, valid 7 days, and `expires`.
 */
export type RenderLinks =
  | { id: string; revision: number; published: true; url: string; svg: string; png: string }
  | { id: string; revision: number; published: false; svg: string; png: string; expires: string };

/** The signed address of one image of a version. */
function signedLink(deps: DiagramDeps, apiUrl: string, id: string, revision: number, format: 'svg' | 'png', expires: number): string {
  const signature = signImage(deps.linkKeys, { diagramId: id, revision, format, expires });
  return `${apiUrl}/v1/images/${id}@${revision}.${format}?expires=${expires}&signature=${signature}`;
}

/**
 * GET /v1/diagrams/{id}/render and diagram_render: the image links of a version (latest,
 * revision or asOf). Counts toward rendersPerMonth (403 LIMIT_REACHED when spent): the
 * count is taken in one transaction that locks the workspace first, so simultaneous renders
 * cannot pass the limit together. Computes the version's chain when it is missing.
 * `apiUrl` is where this API answers: signed links point at it.
 */
export async function renderLinks(deps: DiagramDeps, principal: Principal, ref: string, query: { revision?: string; asOf?: string }, apiUrl: string): Promise<RenderLinks> {
  const diagram = await findDiagram(deps.db, principal, ref);
  const revision = await resolveRevision(deps.db, diagram, query);
  await ensureChain(deps, diagram.id, revision);
  // A published diagram of a workspace whose owners turned public sharing off answers 404 at
  // its public addresses, so it gets signed links like any private diagram.
  const published = diagram.visibility === 'public' && (await publicSharingAllowed(deps.db, principal.workspace.id));
  const links = await linksOf(deps, diagram.id, revision, published, apiUrl);
  // Counted once the links are made, so a failure on the way is not charged.
  await deps.db.transaction(async (trx) => {
    await lockWorkspace(trx, principal.workspace.id);
    await countMonthly(trx, deps.clock, principal, 'rendersPerMonth');
  });
  return links;
}

/** The links of a version: permanent public addresses, or signed ones valid from now. */
async function linksOf(deps: DiagramDeps, id: string, revision: number, published: boolean, apiUrl: string): Promise<RenderLinks> {
  if (published) {
    const url = versionAddress(deps, id, revision);
    return { id, revision, published: true, url, svg: `${url}.svg`, png: `${url}.png` };
  }
  const expires = Math.floor(deps.clock().getTime() / 1000) + SIGNED_LINK_LIFETIME_SECONDS;
  return {
    id,
    revision,
    published: false,
    svg: signedLink(deps, apiUrl, id, revision, 'svg', expires),
    png: signedLink(deps, apiUrl, id, revision, 'png', expires),
    expires: new Date(expires * 1000).toISOString(),
  };
}
