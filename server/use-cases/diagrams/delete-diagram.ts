import { diagrams, type DiagramRow } from '../../db/repositories/diagrams.js';
import { lockWorkspace } from '../../db/locks.js';
import { requireVerifiedEmail, requireWrite, type Principal, checkSceneLimit } from '../accounts/index.js';
import type { DiagramDeps } from '../shared/index.js';
import { findDiagram } from './find-diagram.js';
import { ServiceError } from '../../ports/index.js';

/** How long a deleted diagram can be restored; after it the purge sweep removes it for good. */
export const UNDO_WINDOW_MS = 24 * 3_600_000;

type LifecycleDeps = Pick<DiagramDeps, 'db' | 'clock' | 'webUrl'>;

export interface DeletedAnswer {
  id: string;
  deleted: true;
  deletedAt: string;
  /** Until when undelete brings it back. */
  restorableUntil: string;
}

export interface RestoredAnswer {
  id: string;
  key: string | null;
  revision: number;
  restored: boolean;
  /** KEY_TAKEN when another live diagram took the key meanwhile (the diagram comes back without it). */
  warnings: Array<{ code: 'KEY_TAKEN'; severity: 'warning'; message: string; data: { key: string; heldBy: string } }>;
}

/**
 * Deletes a diagram with a 24-hour undo: it leaves every list but the deleted one, frees its
 * key and its place in the diagrams limit, and its version pages, images and share links
 * stop answering until it is restored. `confirm` must be true (400 DELETE_NOT_CONFIRMED).
 */
export async function deleteDiagram(deps: LifecycleDeps, principal: Principal, ref: string, options: { confirm: boolean }): Promise<DeletedAnswer> {
  requireWrite(principal);
  if (!options.confirm) {
    throw new ServiceError(400, 'DELETE_NOT_CONFIRMED', 'Deleting needs confirm set to true; the diagram can then be restored for 24 hours.').suggest({ do: 'deleteDiagram', ref });
  }
  requireVerifiedEmail(principal, deps.webUrl);
  const diagram = await findDiagram(deps.db, principal, ref);
  const now = deps.clock();
  const deletedAt = now.toISOString();
  if ((await diagrams.markDeleted(deps.db, diagram.id, deletedAt)) === 0) throw new ServiceError(404, 'NOT_FOUND', `No diagram "${ref}" in this workspace; it was deleted meanwhile.`);
  return { id: diagram.id, deleted: true, deletedAt, restorableUntil: new Date(now.getTime() + UNDO_WINDOW_MS).toISOString() };
}

function notRestorable(ref: string): ServiceError {
  return new ServiceError(
    409,
    'NOT_RESTORABLE',
    `No deleted diagram "${ref}" can be restored: a diagram is removed for good 24 hours after it was deleted (or it never existed in this workspace).`,
  );
}

/** What undeleting a live diagram answers: nothing to do, so a retry (or a concurrent undelete that lost) is harmless. */
function alreadyLive(live: DiagramRow): RestoredAnswer {
  return { id: live.id, key: live.key, revision: live.revision, restored: false, warnings: [] };
}

/**
 * Restores a diagram deleted less than 24 hours ago (by id, or by the key it had): 409
 * NOT_RESTORABLE after that or when it never existed. Restoring counts against the diagrams
 * limit. When another live diagram took its key meanwhile, it comes back without a key and
 * says so (KEY_TAKEN), rather than staying lost. Undeleting a live diagram (by id, or by the
 * key it holds when no deleted diagram had that key) answers restored false, so a retry is
 * harmless.
 *
 * The look-up, the limit check and the restore run in one transaction behind the workspace
 * lock: of simultaneous undeletes of one diagram the first restores it and the others then
 * find it live (restored false), rather than missing it (409) or counting it twice (403).
 */
export async function undeleteDiagram(deps: LifecycleDeps, principal: Principal, ref: string): Promise<RestoredAnswer> {
  requireWrite(principal);
  requireVerifiedEmail(principal, deps.webUrl);
  const workspaceId = principal.workspace.id;
  const since = new Date(deps.clock().getTime() - UNDO_WINDOW_MS).toISOString();
  return deps.db.transaction(async (trx) => {
    await lockWorkspace(trx, workspaceId);
    const deleted = await diagrams.findDeleted(trx, workspaceId, ref, since);
    if (!deleted) {
      const live = await diagrams.findLive(trx, workspaceId, ref);
      if (live) return alreadyLive(live);
      throw notRestorable(ref);
    }
    await checkSceneLimit(trx, principal);
    const holder = deleted.key === null ? undefined : await diagrams.liveByKey(trx, workspaceId, deleted.key);
    const key = holder ? null : deleted.key;
    if ((await diagrams.restore(trx, deleted.id, deleted.deleted_at!, key)) === 0) throw notRestorable(ref);
    const warnings: RestoredAnswer['warnings'] = holder && deleted.key
      ? [{ code: 'KEY_TAKEN', severity: 'warning', message: `The key "${deleted.key}" now names another diagram (${holder.id}); this diagram came back without a key, use its id.`, data: { key: deleted.key, heldBy: holder.id } }]
      : [];
    return { id: deleted.id, key, revision: deleted.revision, restored: true, warnings };
  });
}
