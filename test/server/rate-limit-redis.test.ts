import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisRateLimitStore } from '../../server/infrastructure/rate-limit-stores.js';
import type { RateLimitStore } from '../../server/ports/rate-limits.js';

// The Redis rate-limit store alone (its script), with times chosen by hand. Runs in the
// Redis pass of npm test (DSP_TEST_RATE_LIMITS=redis); skipped elsewhere.
const REDIS_URL = process.env.DSP_TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const prefix = `dsp-test:${process.pid}:${randomBytes(6).toString('hex')}:`;
const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const MINUTE = 60_000;
let first: RateLimitStore;
let second: RateLimitStore;

describe.skipIf(process.env.DSP_TEST_RATE_LIMITS !== 'redis')('the Redis store', () => {
  beforeAll(async () => {
    first = await redisRateLimitStore(REDIS_URL, { keyPrefix: prefix });
    second = await redisRateLimitStore(REDIS_URL, { keyPrefix: prefix });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts up to the limit, does not count refusals, and frees slots one by one as they age out', async () => {
    expect(await first.hit('one', 3, T0)).toEqual({ allowed: true, count: 1, oldest: T0 });
    await first.hit('one', 3, T0 + 10_000);
    await second.hit('one', 3, T0 + 20_000);
    expect(await first.hit('one', 3, T0 + 30_000)).toEqual({ allowed: false, count: 3, oldest: T0 });
    expect((await second.hit('one', 3, T0 + MINUTE - 1)).allowed).toBe(false);
    expect(await first.hit('one', 3, T0 + MINUTE)).toEqual({ allowed: true, count: 3, oldest: T0 + 10_000 });
    expect((await second.hit('one', 3, T0 + MINUTE + 1)).allowed).toBe(false);
  });

  it('never lets two clients take the last slot: 40 requests at once, 5 allowed, even in one millisecond', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? first : second).hit('crowd', 5, T0)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});
