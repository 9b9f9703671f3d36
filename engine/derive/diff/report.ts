import type { SchemaCounts, SkippedConstruct } from '../model.js';

/** Qualified names of what a derive adds, removes and changes (columns as `table.column`). */
export interface DeriveChanges {
  tablesAdded: string[];
  tablesRemoved: string[];
  tablesChanged: string[];
  columnsAdded: string[];
  columnsRemoved: string[];
  columnsChanged: string[];
  relationsAdded: string[];
  relationsRemoved: string[];
  relationsChanged: string[];
}

/** A derive warning: POSSIBLE_RENAME (a table or column removed and another added with the same shape; reported, never applied as a rename). */
export interface DeriveWarning {
  code: 'POSSIBLE_RENAME';
  severity: 'warning';
  message: string;
  data: { kind: 'table' | 'column'; from: string; to: string };
}

/** What a derive read and what it would change: the answer's `report`. */
export interface DeriveReport {
  format: 'prisma' | 'sql' | 'dbml';
  dialect?: 'postgresql' | 'mysql' | 'sqlite';
  counts: SchemaCounts;
  changes: DeriveChanges;
  skipped: SkippedConstruct[];
  warnings: DeriveWarning[];
}

export function emptyChanges(): DeriveChanges {
  return { tablesAdded: [], tablesRemoved: [], tablesChanged: [], columnsAdded: [], columnsRemoved: [], columnsChanged: [], relationsAdded: [], relationsRemoved: [], relationsChanged: [] };
}
