import type { SchemaRelation, SkippedConstruct } from '../model.js';
import type { TableDraft } from './table-parts.js';

/**
 * The relations of every table with their ends resolved to declared tables. A reference to
 * a table the snapshot does not declare is skipped with its reason, at the holding table's
 * line.
 */
export function resolveRelations(drafts: readonly TableDraft[], resolve: (name: string) => string | undefined, skipped: SkippedConstruct[]): SchemaRelation[] {
  const byName = new Map(drafts.map((draft) => [draft.table.qualifiedName, draft.table]));
  return drafts.flatMap((draft) =>
    draft.relations.flatMap((relation) => {
      const to = resolve(relation.to);
      if (to === undefined || !byName.has(to)) {
        skipped.push({ construct: 'foreign key', name: `${draft.table.qualifiedName}(${relation.fromColumns.join(', ')})`, reason: `references ${relation.to}, which the snapshot does not declare`, line: draft.table.line ?? 1, column: 1 });
        return [];
      }
      return [{ ...relation, to }];
    }),
  );
}
