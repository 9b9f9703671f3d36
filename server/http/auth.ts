import type { Middleware } from 'koa';
import { authenticateKey, keyedCaller } from '../use-cases/accounts/index.js';
import type { ServiceContext } from '../use-cases/shared/index.js';
import { ServiceError, addressKey, type DrawingCaller } from '../ports/index.js';
import type { AppContext, RequestState } from './state.js';
import { clientAddress, type Limits } from './rate-limit.js';

/** The key of a request: Authorization: Bearer <key>, or X-API-Key. */
export function keyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const authorization = headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match) return match[1];
  }
  const header = headers['x-api-key'];
  return typeof header === 'string' && header.trim() ? header.trim() : undefined;
}

/**
 * Keyed routes: a key is required (401 AUTH_REQUIRED otherwise); the caller's rate limit
 * is counted per person per workspace. Failed authentication counts against the address.
 */
export function requireKey(context: ServiceContext, limits: Limits): Middleware<RequestState> {
  return async (ctx, next) => {
    const key = keyOf(ctx.headers);
    if (!key) {
      await limits.byAddress(ctx);
      throw new ServiceError(401, 'AUTH_REQUIRED', 'This endpoint needs an API key: send Authorization: Bearer <key> or X-API-Key.');
    }
    try {
      ctx.state.principal = await authenticateKey(context, key);
    } catch (error) {
      await limits.byAddress(ctx);
      throw error;
    }
    ctx.state.caller = keyedCaller(ctx.state.principal);
    await limits.byPrincipal(ctx, ctx.state.principal);
    await next();
  };
}

/**
 * Keyless routes (validate, preview, public reads): a key is optional; when one is sent it
 * must be valid, and the caller then gets their own limits and the keyed drawing budget.
 */
export function optionalKey(context: ServiceContext | undefined, limits: Limits): Middleware<RequestState> {
  return async (ctx, next) => {
    const key = keyOf(ctx.headers);
    if (key && context) {
      try {
        ctx.state.principal = await authenticateKey(context, key);
      } catch (error) {
        await limits.byAddress(ctx);
        throw error;
      }
      ctx.state.caller = keyedCaller(ctx.state.principal);
      await limits.byPrincipal(ctx, ctx.state.principal);
    } else {
      await countKeyless(ctx, limits);
    }
    await next();
  };
}

/** Counts a keyless request against its address and makes it a keyless drawing caller (5 s budget, queued by address). */
export async function countKeyless(ctx: AppContext, limits: Limits): Promise<DrawingCaller> {
  await limits.byAddress(ctx);
  const caller: DrawingCaller = { budget: 'keyless', address: addressKey(clientAddress(ctx, limits.trustProxy)) };
  ctx.state.caller = caller;
  return caller;
}
