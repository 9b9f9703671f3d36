import type { Clock } from '../clock.js';

/**
 * Sliding one-minute windows (spec "Rate limits"): a caller may make `perMinute + burst`
 * requests in any trailing 60 seconds; the burst allowance lets a client catch up after a
 * quiet spell without waiting. Each decision says how many requests remain, when the
 * oldest counted request leaves the window, and how long to wait after a refusal.
 *
 * State lives in this object (one per process), not in module scope; the timestamps of a
 * bucket are pruned as they age out, and idle buckets are dropped.
 */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds at which a request slot next frees up. */
  resetAt: number;
  /** Seconds to wait before retrying (0 when allowed). */
  retryAfter: number;
}

const WINDOW_MS = 60_000;

export class RateLimiter {
  private readonly buckets = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(private readonly clock: Clock) {}

  /** Counts one request for `key` against `perMinute + burst` and decides. */
  hit(key: string, perMinute: number, burst: number): RateDecision {
    const now = this.clock().getTime();
    this.sweep(now);
    const limit = perMinute + burst;
    const times = (this.buckets.get(key) ?? []).filter((t) => t > now - WINDOW_MS);
    const oldest = times[0] ?? now;
    if (times.length >= limit) {
      this.buckets.set(key, times);
      const waitMs = oldest + WINDOW_MS - now;
      return { allowed: false, limit, remaining: 0, resetAt: Math.ceil((oldest + WINDOW_MS) / 1000), retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    times.push(now);
    this.buckets.set(key, times);
    return { allowed: true, limit, remaining: limit - times.length, resetAt: Math.ceil((times[0]! + WINDOW_MS) / 1000), retryAfter: 0 };
  }

  /** Drops buckets with no request in the last minute (at most once a minute). */
  private sweep(now: number): void {
    if (now - this.lastSweep < WINDOW_MS) return;
    this.lastSweep = now;
    for (const [key, times] of this.buckets) if ((times[times.length - 1] ?? 0) <= now - WINDOW_MS) this.buckets.delete(key);
  }
}

/** Requests per minute for a signed-in caller, by plan (spec). */
export function perMinuteForPlan(plan: 'free' | 'pro' | 'team'): number {
  return plan === 'free' ? 60 : 120;
}

export const SIGNED_IN_BURST = 10;
export const KEYLESS_PER_MINUTE = 30;
export const KEYLESS_BURST = 10;

/** The rate-limit identity of an address: IPv4 as is, IPv6 by its /64 prefix. */
export function addressKey(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!plain.includes(':')) return plain;
  const [head = '', tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => (parseInt(g || '0', 16) || 0).toString(16)).join(':')}::/64`;
}
