import { describe, expect, it } from 'vitest';
import { hashScene, normalizeScene, validateScene, type SceneDocumentInput } from '../../../engine/index.js';
import { SCENE_CASES } from '../../corpus/scene-cases.js';
import { cloneJson } from '../../../engine/model/json.js';

const scene = (elements: unknown[], extra: Record<string, unknown> = {}) =>
  ({ schemaVersion: '0.1', scene: { id: 's' }, elements, ...extra }) as SceneDocumentInput;

describe('normalizeScene', () => {
  it('fills the schema defaults', () => {
    const out = normalizeScene(scene(
      [
        { id: 'a', kind: 'node', nodeType: 'service', layout: { mode: 'absolute', x: 1, y: 2, width: 3, height: 4 }, textStyle: {} },
        { id: 'e', kind: 'edge', from: { elementId: 'a' }, to: { elementId: 'a' }, endpoints: {} },
        { id: 'f', kind: 'frame' },
        { id: 'g', kind: 'group', children: ['a'], layout: {} },
      ],
      { layoutStrategy: { algorithm: 'hierarchical' }, scene: { id: 's', canvas: {}, viewport: {}, metadata: {} }, extensions: {} },
    ));
    const [node, edge, frame, group] = out.elements;
    expect(node).toMatchObject({ zIndex: 0, locked: false, visible: true, ports: [], layout: { rotation: 0, autoSize: 'none' }, textStyle: { wrap: 'none', align: 'center', verticalAlign: 'middle' } });
    expect(edge).toMatchObject({ endpoints: { startArrow: 'none', endArrow: 'none' } });
    expect(frame).toMatchObject({ children: [], containerType: 'generic' });
    expect(group).toMatchObject({ layout: { padding: 0, titleBar: 0, autoResize: false } });
    expect(out.constraints).toEqual([]);
    expect(out.layoutStrategy).toEqual({ algorithm: 'hierarchical', direction: 'TB', nodeSpacing: 50, rankSpacing: 80, nodeWidth: 150, nodeHeight: 60 });
    expect(out.scene.canvas).toEqual({ grid: 0, snap: false });
    expect(out.scene.viewport).toEqual({ originX: 0, originY: 0, zoom: 1 });
    expect(out.scene.metadata).toEqual({ tags: [] });
    expect(out.extensions).toEqual({ showLifelineFeet: true });
  });

  it('keeps what was written, including free-form keys, and does not invent inferred values', () => {
    const input = scene([{ id: 'a', kind: 'node', nodeType: 'database', metadata: { k: [1, { z: null }] }, extensions: { custom: 'x' } }]);
    const node = normalizeScene(input).elements[0]!;
    expect(node).toMatchObject({ metadata: { k: [1, { z: null }] }, extensions: { custom: 'x' } });
    expect(node).not.toHaveProperty('shape');
    expect(node).not.toHaveProperty('layout');
  });

  it('folds the x/y/width/height shorthand into an absolute layout', () => {
    const out = normalizeScene(scene([{ id: 'a', kind: 'node', nodeType: 'service', x: 10, y: 20 }], { layoutStrategy: { algorithm: 'grid', nodeWidth: 120 } }));
    expect(out.elements[0]).toMatchObject({ layout: { mode: 'absolute', x: 10, y: 20, width: 120, height: 60 } });
    expect(out.elements[0]).not.toHaveProperty('x');
  });

  it('drops the computed section', () => {
    const out = normalizeScene(scene([], { computed: { boxes: {} } }));
    expect(out).not.toHaveProperty('computed');
  });

  it('is idempotent and does not mutate its input, over the whole valid corpus', () => {
    for (const testCase of SCENE_CASES.filter((c) => c.valid)) {
      const input = validateScene(testCase.document).scene!;
      const before = cloneJson(input);
      const once = normalizeScene(input);
      expect(input, testCase.name).toEqual(before);
      expect(normalizeScene(once), testCase.name).toEqual(once);
      expect(JSON.stringify(normalizeScene(once)), testCase.name).toBe(JSON.stringify(once));
      expect(validateScene(once).valid, testCase.name).toBe(true);
    }
  });

  it('gives the same key order whatever order the input used', () => {
    const a = normalizeScene({ schemaVersion: '0.1', scene: { id: 's' }, elements: [{ id: 'a', kind: 'node', nodeType: 'service', label: 'x' }] } as SceneDocumentInput);
    const b = normalizeScene({ elements: [{ label: 'x', nodeType: 'service', kind: 'node', id: 'a' }], scene: { id: 's' }, schemaVersion: '0.1' } as SceneDocumentInput);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('refuses an invalid scene', () => {
    expect(() => normalizeScene({ schemaVersion: '0.1' } as SceneDocumentInput)).toThrow(/validateScene/);
  });
});

describe('the $schema pointer editors write', () => {
  const pointer = 'https://dsp.dev/schemas/scene.json';

  it('is accepted as a string and dropped by normalization, so the hash is the one without it', () => {
    const plain = scene([{ id: 'a', kind: 'node', nodeType: 'service' }]);
    const withPointer = { $schema: pointer, ...plain };
    expect(validateScene(withPointer).valid).toBe(true);
    const out = normalizeScene(withPointer);
    expect(out).not.toHaveProperty('$schema');
    expect(hashScene(out)).toBe(hashScene(normalizeScene(plain)));
  });

  it('refuses any other type with WRONG_TYPE at $.$schema', () => {
    for (const value of [1, null, { url: pointer }, [pointer]]) {
      const result = validateScene({ ...scene([]), $schema: value });
      expect(result.valid).toBe(false);
      expect(result.diagnostics[0]).toMatchObject({ code: 'WRONG_TYPE', path: '$.$schema' });
    }
  });
});
