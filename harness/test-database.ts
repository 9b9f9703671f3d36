import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import pg from 'pg';
import type { DatabaseSettings } from '../server/db/config.js';

/**
 * The database a test runs on. `npm test` runs the API suites twice: on SQLite (the
 * default) and with DSP_TEST_DATABASE=postgres, where every fixture gets a database of its
 * own on the PostgreSQL at DSP_TEST_POSTGRES_URL (default the local one), created for it
 * and dropped after. Suites ask for a database here and never look at which one it is.
 */
export type TestDatabaseKind = 'sqlite' | 'postgres';

export const POSTGRES_URL = process.env.DSP_TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Which database this run's suites use (DSP_TEST_DATABASE: sqlite, the default, or postgres). */
export function testDatabaseKind(): TestDatabaseKind {
  const chosen = process.env.DSP_TEST_DATABASE ?? 'sqlite';
  if (chosen !== 'sqlite' && chosen !== 'postgres') throw new Error(`DSP_TEST_DATABASE must be sqlite or postgres, not "${chosen}"`);
  return chosen;
}

export interface TestDatabase {
  kind: TestDatabaseKind;
  /** A temporary directory: the SQLite file lives here; on PostgreSQL it is only a data directory. */
  dataDir: string;
  /** What openDatabase takes. */
  settings: DatabaseSettings;
  /** The environment a child process (the server, `dsp admin`) needs to open this database. */
  env: Record<string, string>;
  /** Drops the database (PostgreSQL) and deletes the directory. */
  drop(): Promise<void>;
}

/** Databases by data directory, so runDsp given a DSP_DATA_DIR reaches the database behind it. */
const byDataDir = new Map<string, TestDatabase>();

/** The child-process environment of the test database whose data directory this is, if any. */
export function envForDataDir(dataDir: string): Record<string, string> | undefined {
  return byDataDir.get(dataDir)?.env;
}

/** Runs `fn` with a client on the PostgreSQL server's maintenance database. */
async function withServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL does not answer at ${POSTGRES_URL} (${(error as Error).message}); start it, set DSP_TEST_POSTGRES_URL, or unset DSP_TEST_DATABASE.`);
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Whether the test PostgreSQL answers (suites that also run on it skip that part, counted as skipped, when it does not). */
export async function postgresAvailable(): Promise<boolean> {
  try {
    await withServer((client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

/** The URL of another database on the test server. */
function urlOf(database: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh PostgreSQL database with a unique name; returns its URL and how to drop it. */
export async function createPostgresDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `dsp_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withServer((client) => client.query(`CREATE DATABASE "${name}"`));
  return {
    name,
    url: urlOf(name),
    drop: () => withServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** A new empty database of this run's kind (or the kind asked for) with a temporary data directory. */
export async function createTestDatabase(prefix = 'dsp-test-', kind: TestDatabaseKind = testDatabaseKind()): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  if (kind === 'sqlite') {
    const database: TestDatabase = {
      kind,
      dataDir,
      settings: { dataDir },
      // An empty DATABASE_URL, so one set in the developer's shell does not leak into children.
      env: { DSP_DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: async () => {
        byDataDir.delete(dataDir);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
    byDataDir.set(dataDir, database);
    return database;
  }
  let created;
  try {
    created = await createPostgresDatabase();
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const database: TestDatabase = {
    kind,
    dataDir,
    settings: { url: created.url },
    env: { DSP_DATA_DIR: dataDir, DATABASE_URL: created.url },
    drop: async () => {
      byDataDir.delete(dataDir);
      await created.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  byDataDir.set(dataDir, database);
  return database;
}

/**
 * Holds the database's write lock from another connection for `ms` (as `dsp admin` or a
 * backup would): SQLite's one writer lock (transactions begin IMMEDIATE), or on PostgreSQL
 * locks on the tables a save writes, which let reads through. Resolves once the lock is taken.
 */
export async function holdWriteLock(other: Knex, ms: number): Promise<{ released: Promise<unknown> }> {
  let released!: Promise<unknown>;
  await new Promise<void>((taken, failed) => {
    released = other.transaction(async (trx) => {
      if (trx.client.dialect === 'postgresql') await trx.raw('LOCK TABLE diagrams, revisions, usage_counters IN EXCLUSIVE MODE');
      taken();
      await new Promise((wait) => setTimeout(wait, ms));
    });
    released.catch(failed);
  });
  return { released };
}

/**
 * Makes the database stop answering the connections `db` holds, as a stopped or lost
 * database server would: PostgreSQL drops the database (its connections are terminated and
 * new ones are refused); SQLite's connection is closed.
 */
export async function takeDatabaseAway(database: TestDatabase, db: Knex): Promise<void> {
  if (database.kind === 'postgres') {
    const url = new URL(database.settings.url!);
    await withServer((client) => client.query(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`));
  } else {
    await db.destroy();
  }
}
