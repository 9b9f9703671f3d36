import type { Middleware } from 'koa';
import { addressKey } from '../services/rate-limiter.js';
import { clientAddress, type Limits } from './rate-limit.js';
import type { RequestState } from './state.js';

/**
 * Keyless addresses (public reads, images, version pages, content reports): any key sent
 * is ignored, so an answer never depends on who asks and a stale key never breaks an
 * embedded image. Counted against the client address; drawings get the keyless budget
 * (5 s) and queue by address.
 */
export function keylessOnly(limits: Limits): Middleware<RequestState> {
  return async (ctx, next) => {
    limits.byAddress(ctx);
    ctx.state.caller = { budget: 'keyless', address: addressKey(clientAddress(ctx, limits.trustProxy)) };
    await next();
  };
}
