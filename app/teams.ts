/**
 * The shapes of the team routes' answers (GET /v1/workspace/members, the invitation routes,
 * POST /v1/auth/teams, POST /v1/diagrams/{id}/move) and how the pages say them in words.
 * Kept beside api.ts, not in it, so the account pages and these grow without touching each other.
 */
import type { Workspace } from './api.js';

export type Role = 'owner' | 'member' | 'viewer';

export interface SeatCount {
  used: number;
  /** null: the plan bounds no seats. */
  maximum: number | null;
}

export interface Member {
  userId: string;
  email: string;
  role: Role;
  joinedAt: string;
  /** The person looking. */
  current: boolean;
}

/** GET /v1/workspace/members. */
export interface MemberList {
  workspaceId: string;
  seats: SeatCount;
  members: Member[];
}

export interface Invitation {
  id: string;
  email: string;
  role: Role;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

/** POST /v1/workspace/invitations: the invitation, its link (in this answer only) and whether it was mailed. */
export interface MadeInvitation extends Invitation {
  url: string;
  mailed: boolean;
}

/** POST /v1/auth/teams, POST /v1/invitations/accept's workspace. */
export interface TeamWorkspace extends Workspace {
  publicSharing: boolean;
  seats: SeatCount;
}

export const ROLES: readonly Role[] = ['owner', 'member', 'viewer'];

/** What a role may do, in a few words (the spec's Plans: owners and members take a seat, viewers read for free). */
export function roleWords(role: string): string {
  if (role === 'owner') return 'owner: writes, and manages people and settings';
  if (role === 'member') return 'member: reads and writes';
  if (role === 'viewer') return 'viewer: reads only, takes no seat';
  return role;
}

/** "a member", "an owner". */
export function withArticle(role: string): string {
  return /^[aeiou]/.test(role) ? `an ${role}` : `a ${role}`;
}

/** The seats line: "1 of 2 seats used (owners and members; viewers are free)". */
export function seatsText(seats: SeatCount): string {
  const of = seats.maximum === null ? `${seats.used} seat${seats.used === 1 ? '' : 's'} used, no limit` : `${seats.used} of ${seats.maximum} seats used`;
  return `${of} (owners and members take a seat; viewers are free)`;
}

/** True when the person may change diagrams in this workspace (viewers read only). */
export function mayWrite(workspace: Pick<Workspace, 'role'> | null | undefined): boolean {
  return Boolean(workspace) && workspace!.role !== 'viewer';
}

/**
 * Where a diagram of `current` may move (POST /v1/diagrams/{id}/move): only out of a
 * personal workspace, into a team where the person is an owner or a member.
 */
export function moveTargets(current: Workspace | null, workspaces: Workspace[]): Workspace[] {
  if (current?.kind !== 'personal') return [];
  return workspaces.filter((w) => w.kind === 'team' && mayWrite(w));
}
