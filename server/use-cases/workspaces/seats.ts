import type { Knex } from 'knex';
import { invitations } from '../../db/repositories/invitations.js';
import { memberships, type Role, type WorkspaceRow } from '../../db/repositories/workspaces.js';
import { ServiceError } from '../../ports/index.js';

/**
 * Seats (spec "Plans"): owners and members take one, viewers and agents (keys) none. A
 * Team plan has the paid seats `dsp admin plan` gave it (at least 2); a team workspace on
 * the Free plan holds 2 owners and members, the smallest team, so it never holds more
 * people than the cheapest Team plan. A Team plan with no seat count (paid_seats 0, made by
 * `dsp admin create-user --team` before plans were set) counts its seats without a bound,
 * as the plan limits read it (accounts/limits.ts).
 */
export const FREE_TEAM_SEATS = 2;

export function takesSeat(role: Role): boolean {
  return role !== 'viewer';
}

/** The most owners and members this workspace may hold (Infinity: not bounded). */
export function seatMaximum(workspace: WorkspaceRow): number {
  if (workspace.kind === 'personal') return 1;
  if (workspace.plan === 'team') return Number(workspace.paid_seats) > 0 ? Number(workspace.paid_seats) : Infinity;
  return FREE_TEAM_SEATS;
}

export interface SeatCount {
  used: number;
  /** null: not bounded. */
  maximum: number | null;
}

export async function seatCount(db: Knex, workspace: WorkspaceRow): Promise<SeatCount> {
  const maximum = seatMaximum(workspace);
  return { used: await memberships.countSeats(db, workspace.id), maximum: Number.isFinite(maximum) ? maximum : null };
}

/**
 * Throws 403 PLAN_LIMIT_EXCEEDED (limit seats) unless one more owner or member fits. Open
 * invitations for a seat hold theirs (but `exceptEmail`'s, which the new one replaces or
 * is), when `countInvitations`: an owner cannot invite more people than the plan seats.
 */
export async function requireFreeSeat(
  db: Knex,
  workspace: WorkspaceRow,
  options: { now: string; upgradeUrl: string; countInvitations: boolean; exceptEmail?: string },
): Promise<void> {
  const maximum = seatMaximum(workspace);
  if (!Number.isFinite(maximum)) return;
  const members = await memberships.countSeats(db, workspace.id);
  const invited = options.countInvitations ? await invitations.countLiveSeats(db, workspace.id, options.now, options.exceptEmail ?? '') : 0;
  const current = members + invited;
  if (current + 1 > maximum) {
    throw new ServiceError(
      403,
      'PLAN_LIMIT_EXCEEDED',
      `This workspace's ${maximum} seats (owners and members) are taken${invited ? ` or invited (${invited} open invitations)` : ''} on the ${workspace.plan} plan; invite as a viewer (free), withdraw an invitation, remove a member or add seats.`,
      { limit: 'seats', current, maximumAllowed: maximum, plan: workspace.plan, upgradeUrl: options.upgradeUrl },
    );
  }
}
