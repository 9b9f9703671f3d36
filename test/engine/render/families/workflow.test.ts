import { describe, expect, it } from 'vitest';
import type { NodeValue } from '../../../../schema/index.js';
import type { ComputedNode } from '../../../../engine/model/computed.js';
import { drawWorkflowNode } from '../../../../engine/render/families/workflow.js';
import { matchGoldenSvg } from '../../../support/golden.js';
import { centredText, familyContext, goldenDocument, nodeAt, recordingLook, sceneOf } from './context.js';

const GOLDEN = new URL('../../../golden/families/', import.meta.url).pathname;

const TYPES = [
  'workflow.start', 'workflow.messageStart', 'workflow.timer', 'workflow.end', 'workflow.messageEnd', 'workflow.error',
  'workflow.terminate', 'workflow.intermediateTimer', 'workflow.intermediateMessage', 'workflow.intermediateThrowMessage',
  'workflow.intermediateError', 'workflow.gateway', 'workflow.gatewayParallel', 'workflow.gatewayInclusive', 'workflow.gatewayEvent',
] as const;

/** Events and gateways in a row of 40 px glyphs with their labels below; a decision, a task and a subprocess after. */
function workflowScene() {
  const elements: unknown[] = TYPES.map((nodeType, i) => ({ id: `n${i}`, kind: 'node', nodeType, label: nodeType.slice(9, 14) }));
  elements.push(
    { id: 'decide', kind: 'node', nodeType: 'workflow.decision', label: 'OK?' },
    { id: 'task', kind: 'node', nodeType: 'workflow.task', label: 'Review' },
    { id: 'sub', kind: 'node', nodeType: 'workflow.subprocess', label: 'Ship' },
  );
  const computed: Record<string, ComputedNode> = {};
  TYPES.forEach((nodeType, i) => {
    const box = { x: 20 + (i % 5) * 80, y: 20 + Math.floor(i / 5) * 90, width: 40, height: 40 };
    const shape = nodeType.includes('gateway') ? 'diamond' : 'ellipse';
    computed[`n${i}`] = nodeAt(box, shape, centredText(nodeType.slice(9, 14), { x: box.x - 20, y: box.y + 44, width: 80, height: 16 }, { fontSize: 11 }));
  });
  computed.decide = nodeAt({ x: 20, y: 300, width: 100, height: 60 }, 'diamond', centredText('OK?', { x: 20, y: 300, width: 100, height: 60 }));
  computed.task = nodeAt({ x: 150, y: 300, width: 120, height: 60 }, 'roundedRect', centredText('Review', { x: 150, y: 300, width: 120, height: 60 }));
  computed.sub = nodeAt({ x: 300, y: 300, width: 120, height: 60 }, 'roundedRect', centredText('Ship', { x: 300, y: 292, width: 120, height: 60 }));
  return { scene: sceneOf('workflow', elements), computed };
}

function draw(id: string, scene = workflowScene(), look = recordingLook()) {
  const context = familyContext(scene.scene, scene.computed, { look });
  const node = context.scene.elements.find((element) => element.id === id) as NodeValue;
  return { svg: drawWorkflowNode(node, scene.computed[id]!, context), look, context };
}

describe('workflow family', () => {
  it('draws every event, gateway and activity (golden)', () => {
    const scene = workflowScene();
    const markup = scene.scene.elements.map((element) => draw((element as { id: string }).id, scene).svg).join('');
    matchGoldenSvg(`${GOLDEN}workflow.exp.svg`, goldenDocument(markup, 440, 380));
  });

  it('fills the start event and gives the end event a bold rim', () => {
    const start = draw('n0');
    const startOutline = start.look.calls[0]!;
    expect(startOutline.paint.fill).toBe(startOutline.paint.stroke);
    expect(startOutline.paint.fill).not.toBe('none');
    const end = draw('n3');
    const endOutline = end.look.calls[0]!;
    expect(endOutline.paint.fill).toBe(end.context.style('n3').fill);
    expect(endOutline.paint.strokeWidth).toBeGreaterThanOrEqual(3);
  });

  it('marks gateways: x (two strokes), + (two strokes through the centre), circle, pentagon', () => {
    const exclusive = draw('n11').look.calls;
    expect(exclusive.map((call) => call.kind)).toEqual(['shape', 'line']);
    expect(exclusive[1]!.d.match(/M/g)).toHaveLength(2);
    const parallel = draw('n12').look.calls[1]!;
    expect(parallel.d).toBe('M200 213.2V226.8M193.2 220H206.8'); // through the centre (200, 220)
    expect(draw('n13').look.calls.map((call) => call.seed)).toContain('n13:ring');
    expect(draw('n14').look.calls.map((call) => call.seed)).toContain('n14:pentagon');
  });

  it('draws the timer clock, the message envelope and the error lightning', () => {
    expect(draw('n2').look.calls.map((call) => call.seed)).toEqual(['n2:event', 'n2:clock', 'n2:ticks', 'n2:hands']);
    expect(draw('n1').look.calls.map((call) => call.seed)).toEqual(['n1:event', 'n1:envelope', 'n1:flap']);
    const error = draw('n5').look.calls;
    expect(error.map((call) => call.seed)).toEqual(['n5:event', 'n5:lightning']);
    expect(error[1]!.paint.fill).toBe(error[1]!.paint.stroke); // thrown: filled
    const intermediateError = draw('n10').look.calls;
    expect(intermediateError.map((call) => call.seed)).toEqual(['n10:event', 'n10:inner', 'n10:lightning']);
    expect(intermediateError[2]!.paint.fill).toBe('none'); // caught: open
  });

  it('writes event labels below the glyph in the canvas text colour, and the decision label inside', () => {
    const { svg, context } = draw('n0');
    expect(svg).toMatch(/<text x="40" y="\d+(\.\d+)?"[^>]*>start<\/text>/);
    expect(svg).toContain(`fill="${context.theme.foreground}"`);
    expect(draw('decide').svg).toContain('>OK?</text>');
  });

  it('rounds tasks and marks subprocesses with a + box at the bottom', () => {
    expect(draw('task').look.calls[0]!.d).toContain('A8 8');
    const sub = draw('sub').look.calls.map((call) => call.seed);
    expect(sub).toEqual(['sub:activity', 'sub:collapsed', 'sub:plus']);
  });

  it('leaves nodes of other families to other drawers', () => {
    const scene = { scene: sceneOf('workflow', [{ id: 'x', kind: 'node', nodeType: 'service' }]), computed: { x: nodeAt({ x: 0, y: 0, width: 10, height: 10 }, 'rect') } };
    expect(draw('x', scene).svg).toBeNull();
  });
});
