import { parseError } from '../errors.js';
import { loadMysqlParser, loadPgsqlAst } from '../load-parsers.js';
import { locator, type Locator } from '../locate.js';
import type { SchemaEnum, SchemaModel, SkippedConstruct } from '../model.js';
import { alterActions } from './alter-actions.js';
import { classifyStatement } from './classify.js';
import { detectDialect, forPostgresParser, type SqlDialect } from './dialect.js';
import { readMysqlAlter, readMysqlTable, type MyStatement } from './read-mysql.js';
import { readPgAlter, readPgEnum, readPgTable, type PgStatement } from './read-pg.js';
import { leadingWords, splitStatements, type SqlStatement } from './split-statements.js';
import { resolveRelations } from './resolve-relations.js';
import { applyKey, settleUniques, type KeyConstraint, type TableDraft } from './table-parts.js';

const SNAPSHOT_HINT = 'derive reads a snapshot of the schema (pg_dump --schema-only, mysqldump --no-data, or the CREATE statements), not migrations: write the table as it is now in its CREATE TABLE';
const SYNTAX_HINT = 'check the statement with your database; derive reads CREATE TABLE, CREATE TYPE ... AS ENUM and ALTER TABLE ... ADD keys, and skips the rest';

/** One statement parsed with the dialect's parser; its syntax errors at their place in the snapshot. */
type ParseOne = (text: string, statement: SqlStatement) => unknown;

async function statementParser(dialect: SqlDialect, where: Locator): Promise<ParseOne> {
  if (dialect === 'mysql') {
    const { Parser } = await loadMysqlParser();
    const parser = new Parser();
    return (text, statement) => {
      try {
        const ast = parser.astify(text, { database: 'mysql' });
        return Array.isArray(ast) ? ast[0] : ast;
      } catch (error) {
        const offset = (error as { location?: { start?: { offset?: number } } }).location?.start?.offset ?? 0;
        const { line, column } = where.at(statement.start + offset);
        throw parseError((error as Error).message, line, column, SYNTAX_HINT);
      }
    };
  }
  const { parse } = await loadPgsqlAst();
  return (text, statement) => {
    try {
      return parse(text)[0];
    } catch (error) {
      const offset = (error as { token?: { offset?: number } }).token?.offset ?? 0;
      const { line, column } = where.at(statement.start + offset);
      // pgsql-ast-parser's message counts lines within the statement and dumps its parse table; keep what it did not expect.
      const unexpected = /Unexpected [^\n]*?(?:\.|$)/m.exec((error as Error).message)?.[0];
      throw parseError(unexpected ?? (error as Error).message.split('\n')[0]!, line, column, SYNTAX_HINT);
    }
  };
}

interface Collected {
  drafts: Map<string, TableDraft>;
  pending: Array<{ table: string; keys: KeyConstraint[]; line: number; column: number }>;
  enums: SchemaEnum[];
  skipped: SkippedConstruct[];
  /** Partitions attached by ALTER TABLE ... ATTACH PARTITION (pg_dump's way): child → parent. */
  partitions: Array<{ child: string; parent: string; line: number; column: number }>;
  /** Tables declared with INHERITS (parent): child → parent. */
  inherits: Array<{ child: string; parent: string; line: number; column: number }>;
}

