import knexFactory, { type Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { knexConfig } from '../../../server/db/config.js';
import { databaseFailure } from '../../../server/db/errors.js';
import { testDatabaseKind } from '../../../harness/test-database.js';
import { databasePerTest } from '../../support/database-per-test.js';

// server/db/errors.ts reads the drivers' codes in one place; here each kind is produced for
// real on the database of the run (the HTTP answers they become are tested in test/api:
// database-busy, database-unavailable, instances).
const databases = databasePerTest('dsp-errors-');

const open = (): Promise<Knex> => databases.connect();

const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => databaseFailure(error));
const person = (id: string) => ({ id, email: `${id}@example.test`, email_verified_at: null, created_at: '2026-01-01T00:00:00.000Z', closed_at: null });

describe('databaseFailure', () => {
  it('unique: a second row under a unique email', async () => {
    const db = await open();
    await db('people').insert(person('a'));
    expect(await failureOf(db('people').insert({ ...person('b'), email: 'a@example.test' }))).toBe('unique');
  });

  it('busy: every connection of the pool in use past the acquire timeout', async () => {
    const config = knexConfig((await databases.fresh()).settings);
    const db = knexFactory({ ...config, pool: { ...config.pool, min: 0, max: 1 }, acquireConnectionTimeout: 300 });
    databases.track(db);
    await db.raw('select 1');
    let release!: () => void;
    const held = db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await failureOf(db.raw('select 1'))).toBe('busy');
    release();
    await held;
  });

  it('unavailable: the database is closed', async () => {
    const db = await open();
    await db.destroy();
    expect(await failureOf(db.raw('select 1'))).toBe('unavailable');
  });

  it('not a database condition: a syntax error, or no error object at all', async () => {
    const db = await open();
    expect(await failureOf(db.raw('selec 1'))).toBeNull();
    expect(databaseFailure('text')).toBeNull();
    expect(databaseFailure(null)).toBeNull();
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('databaseFailure on PostgreSQL', () => {
  it('unavailable: nothing listens at the address', async () => {
    const db = knexFactory(knexConfig({ url: 'postgres://postgres@127.0.0.1:1/none' }));
    databases.track(db);
    expect(await failureOf(db.raw('select 1'))).toBe('unavailable');
  });

  it('busy: a deadlock PostgreSQL broke', async () => {
    const [a, b] = [await open(), await open()];
    await a('people').insert([person('x'), person('y')]);
    let step!: () => void;
    const bothLocked = new Promise<void>((resolve) => (step = resolve));
    let locked = 0;
    const cross = (db: Knex, first: string, second: string) =>
      db.transaction(async (trx) => {
        await trx('people').where({ id: first }).update({ closed_at: 'x' });
        if (++locked === 2) step();
        await bothLocked;
        await trx('people').where({ id: second }).update({ closed_at: 'y' });
      });
    const failures = await Promise.all([failureOf(cross(a, 'x', 'y')), failureOf(cross(b, 'y', 'x'))]);
    expect(failures.sort()).toEqual(['busy', null].sort());
  });

  it('busy: a serialization failure', async () => {
    const [a, b] = [await open(), await open()];
    await a('people').insert(person('z'));
    const failure = await failureOf(
      a.transaction(
        async (trx) => {
          await trx('people').where({ id: 'z' }).first();
          await b('people').where({ id: 'z' }).update({ closed_at: 'elsewhere' });
          await trx('people').where({ id: 'z' }).update({ closed_at: 'here' });
        },
        { isolationLevel: 'repeatable read' },
      ),
    );
    expect(failure).toBe('busy');
  });
});
