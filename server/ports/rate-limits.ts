import type { Clock } from '../clock.js';

/**
 * Sliding one-minute windows (spec "Rate limits"): a caller may make `perMinute + burst`
 * requests in any trailing 60 seconds; the burst allowance lets a client catch up after a
 * quiet spell without waiting. Each decision says how many requests remain, when the
 * oldest counted request leaves the window, and how long to wait after a refusal. A
 * refused request is not counted.
 *
 * Where the counted requests live is a RateLimitStore: this process's memory (one
 * instance; SQLite), or a store every instance shares (PostgreSQL's rate_limit_windows
 * table, or Redis): see rate-limit-store.ts.
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

export const WINDOW_MS = 60_000;

/** A caller's window after one request was offered to it. */
export interface SlidingWindow {
  /** Whether the request was counted (the window had room). */
  allowed: boolean;
  /** Requests counted in the trailing minute, this one included when allowed. */
  count: number;
  /** When the oldest counted request was made (ms); the time of this request when none is. */
  oldest: number;
}

/** Keeps the requests of every caller's trailing minute. */
export interface RateLimitStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /**
   * Counts a request made at `now` (ms) for `key` when fewer than `limit` are in the
   * minute before it, and says what the window holds afterwards. Atomic: callers of one
   * key, on any instance sharing the store, never both take the last slot.
   */
  hit(key: string, limit: number, now: number): Promise<SlidingWindow>;
  /** Lets go of connections the store opened (not those it was given). */
  close(): Promise<void>;
}

/** The decision the headers and the 429 are written from. */
export function decide(window: SlidingWindow, limit: number, now: number): RateDecision {
  const resetAt = Math.ceil((window.oldest + WINDOW_MS) / 1000);
  if (window.allowed) return { allowed: true, limit, remaining: Math.max(0, limit - window.count), resetAt, retryAfter: 0 };
  const waitMs = window.oldest + WINDOW_MS - now;
  return { allowed: false, limit, remaining: 0, resetAt, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * The sliding log of one process: the timestamps of each caller's trailing minute, pruned
 * as they age out; idle callers are dropped.
 */
export class SlidingLog {
  private readonly buckets = new Map<string, number[]>();
  private lastSweep = 0;

  /** Counts a request at `now` (ms) when fewer than `limit` are in the minute before it. */
  offer(key: string, limit: number, now: number): SlidingWindow {
    this.sweep(now);
    const times = (this.buckets.get(key) ?? []).filter((t) => t > now - WINDOW_MS);
    const allowed = times.length < limit;
    if (allowed) times.push(now);
    this.buckets.set(key, times);
    return { allowed, count: times.length, oldest: times.length > 0 ? Math.min(...times) : now };
  }

  /** Drops buckets with no request in the last minute (at most once a minute). */
  private sweep(now: number): void {
    if (now - this.lastSweep < WINDOW_MS) return;
    this.lastSweep = now;
    for (const [key, times] of this.buckets) if ((times[times.length - 1] ?? 0) <= now - WINDOW_MS) this.buckets.delete(key);
  }
}

/** A sliding log that reads the time from a clock and decides in one call. */
export class RateLimiter {
  private readonly log = new SlidingLog();

  constructor(private readonly clock: Clock) {}

  /** Counts one request for `key` against `perMinute + burst` and decides. */
  hit(key: string, perMinute: number, burst: number): RateDecision {
    const now = this.clock().getTime();
    return decide(this.log.offer(key, perMinute + burst, now), perMinute + burst, now);
  }
}

/** The in-process store: right for one instance, and the fallback of the shared ones. */
export function memoryRateLimitStore(): RateLimitStore {
  const log = new SlidingLog();
  return {
    kind: 'memory',
    hit: async (key, limit, now) => log.offer(key, limit, now),
    close: async () => {},
  };
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
