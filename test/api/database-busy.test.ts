import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.js';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { holdWriteLock } from '../../harness/test-database.js';
import { serviceScene } from '../../harness/scenes.js';

// Another process writing to the service's database (`dsp admin`, a script, a backup): a
// create waits for the lock while the other holds it briefly, and answers 503
// DATABASE_BUSY, saving nothing, when it is held past the lock wait (5 s: SQLite's
// busy_timeout, PostgreSQL's lock_timeout).
let api: ApiFixture;
let owner: TestUser;
let otherProcess: Knex;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  owner = await api.user({ plan: 'pro' });
  otherProcess = await openDatabase(api.database.settings);
});
afterAll(async () => {
  await otherProcess.destroy();
  await api.close();
});

async function diagramCount(): Promise<number> {
  const listed = await owner.get<{ diagrams: unknown[] }>('/v1/diagrams');
  return listed.body.diagrams.length;
}

describe('a second process holding the database write lock', () => {
  it('makes a create wait while the lock is held briefly', { timeout: 30_000 }, async () => {
    const lock = await holdWriteLock(otherProcess, 1_000);
    const created = await owner.post('/v1/diagrams', { scene: serviceScene(3) });
    await lock.released;
    expect(created.status, created.text).toBe(201);
    expect(await diagramCount()).toBe(1);
  });

  it('answers 503 DATABASE_BUSY with Retry-After and saves nothing when it is held past 5 s', { timeout: 30_000 }, async () => {
    const before = await diagramCount();
    const lock = await holdWriteLock(otherProcess, 8_000);
    const refused = await owner.post('/v1/diagrams', { scene: serviceScene(3) });
    await lock.released;
    expect(refused.status, refused.text).toBe(503);
    expect(refused.body).toMatchObject({ code: 'DATABASE_BUSY', retryAfter: 1 });
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await diagramCount()).toBe(before);
    expect(api.unexpectedErrors).toEqual([]);
    // Once the lock is free the same request lands.
    expect((await owner.post('/v1/diagrams', { scene: serviceScene(3) })).status).toBe(201);
  });
});
