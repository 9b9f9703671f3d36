import { describe, expect, it } from 'vitest';
import { validateScene } from '../../../engine/index.js';
import { SCENE_CASES } from '../../corpus/scene-cases.js';
import { corpusResults } from '../../support/corpus-results.js';
import { matchGoldenJson } from '../../support/golden.js';

describe('validation corpus', () => {
  for (const testCase of SCENE_CASES) {
    it(`${testCase.valid ? 'accepts' : 'refuses'} ${testCase.name}`, () => {
      const result = validateScene(testCase.document);
      const codes = new Set(result.diagnostics.map((d) => d.code));
      expect(result.valid).toBe(testCase.valid);
      for (const code of testCase.codes) expect(codes, `expected ${code}`).toContain(code);
      if (!testCase.valid) {
        const errorCodes = [...new Set(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code))].sort();
        expect(errorCodes).toEqual([...testCase.codes].sort());
        expect(result.scene).toBeUndefined();
      } else {
        expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        expect(result.scene).toEqual(testCase.document);
      }
      for (const d of result.diagnostics) {
        expect(d.message.length).toBeGreaterThan(10);
        expect(d.message).not.toContain('\n');
        expect(d.elementId !== undefined || d.path !== undefined).toBe(true);
      }
    });
  }

  it('matches the golden results (shared with the browser test)', () => {
    matchGoldenJson('test/golden/validation.exp.json', corpusResults());
  });

  it('never throws, whatever the input', () => {
    const hostile: unknown[] = [undefined, null, 0, 'scene', true, [], {}, { elements: 5 }, { schemaVersion: '0.1', scene: null, elements: [null, 1, 'x', [], { kind: 'node' }] }, Object.create(null)];
    for (const input of hostile) {
      const result = validateScene(input);
      expect(result.valid).toBe(false);
      expect(result.diagnostics.length).toBeGreaterThan(0);
    }
  });
});
