import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../support/http-server.js';
import { redisRateLimitStore } from '../../server/infrastructure/rate-limit-stores.js';
import type { RateLimitStore } from '../../server/ports/rate-limits.js';

// A shared rate-limit store that fails (Redis restarting, PostgreSQL busy) must not take
// the service down with it: requests are counted in the instance's memory meanwhile, and the
// failure is reported once a minute, not once a request.
let server: RunningServer | undefined;
afterAll(() => server?.close());

/** A store that fails until told otherwise. */
function flakyStore(): RateLimitStore & { failing: boolean; calls: number } {
  const store = {
    kind: 'redis' as const,
    failing: true,
    calls: 0,
    async hit(_key: string, _limit: number, now: number) {
      store.calls += 1;
      if (store.failing) throw new Error('Connection is closed.');
      return { allowed: true, count: 1, oldest: now };
    },
    close: async () => {},
  };
  return store;
}

describe('a shared store that fails', () => {
  it('counts in memory meanwhile, reports once a minute, and uses the store again once it answers', async () => {
    const store = flakyStore();
    const reported: unknown[] = [];
    server = await startTestServer({ rateLimits: true, rateLimitStore: store, logError: (error) => reported.push(error) });
    const remaining: Array<string | null> = [];
    for (let i = 0; i < 3; i++) {
      const answer = await fetch(`${server.url}/v1/diagrams/validate`, { method: 'POST', body: '{}' });
      expect(answer.status).not.toBe(500);
      remaining.push(answer.headers.get('x-ratelimit-remaining'));
    }
    // The memory fallback counts down from 40 (keyless: 30 + burst 10).
    expect(remaining).toEqual(['39', '38', '37']);
    expect(reported).toHaveLength(1);
    expect(String(reported[0])).toContain('Connection is closed.');

    store.failing = false;
    const answer = await fetch(`${server.url}/v1/diagrams/validate`, { method: 'POST', body: '{}' });
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('39');
    expect(store.calls).toBe(4);
  });
});

describe('Redis that does not answer at start', () => {
  it('refuses to start with a one-line reason rather than count per instance unnoticed', async () => {
    await expect(redisRateLimitStore('redis://127.0.0.1:1')).rejects.toThrow(/^Redis does not answer at REDIS_URL/);
  });
});
