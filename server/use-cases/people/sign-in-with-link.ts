import { isoNow } from '../../clock.js';
import { people, type PersonRow } from '../../db/repositories/people.js';
import { accountActivity } from '../../db/repositories/account-activity.js';
import { memberships } from '../../db/repositories/workspaces.js';
import { createUser } from '../accounts/index.js';
import type { ServiceContext } from '../shared/index.js';
import { linkInvalid, spendEmailLink } from './email-links.js';
import { sessionAnswer, type SessionAnswer } from './session-answers.js';
import { openSessionRow, signedInFor } from './sessions.js';
import { hashPersonToken, mintPersonToken } from './tokens.js';

/** The person a spent link signs in: theirs, or a new account with a personal Free workspace when the link may open one. */
async function personOf(context: ServiceContext, email: string, maySignUp: boolean, webUrl: string): Promise<PersonRow> {
  const existing = await people.byEmail(context.db, email);
  if (existing) {
    if (existing.closed_at) throw linkInvalid('sign-in', webUrl);
    return existing;
  }
  if (!maySignUp) throw linkInvalid('sign-in', webUrl);
  await createUser(context, { email, plan: 'free', verified: true });
  return (await people.byEmail(context.db, email))!;
}

/**
 * POST /v1/auth/session {token}: spends a sign-in link (once) and opens a session with a
 * new token, for the cookie. Following the link proves the address: it is verified.
 */
export async function signInWithLink(context: ServiceContext, token: string, userAgent: string | null, webUrl: string): Promise<{ token: string; expiresAt: string; answer: SessionAnswer }> {
  const sessionToken = mintPersonToken();
  return context.db.transaction(async (trx) => {
    const scoped = { ...context, db: trx };
    const link = await spendEmailLink(scoped, 'sign-in', token, webUrl);
    const person = await personOf(scoped, link.email, Boolean(link.may_sign_up), webUrl);
    if (!person.email_verified_at) {
      person.email_verified_at = isoNow(context.clock);
      await trx('people').where({ id: person.id }).update({ email_verified_at: person.email_verified_at });
    }
    await accountActivity.recordUse(trx, person.id, isoNow(context.clock));
    const personal = await memberships.personalWorkspaceOf(trx, person.id);
    const session = await openSessionRow(scoped, person.id, personal?.id ?? null, hashPersonToken(sessionToken), userAgent);
    const signedIn = await signedInFor(scoped, session, person);
    return { token: sessionToken, expiresAt: session.expires_at, answer: sessionAnswer(signedIn) };
  });
}
