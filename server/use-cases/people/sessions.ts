import { isoNow } from '../../clock.js';
import { mintId } from '../../ids.js';
import { people, type PersonRow } from '../../db/repositories/people.js';
import { sessions, type SessionRow } from '../../db/repositories/sessions.js';
import { accountActivity } from '../../db/repositories/account-activity.js';
import { workspacesWithRoles, type WorkspaceWithRole } from '../../db/repositories/person-workspaces.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';
import type { Principal } from '../accounts/index.js';
import { hashPersonToken, PERSON_TOKEN_PATTERN } from './tokens.js';

/** A session ends after this long unused... */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60_000;
/** ...and this long after its sign-in, however much it is used. */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60_000;
/** last_used_at is written at most this often: a request is not a database write. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** A request's signed-in person: the session, the person, and the principal in the session's workspace (none when they belong to none). */
export interface SignedIn {
  session: SessionRow;
  person: PersonRow;
  workspaces: WorkspaceWithRole[];
  current: WorkspaceWithRole | null;
  principal: Principal | null;
}

export function sessionExpired(webUrl: string): ServiceError {
  return new ServiceError(401, 'SESSION_EXPIRED', `Your session has ended or expired; sign in again at ${webUrl}/sign-in.`, { signInUrl: `${webUrl}/sign-in` });
}

export function sessionLive(session: SessionRow, now: Date): boolean {
  const idleEnd = new Date(session.last_used_at).getTime() + SESSION_IDLE_MS;
  return session.ended_at === null && session.expires_at > now.toISOString() && idleEnd > now.getTime();
}

/** The workspace a session acts in: its choice while the person is still a member, else the personal one, else the first. */
function currentOf(all: WorkspaceWithRole[], chosen: string | null): WorkspaceWithRole | null {
  return all.find((w) => w.id === chosen) ?? all.find((w) => w.kind === 'personal') ?? all[0] ?? null;
}

export function sessionPrincipal(person: PersonRow, workspace: WorkspaceWithRole, sessionId: string): Principal {
  return {
    personId: person.id,
    email: person.email,
    emailVerified: person.email_verified_at !== null,
    workspace: {
      id: workspace.id,
      name: workspace.name,
      kind: workspace.kind,
      plan: workspace.plan,
      paidSeats: Number(workspace.paid_seats),
      publicSharing: Boolean(workspace.public_sharing),
    },
    role: workspace.role,
    authenticatedBy: 'session',
    keyId: null,
    sessionId,
    keyScope: 'write',
    readOnly: workspace.role === 'viewer' ? 'role' : null,
  };
}

/** Everything a session's request knows about its person, from the session's row. */
export async function signedInFor(context: ServiceContext, session: SessionRow, person: PersonRow): Promise<SignedIn> {
  const workspaces = await workspacesWithRoles(context.db, person.id);
  const current = currentOf(workspaces, session.workspace_id);
  return { session, person, workspaces, current, principal: current ? sessionPrincipal(person, current, session.id) : null };
}

/**
 * The session of a cookie's token, or 401 SESSION_EXPIRED (unknown, signed out, ended from
 * another session, unused for 14 days, past 90 days, or its account closed). Keeps the
 * session alive: its idle expiry moves with use.
 */
export async function authenticateSession(context: ServiceContext, token: string, webUrl: string): Promise<SignedIn> {
  if (!PERSON_TOKEN_PATTERN.test(token)) throw sessionExpired(webUrl);
  const session = await sessions.byHash(context.db, hashPersonToken(token));
  const now = context.clock();
  if (!session || !sessionLive(session, now)) throw sessionExpired(webUrl);
  const person = await people.byId(context.db, session.person_id);
  if (!person || person.closed_at) throw sessionExpired(webUrl);
  if (now.getTime() - new Date(session.last_used_at).getTime() >= TOUCH_EVERY_MS) {
    await sessions.touch(context.db, session.id, now.toISOString());
    // The same cadence records the account's use (the inactivity sweep).
    await accountActivity.recordUse(context.db, person.id, now.toISOString());
    session.last_used_at = now.toISOString();
  }
  return signedInFor(context, session, person);
}

/** Opens a session for a person (a new token each time) in a workspace; the token goes in the cookie only. */
export async function openSessionRow(context: ServiceContext, personId: string, workspaceId: string | null, tokenHash: string, userAgent: string | null): Promise<SessionRow> {
  const now = context.clock();
  const row: SessionRow = {
    id: mintId('ses'),
    token_hash: tokenHash,
    person_id: personId,
    workspace_id: workspaceId,
    user_agent: userAgent ? userAgent.slice(0, 200) : null,
    created_at: now.toISOString(),
    last_used_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    ended_at: null,
  };
  await sessions.insert(context.db, row);
  return row;
}

export async function endSession(context: ServiceContext, sessionId: string): Promise<void> {
  await sessions.end(context.db, sessionId, isoNow(context.clock));
}
