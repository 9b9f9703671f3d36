import { describe, expect, it } from 'vitest';
import { EDGE_TYPES, type ElementInput } from '../../../../schema/index.js';
import { createMeasurer } from '../../../../engine/measure/index.js';
import type { ComputedEdge } from '../../../../engine/model/computed.js';
import { arrowhead, arrowLength } from '../../../../engine/render/edges/arrowheads.js';
import { EDGE_TYPE_DEFAULTS, edgeTypeLook } from '../../../../engine/render/edges/edge-type-defaults.js';
import { routeEnds, routePath } from '../../../../engine/render/edges/edge-route.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { edgeAlong, laidOut, nodeAt, sceneOf } from './fixtures/build.js';
import { checkWellFormed, type XmlElement } from './xml-check.js';
import { draw } from '../../../support/draw.js';

const fonts = await loadFontsFromDisk();
const m = createMeasurer(fonts);

/** The elements drawn inside the edge's group. */
function drawEdge(edge: Record<string, unknown>, computed: Partial<ComputedEdge> = {}): XmlElement[] {
  const scene = sceneOf([
    { kind: 'node', id: 'a', nodeType: 'generic' },
    { kind: 'node', id: 'b', nodeType: 'generic' },
    { kind: 'edge', id: 'e', from: { elementId: 'a' }, to: { elementId: 'b' }, ...edge } as ElementInput,
  ]);
  const input = laidOut(scene, {
    a: nodeAt(m, { x: 0, y: 0, width: 40, height: 40 }, 'rect'),
    b: nodeAt(m, { x: 200, y: 0, width: 40, height: 40 }, 'rect'),
    e: { ...edgeAlong(m, 'a', 'b', [{ x: 40, y: 20 }, { x: 200, y: 20 }], typeof edge.label === 'string' ? edge.label : undefined, 'straight'), ...computed },
  });
  const elements = checkWellFormed(draw(input, fonts));
  const start = elements.findIndex((el) => el.attributes.id === 'dsp-e');
  return elements.slice(start + 1);
}

describe('edge-type defaults', () => {
  it('has one row for each of the 17 edge types', () => {
    expect(Object.keys(EDGE_TYPE_DEFAULTS).sort()).toEqual([...EDGE_TYPES].sort());
  });

  it('follows the spec where it speaks (rules 5 and 7, and the filled triangle of the default)', () => {
    expect(edgeTypeLook(undefined)).toEqual({ startArrow: 'none', endArrow: 'triangle', dash: null });
    expect(edgeTypeLook('workflow.sequenceFlow')).toEqual({ startArrow: 'none', endArrow: 'triangle', dash: null });
    expect(edgeTypeLook('workflow.messageFlow')).toEqual({ startArrow: 'openCircle', endArrow: 'openTriangle', dash: [8, 4] });
    expect(edgeTypeLook('sequence.message').dash).toBeNull();
    expect(edgeTypeLook('sequence.reply').dash).not.toBeNull();
    expect(edgeTypeLook('sequence.create')).toMatchObject({ endArrow: 'triangle' });
    expect(edgeTypeLook('sequence.create').dash).not.toBeNull();
    expect(edgeTypeLook('er.relationship').dash).not.toBeNull();
    expect(edgeTypeLook('er.identifying').dash).toBeNull();
    expect(edgeTypeLook('org.dottedLine').dash).toEqual([2, 3]);
    expect(edgeTypeLook('not-a-type')).toEqual(edgeTypeLook('default'));
  });
});

