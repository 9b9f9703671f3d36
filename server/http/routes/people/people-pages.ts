import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppContext, RequestState } from '../../state.js';
import { webPathPrefix } from '../pages.js';
import { PERSON_PAGE_CSP } from '../../pages/person-page.js';
import { signInConfirmPage, signInRequestPage } from '../../pages/sign-in-page.js';
import { verifyConfirmPage, verifyRequestPage } from '../../pages/verify-email-page.js';
import { peekEmailLink, type PeopleDeps } from '../../../use-cases/people/index.js';

/** Answers one of the pages mailed links open (here and in workspace.ts): no caching, no referrer, its script only. */
export function answerPage(ctx: AppContext, page: string): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', PERSON_PAGE_CSP);
  // The address holds a token: never sent on to another site.
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = page;
}

function tokenOf(ctx: AppContext): string | undefined {
  const token = ctx.query.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/**
 * The pages mailed links open, on the public website's paths: {web_url}/sign-in and
 * {web_url}/verify-email. Opening one reads the link without spending it; its button does.
 */
export function mountPeoplePages(router: Router<RequestState>, deps: PeopleDeps & { apiUrl: string }, keyless: Middleware<RequestState>): void {
  const prefix = webPathPrefix(deps.webUrl);
  router.get(`${prefix}/sign-in`, keyless, async (ctx) => {
    const token = tokenOf(ctx);
    const link = token ? await peekEmailLink(deps, 'sign-in', token) : undefined;
    answerPage(ctx, link && token ? signInConfirmPage(link.email, token) : signInRequestPage(token !== undefined));
  });

  router.get(`${prefix}/verify-email`, keyless, async (ctx) => {
    const token = tokenOf(ctx);
    const link = token ? await peekEmailLink(deps, 'verify-email', token) : undefined;
    answerPage(ctx, link && token ? verifyConfirmPage(link.email, token) : verifyRequestPage(token !== undefined, deps.apiUrl));
  });
}
