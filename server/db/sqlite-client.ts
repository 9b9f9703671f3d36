import type { Knex } from 'knex';
import Client_SQLite3 from 'knex/lib/dialects/sqlite3/index.js';

/** What knex's (untyped) transaction object uses to start a transaction. */
interface StartableTransaction {
  begin(connection: unknown): Promise<unknown>;
  query(connection: unknown, sql: string): Promise<unknown>;
}

/**
 * knex's SQLite client, except that transactions start with BEGIN IMMEDIATE.
 *
 * Why: knex says BEGIN, which takes no lock until the first write. When another process
 * (`dsp admin` next to a running server, or two of them) commits between a transaction's
 * first read and its first write, SQLite cannot upgrade the stale read and answers
 * SQLITE_BUSY at once, without waiting out busy_timeout. BEGIN IMMEDIATE takes the write
 * lock first, so a second writer waits its turn (busy_timeout) instead of failing. Inside
 * the server nothing changes: it has one connection, so its transactions never overlap.
 */
export class ImmediateTransactionsSqlite extends Client_SQLite3 {
  override transaction(container: unknown, config: unknown, outerTx: unknown): Knex.Transaction {
    const created = super.transaction(container, config, outerTx);
    const startable = created as unknown as StartableTransaction;
    // The constructor only queues the work; begin() runs once a connection is acquired.
    // Nested transactions use savepoints and never call begin().
    startable.begin = (connection) => startable.query(connection, 'BEGIN IMMEDIATE;');
    return created;
  }
}
