import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { CreateKeyBody } from '../../../schema/index.js';
import { readJsonObject } from '../bodies/body.js';
import { checkEnvelope, type ServiceContext } from '../../use-cases/shared/index.js';
import { principalOf, type RequestState } from '../state.js';
import { createApiKey, listApiKeys, revokeKey } from '../../use-cases/accounts/index.js';

/** The caller's API keys: create one (the key is in that answer only), list them, revoke one. */
export function mountKeys(router: Router<RequestState>, context: ServiceContext, requireKey: Middleware<RequestState>, webUrl: string): void {
  router.post('/v1/auth/keys', requireKey, async (ctx) => {
    // The body is optional: no body means defaults.
    const body = checkEnvelope(CreateKeyBody, ctx.request.length || ctx.get('transfer-encoding') ? await readJsonObject(ctx) : {});
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await createApiKey(context, principalOf(ctx), body, `${webUrl}/pricing`);
  });

  router.get('/v1/auth/keys', requireKey, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listApiKeys(context, principalOf(ctx));
  });

  router.delete('/v1/auth/keys/:keyId', requireKey, async (ctx) => {
    ctx.body = await revokeKey(context, principalOf(ctx), ctx.params.keyId!);
  });
}
