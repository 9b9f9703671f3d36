import type { Knex } from 'knex';
import { isoNow } from '../../clock.js';
import { lockWorkspace } from '../../db/locks.js';
import { teamMembers, type MemberRow } from '../../db/repositories/team-members.js';
import { memberships, workspaces, type Role, type WorkspaceRow } from '../../db/repositories/workspaces.js';
import { requireWrite, type Principal } from '../accounts/index.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';
import { lastOwner, lockedForOwner, personalWorkspace, requireOwnerChange } from './owners.js';
import { requireFreeSeat, seatCount, takesSeat, type SeatCount } from './seats.js';

export interface ListedMember {
  userId: string;
  email: string;
  role: Role;
  joinedAt: string;
  /** The person making this request. */
  current: boolean;
}

function listed(row: MemberRow, currentPersonId: string): ListedMember {
  return { userId: row.person_id, email: row.email, role: row.role, joinedAt: row.created_at, current: row.person_id === currentPersonId };
}

/** GET /v1/workspace/members: everyone in the caller's workspace (anyone in it may read), owners first, and its seats. */
export async function listMembers(context: ServiceContext, principal: Principal): Promise<{ workspaceId: string; seats: SeatCount; members: ListedMember[] }> {
  const workspace = (await workspaces.byId(context.db, principal.workspace.id))!;
  const rows = await teamMembers.list(context.db, workspace.id);
  return { workspaceId: workspace.id, seats: await seatCount(context.db, workspace), members: rows.map((row) => listed(row, principal.personId)) };
}

function memberNotFound(userId: string): ServiceError {
  return new ServiceError(404, 'NOT_FOUND', `No member "${userId.slice(0, 60)}" in this workspace; take a userId from the list of its members.`);
}

async function memberRow(trx: Knex, workspaceId: string, userId: string, currentPersonId: string): Promise<ListedMember> {
  const row = (await teamMembers.list(trx, workspaceId)).find((member) => member.person_id === userId);
  if (!row) throw memberNotFound(userId);
  return listed(row, currentPersonId);
}

/**
 * PATCH /v1/workspace/members/{userId} {role}: owners change anyone's role, their own too.
 * The last owner cannot stop being one (409 LAST_OWNER); a viewer made owner or member
 * needs a free seat. A member made viewer keeps their keys, read-only from the next request.
 */
export async function changeRole(context: ServiceContext & { webUrl: string }, principal: Principal, userId: string, role: Role): Promise<ListedMember> {
  requireOwnerChange(principal, context.webUrl, 'change roles');
  return context.db.transaction(async (trx) => {
    const workspace = await lockedForOwner(trx, principal, 'change roles');
    const membership = await memberships.find(trx, workspace.id, userId);
    if (!membership) throw memberNotFound(userId);
    if (workspace.kind === 'personal' && role !== membership.role) throw personalWorkspace('take other roles');
    if (membership.role === 'owner' && role !== 'owner' && (await teamMembers.countOwners(trx, workspace.id)) <= 1) throw lastOwner(`Making the last owner a ${role}`);
    if (!takesSeat(membership.role) && takesSeat(role)) {
      await requireFreeSeat(trx, workspace, { now: isoNow(context.clock), upgradeUrl: `${context.webUrl}/pricing`, countInvitations: true });
    }
    if (role !== membership.role) await teamMembers.setRole(trx, workspace.id, userId, role);
    return memberRow(trx, workspace.id, userId, principal.personId);
  });
}

/**
 * Takes a person out of a workspace: their membership goes and every key of theirs in it is
 * revoked (401 API_KEY_REVOKED from the next request, on every instance: the key check reads
 * the membership on each request). Their sessions acting there fall back to another workspace.
 */
async function takeOut(trx: Knex, workspace: WorkspaceRow, userId: string, now: string, action: string): Promise<number> {
  const membership = await memberships.find(trx, workspace.id, userId);
  if (!membership) throw memberNotFound(userId);
  if (membership.role === 'owner' && (await teamMembers.countOwners(trx, workspace.id)) <= 1) throw lastOwner(action);
  await teamMembers.remove(trx, workspace.id, userId);
  return teamMembers.revokeKeys(trx, workspace.id, userId, now);
}

/** DELETE /v1/workspace/members/{userId}: owners remove anyone but the last owner; removing yourself is leaving. */
export async function removeMember(context: ServiceContext & { webUrl: string }, principal: Principal, userId: string): Promise<{ userId: string; removed: true; keysRevoked: number }> {
  if (userId === principal.personId) {
    const left = await leaveWorkspace(context, principal);
    return { userId, removed: true, keysRevoked: left.keysRevoked };
  }
  requireOwnerChange(principal, context.webUrl, 'remove members');
  return context.db.transaction(async (trx) => {
    const workspace = await lockedForOwner(trx, principal, 'remove members');
    const keysRevoked = await takeOut(trx, workspace, userId, isoNow(context.clock), 'Removing the last owner');
    return { userId, removed: true as const, keysRevoked };
  });
}

/**
 * POST /v1/workspace/leave: the caller leaves their workspace (a viewer too; not with a read
 * key). The last owner cannot (409 LAST_OWNER), nor can anyone leave their personal
 * workspace (409 PERSONAL_WORKSPACE). Their keys there are revoked; a session falls back to
 * the personal workspace.
 */
export async function leaveWorkspace(context: ServiceContext, principal: Principal): Promise<{ workspaceId: string; left: true; keysRevoked: number }> {
  if (principal.readOnly === 'credential') requireWrite(principal);
  if (principal.workspace.kind === 'personal') throw personalWorkspace('be left (close the account instead)');
  return context.db.transaction(async (trx) => {
    await lockWorkspace(trx, principal.workspace.id);
    const workspace = (await workspaces.byId(trx, principal.workspace.id))!;
    const keysRevoked = await takeOut(trx, workspace, principal.personId, isoNow(context.clock), 'Leaving as the last owner');
    return { workspaceId: workspace.id, left: true as const, keysRevoked };
  });
}
