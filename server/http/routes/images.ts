import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { principalOf, type RequestState } from '../state.js';
import type { DiagramDeps } from '../../services/deps.js';
import { imageForKey } from '../../services/keyed-image.js';
import { sendImage } from '../image-answer.js';
import { queryOf } from './diagrams.js';

/** GET /v1/images/{id}@{revision}.svg|.png: one version's image (with a key). */
export function mountImages(router: Router<RequestState>, deps: DiagramDeps, requireKey: Middleware<RequestState>): void {
  router.get('/v1/images/:file', requireKey, async (ctx) => {
    const image = await imageForKey(deps, principalOf(ctx), ctx.params.file!, queryOf(ctx));
    sendImage(ctx, image, 'private');
  });
}
