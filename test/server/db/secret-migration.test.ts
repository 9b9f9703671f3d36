import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { knexConfig } from '../../../server/db/config.js';
import { listTables } from '../../../server/db/introspect.js';
import { migrationSource } from '../../../server/db/migrations/index.js';
import { databasePerTest } from '../../support/database-per-test.js';

// Issue 27, defect 5: a database made before 006 holds the image-link secret in plain text
// (`server_secrets`); the migration removes it, so an upgraded database's copy signs nothing.
const databases = databasePerTest('dsp-secret-migration-');

describe('006-secret-out-of-database', () => {
  it('drops the plain secret of an existing database; what remains is a key-id table, empty until a start records one', async () => {
    const { settings } = await databases.fresh();
    const old = knexFactory(knexConfig(settings));
    databases.track(old);
    const names = await migrationSource.getMigrations([]);
    for (const name of names.slice(0, names.indexOf('005-rate-limit-windows') + 1)) await old.migrate.up({ migrationSource, name });
    const secret = 'lLsW1SKo9Qy2W-T1s_PNLkh90motKCHUmrUoGhDeHIg';
    await old('server_secrets').insert({ name: 'image-links', value: secret, created_at: '2026-01-01T00:00:00.000Z' });

    const upgraded = await databases.connect();
    const tables = await listTables(upgraded);
    expect(tables).not.toContain('server_secrets');
    expect(tables).toContain('secret_verifiers');
    expect(await upgraded('secret_verifiers').select()).toEqual([]);
    for (const table of tables) {
      const rows = (await upgraded(table).select()) as unknown[];
      expect(JSON.stringify(rows), table).not.toContain(secret);
    }
  });
});