const INHERITS = /\bINHERITS\s*\(\s*([\w."]+)/i;

const ATTACH = /^\s*ALTER\s+TABLE\s+(?:ONLY\s+)?([\w."]+)\s+ATTACH\s+PARTITION\s+([\w."]+)/i;
const unquoteName = (name: string): string => name.replace(/"/g, '');

function readStatement(statement: SqlStatement, dialect: SqlDialect, parse: ParseOne, where: Locator, into: Collected): void {
  const kind = classifyStatement(leadingWords(statement.text), statement.text);
  const place = where.at(statement.start);
  if (kind.kind === 'skip') {
    into.skipped.push({ construct: kind.construct, reason: kind.reason, ...place });
  } else if (kind.kind === 'table') {
    const { text, rest } = forPostgresParser(statement.text, dialect);
    const ast = parse(text, statement);
    const { draft, keys } = dialect === 'mysql' ? readMysqlTable(ast as MyStatement, place.line) : readPgTable(ast as PgStatement, place.line);
    into.drafts.set(draft.table.qualifiedName, draft);
    into.pending.push({ table: draft.table.qualifiedName, keys, ...place });
    const parent = INHERITS.exec(rest)?.[1];
    if (parent !== undefined) into.inherits.push({ child: draft.table.qualifiedName, parent: unquoteName(parent), ...place });
  } else if (kind.kind === 'enum') {
    into.enums.push(readPgEnum(parse(statement.text, statement) as PgStatement));
  } else {
    readAlter(statement, dialect, parse, where, into);
  }
}

function readAlter(statement: SqlStatement, dialect: SqlDialect, parse: ParseOne, where: Locator, into: Collected): void {
  const actions = alterActions(statement.text);
  const refused = actions.find((action) => action.kind === 'refuse');
  if (refused?.kind === 'refuse') {
    const { line, column } = where.at(statement.start + refused.offset);
    throw parseError(`ALTER TABLE ${refused.what}: a snapshot states each table once`, line, column, SNAPSHOT_HINT);
  }
  const place = where.at(statement.start);
  const attach = ATTACH.exec(statement.text);
  if (attach !== null) into.partitions.push({ parent: unquoteName(attach[1]!), child: unquoteName(attach[2]!), ...place });
  if (!actions.some((action) => action.kind === 'key')) {
    const first = actions.find((action) => action.kind === 'skip');
    into.skipped.push({ construct: 'alter table', reason: first?.kind === 'skip' ? first.reason : 'changes nothing that is drawn', ...place });
    return;
  }
  const ast = parse(forPostgresParser(statement.text, dialect).text, statement);
  const { table, keys } = dialect === 'mysql' ? readMysqlAlter(ast as MyStatement) : readPgAlter(ast as PgStatement);
  into.pending.push({ table, keys, ...place });
}

/** Reads SQL DDL (PostgreSQL, MySQL or SQLite, told apart by their quoting and table options): tables, keys, enums; the rest skipped with reasons. */
export async function readSql(source: string): Promise<SchemaModel> {
  const dialect = detectDialect(source);
  const where = locator(source);
  const parse = await statementParser(dialect, where);
  const into: Collected = { drafts: new Map(), pending: [], enums: [], skipped: [], partitions: [], inherits: [] };
  for (const statement of splitStatements(source, dialect === 'sqlite')) readStatement(statement, dialect, parse, where, into);
  dropPartitions(into);
  const resolve = tableResolver(into.drafts);
  for (const { table, keys, line, column } of into.pending) {
    const draft = into.drafts.get(resolve(table) ?? '');
    if (draft === undefined) {
      into.skipped.push({ construct: 'alter table', name: table, reason: 'adds keys to a table the snapshot does not declare', line, column });
      continue;
    }
    for (const key of keys) applyKey(draft, key);
  }
  for (const draft of into.drafts.values()) settleUniques(draft);
  const tables = [...into.drafts.values()].map((draft) => draft.table);
  const relations = resolveRelations([...into.drafts.values()], resolve, into.skipped);
  // In the snapshot's order (partitions and unresolved keys are found after the statements are read).
  const skipped = [...into.skipped].sort((a, b) => a.line - b.line || a.column - b.column);
  return { format: 'sql', dialect, tables, relations, enums: into.enums, skipped };
}

/**
 * Partitions are drawn as their parent: each attached one leaves the tables (its keys with
 * it) with a skipped entry; so does an INHERITS child that adds no column of its own (how
 * partitions were made before PARTITION BY: sakila's payment_p2007_01). A child that adds
 * columns is a table of its own and stays.
 */
function dropPartitions(into: Collected): void {
  const resolve = tableResolver(into.drafts);
  const addsNothing = ({ child, parent }: { child: string; parent: string }): boolean => {
    const own = into.drafts.get(child)?.table.columns ?? [];
    const inherited = new Set(into.drafts.get(resolve(parent) ?? '')?.table.columns.map((column) => column.name));
    return inherited.size > 0 && own.every((column) => inherited.has(column.name));
  };
  for (const { child, parent, line, column } of [...into.partitions, ...into.inherits.filter(addsNothing)]) {
    const name = resolve(child);
    if (name === undefined || !into.drafts.has(name)) continue;
    into.drafts.delete(name);
    into.skipped.push({ construct: 'partition', name, reason: `a partition of ${parent} is drawn as ${parent}`, line, column });
  }
  into.pending = into.pending.filter((entry) => into.drafts.has(entry.table) || resolve(entry.table) === undefined || into.drafts.has(resolve(entry.table)!));
}

/** A table named as written, or without its schema when that names one table: pg_dump writes `public.x` where hand-written SQL writes `x`. */
export function tableResolver(drafts: ReadonlyMap<string, TableDraft>): (name: string) => string | undefined {
  const byBare = new Map<string, string[]>();
  for (const draft of drafts.values()) byBare.set(draft.table.name, [...(byBare.get(draft.table.name) ?? []), draft.table.qualifiedName]);
  return (name) => {
    if (drafts.has(name)) return name;
    const bare = name.slice(name.lastIndexOf('.') + 1);
    const found = byBare.get(bare);
    return found?.length === 1 ? found[0] : undefined;
  };
}

