import { describe, expect, it } from 'vitest';
import { parseJsonText } from '../../../engine/index.js';
import { jsonErrorOffset } from '../../../engine/validate/json-syntax.js';

/** V8's own position for a text JSON.parse refuses, when its message gives one. */
function v8Position(text: string): number | undefined {
  try {
    JSON.parse(text);
  } catch (error) {
    const position = /at position (\d+)/.exec((error as Error).message)?.[1];
    return position === undefined ? undefined : Number(position);
  }
  throw new Error(`valid JSON: ${text}`);
}

const VALID = [
  '{"schemaVersion":"0.1","scene":{"id":"s"},"elements":[{"id":"a","kind":"node","label":"A \\u00e9\\n"}]}',
  ' [1, -2.5e+3, 0, 0.25, true, false, null, "", {}, [], {"a": [{"b": "\\"\\\\\\/\\b\\f\\n\\r\\t"}]}] ',
  '"text"',
  '-0',
];

/** Every text one edit away from a valid one: each character deleted, or replaced by a troublesome one. */
function oneEditAway(text: string): string[] {
  const edits: string[] = [];
  for (let index = 0; index < text.length; index += 1) {
    edits.push(text.slice(0, index) + text.slice(index + 1));
    for (const char of ['}', ',', ':', '"', 'x', '\\', '-', '0', '\n', "'"]) edits.push(text.slice(0, index) + char + text.slice(index + 1));
  }
  return edits;
}

function isValid(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('parseJsonText: every JSON syntax error has a line and a column', () => {
  it('accepts what JSON.parse accepts and finds an error in everything it refuses', () => {
    for (const base of VALID) {
      expect(jsonErrorOffset(base)).toBeUndefined();
      for (const text of oneEditAway(base)) expect(jsonErrorOffset(text) === undefined, text).toBe(isValid(text));
    }
  });

  it('agrees with V8 wherever V8 says the position', () => {
    let compared = 0;
    for (const base of VALID) {
      for (const text of oneEditAway(base).filter((edit) => !isValid(edit))) {
        const position = v8Position(text);
        if (position === undefined) continue;
        compared += 1;
        expect(jsonErrorOffset(text), text).toBe(position);
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('places the errors V8 leaves without a position (an unexpected token) at their character', () => {
    expect(parseJsonText('abc')).toMatchObject({ error: { line: 1, column: 1 } });
    expect(parseJsonText('{\n  "a": tru}')).toMatchObject({ error: { line: 2, column: 11 } });
    expect(parseJsonText('{\n  "a": 1,\n  "b": [1, 2, x]\n}')).toMatchObject({ error: { line: 3, column: 15 } });
    expect(parseJsonText('')).toMatchObject({ error: { line: 1, column: 1 } });
    expect(parseJsonText('{"a": 1}')).toEqual({ value: { a: 1 } });
  });

  it('answers for nesting deeper than the call stack without throwing', () => {
    const deep = '['.repeat(200_000);
    const read = parseJsonText(deep);
    expect('error' in read && read.error.line).toBe(1);
  });
});
