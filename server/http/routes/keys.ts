import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { readJsonObject } from '../body.js';
import { principalOf, type RequestState } from '../state.js';
import type { ServiceContext } from '../../services/context.js';
import { createApiKey } from '../../services/create-api-key.js';

/** POST /v1/auth/keys: create an API key (the key is in this answer only). */
export function mountKeys(router: Router<RequestState>, context: ServiceContext, requireKey: Middleware<RequestState>, webUrl: string): void {
  router.post('/v1/auth/keys', requireKey, async (ctx) => {
    // The body is optional: no body means defaults.
    const body = ctx.request.length || ctx.get('transfer-encoding') ? await readJsonObject(ctx) : {};
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await createApiKey(context, principalOf(ctx), body, `${webUrl}/pricing`);
  });
}
