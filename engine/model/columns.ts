import type { ColumnValue, NodeValue } from '../../schema/index.js';

/** An ER column with the alias form ({key: PK | FK}) folded into the flags. */
export interface ResolvedColumn {
  name: string;
  type?: string;
  pk: boolean;
  fk: boolean;
  unique: boolean;
  nullable: boolean;
  comment?: string;
}

export function resolveColumn(column: ColumnValue): ResolvedColumn {
  const resolved: ResolvedColumn = {
    name: column.name,
    pk: column.pk === true || column.key === 'PK',
    fk: column.fk === true || column.key === 'FK',
    unique: column.unique === true,
    nullable: column.nullable === true,
  };
  if (column.type !== undefined) resolved.type = column.type;
  if (column.comment !== undefined) resolved.comment = column.comment;
  return resolved;
}

/**
 * The columns of an ER entity, in order; [] for nodes without columns. The columns are
 * shared and frozen: measuring, ER endpoint resolution and validation each read an
 * entity's columns (endpoints once per edge end), and each column is resolved once and
 * found again for as long as it reads the same.
 */
export function columnsOf(node: Pick<NodeValue, 'extensions'>): ResolvedColumn[] {
  const columns = node.extensions?.columns;
  return columns === undefined ? [] : columns.map(resolvedOnce);
}

const resolved = new WeakMap<ColumnValue, Readonly<ResolvedColumn>>();

function resolvedOnce(column: ColumnValue): ResolvedColumn {
  let known = resolved.get(column);
  if (known === undefined || !resolves(column, known)) {
    known = Object.freeze(resolveColumn(column));
    resolved.set(column, known);
  }
  return known;
}

/** Whether the column (changed in place or not) still resolves to `known`. */
function resolves(column: ColumnValue, known: ResolvedColumn): boolean {
  return column.name === known.name && column.type === known.type && column.comment === known.comment &&
    (column.pk === true || column.key === 'PK') === known.pk && (column.fk === true || column.key === 'FK') === known.fk &&
    (column.unique === true) === known.unique && (column.nullable === true) === known.nullable;
}
