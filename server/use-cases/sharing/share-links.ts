import { isoNow } from '../../clock.js';
import { hashShareToken, mintId, mintShareToken } from '../../ids.js';
import { shareLinks, type ListedShareLinkRow } from '../../db/repositories/share-links.js';
import { lockWorkspace } from '../../db/locks.js';
import { requireVerifiedEmail, requireWrite, type Principal } from '../accounts/index.js';
import type { DiagramDeps } from '../shared/index.js';
import { findDiagram } from '../diagrams/index.js';
import { publicSharingAllowed, sharingDisabled } from './workspace-sharing.js';
import { publicAddresses } from './public-addresses.js';
import { ServiceError } from '../../ports/index.js';

type LinkDeps = Pick<DiagramDeps, 'db' | 'clock' | 'webUrl'>;

/**
 * Active links one diagram may have at a time: far more than anyone shares a diagram with,
 * few enough that a runaway script cannot fill the database (fair use; not a plan limit).
 */
export const ACTIVE_LINKS_PER_DIAGRAM = 100;

export interface CreatedShareLink {
  id: string;
  linkId: string;
  /** The link's secret; shown in this answer only (it is stored hashed). */
  token: string;
  url: string;
  svg: string;
  png: string;
  createdAt: string;
}

export interface ListedShareLink {
  linkId: string;
  /** The token's first four characters, to tell links apart (the token itself is not kept). */
  tokenPrefix: string;
  createdAt: string;
  createdBy: { id: string; email: string } | null;
  active: boolean;
  revokedAt: string | null;
  /** owner: revoked by someone in the workspace; report: revoked after a content report. */
  revokedReason: 'owner' | 'report' | null;
}

/**
 * Makes a share link: a keyless address that shows the diagram's picture (never its scene,
 * title or description) whether or not the diagram is published. Pro and Team plans only
 * (403 FEATURE_UNAVAILABLE on Free); 403 SHARING_DISABLED while a team turned sharing off.
 */
export async function createShareLink(deps: LinkDeps, principal: Principal, ref: string): Promise<CreatedShareLink> {
  requireWrite(principal);
  const diagram = await findDiagram(deps.db, principal, ref);
  requireVerifiedEmail(principal, deps.webUrl);
  if (principal.workspace.plan === 'free') {
    throw new ServiceError(403, 'FEATURE_UNAVAILABLE', 'Private share links come with the Pro and Team plans; upgrade, or publish the diagram instead.', { feature: 'privateShareLinks' });
  }
  if (!(await publicSharingAllowed(deps.db, principal.workspace.id))) throw sharingDisabled();
  const token = mintShareToken();
  const linkId = mintId('lnk');
  const createdAt = isoNow(deps.clock);
  await deps.db.transaction(async (trx) => {
    await lockWorkspace(trx, principal.workspace.id);
    const current = await shareLinks.countActive(trx, diagram.id);
    if (current >= ACTIVE_LINKS_PER_DIAGRAM) {
      throw new ServiceError(403, 'LIMIT_REACHED', `This diagram has ${current} active share links, the most it may have; revoke one you no longer need.`, { limit: 'activeShareLinksPerDiagram', maximum: ACTIVE_LINKS_PER_DIAGRAM, current });
    }
    await shareLinks.insert(trx, {
      id: linkId,
      diagram_id: diagram.id,
      token_hash: hashShareToken(token),
      token_prefix: token.slice(0, 4),
      created_by: principal.personId,
      created_at: createdAt,
      revoked_at: null,
      revoked_reason: null,
    });
  });
  return { id: diagram.id, linkId, token, ...publicAddresses(deps.webUrl, token), createdAt };
}

function listed(row: ListedShareLinkRow): ListedShareLink {
  return {
    linkId: row.id,
    tokenPrefix: row.token_prefix,
    createdAt: row.created_at,
    createdBy: row.created_by && row.creator_email ? { id: row.created_by, email: row.creator_email } : null,
    active: row.revoked_at === null,
    revokedAt: row.revoked_at,
    revokedReason: row.revoked_reason,
  };
}

/** A diagram's share links, newest first, revoked ones included (on every plan, with any key). */
export async function listShareLinks(deps: LinkDeps, principal: Principal, ref: string): Promise<{ id: string; links: ListedShareLink[] }> {
  const diagram = await findDiagram(deps.db, principal, ref);
  const rows = await shareLinks.listOf(deps.db, diagram.id);
  return { id: diagram.id, links: rows.map(listed) };
}

/** Revokes a share link for good (it answers 404 from then on); repeating it answers the same. */
export async function revokeShareLink(deps: LinkDeps, principal: Principal, ref: string, linkId: string): Promise<{ id: string; linkId: string; revoked: true; revokedAt: string }> {
  requireWrite(principal);
  const diagram = await findDiagram(deps.db, principal, ref);
  const link = await shareLinks.byId(deps.db, linkId);
  if (!link || link.diagram_id !== diagram.id) {
    throw new ServiceError(404, 'NOT_FOUND', `This diagram has no share link "${linkId}"; list its links to find the linkId.`);
  }
  const at = isoNow(deps.clock);
  const changed = await shareLinks.revoke(deps.db, link.id, at, 'owner');
  return { id: diagram.id, linkId: link.id, revoked: true, revokedAt: changed > 0 ? at : link.revoked_at! };
}
