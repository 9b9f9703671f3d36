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

/** The columns of an ER entity, in order; [] for nodes without columns. */
export function columnsOf(node: Pick<NodeValue, 'extensions'>): ResolvedColumn[] {
  return (node.extensions?.columns ?? []).map(resolveColumn);
}
