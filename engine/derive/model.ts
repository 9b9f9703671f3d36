/**
 * The neutral schema model every snapshot reader produces (Prisma, SQL, DBML) and the
 * derive diff reads: tables by qualified name, their columns and keys, the relations
 * between them, enums, and what was skipped on the way with where it stood.
 */

/** The snapshot formats derive reads. */
export const DERIVE_FORMATS = ['prisma', 'sql', 'dbml'] as const;
export type DeriveFormat = (typeof DERIVE_FORMATS)[number];

export interface SchemaColumn {
  name: string;
  /** The type as the snapshot writes it (`varchar(45)`, `Int`, `public.mpaa_rating`). */
  type: string;
  nullable: boolean;
  pk: boolean;
  unique: boolean;
}

export interface SchemaTable {
  /** `schema.name` when the snapshot names a schema, else the bare name: the table's identity. */
  qualifiedName: string;
  /** The name shown: the bare name. */
  name: string;
  schema?: string;
  /** table, or view (Prisma views, which have columns). */
  kind: 'table' | 'view';
  columns: SchemaColumn[];
  /** Column sets declared unique together (one-column sets also mark their column). */
  uniqueSets?: string[][];
  /** Where the table is declared (1-based), when the reader knows. */
  line?: number;
}

/** A foreign key (or a Prisma many-to-many) from the table that holds it to the one it references. */
export interface SchemaRelation {
  /** Qualified name of the table holding the key. */
  from: string;
  fromColumns: string[];
  /** Qualified name of the referenced table. */
  to: string;
  toColumns: string[];
  /** Prisma's implicit many-to-many: no key columns on either side. */
  manyToMany?: boolean;
}

export interface SchemaEnum {
  qualifiedName: string;
  values: string[];
}

/** A statement or block the reader did not draw, and why. */
export interface SkippedConstruct {
  construct: string;
  name?: string;
  reason: string;
  line: number;
  column: number;
}

export interface SchemaModel {
  format: DeriveFormat;
  /** SQL only: the dialect the snapshot was read as. */
  dialect?: 'postgresql' | 'mysql' | 'sqlite';
  tables: SchemaTable[];
  relations: SchemaRelation[];
  enums: SchemaEnum[];
  skipped: SkippedConstruct[];
}

export interface SchemaCounts {
  tables: number;
  columns: number;
  relations: number;
  enums: number;
  skipped: number;
}

export function countsOf(model: SchemaModel): SchemaCounts {
  return {
    tables: model.tables.length,
    columns: model.tables.reduce((sum, table) => sum + table.columns.length, 0),
    relations: model.relations.length,
    enums: model.enums.length,
    skipped: model.skipped.length,
  };
}
