import type { Knex } from 'knex';
import { afterEach } from 'vitest';
import { openDatabase } from '../../server/db/connect.js';
import { createTestDatabase, type TestDatabase } from '../../harness/test-database.js';

/**
 * A database per test, for suites that open connections of their own (two connections
 * standing for two processes): `fresh()` makes the test's database, `connect()` opens a
 * migrated connection to it, and after each test every connection is closed and the
 * database dropped.
 */
export function databasePerTest(prefix: string): { fresh(): Promise<TestDatabase>; connect(): Promise<Knex>; track(...connections: Knex[]): void } {
  let database: TestDatabase | undefined;
  const opened: Knex[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.destroy()));
    await database?.drop();
    database = undefined;
  });
  const fresh = async (): Promise<TestDatabase> => (database = await createTestDatabase(prefix));
  return {
    fresh,
    async connect() {
      const db = await openDatabase((database ?? (await fresh())).settings);
      opened.push(db);
      return db;
    },
    track: (...connections) => void opened.push(...connections),
  };
}
