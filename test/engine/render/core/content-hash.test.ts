import { describe, expect, it } from 'vitest';
import { contentHash } from '../../../../engine/render/svg/content-hash.js';

// The id scope of a drawing is this hash (svg/ids.ts idScope): equal drawings must agree,
// and drawings that differ anywhere must (almost surely) not.
describe('contentHash', () => {
  it('gives equal values one hash, wherever they were built', () => {
    const value = { scene: { id: 's', elements: [{ x: 1.25, label: 'Ä😀' }, null, true] }, n: -3 };
    expect(contentHash(value)).toBe(contentHash(JSON.parse(JSON.stringify(value))));
    expect(contentHash(value)).toBeGreaterThanOrEqual(0);
    expect(contentHash(value)).toBeLessThan(2 ** 32);
  });

  it('reads the value as JSON would write it: undefined members are none, -0 is 0, every NaN is one', () => {
    expect(contentHash({ a: 1, b: undefined })).toBe(contentHash({ a: 1 }));
    expect(contentHash({ a: 1, f: () => 2 })).toBe(contentHash({ a: 1 }));
    expect(contentHash([undefined])).toBe(contentHash([null]));
    expect(contentHash(-0)).toBe(contentHash(0));
    expect(contentHash(Number.NaN)).toBe(contentHash(0 / 0));
  });

  it('tells apart values that differ in a kind, a key, a number, a boundary or an order', () => {
    const distinct: unknown[] = [
      null, 0, '', [], {}, false, true, '0', [0], { 0: 0 }, { '': 0 },
      1, -1, 1.0000000000000002, 2, -2, [1, 2], [-1, -2], [2, 1], [1, -2], [-1, 2],
      ['ab', 'c'], ['a', 'bc'], ['abc'], ['a"', 'b'], ['a", "b'], 'a', 'ab', 'ab\0', 'b',
      { a: 1, b: 2 }, { b: 2, a: 1 }, { a: { b: 2 } }, { a: [1, 2] }, [[1], 2], [1, [2]], [[1, 2]],
      { x: 40, y: 882.56 }, { x: 40, y: 882.57 }, { x: 40.01, y: 882.56 },
    ];
    const hashes = distinct.map(contentHash);
    expect(new Set(hashes).size).toBe(distinct.length);
  });

  it('spreads a one-character change over the whole hash', () => {
    const base = contentHash({ label: 'Entity 0' });
    const changed = contentHash({ label: 'Entity 1' });
    let bits = 0;
    for (let diff = (base ^ changed) >>> 0; diff !== 0; diff >>>= 1) bits += diff & 1;
    expect(bits).toBeGreaterThan(6);
  });
});
