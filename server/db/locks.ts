import type { Knex } from 'knex';

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
