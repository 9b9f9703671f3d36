import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { DeriveBody, DerivePreviewBody } from '../../../schema/index.js';
import { readJsonObject } from '../bodies/body.js';
import { checkEnvelope, type DiagramDeps } from '../../use-cases/shared/index.js';
import { callerOf, principalOf, type RequestState } from '../state.js';
import { deriveDiagram, derivePreview } from '../../use-cases/diagrams/index.js';
import type { Drawer } from '../../ports/index.js';

/**
 * POST /v1/diagrams/derive-preview: keyless (a key, if sent, makes it keyed: the 20 s
 * budget and the key's rate limit), as POST /v1/diagrams/preview.
 */
export function mountDerivePreview(router: Router<RequestState>, optionalKey: Middleware<RequestState>, drawer: Drawer): void {
  router.post('/v1/diagrams/derive-preview', optionalKey, async (ctx) => {
    const request = checkEnvelope(DerivePreviewBody, await readJsonObject(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await derivePreview(drawer, request, callerOf(ctx));
  });
}

/** POST /v1/diagrams/{id}/derive: a key or a session that may write. */
export function mountDerive(router: Router<RequestState>, deps: DiagramDeps, requireKey: Middleware<RequestState>): void {
  router.post('/v1/diagrams/:id/derive', requireKey, async (ctx) => {
    ctx.body = await deriveDiagram(deps, principalOf(ctx), ctx.params.id!, checkEnvelope(DeriveBody, await readJsonObject(ctx)), 'api');
  });
}
