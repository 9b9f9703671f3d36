import type { Context } from 'koa';
import { KEYLESS_BURST, KEYLESS_PER_MINUTE, RateLimiter, SIGNED_IN_BURST, addressKey, perMinuteForPlan, type RateDecision } from '../services/rate-limiter.js';
import type { Principal } from '../services/principal.js';
import { ServiceError } from '../services/errors.js';
import type { Clock } from '../clock.js';

/** Applies the spec's rate limits to a request and writes the headers. */
export interface Limits {
  byPrincipal(ctx: Context, principal: Principal): void;
  byAddress(ctx: Context): void;
  /** Whether client addresses come from X-Forwarded-For (DSP_TRUST_PROXY). */
  readonly trustProxy: boolean;
}

export interface LimitSettings {
  enabled: boolean;
  trustProxy: boolean;
}

/** The client address: the socket's, or with a trusted proxy the last X-Forwarded-For hop. */
export function clientAddress(ctx: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = ctx.get('x-forwarded-for');
    const hops = forwarded.split(',').map((hop) => hop.trim()).filter(Boolean);
    if (hops.length > 0) return hops[hops.length - 1]!;
  }
  return ctx.req.socket.remoteAddress ?? 'unknown';
}

function apply(ctx: Context, decision: RateDecision): void {
  ctx.set('X-RateLimit-Limit', String(decision.limit));
  ctx.set('X-RateLimit-Remaining', String(decision.remaining));
  if (decision.allowed) return;
  ctx.set('X-RateLimit-Reset', String(decision.resetAt));
  throw new ServiceError(
    429,
    'RATE_LIMITED',
    `Too many requests; wait ${decision.retryAfter} s and try again.`,
    { retryAfter: decision.retryAfter },
    { 'Retry-After': String(decision.retryAfter), 'X-RateLimit-Reset': String(decision.resetAt), 'X-RateLimit-Remaining': '0' },
  );
}

export function createLimits(clock: Clock, settings: LimitSettings): Limits {
  const limiter = new RateLimiter(clock);
  return {
    trustProxy: settings.trustProxy,
    byPrincipal(ctx, principal) {
      if (!settings.enabled) return;
      apply(ctx, limiter.hit(`person:${principal.personId}:${principal.workspace.id}`, perMinuteForPlan(principal.workspace.plan), SIGNED_IN_BURST));
    },
    byAddress(ctx) {
      if (!settings.enabled) return;
      apply(ctx, limiter.hit(`address:${addressKey(clientAddress(ctx, settings.trustProxy))}`, KEYLESS_PER_MINUTE, KEYLESS_BURST));
    },
  };
}
