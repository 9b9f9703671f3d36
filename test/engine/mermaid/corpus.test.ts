import { describe, expect, it } from 'vitest';
import { validateScene } from '../../../engine/validate/index.js';
import { parseMermaid } from '../../../engine/mermaid/index.js';
import { MERMAID_EXPECTATIONS } from '../../corpus/mermaid/expectations.js';
import { corpusFiles, warningsAt } from './helpers.js';

const files = corpusFiles();

describe('Mermaid corpus', () => {
  it('has an expectation for every file and a file for every expectation', () => {
    expect(files.map((f) => f.file)).toEqual(Object.keys(MERMAID_EXPECTATIONS).sort());
    expect(files.length).toBeGreaterThan(40);
  });

  for (const { file, text } of files) {
    const expected = MERMAID_EXPECTATIONS[file];
    it(`${file}: ${expected && 'error' in expected ? `refused with ${expected.error}` : 'read as a valid scene'}`, () => {
      if (!expected) throw new Error(`no expectation for ${file}`);
      const result = parseMermaid(text);
      if ('error' in expected) {
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error.code).toBe(expected.error);
        if (expected.at) expect([result.error.line, result.error.column]).toEqual(expected.at);
        expect(result.error.message).not.toContain('\n');
        return;
      }
      if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
      const { scene, warnings } = result;
      expect(scene.schemaVersion).toBe('0.1');
      expect(scene.diagramFamily).toBe(expected.family);
      expect(scene.layoutStrategy).toEqual({ algorithm: 'hierarchical', direction: expected.direction, nodeSizing: 'fitLabel' });
      const count = (kind: string) => scene.elements.filter((element) => element.kind === kind).length;
      expect({ nodes: count('node'), edges: count('edge'), frames: count('frame') }).toEqual({ nodes: expected.nodes, edges: expected.edges, frames: expected.frames });
      expect(warningsAt(warnings)).toEqual(expected.warnings);
      for (const warning of warnings) {
        expect(warning.severity).toBe('warning');
        expect(warning.message).toMatch(/^line \d+: /);
        expect(warning.message).not.toContain('\n');
      }
      const validation = validateScene(scene);
      expect(validation.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(scene.elements.some((element) => 'layout' in element)).toBe(false);
    });
  }

  it('gives byte-identical scenes for the same text', () => {
    for (const { text } of files) {
      expect(JSON.stringify(parseMermaid(text))).toBe(JSON.stringify(parseMermaid(text)));
    }
  });
});
