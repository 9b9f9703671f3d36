import { cloneJson } from '../model/index.js';

/** True when the op sends at least one of the fields (null counts: it removes). */
export function sendsAny(op: object, keys: readonly string[]): boolean {
  const fields = op as Record<string, unknown>;
  return keys.some((key) => fields[key] !== undefined);
}

/**
 * Copies the sent fields of an op onto an element or header (schema/README.md,
 * "Operations"): an absent field leaves the value as it is, null removes it, a value
 * replaces it whole (a copy, so the op and the scene never share objects).
 */
export function applyFields(target: object, op: object, keys: readonly string[]): void {
  const to = target as Record<string, unknown>;
  const from = op as Record<string, unknown>;
  for (const key of keys) {
    const value = from[key];
    if (value === undefined) continue;
    if (value === null) delete to[key];
    else to[key] = cloneJson(value);
  }
}

/** A patch merged onto an object (textStyle, palette, canvas): sent keys replace, null removes. */
export function mergeFields<T extends object>(current: T | undefined, patch: object): T {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete merged[key];
    else merged[key] = cloneJson(value);
  }
  return merged as T;
}

/** The fields of an op that are also element fields (op name and shorthand left out). */
export function pick(op: object, keys: readonly string[]): Record<string, unknown> {
  const from = op as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of keys) if (from[key] !== undefined) out[key] = cloneJson(from[key]);
  return out;
}
