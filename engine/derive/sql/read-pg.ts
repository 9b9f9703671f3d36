import type { SchemaColumn, SchemaEnum } from '../model.js';
import { plainType, qualifiedName, type KeyConstraint, type TableDraft } from './table-parts.js';

/** The parts of pgsql-ast-parser's tree the PostgreSQL reader uses. */
interface PgName {
  name: string;
  schema?: string;
}
interface PgDataType extends PgName {
  kind?: 'array';
  arrayOf?: PgDataType;
  config?: number[];
}
interface PgConstraint {
  type: string;
  columns?: PgName[];
  localColumns?: PgName[];
  foreignTable?: PgName;
  foreignColumns?: PgName[];
}
interface PgColumn {
  kind: 'column' | string;
  name: PgName;
  dataType: PgDataType;
  constraints?: PgConstraint[];
}
export interface PgStatement {
  type: string;
  name?: PgName;
  table?: PgName;
  columns?: PgColumn[];
  constraints?: PgConstraint[];
  values?: Array<{ value: string }>;
  changes?: Array<{ type: string; constraint?: PgConstraint }>;
}

function typeText(type: PgDataType): string {
  if (type.kind === 'array' && type.arrayOf !== undefined) return `${typeText(type.arrayOf)}[]`;
  const config = type.config === undefined ? '' : `(${type.config.join(',')})`;
  return plainType(`${qualifiedName(type)}${config}`);
}

/** A table constraint (or an added one) as a key; checks and exclusions are not keys. */
export function pgKey(constraint: PgConstraint): KeyConstraint | undefined {
  const names = (list: PgName[] | undefined): string[] => (list ?? []).map((item) => item.name);
  if (constraint.type === 'primary key') return { type: 'primary', columns: names(constraint.columns) };
  if (constraint.type === 'unique') return { type: 'unique', columns: names(constraint.columns) };
  if (constraint.type === 'foreign key' && constraint.foreignTable !== undefined) {
    return { type: 'foreign', columns: names(constraint.localColumns), table: constraint.foreignTable, references: names(constraint.foreignColumns) };
  }
  return undefined;
}

/** A CREATE TABLE: its columns with inline keys, and its table constraints as keys to fold in. */
export function readPgTable(statement: PgStatement, line: number): { draft: TableDraft; keys: KeyConstraint[] } {
  const name = statement.name!;
  const keys: KeyConstraint[] = [];
  const columns: SchemaColumn[] = (statement.columns ?? [])
    .filter((item) => item.kind === 'column')
    .map((item) => {
      const constraints = item.constraints ?? [];
      const has = (type: string): boolean => constraints.some((constraint) => constraint.type === type);
      for (const constraint of constraints) {
        if (constraint.type === 'reference' && constraint.foreignTable !== undefined) {
          keys.push({ type: 'foreign', columns: [item.name.name], table: constraint.foreignTable, references: (constraint.foreignColumns ?? []).map((column) => column.name) });
        }
      }
      const pk = has('primary key');
      return { name: item.name.name, type: typeText(item.dataType), nullable: !pk && !has('not null'), pk, unique: has('unique') };
    });
  for (const constraint of statement.constraints ?? []) {
    const key = pgKey(constraint);
    if (key !== undefined) keys.push(key);
  }
  const table = { qualifiedName: qualifiedName(name), name: name.name, ...(name.schema ? { schema: name.schema } : {}), kind: 'table' as const, columns, line };
  return { draft: { table, uniques: [], relations: [] }, keys };
}

export function readPgEnum(statement: PgStatement): SchemaEnum {
  return { qualifiedName: qualifiedName(statement.name!), values: (statement.values ?? []).map((value) => value.value) };
}

/** The keys an ALTER TABLE adds, with the table they go to. */
export function readPgAlter(statement: PgStatement): { table: string; keys: KeyConstraint[] } {
  const keys = (statement.changes ?? []).flatMap((change) => (change.type === 'add constraint' && change.constraint !== undefined ? [pgKey(change.constraint)].filter((key): key is KeyConstraint => key !== undefined) : []));
  return { table: qualifiedName(statement.table!), keys };
}
