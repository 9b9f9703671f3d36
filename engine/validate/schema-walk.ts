import type * as v from 'valibot';
import type { PathSegment } from '../model/index.js';

/**
 * Finds the object schema that a path points into, following the document itself to pick
 * variant options. Used only to word messages (the allowed fields of the object that held
 * an unknown field), so it gives up quietly where it cannot follow.
 */
type AnySchema = v.GenericSchema & {
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  options?: AnySchema[];
  key?: string | AnySchema;
  value?: AnySchema;
  wrapped?: AnySchema;
  pipe?: AnySchema[];
  literal?: unknown;
};

function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (let i = 0; i < 10 && current.wrapped; i++) current = current.wrapped;
  return current;
}

function pickOption(schema: AnySchema, value: unknown): AnySchema | undefined {
  if (!schema.options) return undefined;
  if (schema.type === 'variant' && typeof schema.key === 'string' && value && typeof value === 'object') {
    const discriminator = (value as Record<string, unknown>)[schema.key];
    return schema.options.find((option) => unwrap(option).entries?.[schema.key as string]?.literal === discriminator);
  }
  return schema.options.find((option) => unwrap(option).entries !== undefined);
}

function resolve(schema: AnySchema, value: unknown): AnySchema {
  let current = unwrap(schema);
  for (let i = 0; i < 5 && current.options; i++) {
    const option = pickOption(current, value);
    if (!option) break;
    current = unwrap(option);
  }
  return current;
}

/** The field names allowed in the object at `path`, or [] when unknown. */
export function allowedKeysAt(root: v.GenericSchema, path: readonly PathSegment[], document: unknown): string[] {
  let schema = resolve(root as AnySchema, document);
  let value = document;
  for (const segment of path) {
    const container = value as Record<string | number, unknown> | null;
    const next = container && typeof container === 'object' ? container[segment] : undefined;
    if (typeof segment === 'number' && schema.item) schema = schema.item;
    else if (typeof segment === 'string' && schema.entries?.[segment]) schema = schema.entries[segment];
    else if (typeof segment === 'string' && schema.type === 'record' && schema.value) schema = schema.value;
    else return [];
    schema = resolve(schema, next);
    value = next;
  }
  return schema.entries ? Object.keys(schema.entries) : [];
}
