import { parseError } from '../errors.js';
import { loadPrismaAst } from '../load-parsers.js';
import type { SchemaColumn, SchemaEnum, SchemaModel, SchemaRelation, SchemaTable, SkippedConstruct } from '../model.js';
import { argument, blockAttributes, fieldAttribute, fieldsOf, names, typeName, unquote, type PrismaBlock, type PrismaField } from './prisma-ast.js';
import { implicitManyToMany } from './many-to-many.js';

/** The 1-based line of a block's declaration (`model User {`): the tree keeps no places. */
function declarationLine(source: string, keyword: string, name: string): number {
  const match = new RegExp(`^[ \\t]*${keyword}[ \\t]+${name.replace(/[^\w]/g, '\\$&')}\\b`, 'm').exec(source);
  return match === null ? 1 : source.slice(0, match.index).split('\n').length;
}

function schemaOf(block: PrismaBlock): string | undefined {
  const attribute = blockAttributes(block, 'schema')[0];
  return attribute === undefined ? undefined : unquote(argument(attribute));
}

const qualify = (name: string, schema: string | undefined): string => (schema === undefined ? name : `${schema}.${name}`);

/** A model's or view's scalar fields as columns: fields whose type is another model are relations, not columns. */
function columnsOf(block: PrismaBlock, models: ReadonlySet<string>): SchemaColumn[] {
  const compoundId = new Set(blockAttributes(block, 'id').flatMap((attribute) => names(argument(attribute) ?? argument(attribute, 'fields'))));
  const singleUniques = new Set(blockAttributes(block, 'unique').map((attribute) => names(argument(attribute) ?? argument(attribute, 'fields'))).filter((list) => list.length === 1).map((list) => list[0]!));
  return fieldsOf(block)
    .filter((field) => !models.has(typeName(field)))
    .map((field) => ({
      name: field.name,
      type: `${typeName(field)}${field.array === true ? '[]' : ''}`,
      nullable: field.optional === true,
      pk: fieldAttribute(field, 'id') !== undefined || compoundId.has(field.name),
      unique: fieldAttribute(field, 'unique') !== undefined || singleUniques.has(field.name),
    }));
}

/** Relations a model holds: its @relation fields naming `fields` and `references`. */
function relationsOf(block: PrismaBlock, qualifiedOf: (model: string) => string): SchemaRelation[] {
  return fieldsOf(block).flatMap((field: PrismaField) => {
    const relation = fieldAttribute(field, 'relation');
    const fromColumns = relation === undefined ? [] : names(argument(relation, 'fields'));
    if (fromColumns.length === 0) return [];
    return [{ from: qualifiedOf(block.name!), fromColumns, to: qualifiedOf(typeName(field)), toColumns: names(argument(relation!, 'references')) }];
  });
}

/** A parse failure of the Prisma parser (chevrotain) as DERIVE_PARSE_ERROR at its token. */
function prismaFailure(error: unknown): Error {
  const token = (error as { token?: { startLine?: number; startColumn?: number; image?: string } }).token;
  const message = (error as Error).message?.split('\n')[0] ?? String(error);
  if (token?.startLine === undefined || Number.isNaN(token.startLine)) {
    return parseError(message, 1, 1, 'check the schema with `prisma validate`; derive reads a whole schema.prisma');
  }
  return parseError(message, token.startLine, token.startColumn ?? 1, 'check the schema with `prisma validate`; derive reads a whole schema.prisma');
}

/** Reads a schema.prisma: models and views as tables, @relation fields and implicit many-to-many as relations, enums. */
export async function readPrisma(source: string): Promise<SchemaModel> {
  const { getSchema } = await loadPrismaAst();
  let blocks: PrismaBlock[];
  try {
    blocks = getSchema(source).list as PrismaBlock[];
  } catch (error) {
    throw prismaFailure(error);
  }
  const tableBlocks = blocks.filter((block) => (block.type === 'model' || block.type === 'view') && block.name !== undefined);
  const models = new Set(tableBlocks.map((block) => block.name!));
  const schemas = new Map(tableBlocks.map((block) => [block.name!, schemaOf(block)]));
  const qualifiedOf = (model: string): string => qualify(model, schemas.get(model));
  const tables: SchemaTable[] = tableBlocks.map((block) => ({
    qualifiedName: qualifiedOf(block.name!),
    name: block.name!,
    ...(schemas.get(block.name!) === undefined ? {} : { schema: schemas.get(block.name!) }),
    kind: block.type === 'view' ? 'view' : 'table',
    columns: columnsOf(block, models),
    line: declarationLine(source, block.type, block.name!),
  }));
  const relations = [...tableBlocks.flatMap((block) => relationsOf(block, qualifiedOf)), ...implicitManyToMany(tableBlocks, qualifiedOf)];
  const enums: SchemaEnum[] = blocks
    .filter((block) => block.type === 'enum' && block.name !== undefined)
    .map((block) => ({ qualifiedName: qualify(block.name!, schemaOf(block)), values: (block.enumerators ?? []).flatMap((item) => (item.type === 'enumerator' && item.name !== undefined ? [item.name] : [])) }));
  const skipped: SkippedConstruct[] = blocks
    .filter((block) => block.type === 'type' && block.name !== undefined)
    .map((block) => ({ construct: 'type', name: block.name!, reason: 'a composite type (embedded documents) is not a table; the fields using it show its name as their type', line: declarationLine(source, 'type', block.name!), column: 1 }));
  return { format: 'prisma', tables, relations, enums, skipped };
}
