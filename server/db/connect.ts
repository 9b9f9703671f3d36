import knexFactory, { type Knex } from 'knex';
import { knexConfig, type DatabaseSettings } from './config.js';
import { migrationSource } from './migrations/index.js';

/** Opens the database and runs the pending migrations (at every start). */
export async function openDatabase(settings: DatabaseSettings): Promise<Knex> {
  const db = knexFactory(knexConfig(settings));
  await db.migrate.latest({ migrationSource });
  return db;
}
