import type { Knex } from 'knex';
import { kindOf } from './config.js';
import { MIGRATION_TABLES, TABLES, type TableSpec } from './tables.js';
import { booleanColumns, listTables } from './introspect.js';

/** Why a copy was refused before it wrote anything; `code` is what `dsp admin` prints. */
export class CopyRefused extends Error {
  constructor(readonly code: 'TARGET_NOT_EMPTY' | 'UNKNOWN_TABLE' | 'MIGRATIONS_DIFFER' | 'COUNT_MISMATCH', message: string) {
    super(message);
    this.name = 'CopyRefused';
  }
}

export interface CopyOptions {
  /** Empty the target's tables first (in the same transaction) instead of refusing a non-empty target. */
  replace?: boolean;
  /** Rows read and written at a time (default 200). */
  batchSize?: number;
  /** Told after each table, with the rows copied. */
  onTable?: (table: string, rows: number) => void;
}

export interface CopyReport {
  /** Rows copied, by table, in the order they were copied. */
  tables: Record<string, number>;
  rows: number;
}

type Row = Record<string, unknown>;

async function completedMigrations(db: Knex): Promise<string[]> {
  return ((await db('knex_migrations').orderBy('name').pluck('name')) as string[]);
}

/** Refuses databases whose schemas may differ: both must have run the same migrations, and the source hold only known tables. */
async function checkSchemas(source: Knex, target: Knex): Promise<void> {
  const [from, to] = [await completedMigrations(source), await completedMigrations(target)];
  if (from.join() !== to.join()) {
    throw new CopyRefused('MIGRATIONS_DIFFER', `The two databases ran different migrations (${from.join(', ')} / ${to.join(', ')}); open both with this version of dsp first.`);
  }
  const known = new Set<string>([...TABLES.map((t) => t.name), ...MIGRATION_TABLES]);
  const unknown = (await listTables(source)).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new CopyRefused('UNKNOWN_TABLE', `The source holds tables this copy does not know (${unknown.join(', ')}); list them in server/db/tables.ts.`);
  }
}

async function countRows(db: Knex, table: string): Promise<number> {
  const row = await db(table).count<{ n: number | string }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** A boolean as the target stores it, whichever way the source did (0/1, true/false). */
function asBoolean(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
}

/** Copies one table in primary-key order, a batch at a time; returns the rows copied. */
async function copyTable(source: Knex, target: Knex.Transaction, table: TableSpec, batchSize: number): Promise<number> {
  const booleans = await booleanColumns(target, table.name);
  const key = [...table.key];
  let after: Knex.Value[] | null = null;
  let copied = 0;
  for (;;) {
    const query = source(table.name).select('*').orderBy(key.map((column) => ({ column, order: 'asc' as const }))).limit(batchSize);
    if (after) query.whereRaw(`(${key.map(() => '??').join(', ')}) > (${key.map(() => '?').join(', ')})`, [...key, ...after]);
    const rows = (await query) as Row[];
    if (rows.length === 0) break;
    const prepared = rows.map((row) => {
      const copy: Row = { ...row };
      for (const column of booleans) copy[column] = asBoolean(copy[column]);
      return copy;
    });
    await target(table.name).insert(prepared);
    copied += rows.length;
    const last = rows[rows.length - 1]!;
    after = key.map((column) => last[column] as Knex.Value);
    if (rows.length < batchSize) break;
  }
  return copied;
}

/**
 * Copies every table from one database to another (dsp admin copy): in dependency order,
 * in batches, inside one transaction on the target, so a failure leaves the target as it
 * was. The source is read in one transaction too, so the copy is one consistent moment of
 * it (on SQLite that holds its write lock: stop the service first). A target that already
 * holds rows is refused unless `replace` empties it (in the same transaction). Each table's
 * row count is checked on both sides before the commit.
 */
export async function copyDatabase(source: Knex, target: Knex, options: CopyOptions = {}): Promise<CopyReport> {
  const batchSize = options.batchSize ?? 200;
  await checkSchemas(source, target);
  const copied = TABLES.filter((table) => table.copy);
  const snapshot = kindOf(source) === 'postgres' ? { isolationLevel: 'repeatable read' as const } : {};
  return source.transaction(
    (from) =>
      target.transaction(async (to) => {
        if (options.replace) {
          for (const table of [...TABLES].reverse()) await to(table.name).del();
        } else {
          for (const table of copied) {
            const present = await countRows(to, table.name);
            if (present > 0) throw new CopyRefused('TARGET_NOT_EMPTY', `The target already holds ${present} rows in ${table.name}; copy into an empty database, or pass --replace to empty it first.`);
          }
        }
        const report: CopyReport = { tables: {}, rows: 0 };
        for (const table of copied) {
          const rows = await copyTable(from, to, table, batchSize);
          const [inSource, inTarget] = [await countRows(from, table.name), await countRows(to, table.name)];
          if (rows !== inSource || inTarget !== inSource) {
            throw new CopyRefused('COUNT_MISMATCH', `${table.name}: the source holds ${inSource} rows but ${inTarget} arrived; nothing was copied.`);
          }
          report.tables[table.name] = rows;
          report.rows += rows;
          options.onTable?.(table.name, rows);
        }
        return report;
      }),
    snapshot,
  );
}
