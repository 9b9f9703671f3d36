import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { callerOf, type RequestState } from '../state.js';
import type { DiagramDeps } from '../../use-cases/shared/index.js';
import { versionPage } from '../../use-cases/images/index.js';
import { ServiceError } from '../../ports/index.js';
import { VERSION_PAGE_CSP, renderNotFoundPage, renderVersionPage } from '../pages/version-page.js';
import { answerPublicImage, publicPageHeaders, splitImageSuffix } from './public.js';

/** The path the public website's address (DSP_WEB_URL) lives under: "" for a site root, "/diagrams" for https://x.org/diagrams. */
export function webPathPrefix(webUrl: string): string {
  try {
    return new URL(webUrl).pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

/**
 * The version pages on the public website's paths ({web_url}/d/{ref}[@{revision}], and
 * .svg / .png on those), so the address stamped in every image opens: server-rendered
 * HTML that needs no script (and may run none). Addresses that show nothing answer one
 * HTML 404 page, the same whatever the reason.
 */
export function mountPages(router: Router<RequestState>, deps: DiagramDeps, keyless: Middleware<RequestState>): void {
  router.get(`${webPathPrefix(deps.webUrl)}/d/:file`, keyless, async (ctx) => {
    const { ref, format } = splitImageSuffix(ctx.params.file!);
    if (format) return answerPublicImage(ctx, deps, ref, format);
    let page;
    try {
      page = await versionPage(deps, ref, callerOf(ctx));
    } catch (error) {
      if (!(error instanceof ServiceError) || error.status !== 404) throw error;
      ctx.status = 404;
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Security-Policy', VERSION_PAGE_CSP);
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = renderNotFoundPage();
      return;
    }
    publicPageHeaders(ctx, page.resolved);
    ctx.set('Content-Security-Policy', VERSION_PAGE_CSP);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderVersionPage(page);
  });
}
