import type { Middleware } from 'koa';
import type { Limits } from './rate-limit.js';
import { countKeyless } from './auth.js';
import type { RequestState } from './state.js';

/**
 * Keyless addresses (public reads, images, version pages, content reports): any key sent
 * is ignored, so an answer never depends on who asks and a stale key never breaks an
 * embedded image. Counted against the client address; drawings get the keyless budget
 * (5 s) and queue by address.
 */
export function keylessOnly(limits: Limits): Middleware<RequestState> {
  return async (ctx, next) => {
    await countKeyless(ctx, limits);
    await next();
  };
}
