import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Knex } from 'knex';
import { ImmediateTransactionsSqlite } from './sqlite-client.js';

/**
 * The database behind the service. SQLite (a file under DSP_DATA_DIR, default ./data) is
 * the embedded default; DATABASE_URL selects another knex client (postgres://...). SQL
 * stays portable: SQLite-only statements live only in this file (the connection pragmas).
 */
export interface DatabaseSettings {
  dataDir?: string;
  url?: string;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  return { dataDir: env.DSP_DATA_DIR ?? './data', url: env.DATABASE_URL };
}

interface SqliteConnection {
  run(sql: string, callback: (error: Error | null) => void): void;
}

function sqlitePragmas(connection: SqliteConnection, done: (error: Error | null, connection: SqliteConnection) => void): void {
  // WAL: readers never wait for the writer; FULL: a committed revision survives power loss.
  const pragmas = ['PRAGMA journal_mode = WAL', 'PRAGMA foreign_keys = ON', 'PRAGMA synchronous = FULL', 'PRAGMA busy_timeout = 5000'];
  const next = (index: number): void => {
    if (index === pragmas.length) return done(null, connection);
    connection.run(pragmas[index]!, (error) => (error ? done(error, connection) : next(index + 1)));
  };
  next(0);
}

export function knexConfig(settings: DatabaseSettings): Knex.Config {
  if (settings.url && !settings.url.startsWith('sqlite:')) {
    const client = settings.url.startsWith('postgres') ? 'pg' : settings.url.split(':')[0]!;
    return { client, connection: settings.url, pool: { min: 1, max: 10 } };
  }
  const filename = settings.url?.startsWith('sqlite:')
    ? settings.url.slice('sqlite:'.length)
    : resolve(settings.dataDir ?? './data', 'dsp.sqlite');
  if (filename !== ':memory:') mkdirSync(resolve(filename, '..'), { recursive: true });
  return {
    client: ImmediateTransactionsSqlite,
    connection: { filename },
    useNullAsDefault: true,
    // One connection: SQLite has one writer anyway, and transactions then never interleave.
    pool: { min: 1, max: 1, afterCreate: sqlitePragmas },
  };
}
