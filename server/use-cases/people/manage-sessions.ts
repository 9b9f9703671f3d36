import { sessions } from '../../db/repositories/sessions.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';
import { listedSession, sessionAnswer, type ListedSession, type SessionAnswer } from './session-answers.js';
import { endSession, sessionLive, signedInFor, type SignedIn } from './sessions.js';

/** PUT /v1/auth/session {workspaceId}: the session acts in another of the person's workspaces from the next request. */
export async function switchWorkspace(context: ServiceContext, signedIn: SignedIn, workspaceId: string): Promise<SessionAnswer> {
  if (!signedIn.workspaces.some((w) => w.id === workspaceId)) {
    throw new ServiceError(404, 'NOT_FOUND', `You are not a member of a workspace "${workspaceId.slice(0, 60)}"; pick one of the workspaces your session lists.`);
  }
  await sessions.setWorkspace(context.db, signedIn.session.id, workspaceId);
  return sessionAnswer(await signedInFor(context, { ...signedIn.session, workspace_id: workspaceId }, signedIn.person));
}

/** GET /v1/auth/sessions: the person's live sessions (this one included, marked current), newest first. */
export async function listSessions(context: ServiceContext, signedIn: SignedIn): Promise<{ sessions: ListedSession[] }> {
  const now = context.clock();
  const rows = await sessions.openOf(context.db, signedIn.person.id);
  return { sessions: rows.filter((row) => sessionLive(row, now)).map((row) => listedSession(row, signedIn.session.id)) };
}

/**
 * DELETE /v1/auth/sessions/{sessionId}: ends one of the person's sessions (a lost phone);
 * its next request answers 401 SESSION_EXPIRED. Another person's session, an unknown one
 * or one already ended: 404.
 */
export async function endOwnSession(context: ServiceContext, signedIn: SignedIn, sessionId: string): Promise<{ id: string; ended: true; current: boolean }> {
  const row = await sessions.byId(context.db, sessionId);
  if (!row || row.person_id !== signedIn.person.id || !sessionLive(row, context.clock())) {
    throw new ServiceError(404, 'NOT_FOUND', `No session "${sessionId.slice(0, 60)}" of yours is open; take an id from the list of your open sessions.`);
  }
  await endSession(context, row.id);
  return { id: row.id, ended: true, current: row.id === signedIn.session.id };
}