describe('drawn edges', () => {
  it('get the heads and dash of their edgeType when they set no endpoints', () => {
    const [line, start, end] = drawEdge({ edgeType: 'workflow.messageFlow' });
    expect(line?.attributes['stroke-dasharray']).toBe('8 4');
    expect(start?.attributes.fill).toBe('none'); // open circle at the start
    expect(start?.attributes.d).toContain('A');
    expect(end?.attributes.fill).toBe('none'); // open triangle at the end
  });

  it('get exactly the heads their endpoints name, and none where endpoints say none', () => {
    expect(drawEdge({ endpoints: { startArrow: 'none', endArrow: 'none' } })).toHaveLength(1);
    const [, start, end] = drawEdge({ endpoints: { startArrow: 'diamond', endArrow: 'bar' } });
    expect(start?.attributes.fill).toBe('#475569');
    expect(end?.attributes.fill).toBe('none');
    expect(end?.attributes.d?.match(/[MLHV]/g)).toHaveLength(2); // one stroke: a move and a line
  });

  it('take style.dash over the edgeType dash, and an empty dash as solid', () => {
    expect(drawEdge({ edgeType: 'uiflow.back', style: { dash: [1, 2] } })[0]?.attributes['stroke-dasharray']).toBe('1 2');
    expect(drawEdge({ edgeType: 'uiflow.back', style: { dash: [] } })[0]?.attributes['stroke-dasharray']).toBeUndefined();
  });

  it('stop the line where a filled head begins, with the tip on the border', () => {
    const [line, head] = drawEdge({});
    const length = arrowLength(1.5);
    expect(line?.attributes.d).toBe(`M40 20H${200 - length}`);
    expect(head?.attributes.d?.startsWith('M200 20L')).toBe(true);
    expect(head?.attributes.stroke).toBeUndefined();
  });

  it('draw the label on a background box in the scene background, guards and actions muted', () => {
    const drawn = drawEdge({ label: 'go [ok] / save' });
    const rect = drawn.find((el) => el.name === 'rect');
    expect(rect?.attributes.fill).toBe('#ffffff');
    const texts = drawn.filter((el) => el.name === 'text').map((el) => el.attributes.fill);
    expect(texts).toEqual(['#1f2937', '#6b7280', '#6b7280']);
  });
});

describe('routes', () => {
  const curved: ComputedEdge = { kind: 'edge', from: 'a', to: 'b', router: 'curved', selfLoop: false, points: [{ x: 0, y: 0 }, { x: 50, y: 0 }, { x: 50, y: 100 }, { x: 100, y: 100 }] };

  it('draw curved routes as their cubic chain, pulling the end and its control point back under the head', () => {
    const ends = routeEnds(curved)!;
    expect(ends.end.direction).toEqual({ x: 1, y: 0 });
    expect(routePath(curved, ends, { start: 0, end: 10 })).toBe('M0 0C50 0 40 100 90 100');
  });

  it('find arrival directions past repeated points, and have none for a route without length', () => {
    const repeated: ComputedEdge = { ...curved, router: 'orthogonal', points: [{ x: 0, y: 0 }, { x: 0, y: 50 }, { x: 0, y: 50 }] };
    expect(routeEnds(repeated)?.end.direction).toEqual({ x: 0, y: 1 });
    expect(routeEnds({ ...curved, router: 'straight', points: [{ x: 5, y: 5 }, { x: 5, y: 5 }] })).toBeNull();
  });

  it('never pull a polyline end past its neighbouring point', () => {
    const short: ComputedEdge = { ...curved, router: 'orthogonal', points: [{ x: 0, y: 0 }, { x: 0, y: 50 }, { x: 4, y: 50 }] };
    expect(routePath(short, routeEnds(short)!, { start: 0, end: 11 })).toBe('M0 0V50H0');
  });

  it('give hollow heads an outline inside the border so their stroke ends on it', () => {
    const open = arrowhead('openTriangle', { x: 100, y: 0 }, { x: 1, y: 0 }, 2)!;
    const filled = arrowhead('triangle', { x: 100, y: 0 }, { x: 1, y: 0 }, 2)!;
    expect(filled.d.startsWith('M100 0')).toBe(true);
    expect(open.d.startsWith('M97.31 0')).toBe(true);
    expect(open.setback).toBeGreaterThan(filled.setback);
    expect(arrowhead('none', { x: 0, y: 0 }, { x: 1, y: 0 }, 1)).toBeNull();
  });
});
