import type { SchemaColumn } from '../model.js';
import { plainType, type KeyConstraint, type TableDraft } from './table-parts.js';

/** The parts of node-sql-parser's MySQL tree the reader uses. */
type MyName = string | { expr?: { value?: string } };
interface MyColumnRef {
  column?: MyName;
  expr?: { column?: MyName };
}
interface MyReference {
  table: Array<{ db: string | null; table: string }>;
  definition: MyColumnRef[];
}
interface MyDefinition {
  resource: 'column' | 'constraint' | 'index' | string;
  column?: MyColumnRef;
  definition?: { dataType: string; length?: number; scale?: number; suffix?: string[] | null } | MyColumnRef[];
  nullable?: { type: string };
  primary_key?: string;
  unique?: string;
  unique_or_primary?: string;
  constraint_type?: string;
  reference_definition?: MyReference;
}
export interface MyStatement {
  type: string;
  keyword?: string;
  table: Array<{ db: string | null; table: string }>;
  create_definitions?: MyDefinition[];
  expr?: Array<{ action: string; resource?: string; create_definitions?: MyDefinition }>;
}

const nameOf = (name: MyName | undefined): string => (name === undefined ? '' : typeof name === 'string' ? name : (name.expr?.value ?? ''));
/** Column names of a key; parts that are expressions (`KEY (lower(x))`) name no column and are left out. */
const columnsOf = (list: MyColumnRef[] | undefined): string[] => (list ?? []).map((ref) => nameOf(ref.column ?? ref.expr?.column)).filter((name) => name !== '');

function typeText(definition: { dataType: string; length?: number; scale?: number; suffix?: string[] | null }): string {
  const size = definition.length === undefined ? '' : `(${definition.length}${definition.scale === undefined ? '' : `,${definition.scale}`})`;
  const suffix = (definition.suffix ?? []).filter((word) => typeof word === 'string').join(' ');
  return plainType(`${definition.dataType.toLowerCase()}${size}${suffix === '' ? '' : ` ${suffix.toLowerCase()}`}`);
}

function reference(definition: MyReference): { table: { schema?: string; name: string }; references: string[] } {
  const target = definition.table[0]!;
  return { table: { ...(target.db ? { schema: target.db } : {}), name: target.table }, references: columnsOf(definition.definition) };
}

/** A table constraint (or an added one) as a key; plain indexes and checks are not keys. */
export function mysqlKey(definition: MyDefinition): KeyConstraint | undefined {
  const type = (definition.constraint_type ?? '').toLowerCase();
  const columns = columnsOf(definition.definition as MyColumnRef[] | undefined);
  if (type === 'primary key') return { type: 'primary', columns };
  if (type.startsWith('unique')) return { type: 'unique', columns };
  if (type === 'foreign key' && definition.reference_definition !== undefined) return { type: 'foreign', columns, ...reference(definition.reference_definition) };
  return undefined;
}

/** A CREATE TABLE of MySQL: columns with inline keys and table keys to fold in. */
export function readMysqlTable(statement: MyStatement, line: number): { draft: TableDraft; keys: KeyConstraint[] } {
  const target = statement.table[0]!;
  const keys: KeyConstraint[] = [];
  const columns: SchemaColumn[] = [];
  for (const definition of statement.create_definitions ?? []) {
    if (definition.resource === 'column' && definition.column !== undefined && definition.definition !== undefined && !Array.isArray(definition.definition)) {
      const name = nameOf(definition.column.column);
      const pk = definition.primary_key !== undefined || definition.unique_or_primary === 'primary key';
      const unique = definition.unique !== undefined || definition.unique_or_primary === 'unique';
      columns.push({ name, type: typeText(definition.definition), nullable: !pk && definition.nullable?.type !== 'not null', pk, unique });
      if (definition.reference_definition !== undefined) keys.push({ type: 'foreign', columns: [name], ...reference(definition.reference_definition) });
    } else if (definition.resource === 'constraint') {
      const key = mysqlKey(definition);
      if (key !== undefined) keys.push(key);
    }
  }
  const schema = target.db ?? undefined;
  const table = { qualifiedName: schema ? `${schema}.${target.table}` : target.table, name: target.table, ...(schema ? { schema } : {}), kind: 'table' as const, columns, line };
  return { draft: { table, uniques: [], relations: [] }, keys };
}

/** The keys a MySQL ALTER TABLE adds, with the table they go to. */
export function readMysqlAlter(statement: MyStatement): { table: string; keys: KeyConstraint[] } {
  const target = statement.table[0]!;
  const keys = (statement.expr ?? []).flatMap((action) => {
    const key = action.action === 'add' && action.create_definitions !== undefined ? mysqlKey(action.create_definitions) : undefined;
    return key === undefined ? [] : [key];
  });
  return { table: target.db ? `${target.db}.${target.table}` : target.table, keys };
}
