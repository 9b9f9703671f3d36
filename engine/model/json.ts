/** A plain JSON object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Thrown by copyPlain for a value whose copy needs JSON's own rules. */
const NEEDS_JSON = Symbol('needs JSON');
/** Deeper than this, JSON.stringify decides (it reports a cycle, or copies a deep chain). */
const MAX_PLAIN_DEPTH = 1000;

/**
 * A deep copy through JSON: stage outputs never share structure with their inputs. The
 * result is always JSON.parse(JSON.stringify(value)); plain data (what JSON.parse and the
 * engine's stages make) is copied directly, several times faster and with no string in
 * between, and anything JSON treats specially goes through the round trip itself.
 */
export function cloneJson<T>(value: T): T {
  try {
    return copyPlain(value, 0) as T;
  } catch (error) {
    if (error !== NEEDS_JSON) throw error;
  }
  return JSON.parse(JSON.stringify(value)) as T;
}

// What the round trip gives for plain values: finite numbers (-0 written as 0), strings,
// booleans, null, arrays (an undefined item or a hole becomes null) and objects with the
// ordinary or no prototype (a key whose value is undefined is left out). Everything else
// (toJSON, class instances, non-finite numbers, functions, symbols, bigints, `__proto__`
// keys, cycles) throws NEEDS_JSON.
function copyPlain(value: unknown, depth: number): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw NEEDS_JSON;
      return value === 0 ? 0 : value;
    case 'object':
      if (value === null) return null;
      break;
    default:
      throw NEEDS_JSON;
  }
  if (depth > MAX_PLAIN_DEPTH || typeof (value as { toJSON?: unknown }).toJSON === 'function') throw NEEDS_JSON;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype === Array.prototype) {
    const list = value as unknown[];
    const out: unknown[] = new Array(list.length);
    for (let i = 0; i < list.length; i++) {
      const item = list[i];
      out[i] = item === undefined ? null : copyPlain(item, depth + 1);
    }
    return out;
  }
  if (prototype !== Object.prototype && prototype !== null) throw NEEDS_JSON;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record)) {
    if (key === '__proto__') throw NEEDS_JSON;
    const item = record[key];
    if (item !== undefined) out[key] = copyPlain(item, depth + 1);
  }
  return out;
}
