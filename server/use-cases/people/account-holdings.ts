import { accountHoldings, type HeldWorkspace } from '../../db/repositories/account-holdings.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';

/**
 * What closing an account does to each of its workspaces:
 * - `removed`: the personal workspace, and team workspaces nobody else is in: they go, with
 *   their diagrams (history, images, share links, published addresses) and keys;
 * - `left`: team workspaces with other people in which someone else is an owner too (or the
 *   person is no owner): the person leaves; what they made there stays with the team;
 * - `blockers`: team workspaces with other people in which the person is the only owner: a
 *   workspace always keeps an owner, so they make someone else owner (or the others leave) first.
 */
export interface AccountFate {
  removed: HeldWorkspace[];
  left: HeldWorkspace[];
  blockers: HeldWorkspace[];
}

export async function accountFate(context: ServiceContext, personId: string): Promise<AccountFate> {
  const fate: AccountFate = { removed: [], left: [], blockers: [] };
  for (const workspace of await accountHoldings.workspacesOf(context.db, personId)) {
    if (workspace.kind === 'personal' || workspace.members <= 1) fate.removed.push(workspace);
    else if (workspace.role === 'owner' && workspace.owners <= 1) fate.blockers.push(workspace);
    else fate.left.push(workspace);
  }
  return fate;
}

/** 409 SOLE_OWNER_OF_TEAM: the team workspaces to hand over first. */
export function soleOwnerOfTeams(blockers: HeldWorkspace[]): ServiceError {
  const names = blockers.map((w) => `"${w.name}"`).join(', ');
  return new ServiceError(
    409,
    'SOLE_OWNER_OF_TEAM',
    `You are the only owner of ${names}, where other people work; make one of them an owner (or remove them) first, then ask again.`,
    { workspaces: blockers.map((w) => ({ id: w.id, name: w.name, members: w.members })) },
  );
}
