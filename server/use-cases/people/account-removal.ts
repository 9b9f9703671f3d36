import { isoNow } from '../../clock.js';
import { accountHoldings } from '../../db/repositories/account-holdings.js';
import type { ServiceContext } from '../shared/index.js';
import { accountFate } from './account-holdings.js';

/** Diagrams removed per statement: a long history cascades to many revision rows. */
const REMOVE_BATCH = 50;

/** What a removal took away, as the deletion confirmation answers it. */
export interface Removed {
  workspaces: number;
  diagrams: number;
}

/**
 * Closes an account (its keys and sessions stop working at once: both check closed_at) and
 * takes it out of the team workspaces where others carry on. Run inside the transaction
 * that decided to close it; removeClosedAccount does the rest afterwards.
 */
export async function closeAccount(context: ServiceContext, personId: string): Promise<void> {
  await accountHoldings.close(context.db, personId, isoNow(context.clock));
  const fate = await accountFate(context, personId);
  for (const workspace of fate.left) await accountHoldings.leaveWorkspace(context.db, workspace.id, personId);
}

/**
 * Removes a closed account's data: each workspace only they are in (diagrams in batches,
 * then the workspace with its keys), then the person (sessions, keys and memberships go with
 * them; what they made in teams stays, its author null). In steps, each its own statement:
 * a process stopped midway leaves a closed account that the account sweep finishes.
 */
export async function removeClosedAccount(context: ServiceContext, person: { id: string; email: string }): Promise<Removed> {
  const removed: Removed = { workspaces: 0, diagrams: 0 };
  for (const workspace of await accountHoldings.workspacesOf(context.db, person.id)) {
    // Someone joined a team between the close and now: the person only leaves it.
    if (workspace.kind !== 'personal' && workspace.members > 1) {
      await accountHoldings.leaveWorkspace(context.db, workspace.id, person.id);
      continue;
    }
    for (;;) {
      const ids = await accountHoldings.diagramIdsIn(context.db, workspace.id, REMOVE_BATCH);
      await accountHoldings.removeDiagrams(context.db, ids);
      removed.diagrams += ids.length;
      if (ids.length < REMOVE_BATCH) break;
    }
    await accountHoldings.removeWorkspace(context.db, workspace.id);
    removed.workspaces += 1;
  }
  await accountHoldings.removePerson(context.db, person.id, person.email);
  return removed;
}

/** Finishes the removal of accounts closed earlier (a stop between closing and removing). Returns how many. */
export async function finishClosedAccounts(context: ServiceContext): Promise<number> {
  let finished = 0;
  for (;;) {
    const closed = await accountHoldings.closedIds(context.db, 20);
    for (const person of closed) await removeClosedAccount(context, person);
    finished += closed.length;
    if (closed.length < 20) return finished;
  }
}
