import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import * as v from 'valibot';
import { readJsonObject } from '../../bodies/body.js';
import { checkEnvelope } from '../../../use-cases/shared/index.js';
import { principalOf, signedInOf, type AppContext, type RequestState } from '../../state.js';
import type { Limits } from '../../rate-limit.js';
import type { SessionAccess } from '../../auth.js';
import { clearSessionCookie, setSessionCookie } from '../../session-cookie.js';
import { refuseForeignOrigin } from '../../same-origin.js';
import {
  confirmVerification, endOwnSession, endSession, listSessions, normalEmail, requestSignInLink, requestVerification, sessionAnswer,
  signInWithLink, switchWorkspace, type PeopleDeps,
} from '../../../use-cases/people/index.js';

/** The bodies of these routes (documented in route-docs.ts). */
export const SignInBody = v.strictObject({ email: v.pipe(v.string(), v.maxLength(320)) });
export const LinkTokenBody = v.strictObject({ token: v.pipe(v.string(), v.maxLength(200)) });
export const SwitchWorkspaceBody = v.strictObject({ workspaceId: v.pipe(v.string(), v.minLength(1), v.maxLength(60)) });

/** Sign-in mails one address may be asked for per minute (any client); a client's own requests count as keyless. */
const SIGN_IN_MAILS_PER_MINUTE = 3;

export interface AuthRouteDeps {
  people: PeopleDeps;
  limits: Limits;
  sessions: SessionAccess;
  requireKey: Middleware<RequestState>;
  requireSession: Middleware<RequestState>;
}

function noStore(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

/** Signing in by email link, the sessions it opens, and email verification (docs/people.md). */
export function mountAuth(router: Router<RequestState>, deps: AuthRouteDeps): void {
  const { people, limits, sessions, requireSession } = deps;

  router.post('/v1/auth/sign-in', async (ctx) => {
    await limits.byAddress(ctx);
    const body = checkEnvelope(SignInBody, await readJsonObject(ctx));
    const email = normalEmail(body.email);
    await limits.byBucket(ctx, `sign-in:${createHash('sha256').update(email).digest('hex')}`, SIGN_IN_MAILS_PER_MINUTE);
    // Answered before anything about the address is looked up: the same answer, as fast, for every address.
    requestSignInLink(people, email);
    ctx.status = 202;
    noStore(ctx);
    ctx.body = { sent: true };
  });

  router.post('/v1/auth/session', async (ctx) => {
    await limits.byAddress(ctx);
    refuseForeignOrigin(ctx, sessions.origins);
    const body = checkEnvelope(LinkTokenBody, await readJsonObject(ctx));
    const opened = await signInWithLink(people, body.token, ctx.get('user-agent') || null, people.webUrl);
    setSessionCookie(ctx, sessions.cookie, opened.token, opened.expiresAt, people.clock());
    ctx.status = 201;
    noStore(ctx);
    ctx.body = opened.answer;
  });

  router.get('/v1/auth/session', requireSession, (ctx) => {
    noStore(ctx);
    ctx.body = sessionAnswer(signedInOf(ctx));
  });

  router.put('/v1/auth/session', requireSession, async (ctx) => {
    const body = checkEnvelope(SwitchWorkspaceBody, await readJsonObject(ctx));
    noStore(ctx);
    ctx.body = await switchWorkspace(people, signedInOf(ctx), body.workspaceId);
  });

  router.delete('/v1/auth/session', requireSession, async (ctx) => {
    await endSession(people, signedInOf(ctx).session.id);
    clearSessionCookie(ctx, sessions.cookie);
    noStore(ctx);
    ctx.body = { signedOut: true };
  });

  router.get('/v1/auth/sessions', requireSession, async (ctx) => {
    noStore(ctx);
    ctx.body = await listSessions(people, signedInOf(ctx));
  });

  router.delete('/v1/auth/sessions/:sessionId', requireSession, async (ctx) => {
    const ended = await endOwnSession(people, signedInOf(ctx), ctx.params.sessionId!);
    if (ended.current) clearSessionCookie(ctx, sessions.cookie);
    noStore(ctx);
    ctx.body = ended;
  });

  router.post('/v1/auth/verify-email', deps.requireKey, async (ctx) => {
    const answer = await requestVerification(people, principalOf(ctx));
    ctx.status = answer.sent ? 202 : 200;
    noStore(ctx);
    ctx.body = answer;
  });

  router.post('/v1/auth/verify-email/confirm', async (ctx) => {
    await limits.byAddress(ctx);
    refuseForeignOrigin(ctx, sessions.origins);
    const body = checkEnvelope(LinkTokenBody, await readJsonObject(ctx));
    noStore(ctx);
    ctx.body = await confirmVerification(people, body.token, people.webUrl);
  });
}
