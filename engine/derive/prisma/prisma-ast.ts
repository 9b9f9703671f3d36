/** The parts of @mrleebo/prisma-ast's tree the Prisma reader uses. */
export interface PrismaAttribute {
  type: 'attribute';
  name: string;
  kind: 'field' | 'object';
  args?: Array<{ type: 'attributeArgument'; value: PrismaValue }>;
}

export type PrismaValue =
  | string
  | number
  | boolean
  | { type: 'array'; args: PrismaValue[] }
  | { type: 'keyValue'; key: string; value: PrismaValue }
  | { type: 'function'; name: string; params?: PrismaValue[] };

export interface PrismaField {
  type: 'field';
  name: string;
  fieldType: string | { type: 'function'; name: string; params?: PrismaValue[] };
  array?: boolean;
  optional?: boolean;
  attributes?: PrismaAttribute[];
}

export interface PrismaBlock {
  type: 'model' | 'view' | 'enum' | 'type' | 'datasource' | 'generator' | 'comment' | 'break';
  name?: string;
  properties?: Array<PrismaField | PrismaAttribute | { type: string }>;
  enumerators?: Array<{ type: string; name?: string }>;
}

/** A string argument without its quotes. */
export function unquote(value: PrismaValue | undefined): string | undefined {
  return typeof value === 'string' ? value.replace(/^"(.*)"$/s, '$1') : undefined;
}

/** The names in an array argument ([a, b]). */
export function names(value: PrismaValue | undefined): string[] {
  if (typeof value === 'object' && value.type === 'array') return value.args.flatMap((arg) => (typeof arg === 'string' ? [unquote(arg)!] : []));
  return [];
}

/** An attribute's argument: the named one (fields: [...]) or the first positional one. */
export function argument(attribute: PrismaAttribute, key?: string): PrismaValue | undefined {
  for (const arg of attribute.args ?? []) {
    const value = arg.value;
    const named = typeof value === 'object' && value.type === 'keyValue';
    if (key === undefined && !named) return value;
    if (key !== undefined && named && value.key === key) return value.value;
  }
  return undefined;
}

export function fieldsOf(block: PrismaBlock): PrismaField[] {
  return (block.properties ?? []).filter((property): property is PrismaField => property.type === 'field');
}

/** A block's @@attributes: among a model's properties, or an enum's enumerators. */
export function blockAttributes(block: PrismaBlock, name: string): PrismaAttribute[] {
  return [...(block.properties ?? []), ...(block.enumerators ?? [])].filter((property): property is PrismaAttribute => property.type === 'attribute' && (property as PrismaAttribute).name === name);
}

export function fieldAttribute(field: PrismaField, name: string): PrismaAttribute | undefined {
  return field.attributes?.find((attribute) => attribute.name === name);
}

export function typeName(field: PrismaField): string {
  const type = field.fieldType;
  if (typeof type === 'string') return type;
  const inner = (type.params ?? []).map((param) => String(param)).join(', ');
  return `${type.name}(${inner})`;
}
