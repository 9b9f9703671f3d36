import { describe, expect, it } from 'vitest';
import { cloneJson } from '../../../engine/model/json.js';

const roundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

class Point {
  constructor(readonly x: number, readonly y: number) {}
}

describe('cloneJson', () => {
  it('gives exactly the JSON round trip, for plain data and for what JSON treats specially', () => {
    const sparse: unknown[] = [1];
    sparse[3] = 2;
    const bare = Object.create(null) as Record<string, unknown>;
    bare.b = 1;
    bare.a = [true, null];
    const values: unknown[] = [
      { schemaVersion: '0.1', elements: [{ id: 'a', label: 'A\tb', zIndex: -0, nested: { deep: [[1.5, 'x']] } }] },
      { b: 1, 2: 'two', a: undefined, 1: 'one', f: () => 1, s: Symbol('s') },
      [undefined, () => 1, NaN, Infinity, -Infinity, -0, sparse],
      { when: new Date(0), custom: { toJSON: (key: string) => `key ${key}` }, point: new Point(1, 2) },
      { boxed: [new Number(3), new String('s'), new Boolean(false)] },
      JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}'),
      bare,
      'text',
      7,
      null,
    ];
    for (const value of values) {
      const copy = cloneJson(value);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(roundTrip(value)));
      expect(copy).toEqual(roundTrip(value));
    }
  });

  it('keeps an own __proto__ key as data, as JSON.parse does', () => {
    const copy = cloneJson(JSON.parse('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.keys(copy)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  });

  it('shares nothing with its input', () => {
    const input = { a: [{ b: 1 }], c: { d: [2] } };
    const copy = cloneJson(input);
    copy.a[0]!.b = 9;
    copy.c.d.push(3);
    expect(input).toEqual({ a: [{ b: 1 }], c: { d: [2] } });
  });

  it('throws where the round trip throws (cycles, bigints)', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = { back: cyclic };
    expect(() => cloneJson(cyclic)).toThrow(TypeError);
    expect(() => cloneJson({ n: 1n })).toThrow(TypeError);
  });
});
