import { isoNow } from '../../clock.js';
import { mintId } from '../../ids.js';
import { lockWorkspace } from '../../db/locks.js';
import { teamMembers } from '../../db/repositories/team-members.js';
import { memberships, workspaces, type Plan, type Role, type WorkspaceRow } from '../../db/repositories/workspaces.js';
import type { Principal } from '../accounts/index.js';
import { changeWorkspaceSharing } from '../sharing/index.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';
import { lockedForOwner, requireOwnerChange } from './owners.js';
import { seatCount, type SeatCount } from './seats.js';

/** The workspaces.name column's length. */
export const WORKSPACE_NAME_LENGTH = 200;
/**
 * Team workspaces on the Free plan one person may own: each has the Free plan's limits of
 * its own, so without a bound anyone could add up free diagrams by making teams.
 */
export const FREE_TEAMS_PER_PERSON = 3;

/** A workspace as the team routes answer it (an entry of GET /v1/auth/session's list, with its settings and seats). */
export interface WorkspaceAnswer {
  id: string;
  name: string;
  kind: 'personal' | 'team';
  plan: Plan;
  role: Role;
  publicSharing: boolean;
  seats: SeatCount;
}

export async function workspaceAnswer(context: ServiceContext, row: WorkspaceRow, role: Role): Promise<WorkspaceAnswer> {
  return { id: row.id, name: row.name, kind: row.kind, plan: row.plan, role, publicSharing: Boolean(row.public_sharing), seats: await seatCount(context.db, row) };
}

function teamName(raw: string): string {
  const name = raw.trim();
  if (name === '' || name.length > WORKSPACE_NAME_LENGTH) throw new ServiceError(400, 'TEAM_NAME_INVALID', `A workspace name has 1 to ${WORKSPACE_NAME_LENGTH} characters (spaces around it are dropped).`);
  return name;
}

/**
 * POST /v1/auth/teams {name}: a team workspace on the Free plan with the signed-in person as
 * its only owner. The session stays in its workspace (PUT /v1/auth/session switches).
 */
export async function createTeam(context: ServiceContext, personId: string, rawName: string): Promise<WorkspaceAnswer> {
  const name = teamName(rawName);
  return context.db.transaction(async (trx) => {
    // One person's teams are counted and made one at a time: their personal workspace is the lock.
    const personal = await memberships.personalWorkspaceOf(trx, personId);
    if (personal) await lockWorkspace(trx, personal.id);
    const current = await teamMembers.countFreeTeamsOwned(trx, personId);
    if (current >= FREE_TEAMS_PER_PERSON) {
      throw new ServiceError(403, 'LIMIT_REACHED', `You own ${current} team workspaces on the Free plan, the most one person may; put one on the Team plan, hand one over or leave one first.`, { limit: 'freeTeams', maximum: FREE_TEAMS_PER_PERSON, current });
    }
    const now = isoNow(context.clock);
    const row: WorkspaceRow = { id: mintId('wsp'), name, kind: 'team', plan: 'free', paid_seats: 0, public_sharing: true, created_at: now };
    await workspaces.insert(trx, row);
    await memberships.insert(trx, { workspace_id: row.id, person_id: personId, role: 'owner', created_at: now });
    return workspaceAnswer({ ...context, db: trx }, row, 'owner');
  });
}

/**
 * PATCH /v1/workspace {name?, publicSharing?}: owners rename their workspace or turn its
 * public sharing off and on (team workspaces only, as PUT /v1/workspace/sharing). Both or
 * neither may be given; neither answers the workspace unchanged.
 */
export async function updateWorkspace(
  context: ServiceContext & { webUrl: string },
  principal: Principal,
  body: { name?: string; publicSharing?: boolean },
): Promise<WorkspaceAnswer> {
  requireOwnerChange(principal, context.webUrl, 'change the workspace');
  const name = body.name === undefined ? undefined : teamName(body.name);
  // Refused before the name is written: all or nothing.
  if (body.publicSharing !== undefined && principal.workspace.kind !== 'team') {
    throw new ServiceError(409, 'TEAM_WORKSPACE_ONLY', 'Only a team workspace can turn public sharing off; in a personal workspace, keep diagrams private instead.');
  }
  return context.db.transaction(async (trx) => {
    const scoped = { ...context, db: trx };
    await lockedForOwner(trx, principal, 'change the workspace');
    if (name !== undefined) await teamMembers.rename(trx, principal.workspace.id, name);
    if (body.publicSharing !== undefined) await changeWorkspaceSharing(scoped, principal, { publicSharing: body.publicSharing });
    const row = (await workspaces.byId(trx, principal.workspace.id))!;
    return workspaceAnswer(scoped, row, 'owner');
  });
}

/** GET /v1/workspace: the caller's workspace, its settings and seats (anyone in it). */
export async function readWorkspace(context: ServiceContext, principal: Principal): Promise<WorkspaceAnswer> {
  const row = await workspaces.byId(context.db, principal.workspace.id);
  if (!row) throw new ServiceError(404, 'NOT_FOUND', 'This workspace no longer exists.');
  return workspaceAnswer(context, row, principal.role);
}

const PLANS_BY_KIND: Record<WorkspaceRow['kind'], readonly Plan[]> = { personal: ['free', 'pro'], team: ['free', 'team'] };
export const MAX_SEATS = 10_000;

/**
 * dsp admin plan --workspace W --plan P [--seats N]: puts a workspace on a plan (no billing).
 * A personal workspace is Free or Pro, a team Free or Team; the Team plan has N paid seats,
 * at least 2 (default: 2, or the owners and members it has when more). Fewer seats than
 * people keeps everyone; nobody more joins until seats are free.
 */
export async function setPlan(context: ServiceContext, input: { workspaceId: string; plan: Plan; seats?: number }): Promise<{ workspaceId: string; kind: string; plan: Plan; seats: SeatCount }> {
  const row = await workspaces.byId(context.db, input.workspaceId);
  if (!row) throw new ServiceError(404, 'WORKSPACE_NOT_FOUND', `No workspace ${input.workspaceId}.`);
  if (!PLANS_BY_KIND[row.kind].includes(input.plan)) {
    throw new ServiceError(400, 'PLAN_INVALID', `A ${row.kind} workspace is on the ${PLANS_BY_KIND[row.kind].join(' or the ')} plan.`);
  }
  if (input.seats !== undefined && input.plan !== 'team') throw new ServiceError(400, 'SEATS_INVALID', 'Only the Team plan has seats; leave out --seats.');
  if (input.seats !== undefined && (!Number.isInteger(input.seats) || input.seats < 2 || input.seats > MAX_SEATS)) {
    throw new ServiceError(400, 'SEATS_INVALID', `--seats is a whole number from 2 to ${MAX_SEATS} (the Team plan has at least 2 paid seats).`);
  }
  const seats = input.plan === 'team' ? (input.seats ?? Math.max(2, await memberships.countSeats(context.db, row.id))) : 0;
  await teamMembers.setPlan(context.db, row.id, input.plan, seats);
  const after = (await workspaces.byId(context.db, row.id))!;
  return { workspaceId: row.id, kind: row.kind, plan: after.plan, seats: await seatCount(context.db, after) };
}
