import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Knex } from 'knex';
import type { ClientConfig } from 'pg';
import { ImmediateTransactionsSqlite } from './sqlite-client.js';
import { NulSafePostgres } from './postgres-client.js';

/**
 * The database behind the service. SQLite (a file under DSP_DATA_DIR, default ./data) is
 * the embedded default; DATABASE_URL=postgres://... selects PostgreSQL (knex's pg client),
 * DATABASE_URL=sqlite:PATH another SQLite file. SQL stays portable: dialect-specific
 * statements live only in server/db (here: the connection settings of each).
 */
export interface DatabaseSettings {
  dataDir?: string;
  url?: string;
  /** Connections per process on PostgreSQL (DATABASE_POOL_MAX, default 10). */
  poolMax?: number;
}

export type DatabaseKind = 'sqlite' | 'postgres';

/**
 * How long a statement waits for a lock another connection holds before giving up:
 * SQLite's busy_timeout and PostgreSQL's lock_timeout alike. Past it the request answers
 * 503 DATABASE_BUSY (server/db/errors.ts) and nothing is saved.
 */
export const LOCK_WAIT_MS = 5_000;

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  const poolMax = env.DATABASE_POOL_MAX === undefined ? undefined : Number(env.DATABASE_POOL_MAX);
  if (poolMax !== undefined && (!Number.isInteger(poolMax) || poolMax < 2)) {
    throw new Error('DATABASE_POOL_MAX must be a whole number of at least 2.');
  }
  return { dataDir: env.DSP_DATA_DIR ?? './data', url: env.DATABASE_URL || undefined, poolMax };
}

/** Which database a setting points at; anything but sqlite: and postgres(ql):// is refused. */
export function databaseKind(settings: DatabaseSettings): DatabaseKind {
  const url = settings.url;
  if (!url || url.startsWith('sqlite:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres';
  throw new Error(`DATABASE_URL must be postgres://user@host:port/database or sqlite:PATH (got a "${url.split(':')[0]}:" address).`);
}

/** The kind of an open database. */
export function kindOf(db: Knex): DatabaseKind {
  return db.client.dialect === 'postgresql' ? 'postgres' : 'sqlite';
}

/** A database address fit for logs: the password is never printed. */
export function describeDatabase(settings: DatabaseSettings): string {
  if (databaseKind(settings) === 'sqlite') {
    const filename = sqliteFilename(settings);
    return filename === ':memory:' ? filename : resolve(filename);
  }
  const url = new URL(settings.url!);
  if (url.password) url.password = '***';
  return url.toString();
}

function sqliteFilename(settings: DatabaseSettings): string {
  return settings.url?.startsWith('sqlite:') ? settings.url.slice('sqlite:'.length) : resolve(settings.dataDir ?? './data', 'dsp.sqlite');
}

interface SqliteConnection {
  run(sql: string, callback: (error: Error | null) => void): void;
}

function sqlitePragmas(connection: SqliteConnection, done: (error: Error | null, connection: SqliteConnection) => void): void {
  // WAL: readers never wait for the writer; FULL: a committed revision survives power loss.
  const pragmas = ['PRAGMA journal_mode = WAL', 'PRAGMA foreign_keys = ON', 'PRAGMA synchronous = FULL', `PRAGMA busy_timeout = ${LOCK_WAIT_MS}`];
  const next = (index: number): void => {
    if (index === pragmas.length) return done(null, connection);
    connection.run(pragmas[index]!, (error) => (error ? done(error, connection) : next(index + 1)));
  };
  next(0);
}

/**
 * knex's own warnings (a connection lost, a connection that could not be opened) as one
 * JSON line on stderr, without the stack, and each distinct one at most once a minute: an
 * outage must not flood the log. The requests themselves answer DATABASE_UNAVAILABLE.
 */
function knexLog(quiet: boolean): Knex.Config['log'] {
  if (quiet) return { warn: () => {}, error: () => {}, deprecate: () => {}, debug: () => {} };
  const lastSeen = new Map<string, number>();
  const write = (level: 'warn' | 'error') => (message: unknown) => {
    const text = (message instanceof Error ? message.message : String(message)).split('\n')[0]!.slice(0, 300);
    const now = Date.now();
    if (now - (lastSeen.get(text) ?? -Infinity) < 60_000) return;
    lastSeen.set(text, now);
    if (lastSeen.size > 100) lastSeen.clear();
    process.stderr.write(`${JSON.stringify({ level, msg: 'database', error: text })}\n`);
  };
  return { warn: write('warn'), error: write('error'), deprecate: write('warn'), debug: () => {} };
}

/** How a process wants knex's own warnings: the server logs them; a command that reports its own error does not. */
export interface ConnectOptions {
  quiet?: boolean;
}

function postgresConfig(settings: DatabaseSettings, options: ConnectOptions): Knex.Config {
  const connection: ClientConfig = {
    connectionString: settings.url,
    application_name: 'dsp',
    // A lock held elsewhere past this answers DATABASE_BUSY, as SQLite's busy_timeout does.
    lock_timeout: LOCK_WAIT_MS,
    // An unreachable server fails a request in seconds (DATABASE_UNAVAILABLE), not minutes.
    connectionTimeoutMillis: 5_000,
  };
  return {
    client: NulSafePostgres,
    // knex hands this object to pg.Client as it is; its own type lists fewer of pg's settings.
    connection: connection as Knex.PgConnectionConfig,
    // min 0: idle connections are closed, so a restarted PostgreSQL leaves no dead ones behind.
    pool: { min: 0, max: settings.poolMax ?? 10 },
    // Every connection busy for this long: the request answers DATABASE_BUSY.
    acquireConnectionTimeout: 10_000,
    log: knexLog(options.quiet ?? false),
  };
}

export function knexConfig(settings: DatabaseSettings, options: ConnectOptions = {}): Knex.Config {
  if (databaseKind(settings) === 'postgres') return postgresConfig(settings, options);
  const filename = sqliteFilename(settings);
  if (filename !== ':memory:') mkdirSync(resolve(filename, '..'), { recursive: true });
  return {
    client: ImmediateTransactionsSqlite,
    connection: { filename },
    useNullAsDefault: true,
    // One connection: SQLite has one writer anyway, and transactions then never interleave.
    pool: { min: 1, max: 1, afterCreate: sqlitePragmas },
    log: knexLog(options.quiet ?? false),
  };
}
