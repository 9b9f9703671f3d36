import { describe, expect, it } from 'vitest';
import type { ElementInput } from '../../../../schema/index.js';
import type { ComputedElement } from '../../../../engine/model/computed.js';
import { paintOrder } from '../../../../engine/render/paint-order.js';
import { sceneOf } from './fixtures/build.js';

const box = { x: 0, y: 0, width: 10, height: 10 };
const n = (id: string, extra: Record<string, unknown> = {}): ElementInput => ({ kind: 'node', id, nodeType: 'service', ...extra }) as ElementInput;
const f = (id: string, children: string[], extra: Record<string, unknown> = {}): ElementInput => ({ kind: 'frame', id, children, ...extra }) as ElementInput;
const e = (id: string, from: string, to: string, extra: Record<string, unknown> = {}): ElementInput => ({ kind: 'edge', id, from: { elementId: from }, to: { elementId: to }, ...extra }) as ElementInput;

function computedFor(elements: ElementInput[]): Record<string, ComputedElement> {
  const out: Record<string, ComputedElement> = {};
  for (const element of elements) {
    if (element.kind === 'node') out[element.id] = { kind: 'node', box, shape: 'rect', ports: [] };
    else if (element.kind === 'edge') out[element.id] = { kind: 'edge', from: '', to: '', router: 'straight', points: [{ x: 0, y: 0 }, { x: 1, y: 1 }], selfLoop: false };
    else if (element.kind === 'frame') out[element.id] = { kind: 'frame', box, containerType: 'generic' };
    else if (element.kind === 'group') out[element.id] = { kind: 'group', box };
    else if (element.kind === 'text') out[element.id] = { kind: 'text', box };
    else if (element.kind === 'image') out[element.id] = { kind: 'image', box };
    else out[element.id] = { kind: 'guide', orientation: 'horizontal', position: 0 };
  }
  return out;
}

function order(elements: ElementInput[], bands = false): string[] {
  const scene = sceneOf(elements);
  const computed = { version: 1, canvas: box, elements: computedFor(elements), bands: bands ? [{ nodeType: 'database', title: { box, font: 'sans' as const, lineHeight: 1, runs: [], overflow: false }, box, members: [] }] : [] };
  return paintOrder(scene, computed).map((step) => `${step.layer}:${step.elementId ?? ''}`);
}

const text = (id: string): ElementInput => ({ kind: 'text', id, text: id, layout: { mode: 'absolute', x: 1, y: 1, width: 5, height: 5 } }) as ElementInput;

describe('paint order (rule 4 and zIndex)', () => {
  it('draws containers, node shapes, node labels, edges, then text, image and guide elements, each in document order', () => {
    expect(order([text('t'), e('ab', 'a', 'b'), n('a'), f('fr', ['a']), n('b'), { kind: 'guide', id: 'g', orientation: 'vertical', position: 3 } as ElementInput], true)).toEqual([
      'bands:', 'frame:fr', 'nodeShape:a', 'nodeShape:b', 'nodeLabel:a', 'nodeLabel:b', 'edge:ab', 'overlay:t', 'overlay:g',
    ]);
  });

  it('orders by zIndex before layers, and keeps document order among equals', () => {
    expect(order([n('high', { zIndex: 2 }), n('low'), f('back', [], { zIndex: -1 }), e('mid', 'low', 'high', { zIndex: 1 }), n('also-low')])).toEqual([
      'frame:back', 'nodeShape:low', 'nodeShape:also-low', 'nodeLabel:low', 'nodeLabel:also-low', 'edge:mid', 'nodeShape:high', 'nodeLabel:high',
    ]);
  });

  it('draws a nested frame after its parent, even when listed first or given a lower zIndex', () => {
    expect(order([f('inner', ['leaf'], { zIndex: -5 }), f('outer', ['middle']), { kind: 'group', id: 'middle', children: ['inner'] } as ElementInput, n('leaf'), f('other', [])])).toEqual([
      'frame:outer', 'frame:inner', 'frame:other', 'nodeShape:leaf', 'nodeLabel:leaf',
    ]);
  });

  it('raises a nested frame to its parent zIndex, so it stays above it', () => {
    expect(order([f('outer', ['inner'], { zIndex: 3 }), f('inner', []), n('x', { zIndex: 3 })])).toEqual(['frame:outer', 'frame:inner', 'nodeShape:x', 'nodeLabel:x']);
  });

  it('leaves out invisible elements, groups, and elements without layout', () => {
    const scene = sceneOf([n('shown'), n('hidden', { visible: false }), { kind: 'group', id: 'grp', children: ['shown'] } as ElementInput, n('unplaced')]);
    const computed = { version: 1, canvas: box, elements: computedFor(scene.elements.filter((el) => el.id !== 'unplaced') as ElementInput[]), bands: [] };
    expect(paintOrder(scene, computed).map((step) => step.elementId)).toEqual(['shown', 'shown']);
  });

  it('limits the steps to the ids asked for, without bands (the diff draws removed elements this way)', () => {
    const scene = sceneOf([n('a'), n('b')]);
    const computed = { version: 1, canvas: box, elements: computedFor(scene.elements as ElementInput[]), bands: [] };
    expect(paintOrder(scene, computed, (id) => id === 'b').map((step) => `${step.layer}:${step.elementId}`)).toEqual(['nodeShape:b', 'nodeLabel:b']);
  });
});
