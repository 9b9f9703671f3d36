import knexFactory, { type Knex } from 'knex';
import { knexConfig, kindOf, type ConnectOptions, type DatabaseSettings } from './config.js';
import { migrationSource } from './migrations/index.js';
import { runInTurn } from './locks.js';

/**
 * Opens the database and runs the pending migrations (at every start).
 *
 * Several instances starting together on one PostgreSQL migrate one after the other: each
 * waits for an advisory lock, and the ones that come second find nothing left to do.
 * knex's own lock table (knex_migrations_lock) is a second guard that refuses instead of
 * waiting; since the advisory lock proves nobody else is migrating, a knex lock left
 * behind by an instance killed mid-migration is freed here rather than blocking every
 * later start.
 */
export async function openDatabase(settings: DatabaseSettings, options: ConnectOptions = {}): Promise<Knex> {
  const db = knexFactory(knexConfig(settings, options));
  try {
    await runInTurn(db, 'migrations', async () => {
      if (kindOf(db) === 'postgres') await db.migrate.forceFreeMigrationsLock({ migrationSource });
      await db.migrate.latest({ migrationSource });
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
