import { describe, expect, it } from 'vitest';
import { canonicalJson, hashJson, hashScene, sha256Hex } from '../../../engine/index.js';

/** Test vectors of RFC 8785 (JSON Canonicalization Scheme). */
describe('RFC 8785 canonical JSON', () => {
  it('section 3.2.2: serialises primitives and strings as the RFC shows', () => {
    const input = JSON.parse('{"numbers":[333333333.33333329,1E30,4.50,2e-3,0.000000000000000000000000001],"string":"\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/","literals":[null,true,false]}');
    expect(canonicalJson(input)).toBe('{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}');
  });

  it('section 3.2.3: sorts properties by UTF-16 code units', () => {
    const input = JSON.parse('{"\\u20ac":"Euro Sign","\\r":"Carriage Return","\\ufb33":"Hebrew Letter Dalet With Dagesh","1":"One","\\ud83d\\ude00":"Emoji: Grinning Face","\\u0080":"Control","\\u00f6":"Latin Small Letter O With Diaeresis"}');
    // Checked on the text: Object.keys would move the integer-like key "1" first.
    expect(canonicalJson(input)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis",' +
        '"\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  it('appendix B: number serialisation samples', () => {
    const samples: Array<[string, string]> = [
      ['0000000000000000', '0'],
      ['8000000000000000', '0'],
      ['0000000000000001', '5e-324'],
      ['8000000000000001', '-5e-324'],
      ['7fefffffffffffff', '1.7976931348623157e+308'],
      ['ffefffffffffffff', '-1.7976931348623157e+308'],
      ['4340000000000000', '9007199254740992'],
      ['c340000000000000', '-9007199254740992'],
      ['4430000000000000', '295147905179352830000'],
      ['44b52d02c7e14af5', '9.999999999999997e+22'],
      ['44b52d02c7e14af6', '1e+23'],
      ['44b52d02c7e14af7', '1.0000000000000001e+23'],
      ['444b1ae4d6e2ef4e', '999999999999999700000'],
      ['444b1ae4d6e2ef4f', '999999999999999900000'],
      ['444b1ae4d6e2ef50', '1e+21'],
      ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7'],
      ['3eb0c6f7a0b5ed8d', '0.000001'],
      ['41b3de4355555553', '333333333.3333332'],
      ['41b3de4355555554', '333333333.33333325'],
      ['41b3de4355555555', '333333333.3333333'],
      ['41b3de4355555556', '333333333.3333334'],
      ['41b3de4355555557', '333333333.33333343'],
      ['becbf647612f3696', '-0.0000033333333333333333'],
      ['43143ff3c1cb0959', '1424953923781206.2'],
    ];
    for (const [hex, expected] of samples) {
      const view = new DataView(new ArrayBuffer(8));
      view.setBigUint64(0, BigInt(`0x${hex}`));
      expect(canonicalJson(view.getFloat64(0)), hex).toBe(expected);
    }
  });

  it('appendix B: NaN and Infinity have no canonical form', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow();
    expect(() => canonicalJson(Number.POSITIVE_INFINITY)).toThrow();
  });

  it('refuses lone surrogates (I-JSON)', () => {
    expect(() => canonicalJson({ a: '\ud800' })).toThrow();
  });
});

describe('content hashes', () => {
  it('uses SHA-256 (FIPS 180-2 vectors)', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('does not depend on key order or whitespace', () => {
    expect(hashJson({ a: 1, b: [1, 2, { c: 'x', d: null }] })).toBe(hashJson(JSON.parse(' { "b" : [1,2,{"d":null,"c":"x"}], "a":1.0 } ')));
    expect(hashJson({ a: 1 })).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('ignores the drawing output of a scene', () => {
    const scene = { schemaVersion: '0.1', scene: { id: 's' }, elements: [] };
    expect(hashScene({ ...scene, computed: { anything: 1 } })).toBe(hashScene(scene));
    expect(hashScene({ ...scene, elements: [{ id: 'a' }] })).not.toBe(hashScene(scene));
  });
});
