import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/connect.js';
import { rateLimitWindows } from '../../../server/db/repositories/rate-limit-windows.js';
import { postgresRateLimitStore } from '../../../server/infrastructure/rate-limit-stores.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../harness/test-database.js';

// The PostgreSQL rate-limit store's one statement: a sliding log per caller, decided
// atomically across connections (instances). The HTTP behaviour on top of it is
// test/api/rate-limits.test.ts; this is the store alone, with times chosen by hand.
let database: TestDatabase | undefined;
let a: Knex;
let b: Knex;
const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const MINUTE = 60_000;

describe.skipIf(testDatabaseKind() !== 'postgres')('rate_limit_windows on PostgreSQL', () => {
  beforeAll(async () => {
    database = await createTestDatabase('dsp-windows-');
    a = await openDatabase(database.settings);
    b = await openDatabase(database.settings);
  });
  afterAll(async () => {
    await a?.destroy();
    await b?.destroy();
    await database?.drop();
  });

  it('counts up to the limit, does not count refusals, and frees slots one by one as they age out', async () => {
    const offer = (at: number) => rateLimitWindows.offer(a, 'one', 3, at, MINUTE);
    expect(await offer(T0)).toEqual({ allowed: true, hits: [T0] });
    await offer(T0 + 10_000);
    expect(await offer(T0 + 20_000)).toEqual({ allowed: true, hits: [T0, T0 + 10_000, T0 + 20_000] });
    expect(await offer(T0 + 30_000)).toEqual({ allowed: false, hits: [T0, T0 + 10_000, T0 + 20_000] });
    // The first request leaves the window at T0 + 60 s exactly: one slot, not three.
    expect((await offer(T0 + MINUTE - 1)).allowed).toBe(false);
    expect(await offer(T0 + MINUTE)).toEqual({ allowed: true, hits: [T0 + 10_000, T0 + 20_000, T0 + MINUTE] });
    expect((await offer(T0 + MINUTE + 1)).allowed).toBe(false);
  });

  it('never lets two connections take the last slot: 40 requests at once, 5 allowed', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => rateLimitWindows.offer(i % 2 ? a : b, 'crowd', 5, T0 + i, MINUTE)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    const [row] = await a('rate_limit_windows').where({ bucket: 'crowd' }).select('hits');
    expect(JSON.parse((row as { hits: string }).hits)).toHaveLength(5);
  });

  it('sweeps the rows of callers idle for a minute, at most once a minute per instance', async () => {
    const store = postgresRateLimitStore(a);
    await store.hit('idle', 10, T0);
    await store.hit('busy', 10, T0 + 2 * MINUTE);
    // The hit two minutes later swept the row of the caller idle since T0.
    expect(await a('rate_limit_windows').whereIn('bucket', ['idle', 'busy']).orderBy('bucket').pluck('bucket')).toEqual(['busy']);
    const window = await store.hit('busy', 10, T0 + 2 * MINUTE + 1);
    expect(window).toEqual({ allowed: true, count: 2, oldest: T0 + 2 * MINUTE });
  });
});
