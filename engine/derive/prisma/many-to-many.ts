import { argument, fieldAttribute, fieldsOf, names, typeName, unquote, type PrismaBlock, type PrismaField } from './prisma-ast.js';
import type { SchemaRelation } from '../model.js';

/** The @relation name of a field ("" when unnamed), and whether it names key fields. */
function relationName(field: PrismaField): { name: string; explicit: boolean } {
  const relation = fieldAttribute(field, 'relation');
  if (relation === undefined) return { name: '', explicit: false };
  return { name: unquote(argument(relation)) ?? unquote(argument(relation, 'name')) ?? '', explicit: names(argument(relation, 'fields')).length > 0 };
}

/**
 * Prisma's implicit many-to-many relations: a list field on each side pointing at the other
 * model, under the same relation name, neither naming key fields (Prisma keeps the join
 * table `_AToB` itself). One relation per pair, from the model declared first.
 */
export function implicitManyToMany(blocks: readonly PrismaBlock[], qualifiedOf: (model: string) => string): SchemaRelation[] {
  const order = new Map(blocks.map((block, index) => [block.name!, index]));
  const relations: SchemaRelation[] = [];
  for (const block of blocks) {
    for (const field of fieldsOf(block)) {
      const target = typeName(field);
      const other = blocks.find((candidate) => candidate.name === target);
      if (field.array !== true || other === undefined) continue;
      const { name, explicit } = relationName(field);
      if (explicit) continue;
      const back = fieldsOf(other).find((candidate) => candidate !== field && candidate.array === true && typeName(candidate) === block.name && relationName(candidate).name === name);
      if (back === undefined) continue;
      const self = other === block;
      const first = self ? field.name < back.name : order.get(block.name!)! < order.get(target)!;
      if (first) relations.push({ from: qualifiedOf(block.name!), fromColumns: [], to: qualifiedOf(target), toColumns: [], manyToMany: true });
    }
  }
  return relations;
}
