import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/connect.js';
import { diagrams, type DiagramRow } from '../../../server/db/repositories/diagrams.js';
import { usage } from '../../../server/db/repositories/usage.js';
import { databaseFailure } from '../../../server/db/errors.js';
import { createTestDatabase, type TestDatabase } from '../../../harness/test-database.js';

// The constraints and upserts the services rely on hold alike on SQLite and PostgreSQL:
// the partial unique index on live keys, the usage counters' ON CONFLICT merge, and a
// search's LIKE with the escape character and wildcards in the text.
let database: TestDatabase;
let db: Knex;
const AT = '2026-01-01T00:00:00.000Z';

beforeAll(async () => {
  database = await createTestDatabase('dsp-constraints-');
  db = await openDatabase(database.settings);
  await db('workspaces').insert({ id: 'wsp_c', name: 'C', kind: 'personal', plan: 'pro', paid_seats: 0, public_sharing: true, created_at: AT });
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const diagram = (id: string, fields: Partial<DiagramRow> = {}): DiagramRow => ({
  id, workspace_id: 'wsp_c', key: null, title: null, brief: null, visibility: 'private', made_public_at: null, revision: 1,
  created_by: null, created_at: AT, updated_at: AT, deleted_at: null, ...fields,
});

describe('the live-key index', () => {
  it('allows one live diagram per key; deleted diagrams free their key; keys without a value never collide', async () => {
    await diagrams.insert(db, diagram('dgm_1', { key: 'map' }));
    const second = await diagrams.insert(db, diagram('dgm_2', { key: 'map' })).then(() => null, (error: unknown) => databaseFailure(error));
    expect(second).toBe('unique');
    await diagrams.update(db, 'dgm_1', { deleted_at: AT });
    await diagrams.insert(db, diagram('dgm_3', { key: 'map' }));
    await diagrams.insert(db, diagram('dgm_4'));
    await diagrams.insert(db, diagram('dgm_5'));
    expect((await diagrams.liveByKey(db, 'wsp_c', 'map'))?.id).toBe('dgm_3');
  });
});

describe('usage counters', () => {
  it('add up through the ON CONFLICT merge and read back as numbers', async () => {
    await usage.increment(db, 'wsp_c', '2026-01', 'updatesPerMonth');
    await usage.increment(db, 'wsp_c', '2026-01', 'updatesPerMonth', 4);
    await Promise.all(Array.from({ length: 5 }, () => usage.increment(db, 'wsp_c', '2026-01', 'updatesPerMonth')));
    expect(await usage.get(db, 'wsp_c', '2026-01', 'updatesPerMonth')).toBe(10);
    expect(await usage.get(db, 'wsp_c', '2026-02', 'updatesPerMonth')).toBe(0);
  });
});

describe('search', () => {
  it('finds text with %, _ and \\ literally, case-insensitively', async () => {
    await diagrams.insert(db, diagram('dgm_p', { title: 'Cache 100% HIT_rate \\ path', updated_at: '2026-01-02T00:00:00.000Z' }));
    await diagrams.insert(db, diagram('dgm_q', { title: 'Cache 1000 hitXrate', updated_at: '2026-01-02T00:00:00.000Z' }));
    const found = async (text: string) => (await diagrams.list(db, { workspaceId: 'wsp_c', text, limit: 10 })).map((d) => d.id);
    expect(await found('100%')).toEqual(['dgm_p']);
    expect(await found('hit_rate')).toEqual(['dgm_p']);
    expect(await found('\\ path')).toEqual(['dgm_p']);
    expect((await found('cache')).sort()).toEqual(['dgm_p', 'dgm_q']);
  });
});
