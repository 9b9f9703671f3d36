import { describe, expect, it } from 'vitest';
import * as engine from '../../engine/index.js';
import * as native from '../../server/use-cases/shared/native-hash.js';
import { fiftyNodeScene } from '../../bench/load-scene.js';

describe("the server's native hashes", () => {
  // Stored hashes and chains were computed by the engine's JavaScript SHA-256: the native
  // one must give the same digests, or every stored chain would stop verifying.
  const texts = ['', 'a', 'Größe → 数据库 🚀', '<svg xmlns="http://www.w3.org/2000/svg"/>'.repeat(5000)];
  it('gives the engine’s SHA-256 of text and bytes', () => {
    for (const text of texts) {
      expect(native.sha256Hex(text)).toBe(engine.sha256Hex(text));
      const bytes = new TextEncoder().encode(text);
      expect(native.sha256Hex(bytes)).toBe(engine.sha256Hex(bytes));
    }
  });

  it('gives the engine’s content hashes of JSON values and scenes', () => {
    const scene = { ...fiftyNodeScene(3), schemaVersion: '0.1' };
    for (const value of [null, 1.5, 'x', [1, 'a', { b: 2, a: [null] }], { 'é': 1, e: 2, '\u{1F680}': 3 }, scene]) {
      expect(native.hashJson(value)).toBe(engine.hashJson(value));
    }
    expect(native.hashScene({ ...scene, computed: { nodes: {} } })).toBe(engine.hashScene(scene));
    expect(native.hashScene(scene)).toBe(engine.hashScene(scene));
  });
});
