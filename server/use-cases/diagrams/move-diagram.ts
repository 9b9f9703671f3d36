import type { Knex } from 'knex';
import { diagrams, type DiagramRow } from '../../db/repositories/diagrams.js';
import { shareLinks } from '../../db/repositories/share-links.js';
import type { WorkspaceWithRole } from '../../db/repositories/person-workspaces.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockWorkspace } from '../../db/locks.js';
import { checkSceneLimit, requireWrite, type Principal } from '../accounts/index.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';
import { findDiagram } from './find-diagram.js';

export interface MovedAnswer {
  id: string;
  key: string | null;
  revision: number;
  /** The workspace the diagram left, and the one it is in now. */
  from: string;
  workspaceId: string;
  moved: true;
}

function keyTaken(key: string, target: WorkspaceWithRole): ServiceError {
  return new ServiceError(409, 'KEY_EXISTS', `"${target.name}" already has a diagram with the key "${key}"; rename or delete one of the two, then move again.`, { key, workspaceId: target.id });
}

/** The caller as the target workspace sees it: its plan's limits and the person's role there. */
function principalIn(principal: Principal, target: WorkspaceWithRole): Principal {
  return {
    ...principal,
    workspace: { id: target.id, name: target.name, kind: target.kind, plan: target.plan, paidSeats: Number(target.paid_seats), publicSharing: Boolean(target.public_sharing) },
    role: target.role,
    readOnly: target.role === 'viewer' ? 'role' : null,
  };
}

/** A diagram that is published or has live share links would stop answering in a workspace with sharing off: refused rather than broken. */
async function refuseSharingLoss(db: Knex, diagram: DiagramRow, target: WorkspaceWithRole): Promise<void> {
  if (target.public_sharing) return;
  if (diagram.visibility === 'public' || (await shareLinks.countActive(db, diagram.id)) > 0) {
    throw new ServiceError(403, 'SHARING_DISABLED', `"${target.name}" has public sharing off, and this diagram is published or shared by link; make it private and revoke its links first, or ask an owner to turn sharing on.`);
  }
}

/**
 * POST /v1/diagrams/{id}/move {workspaceId} (a signed-in person only): moves a diagram of
 * the person's personal workspace into a team workspace where they may write. Its id,
 * history, revision numbers, images and share links go with it (they hang off the id); the
 * target's diagram limit applies (403 LIMIT_REACHED) and its key must be free there (409
 * KEY_EXISTS). Not one of the person's workspaces: 404; a viewer there: 403 READ_ONLY.
 */
export async function moveDiagram(context: ServiceContext, principal: Principal, ref: string, workspaceId: string, memberOf: WorkspaceWithRole[]): Promise<MovedAnswer> {
  if (principal.workspace.kind !== 'personal') {
    throw new ServiceError(409, 'MOVE_FROM_PERSONAL_ONLY', 'Diagrams move from your personal workspace into a team; switch the session to your personal workspace first.');
  }
  const target = memberOf.find((w) => w.id === workspaceId);
  if (!target) throw new ServiceError(404, 'NOT_FOUND', `You are not a member of a workspace "${workspaceId.slice(0, 60)}"; pick one of the team workspaces your session lists.`);
  if (target.kind !== 'team') throw new ServiceError(409, 'MOVE_TARGET_NOT_TEAM', 'A diagram moves into a team workspace; pick one of the team workspaces your session lists.');
  const into = principalIn(principal, target);
  requireWrite(into);
  const diagram = await findDiagram(context.db, principal, ref);
  try {
    await context.db.transaction(async (trx) => {
      // The target's diagram count and key index are checked and changed in one step (as a create does).
      await lockWorkspace(trx, target.id);
      await checkSceneLimit(trx, into);
      if (diagram.key !== null && (await diagrams.liveByKey(trx, target.id, diagram.key))) throw keyTaken(diagram.key, target);
      await refuseSharingLoss(trx, diagram, target);
      const changed = await trx('diagrams').where({ id: diagram.id, workspace_id: principal.workspace.id }).whereNull('deleted_at').update({ workspace_id: target.id });
      // updated_at stays: the diagram did not change, only where it lives.
      if (Number(changed) !== 1) throw new ServiceError(404, 'NOT_FOUND', `No diagram "${ref}" in this workspace; it was moved or deleted meanwhile.`);
    });
  } catch (error) {
    if (diagram.key !== null && isUniqueViolation(error)) throw keyTaken(diagram.key, target);
    throw error;
  }
  return { id: diagram.id, key: diagram.key, revision: diagram.revision, from: principal.workspace.id, workspaceId: target.id, moved: true };
}
