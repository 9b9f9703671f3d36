import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/connect.js';
import { migrationSource } from '../../../server/db/migrations/index.js';
import { testDatabaseKind } from '../../../harness/test-database.js';
import { databasePerTest } from '../../support/database-per-test.js';

// Instances starting together on one empty PostgreSQL database (docs/operating.md "Running on several
// machines"): the migrations run once, in turn, and a knex lock left by an instance killed
// mid-migration does not block later starts. SQLite runs one server per file: skipped there.
const databases = databasePerTest('dsp-migrate-');

const names = async () => migrationSource.getMigrations([]);

describe.skipIf(testDatabaseKind() !== 'postgres')('migrations on PostgreSQL', () => {
  it('run once when three instances open an empty database at the same moment', async () => {
    const { settings } = await databases.fresh();
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase(settings)));
    databases.track(...instances);
    const ran = await instances[0]!('knex_migrations').orderBy('id').pluck('name');
    expect(ran).toEqual(await names());
    expect(await instances[0]!('knex_migrations_lock').pluck('is_locked')).toEqual([0]);
    // Every instance sees the whole schema.
    for (const db of instances) expect(await db.schema.hasTable('rate_limit_windows')).toBe(true);
  });

  it('free a knex migration lock left behind by an instance killed while migrating', async () => {
    const first = await databases.connect();
    await first('knex_migrations_lock').update({ is_locked: 1 });
    const next = await databases.connect();
    expect(await next('knex_migrations_lock').pluck('is_locked')).toEqual([0]);
    expect(await next('knex_migrations').pluck('name')).toEqual(await names());
  });
});
