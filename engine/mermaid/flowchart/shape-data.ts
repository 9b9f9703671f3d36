import type { Scanner } from '../scanner.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** A key of a shape-data block. */
const KEY = /[A-Za-z_][\w-]*/;
/** An unquoted value of a shape-data block. */
const BARE_VALUE = /[^,}\n]*/;

/** One `key: value` of a `@{ ... }` block, with where its value starts. */
export interface ShapeDataEntry {
  key: string;
  value: string;
  quoted: boolean;
  offset: number;
}

/** A YAML-style quoted value at the scanner ("..." with backslash escapes, or '...' with ''). */
function readQuotedValue(sc: Scanner, what: string): string {
  const quote = sc.peek();
  const open = sc.pos;
  sc.pos++;
  let out = '';
  while (!sc.eof) {
    const char = sc.peek();
    if (quote === '"' && char === '\\' && sc.pos + 1 < sc.text.length) {
      const next = sc.peek(1);
      out += next === 'n' ? '\n' : next === 't' ? '\t' : next;
      sc.pos += 2;
      continue;
    }
    if (char === quote) {
      if (quote === "'" && sc.peek(1) === "'") {
        out += "'";
        sc.pos += 2;
        continue;
      }
      sc.pos++;
      return out;
    }
    out += char;
    sc.pos++;
  }
  throw sc.failure(`expected ${quote} to close the quoted value in the @{ } data of ${what}`, open);
}

/**
 * Reads `@{ key: value, key: "value" }` (Mermaid's YAML-style node and edge data, which may
 * span lines). Values stay strings; the caller decides what each key means.
 */
export function readShapeData(sc: Scanner, what: string): ShapeDataEntry[] {
  const open = sc.pos;
  sc.pos += 2;
  const entries: ShapeDataEntry[] = [];
  for (;;) {
    while (!sc.eof && /[\s,]/.test(sc.peek())) sc.pos++;
    if (sc.eof) throw sc.failure(`expected "}" to close the @{ } data of ${what}`, open);
    if (sc.eat('}')) return entries;
    const key = sc.eatMatch(KEY);
    if (!key) throw sc.failure(`expected "key: value" in the @{ } data of ${what}, found ${sc.describeHere()}`);
    sc.skipInlineSpace();
    if (!sc.eat(':')) throw sc.failure(`expected ":" after "${key[0]}" in the @{ } data of ${what}`);
    sc.skipInlineSpace();
    const offset = sc.pos;
    if (sc.peek() === '"' || sc.peek() === "'") {
      entries.push({ key: key[0], value: readQuotedValue(sc, what), quoted: true, offset });
      continue;
    }
    const value = sc.eatMatch(BARE_VALUE)?.[0] ?? '';
    entries.push({ key: key[0], value: value.trim(), quoted: false, offset });
  }
}
