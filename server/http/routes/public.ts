import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { PublicReportBody } from '../../../schema/index.js';
import { readJsonObject } from '../bodies/body.js';
import { callerOf, type AppContext, type RequestState } from '../state.js';
import { IMAGE_CACHE_CONTROL, sendImage } from '../image-answer.js';
import { checkEnvelope, type DiagramDeps } from '../../use-cases/shared/index.js';
import { type PublicRef, readPublicDiagram } from '../../use-cases/sharing/index.js';
import { publicImage } from '../../use-cases/images/index.js';
import { submitContentReport } from '../../use-cases/moderation/index.js';

/**
 * Cache and privacy headers of a keyless answer that is not an image (the JSON and the
 * pages): public for a minute when reached by id; through a share link private and asked
 * again each time (so a revoked link stops at once), not listed by search engines, and
 * never sent on as a Referer (the token is in the address).
 */
export function publicPageHeaders(ctx: AppContext, resolved: PublicRef): void {
  if (resolved.access === 'link') {
    ctx.set('Cache-Control', IMAGE_CACHE_CONTROL.private);
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Robots-Tag', 'noindex');
  } else {
    ctx.set('Cache-Control', IMAGE_CACHE_CONTROL.latest);
  }
}

/**
 * Until an answer says otherwise, a keyless address is not cached: its 404 (whatever the
 * reason, the same answer) may turn into a diagram once it is published or shared.
 */
export function uncachedUntilFound(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

/** A keyless image answer: {ref}[@{revision}] with the .svg or .png of the address. */
export async function answerPublicImage(ctx: AppContext, deps: DiagramDeps, ref: string, format: 'svg' | 'png'): Promise<void> {
  uncachedUntilFound(ctx);
  const { resolved, image, caching } = await publicImage(deps, ref, format, callerOf(ctx));
  if (resolved.access === 'link') ctx.set('Referrer-Policy', 'no-referrer');
  sendImage(ctx, image, caching);
}

/** The image format an address ends in, and the address without it. */
export function splitImageSuffix(file: string): { ref: string; format: 'svg' | 'png' | null } {
  const match = /^(.*)\.(svg|png)$/.exec(file);
  return match ? { ref: match[1]!, format: match[2] as 'svg' | 'png' } : { ref: file, format: null };
}

/**
 * GET /v1/public/diagrams/{ref}[@{revision}] (the version-page data; add .svg or .png for
 * the image) and POST .../report: keyless (a key sent along is ignored).
 */
export function mountPublic(router: Router<RequestState>, deps: DiagramDeps, keyless: Middleware<RequestState>): void {
  router.get('/v1/public/diagrams/:ref', keyless, async (ctx) => {
    const { ref, format } = splitImageSuffix(ctx.params.ref!);
    if (format) return answerPublicImage(ctx, deps, ref, format);
    uncachedUntilFound(ctx);
    const { resolved, view } = await readPublicDiagram(deps, ref);
    publicPageHeaders(ctx, resolved);
    ctx.body = view;
  });

  router.post('/v1/public/diagrams/:ref/report', keyless, async (ctx) => {
    const body = checkEnvelope(PublicReportBody, await readJsonObject(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await submitContentReport(deps, ctx.params.ref!, body);
  });
}
