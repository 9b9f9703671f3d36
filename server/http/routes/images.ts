import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { principalOf, type RequestState } from '../state.js';
import type { Limits } from '../rate-limit.js';
import { countKeyless } from '../auth.js';
import type { DiagramDeps } from '../../use-cases/shared/index.js';
import { imageForKey, imageForSignedLink, renderLinks } from '../../use-cases/images/index.js';
import { sendImage } from '../image-answer.js';
import { queryOf } from './diagrams.js';

export interface ImageRoutes {
  requireKey: Middleware<RequestState>;
  limits: Limits;
  /** Where this API answers: signed links point at it. */
  apiUrl: string;
}

/**
 * GET /v1/images/{id}@{revision}.svg|.png: one version's image, with a key, or through a
 * signed link from a render (expires and signature in the query: no key needed, and a key
 * sent along is ignored: the request is keyless, by its address, with the keyless drawing
 * budget). GET /v1/diagrams/{id}/render: the image links of a version.
 */
export function mountImages(router: Router<RequestState>, deps: DiagramDeps, routes: ImageRoutes): void {
  const signedLink: Middleware<RequestState> = async (ctx, next) => {
    if (ctx.query.signature === undefined && ctx.query.expires === undefined) return routes.requireKey(ctx, next);
    const caller = await countKeyless(ctx, routes.limits);
    sendImage(ctx, await imageForSignedLink(deps, ctx.params.file!, queryOf(ctx), caller), 'private');
  };

  router.get('/v1/images/:file', signedLink, async (ctx) => {
    sendImage(ctx, await imageForKey(deps, principalOf(ctx), ctx.params.file!, queryOf(ctx)), 'private');
  });

  router.get('/v1/diagrams/:id/render', routes.requireKey, async (ctx) => {
    const query = queryOf(ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await renderLinks(deps, principalOf(ctx), ctx.params.id!, { ...(query.revision !== undefined ? { revision: query.revision } : {}), ...(query.asOf !== undefined ? { asOf: query.asOf } : {}) }, routes.apiUrl);
  });
}
