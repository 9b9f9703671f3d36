import { describe, expect, it } from 'vitest';
import { normalizeScene, validateScene } from '../../../../engine/index.js';
import { boxOf, edge, layout, node, sceneOf } from './layout-helpers.js';

describe('write-back', () => {
  it('gives each placed node an absolute layout with its final box, keeping rotation and autoSize', async () => {
    const elements = [
      node('a'),
      node('b', 'generic', { layout: { mode: 'absolute', x: 0, y: 0, width: 200, height: 80, rotation: 15, autoSize: 'content' } }),
      edge('e', 'a', 'b'),
    ];
    const result = await layout(sceneOf(elements));
    const [a, b] = result.scene.elements;
    expect(a?.kind === 'node' && a.layout).toEqual({ mode: 'absolute', ...boxOf(result, 'a'), rotation: 0, autoSize: 'none' });
    expect(b?.kind === 'node' && b.layout).toMatchObject({ mode: 'absolute', width: 200, height: 80, rotation: 15, autoSize: 'content' });
    expect(b?.kind === 'node' && b.layout?.mode === 'absolute' && (b.layout.x !== 0 || b.layout.y !== 0)).toBe(true);
  });

  it('leaves frames without a layout, relative layouts and guides as they were', async () => {
    const elements = [
      node('a'), node('b'),
      node('r', 'note', { layout: { mode: 'relative', place: { below: 'a', gap: 10 } } }),
      { id: 'f', kind: 'frame', title: 'F', children: ['a', 'b'] },
      { id: 'g', kind: 'guide', orientation: 'vertical', position: 300 },
    ];
    const scene = sceneOf(elements);
    const result = await layout(scene);
    const byId = new Map(result.scene.elements.map((e) => [e.id, e]));
    expect(byId.get('f')).toEqual(scene.elements.find((e) => e.id === 'f'));
    expect(byId.get('r')).toEqual(scene.elements.find((e) => e.id === 'r'));
    expect(byId.get('g')).toEqual(scene.elements.find((e) => e.id === 'g'));
  });

  it('keeps sequence nodes at x 0, y 0', async () => {
    const elements = [node('u', 'sequence.lifeline'), node('v', 'sequence.lifeline'), edge('m', 'u', 'v', { edgeType: 'sequence.message', label: 'hi' })];
    const scene = sceneOf(elements, { diagramFamily: 'sequence' });
    const result = await layout(scene);
    expect(result.scene).toEqual(scene);
    expect(result.computed.elements.m?.kind).toBe('edge');
  });

  it('returns a valid scene in normal form, without a computed section', async () => {
    const elements = [node('a', 'workflow.start'), node('b', 'workflow.task'), edge('e', 'a', 'b'), { id: 'f', kind: 'frame', children: ['b'], layout: { mode: 'absolute', x: 0, y: 0, width: 300, height: 200 } }];
    const result = await layout(sceneOf(elements, { diagramFamily: 'workflow' }));
    expect(validateScene(result.scene).valid).toBe(true);
    expect(normalizeScene(result.scene)).toEqual(result.scene);
    expect(JSON.stringify(normalizeScene(result.scene))).toBe(JSON.stringify(result.scene));
    expect('computed' in result.scene).toBe(false);
    const frame = result.scene.elements.find((e) => e.id === 'f');
    expect(frame?.kind === 'frame' && frame.layout?.mode === 'absolute' && frame.layout.width >= 300 && frame.layout.x !== 0).toBe(true);
  });
});
