import type { ColumnValue } from '../../../schema/index.js';
import type { DeriveFormat, SchemaModel, SchemaRelation, SchemaTable } from '../model.js';

/** The `metadata.derive` stamp of a derived element: the snapshot kind and the object's qualified name. */
export interface DeriveStamp {
  source: DeriveFormat;
  name: string;
}

export interface DesiredTable {
  name: string;
  label: string;
  columns: ColumnValue[];
  table: SchemaTable;
}

export type Cardinality = 'one' | 'zero-or-one' | 'zero-or-many';

export interface DesiredEnd {
  table: string;
  column?: string;
  cardinality: Cardinality;
}

export interface DesiredRelation {
  name: string;
  from: DesiredEnd;
  to: DesiredEnd;
  edgeType: 'er.relationship' | 'er.identifying';
}

/** A column as the entity shows it: only the flags that are set, so unchanged columns compare equal. */
function columnValue(column: SchemaTable['columns'][number], fk: boolean): ColumnValue {
  const value: ColumnValue = { name: column.name, type: column.type };
  if (column.pk) value.pk = true;
  if (fk) value.fk = true;
  if (column.unique && !column.pk) value.unique = true;
  if (column.nullable) value.nullable = true;
  return value;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name) => b.includes(name));
}

/**
 * Crow's feet from the key: the referenced end is exactly one, or zero-or-one when a key
 * column may be null; the holding end is zero-or-one when the key columns are unique (a
 * unique column, the primary key, or a unique set), else zero-or-many. Many-to-many: both
 * ends zero-or-many. Identifying when the key is part of the holder's primary key.
 */
function relationOf(relation: SchemaRelation, tables: ReadonlyMap<string, SchemaTable>, name: string): DesiredRelation {
  if (relation.manyToMany === true || relation.fromColumns.length === 0) {
    return { name, from: { table: relation.from, cardinality: 'zero-or-many' }, to: { table: relation.to, cardinality: 'zero-or-many' }, edgeType: 'er.relationship' };
  }
  const holder = tables.get(relation.from)!;
  const keyColumns = relation.fromColumns.map((column) => holder.columns.find((candidate) => candidate.name === column));
  const nullable = keyColumns.some((column) => column?.nullable === true);
  const pkSet = holder.columns.filter((column) => column.pk).map((column) => column.name);
  const single = keyColumns.length === 1 ? keyColumns[0] : undefined;
  const unique = (single !== undefined && (single.unique || (single.pk && pkSet.length === 1))) || sameSet(relation.fromColumns, pkSet) || (holder.uniqueSets ?? []).some((set) => sameSet(set, relation.fromColumns));
  const identifying = keyColumns.every((column) => column?.pk === true);
  return {
    name,
    from: { table: relation.from, column: relation.fromColumns[0], cardinality: unique ? 'zero-or-one' : 'zero-or-many' },
    to: { table: relation.to, ...(relation.toColumns[0] === undefined ? {} : { column: relation.toColumns[0] }), cardinality: nullable ? 'zero-or-one' : 'one' },
    edgeType: identifying ? 'er.identifying' : 'er.relationship',
  };
}

/** Schemas a dump writes before every name (`public.film`): their tables are labelled by the bare name. */
const DEFAULT_SCHEMAS = new Set(['public', 'dbo', 'main']);

/** What the snapshot says the diagram should hold: one entity per table, one edge per relation, each under its qualified name. */
export function desiredElements(model: SchemaModel): { tables: DesiredTable[]; relations: DesiredRelation[] } {
  const byName = new Map(model.tables.map((table) => [table.qualifiedName, table]));
  const keyColumns = new Map<string, Set<string>>();
  for (const relation of model.relations) {
    const set = keyColumns.get(relation.from) ?? new Set<string>();
    for (const column of relation.fromColumns) set.add(column);
    keyColumns.set(relation.from, set);
  }
  const tables = model.tables.map((table) => ({
    name: table.qualifiedName,
    label: `${table.schema === undefined || DEFAULT_SCHEMAS.has(table.schema.toLowerCase()) ? table.name : table.qualifiedName}${table.kind === 'view' ? ' (view)' : ''}`,
    columns: table.columns.map((column) => columnValue(column, keyColumns.get(table.qualifiedName)?.has(column.name) === true)),
    table,
  }));
  const seen = new Map<string, number>();
  const relations = model.relations
    .filter((relation) => byName.has(relation.from) && byName.has(relation.to))
    .map((relation) => {
      const base = relation.manyToMany === true ? `${relation.from}<->${relation.to}` : `${relation.from}(${relation.fromColumns.join(',')})->${relation.to}`;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      return relationOf(relation, byName, count === 1 ? base : `${base}#${count}`);
    });
  return { tables, relations };
}
