/**
 * RFC 8785 (JCS) canonical JSON text, written in one pass into one string. It gives exactly
 * what the `canonicalize` package (the RFC's reference implementation) gives, quirks
 * included, and throws the same errors (test/engine/hash/canonical-json.test.ts compares
 * them), at about a third of its time: a create on the service canonicalises its whole scene
 * to hash it, and the package took 1.5 ms of the event loop's 4.2 ms per create
 * (docs/decisions/2026-11-24-subset-font-writer.md, "Creates"). The package builds an array of parts
 * for every object and array, checks and quotes every key anew and keeps a Set for cycles;
 * here keys' quoted forms are remembered and cycles are looked for only past a depth no
 * scene reaches.
 */

/** Nesting deeper than this is checked for cycles (a scene document is about 8 deep). */
const CYCLE_CHECK_DEPTH = 64;

/** Quoted keys already checked: documents repeat the same few dozen keys. Bounded, since keys may be anything. */
const quotedKeys = new Map<string, string>();
const MAX_QUOTED_KEYS = 4096;

function hasLoneSurrogate(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      if (i === value.length - 1) return true;
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

function quotedKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    if (hasLoneSurrogate(key)) throw new Error('Lone surrogate is not allowed');
    quoted = JSON.stringify(key);
    if (quotedKeys.size >= MAX_QUOTED_KEYS) quotedKeys.clear();
    quotedKeys.set(key, quoted);
  }
  return quoted;
}

/**
 * The canonical text of `value`, or undefined where JSON has none (undefined, a function, a
 * symbol), as canonicalize returns it. `path` holds the objects being written once the
 * nesting passes CYCLE_CHECK_DEPTH.
 */
export function canonicalText(value: unknown, depth = 0, path?: Set<object>): string | undefined {
  switch (typeof value) {
    case 'string':
      if (hasLoneSurrogate(value)) throw new Error('Lone surrogate is not allowed');
      return JSON.stringify(value);
    case 'number':
      if (Number.isNaN(value)) throw new Error('NaN is not allowed');
      if (!Number.isFinite(value)) throw new Error('Infinity is not allowed');
      return JSON.stringify(value);
    case 'object':
      break;
    default:
      // booleans; undefined, functions and symbols (no JSON form); bigint throws, as in JSON.stringify.
      return JSON.stringify(value);
  }
  if (value === null) return 'null';
  let seen = path;
  if (depth >= CYCLE_CHECK_DEPTH) {
    seen ??= new Set();
    if (seen.has(value)) throw new Error('Circular reference detected');
    seen.add(value);
  }
  const object = value as Record<string, unknown> & { toJSON?: unknown };
  let text: string | undefined;
  if (typeof object.toJSON === 'function') {
    text = canonicalText((object.toJSON as () => unknown)(), depth + 1, seen);
  } else if (Array.isArray(object)) {
    text = '[';
    for (let i = 0; i < object.length; i++) {
      const item: unknown = object[i];
      // An array's undefined or symbol is null; a function writes nothing (canonicalize's join).
      const written = canonicalText(item === undefined || typeof item === 'symbol' ? null : item, depth + 1, seen);
      text += i === 0 ? (written ?? '') : `,${written ?? ''}`;
    }
    text += ']';
  } else {
    text = '{';
    let first = true;
    for (const key of Object.keys(object).sort()) {
      const item = object[key];
      if (item === undefined || typeof item === 'symbol') continue;
      // A function member is written as `"key":undefined`, as canonicalize writes it.
      const written = canonicalText(item, depth + 1, seen);
      text += `${first ? '' : ','}${quotedKey(key)}:${written}`;
      first = false;
    }
    text += '}';
  }
  seen?.delete(value);
  return text;
}
