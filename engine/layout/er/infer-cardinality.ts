import type { Cardinality, ResolvedColumn } from '../../model/index.js';

/**
 * The cardinality an edge end gets from the column it anchors at (service spec, "ER
 * inference"): pk one; fk with unique and nullable zero-or-one; fk with unique one; fk with
 * nullable zero-or-many; fk alone many. Any other column infers nothing (undefined).
 */
export function inferCardinality(column: ResolvedColumn): Cardinality | undefined {
  if (column.pk) return 'one';
  if (!column.fk) return undefined;
  if (column.unique) return column.nullable ? 'zero-or-one' : 'one';
  return column.nullable ? 'zero-or-many' : 'many';
}
