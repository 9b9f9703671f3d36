import { describe, expect, it } from 'vitest';
import { NODE_TYPES, type NodeValue } from '../../../../schema/index.js';
import type { ComputedNode } from '../../../../engine/model/computed.js';
import { EDGE_DECORATORS, NODE_DRAWERS } from '../../../../engine/render/families/index.js';
import type { Look } from '../../../../engine/render/types.js';
import { centredText, familyContext, nodeAt, sceneOf } from './context.js';

/** A look whose every call leaves a marker naming its seed: the drawers write nothing else but text. */
const MARKING_LOOK: Look = {
  shape: (_d, _paint, seed) => `<S ${seed}/>`,
  line: (_d, _paint, seed) => `<L ${seed}/>`,
};

const FAMILY_TYPES = NODE_TYPES.filter((type) => type.includes('.'));

function drawAll(look: Look) {
  const elements = FAMILY_TYPES.map((nodeType, i) => ({ id: `n${i}`, kind: 'node', nodeType, label: 'Label' }));
  const computed: Record<string, ComputedNode> = {};
  FAMILY_TYPES.forEach((_, i) => {
    const box = { x: 20, y: 20 + i * 80, width: 120, height: 60 };
    computed[`n${i}`] = nodeAt(box, 'rect', centredText('Label', box), { lifeline: { x: 80, top: box.y + 60, bottom: box.y + 70 } });
  });
  const context = familyContext(sceneOf('architecture', elements), computed, { look });
  return context.scene.elements.map((element) => {
    const drawn = NODE_DRAWERS.map((drawer) => drawer(element as NodeValue, computed[element.id]!, context)).filter((svg) => svg !== null);
    return { type: (element as NodeValue).nodeType, drawn };
  });
}

describe('family drawers', () => {
  it('claim every family node type exactly once', () => {
    for (const { type, drawn } of drawAll(MARKING_LOOK)) expect(drawn, type).toHaveLength(1);
  });

  it('draw every outline and line through context.look (so the sketch look applies), and text through context.text', () => {
    for (const { type, drawn } of drawAll(MARKING_LOOK)) {
      const rest = drawn[0]!.replace(/<[SL] [^>]*\/>/g, '').replace(/<text [^>]*>[^<]*<\/text>/g, '');
      expect(rest, type).toBe('');
    }
  });

  it('seed the look from the element id, so sketch wobble is stable per element', () => {
    for (const { drawn } of drawAll(MARKING_LOOK)) {
      for (const seed of drawn[0]!.matchAll(/<[SL] ([^/]*)\/>/g)) expect(seed[1]).toMatch(/^n\d+:/);
    }
  });

  it('are all listed', () => {
    expect(NODE_DRAWERS).toHaveLength(6);
    expect(EDGE_DECORATORS).toHaveLength(2);
  });

  it('leave generic nodes to the generic drawer', () => {
    const context = familyContext(sceneOf('architecture', [{ id: 's', kind: 'node', nodeType: 'service' }]), {});
    const node = context.scene.elements[0] as NodeValue;
    const computed = nodeAt({ x: 0, y: 0, width: 100, height: 50 }, 'roundedRect');
    expect(NODE_DRAWERS.map((drawer) => drawer(node, computed, context))).toEqual(NODE_DRAWERS.map(() => null));
  });
});
