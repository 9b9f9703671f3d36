import canonicalize from 'canonicalize';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../engine/hash/index.js';
import { canonicalText } from '../../../engine/hash/canonical-json.js';
import { fiftyNodeScene } from '../../../bench/load-scene.js';

/** A deterministic pseudo-random sequence. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/** A random JSON-ish value: every kind canonicalize treats specially, nested. */
function randomValue(random: () => number, depth: number): unknown {
  const pick = Math.floor(random() * (depth > 3 ? 6 : 9));
  const strings = ['', 'a', 'é', 'Größe', '\u{1F680}', 'tab\there', 'quote"\\', '\u2028', 'z', 'A', '10', '1', 'b'];
  switch (pick) {
    case 0: return null;
    case 1: return random() < 0.5;
    case 2: return [0, -0, 1, -1.5, 1e21, 1e-7, 0.1 + 0.2, 123456789.125, Number.MAX_SAFE_INTEGER, 5e-324][Math.floor(random() * 10)];
    case 3: return strings[Math.floor(random() * strings.length)];
    case 4: return undefined;
    case 5: return random() < 0.5 ? new Date(Math.floor(random() * 1e12)) : Symbol('s');
    case 6:
    case 7: {
      const object: Record<string, unknown> = {};
      const count = Math.floor(random() * 5);
      for (let i = 0; i < count; i++) object[strings[Math.floor(random() * strings.length)]!] = randomValue(random, depth + 1);
      return object;
    }
    default:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
  }
}

const outcome = (write: () => unknown): unknown => {
  try {
    return { text: write() };
  } catch (error) {
    return { error: (error as Error).message };
  }
};

describe('canonical JSON', () => {
  // Every stored content hash was computed from canonicalize's text: ours must be the same.
  it("writes canonicalize's text for random values, errors included", () => {
    const random = sequence(7);
    for (let round = 0; round < 3000; round++) {
      const value = randomValue(random, 0);
      expect(outcome(() => canonicalText(value))).toEqual(outcome(() => canonicalize(value)));
    }
  });

  it("writes canonicalize's text for scene documents", () => {
    const scenes: unknown[] = [fiftyNodeScene(1)];
    const folder = new URL('../../golden/layout/', import.meta.url);
    for (const name of readdirSync(folder)) {
      try {
        scenes.push(JSON.parse(readFileSync(new URL(`${name}/input.json`, folder), 'utf8')));
      } catch {
        // not every golden folder has an input
      }
    }
    expect(scenes.length).toBeGreaterThan(5);
    for (const scene of scenes) expect(canonicalJson(scene)).toBe(canonicalize(scene));
  });

  it('refuses what canonicalize refuses', () => {
    const cycle: Record<string, unknown> = { a: 1 };
    cycle['self'] = { inner: cycle };
    expect(() => canonicalJson(cycle)).toThrow('Circular reference detected');
    expect(() => canonicalJson({ x: NaN })).toThrow('NaN is not allowed');
    expect(() => canonicalJson([Infinity])).toThrow('Infinity is not allowed');
    expect(() => canonicalJson({ ['\ud800']: 1 })).toThrow('Lone surrogate is not allowed');
    expect(() => canonicalJson('\udc00')).toThrow('Lone surrogate is not allowed');
    expect(() => canonicalJson(undefined)).toThrow('no JSON form');
  });
});
