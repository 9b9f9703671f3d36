import { parseError } from '../errors.js';
import { loadDbml } from '../load-parsers.js';
import type { SchemaColumn, SchemaModel, SchemaRelation, SchemaTable } from '../model.js';

/** The records of @dbml/core's normalized database that the reader uses. */
interface Normalized {
  schemas: Record<string, { name: string }>;
  tables: Record<string, { id: number; name: string; schemaId: number; fieldIds: number[]; indexIds: number[] }>;
  fields: Record<string, { name: string; type: { schemaName: string | null; type_name: string }; pk?: boolean; unique?: boolean; not_null?: boolean }>;
  indexes: Record<string, { pk?: boolean; unique?: boolean; columnIds: number[] }>;
  indexColumns: Record<string, { type: string; value: string }>;
  refs: Record<string, { endpointIds: number[] }>;
  endpoints: Record<string, { schemaName: string | null; tableName: string; fieldNames: string[]; relation: '1' | '*' }>;
  enums: Record<string, { name: string; schemaId: number; valueIds: number[] }>;
  enumValues: Record<string, { name: string }>;
}

const DEFAULT_SCHEMA = 'public';
const qualify = (schema: string | null | undefined, name: string): string => (schema && schema !== DEFAULT_SCHEMA ? `${schema}.${name}` : name);
const byId = <T>(records: Record<string, T>): T[] => Object.keys(records).sort((a, b) => Number(a) - Number(b)).map((id) => records[id]!);

function tableOf(db: Normalized, table: Normalized['tables'][string]): SchemaTable {
  const schema = db.schemas[table.schemaId]?.name;
  const indexes = table.indexIds.map((id) => db.indexes[id]!).filter((index) => index.pk === true || index.unique === true);
  const setOf = (index: Normalized['indexes'][string]): string[] => index.columnIds.map((id) => db.indexColumns[id]!).filter((column) => column.type === 'column').map((column) => column.value);
  const compoundPk = new Set(indexes.filter((index) => index.pk === true).flatMap(setOf));
  const uniqueSets = indexes.filter((index) => index.unique === true).map(setOf);
  const columns: SchemaColumn[] = table.fieldIds.map((id) => {
    const field = db.fields[id]!;
    const pk = field.pk === true || compoundPk.has(field.name);
    const type = qualify(field.type.schemaName, field.type.type_name);
    return { name: field.name, type, nullable: !pk && field.not_null !== true, pk, unique: field.unique === true || uniqueSets.some((set) => set.length === 1 && set[0] === field.name) };
  });
  return { qualifiedName: qualify(schema, table.name), name: table.name, ...(schema && schema !== DEFAULT_SCHEMA ? { schema } : {}), kind: 'table', columns, ...(uniqueSets.length > 0 ? { uniqueSets } : {}) };
}

/** A Ref: the `*` end (or, for one-to-one, the first end) holds the key; many-to-many (`<>`) has no key side. */
function relationOf(db: Normalized, ref: Normalized['refs'][string]): SchemaRelation | undefined {
  const [first, second] = ref.endpointIds.map((id) => db.endpoints[id]!);
  if (first === undefined || second === undefined) return undefined;
  const end = (point: typeof first) => ({ table: qualify(point.schemaName, point.tableName), columns: point.fieldNames });
  if (first.relation === '*' && second.relation === '*') return { from: end(first).table, fromColumns: [], to: end(second).table, toColumns: [], manyToMany: true };
  const [holder, target] = second.relation === '*' && first.relation === '1' ? [second, first] : [first, second];
  return { from: end(holder).table, fromColumns: holder.fieldNames, to: end(target).table, toColumns: target.fieldNames };
}

/** Reads DBML with @dbml/core: tables (composite keys from `indexes { (a, b) [pk] }`), Refs, enums. */
export async function readDbml(source: string): Promise<SchemaModel> {
  const { Parser } = await loadDbml();
  let db: Normalized;
  try {
    db = new Parser().parse(source, 'dbml').normalize() as Normalized;
  } catch (error) {
    const diag = (error as { diags?: Array<{ message?: string; location?: { start?: { line?: number; column?: number } } }> }).diags?.[0];
    const start = diag?.location?.start;
    throw parseError(diag?.message ?? (error as Error).message ?? 'DBML could not be read', start?.line ?? 1, start?.column ?? 1, 'check the DBML at dbdiagram.io or with `dbml2sql`; derive reads Table, Ref and Enum');
  }
  const tables = byId(db.tables).map((table) => tableOf(db, table));
  const relations = byId(db.refs).flatMap((ref) => relationOf(db, ref) ?? []);
  const enums = byId(db.enums).map((item) => ({ qualifiedName: qualify(db.schemas[item.schemaId]?.name, item.name), values: item.valueIds.map((id) => db.enumValues[id]!.name) }));
  return { format: 'dbml', tables, relations, enums, skipped: [] };
}
