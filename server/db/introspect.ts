import type { Knex } from 'knex';
import { kindOf } from './config.js';

/** The tables of the database's schema (its current schema on PostgreSQL), sorted by name. */
export async function listTables(db: Knex): Promise<string[]> {
  if (kindOf(db) === 'postgres') {
    return (await db('pg_tables').where('schemaname', db.raw('current_schema()')).orderBy('tablename').pluck('tablename')) as string[];
  }
  return (await db('sqlite_master').where({ type: 'table' }).andWhereNot('name', 'like', 'sqlite_%').orderBy('name').pluck('name')) as string[];
}

/** The columns of a table that hold booleans (stored as 0/1 on SQLite, true/false on PostgreSQL). */
export async function booleanColumns(db: Knex, table: string): Promise<string[]> {
  const columns = await db(table).columnInfo();
  return Object.entries(columns).filter(([, info]) => info.type === 'boolean').map(([name]) => name);
}

/** The tables a table's foreign keys point at. */
export async function referencedTables(db: Knex, table: string): Promise<string[]> {
  if (kindOf(db) === 'postgres') {
    const result = await db.raw<{ rows: Array<{ name: string }> }>(
      `SELECT DISTINCT ccu.table_name AS name
         FROM information_schema.table_constraints tc
         JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
        WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_name = ? AND tc.table_schema = current_schema()`,
      [table],
    );
    return result.rows.map((row) => row.name).sort();
  }
  const rows = (await db.raw(`PRAGMA foreign_key_list(${JSON.stringify(table)})`)) as Array<{ table: string }>;
  return [...new Set(rows.map((row) => row.table))].sort();
}
