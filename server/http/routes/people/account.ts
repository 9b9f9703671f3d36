import type Router from '@koa/router';
import type { Middleware } from 'koa';
import * as v from 'valibot';
import { readJsonObject } from '../../bodies/body.js';
import { checkEnvelope } from '../../../use-cases/shared/index.js';
import { signedInOf, type AppContext, type RequestState } from '../../state.js';
import type { Limits } from '../../rate-limit.js';
import type { SessionAccess } from '../../auth.js';
import { clearSessionCookie, readSessionCookie } from '../../session-cookie.js';
import { refuseForeignOrigin } from '../../same-origin.js';
import { webPathPrefix } from '../pages.js';
import { PERSON_PAGE_CSP } from '../../pages/person-page.js';
import { deleteAccountConfirmPage, deleteAccountRequestPage } from '../../pages/delete-account-page.js';
import { authenticateSession, confirmDeletion, deletionPreflight, peekEmailLink, requestDeletion, type PeopleDeps } from '../../../use-cases/people/index.js';

/** The bodies of these routes (documented in account-route-docs.ts). */
export const DeletionRequestBody = v.strictObject({ confirmedName: v.pipe(v.string(), v.maxLength(400)) });
export const DeletionConfirmBody = v.strictObject({ token: v.pipe(v.string(), v.maxLength(200)) });

export interface AccountRouteDeps {
  people: PeopleDeps;
  limits: Limits;
  sessions: SessionAccess;
  requireSession: Middleware<RequestState>;
  /** Keyless pages (counted against the address). */
  keyless: Middleware<RequestState>;
}

function noStore(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

/** Closing an account (docs/people.md "Deleting an account"): the preflight, the mailed link, its page and its confirmation. */
export function mountAccount(router: Router<RequestState>, deps: AccountRouteDeps): void {
  const { people, limits, sessions, requireSession } = deps;

  router.get('/v1/account/deletion-preflight', requireSession, async (ctx) => {
    noStore(ctx);
    ctx.body = await deletionPreflight(people, signedInOf(ctx));
  });

  router.post('/v1/account/deletion-request', requireSession, async (ctx) => {
    const body = checkEnvelope(DeletionRequestBody, await readJsonObject(ctx));
    const answer = await requestDeletion(people, signedInOf(ctx), body.confirmedName);
    ctx.status = 202;
    noStore(ctx);
    ctx.body = answer;
  });

  // The link is the credential (spec Authentication 7): no key, no session needed.
  router.post('/v1/account/deletion-confirm', async (ctx) => {
    await limits.byAddress(ctx);
    refuseForeignOrigin(ctx, sessions.origins);
    const body = checkEnvelope(DeletionConfirmBody, await readJsonObject(ctx));
    const answer = await confirmDeletion(people, body.token, people.webUrl);
    // The browser that pressed the button was most likely signed in as the account: its
    // cookie names nothing now and goes. Another person's live session in it stays.
    const cookie = readSessionCookie(ctx, sessions.cookie);
    if (cookie && !(await authenticateSession(people, cookie, people.webUrl).then(() => true, () => false))) clearSessionCookie(ctx, sessions.cookie);
    noStore(ctx);
    ctx.body = answer;
  });

  router.get(`${webPathPrefix(people.webUrl)}/delete-account`, deps.keyless, async (ctx) => {
    const token = typeof ctx.query.token === 'string' && ctx.query.token !== '' ? ctx.query.token : undefined;
    const link = token ? await peekEmailLink(people, 'delete-account', token) : undefined;
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', PERSON_PAGE_CSP);
    // The address holds a token: never sent on to another site.
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = link && token ? deleteAccountConfirmPage(link.email, token) : deleteAccountRequestPage(token !== undefined);
  });
}
