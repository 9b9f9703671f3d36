/**
 * What a database error means for the caller, the same for SQLite and PostgreSQL: the one
 * place that reads driver error codes.
 *
 * - `unique`: a unique index or primary key refused a row (another write got there first).
 * - `busy`: a lock was held elsewhere for too long, a deadlock or serialization failure was
 *   broken, or every connection was in use. Nothing was saved; the same request can be sent
 *   again in a moment.
 * - `unavailable`: the database cannot be reached (refused, reset, shut down, closed).
 */
export type DatabaseFailure = 'unique' | 'busy' | 'unavailable';

interface DriverError {
  code?: unknown;
  errno?: unknown;
  name?: unknown;
  message?: unknown;
}

/** PostgreSQL SQLSTATEs (https://www.postgresql.org/docs/15/errcodes-appendix.html). */
const POSTGRES_BUSY = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available (lock_timeout)
  '57014', // query_canceled (statement_timeout)
  '53300', // too_many_connections
]);
const POSTGRES_UNAVAILABLE = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '3D000', // invalid_catalog_name: the database does not exist (dropped)
]);
/** Node's socket errors: nothing answers at the address, or the connection broke. */
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'EPIPE']);

function messageOf(error: DriverError): string {
  return typeof error.message === 'string' ? error.message : '';
}

/** Classifies an error thrown by a knex query; null when it is not a database condition. */
export function databaseFailure(caught: unknown): DatabaseFailure | null {
  if (typeof caught !== 'object' || caught === null) return null;
  const error = caught as DriverError;
  const code = typeof error.code === 'string' ? error.code : '';
  const message = messageOf(error);
  // SQLite (the sqlite3 driver): primary keys and unique indexes both say "UNIQUE constraint failed".
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return 'busy';
  if (code === 'SQLITE_CONSTRAINT' && message.includes('UNIQUE constraint failed')) return 'unique';
  if (code === 'SQLITE_CANTOPEN' || code === 'SQLITE_IOERR') return 'unavailable';
  // PostgreSQL (the pg driver): SQLSTATE codes.
  if (code === '23505') return 'unique';
  if (POSTGRES_BUSY.has(code)) return 'busy';
  if (POSTGRES_UNAVAILABLE.has(code) || code.startsWith('08')) return 'unavailable';
  if (NETWORK.has(code)) return 'unavailable';
  // knex's pool: every connection in use past acquireConnectionTimeout, or the pool closed.
  if (error.name === 'KnexTimeoutError') return 'busy';
  if (/Unable to acquire a connection|Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)) return 'unavailable';
  return null;
}

/** True when a unique index or primary key refused the write. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseFailure(error) === 'unique';
}
