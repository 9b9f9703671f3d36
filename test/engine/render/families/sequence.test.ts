import { describe, expect, it } from 'vitest';
import type { EdgeValue, NodeValue } from '../../../../schema/index.js';
import type { ComputedEdge, ComputedElement, ComputedNode } from '../../../../engine/model/computed.js';
import { decorateSequenceDestroy, drawSequenceNode } from '../../../../engine/render/families/sequence.js';
import { matchGoldenSvg } from '../../../support/golden.js';
import { centredText, familyContext, goldenDocument, nodeAt, recordingLook, sceneOf, subpaths } from './context.js';

const GOLDEN = new URL('../../../golden/families/', import.meta.url).pathname;

/** Two participants (an actor and a lifeline) 200 px apart, an activation, a note and a destroy message. */
function sequenceScene(feet: boolean) {
  const elements = [
    { id: 'alice', kind: 'node', nodeType: 'sequence.actor', label: 'Alice' },
    { id: 'bob', kind: 'node', nodeType: 'sequence.lifeline', label: 'Bob' },
    { id: 'act', kind: 'node', nodeType: 'sequence.activation', extensions: { lifeline: 'bob' } },
    { id: 'note', kind: 'node', nodeType: 'sequence.note', label: 'thinks', extensions: { anchor: 'bob' } },
    { id: 'bye', kind: 'edge', from: { elementId: 'alice' }, to: { elementId: 'bob' }, edgeType: 'sequence.destroy', label: 'bye' },
  ];
  const aliceHeader = { x: 20, y: 20, width: 100, height: 68 };
  const bobHeader = { x: 220, y: 20, width: 100, height: 68 };
  const foot = (header: typeof aliceHeader) => (feet ? { foot: { ...header, y: 260 } } : {});
  const computed: Record<string, ComputedElement> = {
    alice: nodeAt(aliceHeader, 'rect', centredText('Alice', { ...aliceHeader, y: 56, height: 28 }), { lifeline: { x: 70, top: 88, bottom: 260, ...foot(aliceHeader) } }),
    bob: nodeAt(bobHeader, 'rect', centredText('Bob', bobHeader), { lifeline: { x: 270, top: 88, bottom: 260, ...foot(bobHeader) } }),
    act: nodeAt({ x: 265, y: 110, width: 10, height: 60 }, 'rect', undefined, { activationOf: 'bob' }),
    note: nodeAt({ x: 290, y: 120, width: 90, height: 30 }, 'rect', centredText('thinks', { x: 290, y: 120, width: 90, height: 30 }, { fontSize: 12 })),
    bye: { kind: 'edge', from: 'alice', to: 'bob', router: 'straight', points: [{ x: 70, y: 210 }, { x: 270, y: 210 }], selfLoop: false },
  };
  return { scene: sceneOf('sequence', elements, { extensions: { showLifelineFeet: feet } }), computed };
}

function setup(feet = true, look = recordingLook()) {
  const { scene, computed } = sequenceScene(feet);
  const context = familyContext(scene, computed, { look });
  const byId = (id: string) => context.scene.elements.find((element) => element.id === id)!;
  return { context, computed, look, byId };
}

function drawNode(id: string, feet = true) {
  const { context, computed, look, byId } = setup(feet);
  return { svg: drawSequenceNode(byId(id) as NodeValue, computed[id] as ComputedNode, context), look };
}

describe('sequence family', () => {
  it('draws participants, an activation, a note and a destroy (golden)', () => {
    const { context, computed, byId } = setup(true, undefined);
    const nodes = ['alice', 'bob', 'act', 'note'].map((id) => drawSequenceNode(byId(id) as NodeValue, computed[id] as ComputedNode, context));
    const destroy = decorateSequenceDestroy(byId('bye') as EdgeValue, computed.bye as ComputedEdge, context);
    matchGoldenSvg(`${GOLDEN}sequence.exp.svg`, goldenDocument([...nodes, '<path d="M70 210L262 210" stroke="#475569"/>', destroy].join(''), 400, 340));
  });

  it('draws the dashed lifeline, the header box and the foot bar', () => {
    const { look } = drawNode('bob');
    expect(look.calls.map((call) => call.seed)).toEqual(['bob:lifeline', 'bob:header', 'bob:foot']);
    expect(look.calls[0]!.paint.dash).toEqual([6, 4]);
    expect(subpaths(look.calls[0]!.d)).toEqual([[{ x: 270, y: 88 }, { x: 270, y: 260 }]]);
    expect(subpaths(look.calls[2]!.d)[0]![0]).toEqual({ x: 220, y: 260 });
  });

  it('mirrors the label on the foot, and leaves the feet out when the lifeline has none (showLifelineFeet false)', () => {
    const withFeet = drawNode('bob', true);
    expect(withFeet.svg!.match(/>Bob<\/text>/g)).toHaveLength(2);
    const without = drawNode('bob', false);
    expect(without.look.calls.map((call) => call.seed)).toEqual(['bob:lifeline', 'bob:header']);
    expect(without.svg!.match(/>Bob<\/text>/g)).toHaveLength(1);
  });

  it('draws an actor as a stick figure above its name, without a box', () => {
    const { look, svg } = drawNode('alice');
    expect(look.calls.map((call) => call.seed)).toEqual(['alice:lifeline', 'alice:header/head', 'alice:header/limbs', 'alice:foot/head', 'alice:foot/limbs']);
    const limbs = subpaths(look.calls[2]!.d);
    expect(limbs).toHaveLength(4);
    expect(Math.max(...limbs.flat().map((p) => p.y))).toBeLessThanOrEqual(61.6); // above the label's top (61.6)
    expect(svg).toContain('>Alice</text>');
  });

  it('draws a note with a folded corner and an activation bar', () => {
    const note = drawNode('note').look.calls;
    expect(note.map((call) => call.seed)).toEqual(['note:note', 'note:fold']);
    expect(subpaths(note[0]!.d)[0]).toEqual([{ x: 290, y: 120 }, { x: 372.5, y: 120 }, { x: 380, y: 127.5 }, { x: 380, y: 150 }, { x: 290, y: 150 }]);
    expect(drawNode('act').look.calls.map((call) => call.seed)).toEqual(['act:bar']);
  });

  it('ends a sequence.destroy message with an X on the target lifeline', () => {
    const { context, computed, look, byId } = setup();
    decorateSequenceDestroy(byId('bye') as EdgeValue, computed.bye as ComputedEdge, context);
    expect(subpaths(look.calls[0]!.d)).toEqual([[{ x: 262, y: 202 }, { x: 278, y: 218 }], [{ x: 278, y: 202 }, { x: 262, y: 218 }]]);
    const atBar: ComputedEdge = { ...(computed.bye as ComputedEdge), points: [{ x: 70, y: 150 }, { x: 265, y: 150 }] };
    decorateSequenceDestroy(byId('bye') as EdgeValue, atBar, context);
    expect(subpaths(look.calls[1]!.d)[0]).toEqual([{ x: 262, y: 142 }, { x: 278, y: 158 }]); // on the lifeline, not at the bar's side
    const message = { ...(byId('bye') as EdgeValue), edgeType: 'sequence.message' as const };
    expect(decorateSequenceDestroy(message, computed.bye as ComputedEdge, context)).toBe('');
  });
});
