import type { SchemaColumn, SchemaRelation, SchemaTable } from '../model.js';

/** A table as a SQL reader collects it, before ALTER TABLE keys are folded in. */
export interface TableDraft {
  table: SchemaTable;
  /** Column sets of UNIQUE constraints (a one-column set marks its column unique). */
  uniques: string[][];
  relations: SchemaRelation[];
}

/** A key read from a table constraint or an ALTER TABLE ... ADD CONSTRAINT. */
export type KeyConstraint =
  | { type: 'primary'; columns: string[] }
  | { type: 'unique'; columns: string[] }
  | { type: 'foreign'; columns: string[]; table: { schema?: string; name: string }; references: string[] };

export const qualifiedName = (name: { schema?: string | null; name: string }): string => (name.schema ? `${name.schema}.${name.name}` : name.name);

/** Folds a key into its table: primary key columns are pk and not null; unique sets recorded; foreign keys become relations. */
export function applyKey(draft: TableDraft, key: KeyConstraint): void {
  const column = (name: string): SchemaColumn | undefined => draft.table.columns.find((candidate) => candidate.name === name);
  if (key.type === 'primary') {
    for (const name of key.columns) {
      const found = column(name);
      if (found !== undefined) Object.assign(found, { pk: true, nullable: false });
    }
  } else if (key.type === 'unique') {
    draft.uniques.push(key.columns);
  } else {
    draft.relations.push({ from: draft.table.qualifiedName, fromColumns: key.columns, to: qualifiedName(key.table), toColumns: key.references });
  }
}

/** Marks single-column unique sets on their columns, once every key of the snapshot is in. */
export function settleUniques(draft: TableDraft): void {
  if (draft.uniques.length > 0) draft.table.uniqueSets = draft.uniques;
  for (const set of draft.uniques) {
    if (set.length !== 1) continue;
    const found = draft.table.columns.find((candidate) => candidate.name === set[0]);
    if (found !== undefined) found.unique = true;
  }
}

/** A type name without the schemas every dump writes (`public.`, `pg_catalog.`). */
export function plainType(type: string): string {
  return type.replace(/^(public|pg_catalog)\./i, '');
}
