import type { Knex } from 'knex';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { rateLimitWindows } from '../db/repositories/rate-limit-windows.js';
import { kindOf } from '../db/config.js';
import { WINDOW_MS, memoryRateLimitStore, type RateLimitStore, type SlidingWindow } from '../ports/index.js';

/**
 * The shared rate-limit stores. Why not rate-limiter-flexible (installed, and the issue's
 * first choice): its stores count fixed windows (points that all return when the key
 * expires), which lets a caller send twice the limit across a window edge and frees every
 * slot at once; it counts refused requests too; and it reads Date.now() inside, so the
 * service clock (which the tests move by hand) cannot drive it. The spec asks for a sliding
 * minute in which slots free up one by one as requests age out and refusals are not
 * counted, so these are small sliding logs instead: one statement per request on
 * PostgreSQL, one script per request on Redis.
 */

function windowOf(allowed: boolean, hits: number[], now: number): SlidingWindow {
  return { allowed, count: hits.length, oldest: hits.length > 0 ? Math.min(...hits) : now };
}

/**
 * PostgreSQL: one row per caller in rate_limit_windows, decided and written by a single
 * upsert. Rows of callers idle for a minute are swept by whichever instance comes by first
 * (at most once a minute per instance).
 */
export function postgresRateLimitStore(db: Knex): RateLimitStore {
  let lastSweep = 0;
  return {
    kind: 'postgres',
    async hit(key, limit, now) {
      if (now - lastSweep >= WINDOW_MS) {
        lastSweep = now;
        // Losing a sweep costs nothing: the next one removes the same rows.
        await rateLimitWindows.sweep(db, now - WINDOW_MS).catch(() => 0);
      }
      const offered = await rateLimitWindows.offer(db, key, limit, now, WINDOW_MS);
      return windowOf(offered.allowed, offered.hits, now);
    },
    close: async () => {},
  };
}

/**
 * Redis: a sorted set per caller (score = request time), trimmed, counted and appended by
 * one Lua script, which Redis runs atomically. Keys expire a minute after the window to
 * allow for clocks that differ a little between instances.
 */
const OFFER_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
local count = redis.call('ZCARD', KEYS[1])
local allowed = 0
if count < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  count = count + 1
  allowed = 1
end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {allowed, count, oldest[2] or ARGV[1]}`;

interface OfferCommand {
  dspRateOffer(key: string, now: number, cutoff: number, limit: number, member: string, ttlMs: number): Promise<[number, number, string]>;
}

export interface RedisStoreOptions {
  /** Put before every key (several services, or test runs, on one Redis). */
  keyPrefix?: string;
  /** Connection problems after the start (the limiter falls back to memory meanwhile). */
  onError?: (error: Error) => void;
}

/** Connects to Redis (failing when it does not answer within 5 s) and returns the store. */
export async function redisRateLimitStore(url: string, options: RedisStoreOptions = {}): Promise<RateLimitStore> {
  // No offline queue and one retry: while Redis is away a request fails over to the
  // in-process limiter at once instead of waiting for a reconnection.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  redis.on('error', (error: Error) => options.onError?.(error));
  redis.defineCommand('dspRateOffer', { numberOfKeys: 1, lua: OFFER_SCRIPT });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis does not answer at REDIS_URL (${(error as Error).message}).`);
  }
  const prefix = `${options.keyPrefix ?? 'dsp:'}rate:`;
  const offer = redis as unknown as OfferCommand;
  return {
    kind: 'redis',
    async hit(key, limit, now) {
      const [allowed, count, oldest] = await offer.dspRateOffer(`${prefix}${key}`, now, now - WINDOW_MS, limit, `${now}:${randomUUID()}`, 2 * WINDOW_MS);
      return { allowed: allowed === 1, count, oldest: Number(oldest) };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * The store the service uses: Redis when REDIS_URL is set, else the database's table on
 * PostgreSQL, else (SQLite: one machine, one instance) this process's memory.
 */
export async function rateLimitStoreFor(db: Knex, redisUrl: string | undefined, options: RedisStoreOptions = {}): Promise<RateLimitStore> {
  if (redisUrl) return redisRateLimitStore(redisUrl, options);
  if (kindOf(db) === 'postgres') return postgresRateLimitStore(db);
  return memoryRateLimitStore();
}
