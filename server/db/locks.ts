import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { kindOf } from './config.js';

/**
 * Serialises the writes of one workspace that count and then insert (plan limits: keys,
 * diagrams, monthly counters, share links), so simultaneous requests cannot both see room
 * for one more. Call it first inside the transaction that counts and inserts.
 *
 * SQLite: transactions begin IMMEDIATE (sqlite-client.ts) and the server holds one
 * connection, so an open transaction already excludes every other writer, in this process
 * and in others; nothing more is needed. PostgreSQL: the workspace's row is locked until
 * the transaction ends, so a second request waits at this call and then counts what the
 * first one inserted.
 */
export async function lockWorkspace(trx: Knex.Transaction, workspaceId: string): Promise<void> {
  if (trx.client.dialect !== 'postgresql') return;
  await trx('workspaces').where({ id: workspaceId }).forUpdate().select('id');
}

/**
 * PostgreSQL advisory locks take two 32-bit keys: the first marks this service's locks
 * ("DSP" in ASCII), so they never meet another application's on a shared server; the
 * second comes from the lock's name.
 */
const LOCK_NAMESPACE = 0x44535000;

function lockKeys(name: string): [number, number] {
  return [LOCK_NAMESPACE, createHash('sha256').update(name).digest().readInt32BE(0)];
}

/**
 * Holds a PostgreSQL advisory lock named `name` while `fn` runs, on a connection of its own
 * (a transaction kept open until `fn` ends: the lock goes with it, also when the process
 * dies). `wait`: queue for the lock (no lock_timeout) or give up at once.
 */
async function withAdvisoryLock<T>(db: Knex, name: string, wait: boolean, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  const [namespace, key] = lockKeys(name);
  return db.transaction(async (trx) => {
    if (wait) {
      await trx.raw('SET LOCAL lock_timeout = 0');
      await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [namespace, key]);
    } else {
      const taken = await trx.raw<{ rows: Array<{ taken: boolean }> }>('SELECT pg_try_advisory_xact_lock(?, ?) AS taken', [namespace, key]);
      if (!taken.rows[0]?.taken) return { ran: false as const };
    }
    return { ran: true as const, value: await fn() };
  });
}

/**
 * Runs periodic work (the purge sweep, caches to trim) at most once at a time across every
 * instance on one database: on PostgreSQL an instance that finds the work already running
 * elsewhere skips it (`{ran: false}`) and tries again at its next period. `fn` uses the
 * database as usual (its own transactions, in batches if it likes); the lock is held until
 * it returns. SQLite: one file has one server, so `fn` simply runs.
 */
export async function runExclusively<T>(db: Knex, name: string, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  if (kindOf(db) !== 'postgres') return { ran: true, value: await fn() };
  return withAdvisoryLock(db, `exclusive:${name}`, false, fn);
}

/**
 * Runs one-time work that instances starting together must not do twice (migrations, the
 * first owner account): the second instance waits until the first is done, then runs `fn`,
 * which finds the work done. SQLite: `fn` simply runs.
 */
export async function runInTurn<T>(db: Knex, name: string, fn: () => Promise<T>): Promise<T> {
  if (kindOf(db) !== 'postgres') return fn();
  const result = await withAdvisoryLock(db, `in-turn:${name}`, true, fn);
  if (!result.ran) throw new Error(`the lock ${name} was not taken`);
  return result.value;
}
