import type { Context } from 'koa';
import {
  KEYLESS_BURST,
  KEYLESS_PER_MINUTE,
  SIGNED_IN_BURST,
  WINDOW_MS,
  SlidingLog,
  addressKey,
  decide,
  memoryRateLimitStore,
  perMinuteForPlan,
  type RateDecision,
  type RateLimitStore,
} from '../ports/index.js';
import type { Principal } from '../use-cases/accounts/index.js';
import { HttpError } from './errors.js';
import type { Clock } from '../clock.js';

/** Applies the spec's rate limits to a request and writes the headers. */
export interface Limits {
  byPrincipal(ctx: Context, principal: Principal): Promise<void>;
  byAddress(ctx: Context): Promise<void>;
  /** Counts a request in a bucket of its own (sign-in mails to one address) at `perMinute`. */
  byBucket(ctx: Context, bucket: string, perMinute: number): Promise<void>;
  /**
   * Counts a request against a limit of its own (feedback) on top of the caller's: its 429
   * carries Retry-After only, and it leaves the X-RateLimit headers to the caller's limit.
   */
  byOwnLimit(ctx: Context, bucket: string, perMinute: number): Promise<void>;
  /** Whether client addresses come from X-Forwarded-For (DSP_TRUST_PROXY). */
  readonly trustProxy: boolean;
}

export interface LimitSettings {
  enabled: boolean;
  trustProxy: boolean;
  /** Where requests are counted (default: this process's memory). */
  store?: RateLimitStore;
  /** A shared store failed: told at most once a minute while the memory fallback counts. */
  onStoreError?: (error: unknown) => void;
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
  throw new HttpError(
    429,
    'RATE_LIMITED',
    `Too many requests; wait ${decision.retryAfter} s and try again.`,
    { retryAfter: decision.retryAfter },
    { 'Retry-After': String(decision.retryAfter), 'X-RateLimit-Reset': String(decision.resetAt), 'X-RateLimit-Remaining': '0' },
  );
}

/**
 * The limiter of one app. When a shared store (PostgreSQL, Redis) fails, requests are
 * counted in this process's memory until it answers again: each instance then holds
 * callers to the limit on its own, and the service keeps answering.
 */
export function createLimits(clock: Clock, settings: LimitSettings): Limits {
  const store = settings.store ?? memoryRateLimitStore();
  const fallback = new SlidingLog();
  let lastReported = -Infinity;
  const count = async (key: string, limit: number): Promise<RateDecision> => {
    const now = clock().getTime();
    try {
      return decide(await store.hit(key, limit, now), limit, now);
    } catch (error) {
      if (now - lastReported >= WINDOW_MS || now < lastReported) {
        lastReported = now;
        settings.onStoreError?.(error);
      }
      return decide(fallback.offer(key, limit, now), limit, now);
    }
  };
  return {
    trustProxy: settings.trustProxy,
    async byPrincipal(ctx, principal) {
      if (!settings.enabled) return;
      apply(ctx, await count(`person:${principal.personId}:${principal.workspace.id}`, perMinuteForPlan(principal.workspace.plan) + SIGNED_IN_BURST));
    },
    async byAddress(ctx) {
      if (!settings.enabled) return;
      apply(ctx, await count(`address:${addressKey(clientAddress(ctx, settings.trustProxy))}`, KEYLESS_PER_MINUTE + KEYLESS_BURST));
    },
    async byBucket(ctx, bucket, perMinute) {
      if (!settings.enabled) return;
      apply(ctx, await count(`bucket:${bucket}`, perMinute));
    },
    async byOwnLimit(ctx, bucket, perMinute) {
      if (!settings.enabled) return;
      const decision = await count(`own:${bucket}`, perMinute);
      if (decision.allowed) return;
      throw new HttpError(429, 'RATE_LIMITED', `Too many requests of this kind; wait ${decision.retryAfter} s and try again.`, {}, { 'Retry-After': String(decision.retryAfter) });
    },
  };
}
