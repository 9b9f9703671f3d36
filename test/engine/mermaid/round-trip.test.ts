import { describe, expect, it } from 'vitest';
import type { SceneDocumentInput } from '../../../schema/index.js';
import { normalizeScene } from '../../../engine/normalize/index.js';
import { validateScene } from '../../../engine/validate/index.js';
import { parseMermaid, toMermaid } from '../../../engine/mermaid/index.js';
import { SCENE_CASES } from '../../corpus/scene-cases.js';
import { corpusFiles, elementCounts, isClassDiagram, ownMermaidView, parseOk, roundTripView } from './helpers.js';

function written(scene: SceneDocumentInput): string {
  const result = toMermaid(normalizeScene(scene));
  if (!result.ok) throw new Error(result.message);
  return result.mermaid;
}

describe('Mermaid → scene → Mermaid → scene', () => {
  const accepted = corpusFiles().filter(({ text }) => {
    const parsed = parseMermaid(text);
    return parsed.ok && ownMermaidView(parsed.scene);
  });

  it('covers the accepted corpus', () => {
    expect(accepted.length).toBeGreaterThan(25);
  });

  for (const { file, text } of accepted) {
    it(`${file}: keeps ids, labels, shapes and relationships, and reaches a fixed point`, () => {
      const first = parseOk(text).scene;
      const mermaid = written(first);
      const second = parseOk(mermaid).scene;
      expect(validateScene(second).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(roundTripView(second)).toEqual(roundTripView(first));
      expect(second.diagramFamily).toBe(first.diagramFamily);
      expect(second.layoutStrategy).toEqual(first.layoutStrategy);
      expect(second.scene).toEqual(first.scene);
      expect(written(second)).toBe(mermaid);
    });
  }
});

describe('state diagrams → scene → flowchart view → scene', () => {
  const states = corpusFiles().filter(({ file }) => file.startsWith('state/'));

  for (const { file, text } of states) {
    it(`${file}: the flowchart view reads back as a valid scene with the same elements`, () => {
      const first = parseOk(text).scene;
      expect(first.diagramFamily).toBe('workflow');
      const second = parseOk(written(first)).scene;
      expect(validateScene(second).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(elementCounts(second)).toEqual(elementCounts(first));
    });
  }
});

describe('class diagrams → scene → flowchart view → scene', () => {
  const classes = corpusFiles().filter(({ file }) => file.startsWith('class/'));

  it('covers the class corpus', () => {
    expect(classes.length).toBeGreaterThan(0);
  });

  for (const { file, text } of classes) {
    it(`${file}: the flowchart view reads back as a valid scene with the same elements`, () => {
      const first = parseOk(text).scene;
      expect(isClassDiagram(first)).toBe(true);
      const second = parseOk(written(first)).scene;
      expect(validateScene(second).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(elementCounts(second)).toEqual(elementCounts(first));
    });
  }
});

describe('scene → Mermaid for every valid scene of the validation corpus', () => {
  for (const testCase of SCENE_CASES.filter((c) => c.valid)) {
    it(`${testCase.name}: writes text that reads back, or says there is no view`, () => {
      const scene = normalizeScene(testCase.document as SceneDocumentInput);
      const result = toMermaid(scene);
      if (scene.diagramFamily === 'sequence') {
        expect(result).toMatchObject({ ok: false, code: 'VIEW_UNAVAILABLE' });
        return;
      }
      if (!result.ok) throw new Error(result.message);
      for (const note of result.notes) expect(note).not.toContain('\n');
      const back = parseMermaid(result.mermaid);
      if (!back.ok) throw new Error(`${back.error.message}\n${result.mermaid}`);
      expect(validateScene(back.scene).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const renamed = result.notes.some((note) => note.startsWith('ids Mermaid cannot write'));
      const shown = scene.elements.filter((element) => element.kind === 'node' || (element.kind === 'frame' && scene.diagramFamily !== 'entityRelationship'));
      if (!renamed) expect(back.scene.elements.filter((e) => e.kind !== 'edge').map((e) => e.id)).toEqual(expect.arrayContaining(shown.map((e) => e.id)));
    });
  }
});
