import { describe, expect, it } from 'vitest';
import type { Box } from '../../../../engine/geometry/index.js';
import { layeredPlacement, type LayeredInput, type LayeredPlacement } from '../../../../engine/layout/layered/index.js';
import { flowchartInput, randomInput } from './inputs.js';

const EPS = 1e-6;

/** Whether two boxes are at least `gap` apart along x or along y. */
const apart = (a: Box, b: Box, gap: number): boolean =>
  a.x + a.width + gap <= b.x + EPS || b.x + b.width + gap <= a.x + EPS || a.y + a.height + gap <= b.y + EPS || b.y + b.height + gap <= a.y + EPS;

/** Pairs of boxes closer than `gap` (ids), for a readable failure. */
function tooClose(boxes: Map<string, Box>, gap: number, others: Map<string, Box> = boxes): string[] {
  const found: string[] = [];
  for (const [a, boxA] of boxes) for (const [b, boxB] of others) if (a < b || (others !== boxes && a !== b)) if (!apart(boxA, boxB, gap)) found.push(`${a}/${b}`);
  return found;
}

const inputs: Array<[string, LayeredInput]> = [
  ['flowchart 50', flowchartInput(50)],
  ['flowchart 200', flowchartInput(200)],
  ['flowchart 50 LR', flowchartInput(50, 'LR')],
  ['flowchart 200 from Brandes-Köpf', { ...flowchartInput(200), start: 'brandes-koepf' }],
  ...[1, 2, 3, 4].map((seed): [string, LayeredInput] => [`random 80 #${seed}`, randomInput(80, seed, seed % 2 === 0 ? 'RL' : 'BT')]),
];

describe('layeredPlacement', () => {
  it.each(inputs)('%s: no two nodes closer than the node spacing, no label on a node or another label', (_, input) => {
    const placement = layeredPlacement(input);
    expect(placement.boxes.size).toBe(input.nodes.length);
    expect(tooClose(placement.boxes, input.nodeSpacing)).toEqual([]);
    expect(tooClose(placement.labels, 0)).toEqual([]);
    expect(tooClose(placement.labels, 0, placement.boxes)).toEqual([]);
    const labelled = input.edges.filter((e) => e.label !== undefined && e.from !== e.to).map((e) => e.id);
    expect([...placement.labels.keys()].sort()).toEqual([...labelled].sort());
  });

  it.each(inputs)("%s: every long edge's via points lie strictly between its ends' layers, in order from source to target", (_, input) => {
    const placement = layeredPlacement(input);
    const sideways = input.direction === 'LR' || input.direction === 'RL';
    // Along the layer axis: a box's extent, and a point's position.
    const low = (b: Box): number => (sideways ? b.x : b.y);
    const high = (b: Box): number => (sideways ? b.x + b.width : b.y + b.height);
    const along = (p: { x: number; y: number }): number => (sideways ? p.x : p.y);
    const edges = new Map(input.edges.map((e) => [e.id, e]));
    expect(placement.via.size).toBeGreaterThan(0);
    for (const [id, points] of placement.via) {
      const edge = edges.get(id)!;
      const from = placement.boxes.get(edge.from)!;
      const to = placement.boxes.get(edge.to)!;
      const downwards = low(to) > low(from);
      const [upper, lower] = downwards ? [from, to] : [to, from];
      for (const p of points) {
        expect(along(p)).toBeGreaterThan(high(upper));
        expect(along(p)).toBeLessThan(low(lower));
      }
      const positions = points.map(along);
      const sorted = [...positions].sort((a, b) => (downwards ? a - b : b - a));
      expect(positions).toEqual(sorted);
      expect(new Set(positions).size).toBe(positions.length);
    }
    // A labelled edge is at least two layers long: its label's box is one of its via points' boxes.
    for (const [id, label] of placement.labels) {
      const centre = { x: label.x + label.width / 2, y: label.y + label.height / 2 };
      expect(placement.via.get(id)).toContainEqual(centre);
    }
  });

  it.each(inputs)('%s: via slots hold their point and stay clear of nodes and labels in their layer', (_, input) => {
    const placement = layeredPlacement(input);
    const sideways = input.direction === 'LR' || input.direction === 'RL';
    const along = (p: { x: number; y: number }): number => (sideways ? p.x : p.y);
    const across = (p: { x: number; y: number }): number => (sideways ? p.y : p.x);
    // Boxes as intervals: along the layer axis and across it (the order axis).
    // The separation kept: half the node spacing from a node, the edge spacing from a label (brandes-koepf.ts separation).
    const span = (b: Box, room: number) =>
      sideways ? { lo: b.x, hi: b.x + b.width, from: b.y, to: b.y + b.height, room } : { lo: b.y, hi: b.y + b.height, from: b.x, to: b.x + b.width, room };
    const spans = [...[...placement.boxes.values()].map((b) => span(b, input.nodeSpacing / 2)), ...[...placement.labels.values()].map((b) => span(b, input.edgeSpacing))];
    let wide = 0;
    for (const points of placement.via.values()) {
      for (const p of points) {
        const [low, high] = [across(p) - (p.before ?? 0), across(p) + (p.after ?? 0)];
        expect(low).toBeLessThanOrEqual(across(p));
        expect(high).toBeGreaterThanOrEqual(across(p));
        if (high - low > EPS) wide++;
        else continue;
        for (const s of spans) {
          if (along(p) < s.lo || along(p) > s.hi) continue;
          expect(high + s.room <= s.from + EPS || s.to + s.room <= low + EPS).toBe(true);
        }
      }
    }
    expect(wide).toBeGreaterThan(0);
  });

  it('gives the same numbers for the same input, twice', () => {
    const json = (p: LayeredPlacement): string => JSON.stringify([[...p.boxes], [...p.via], [...p.labels]]);
    expect(json(layeredPlacement(flowchartInput(200)))).toBe(json(layeredPlacement(flowchartInput(200))));
    expect(json(layeredPlacement(randomInput(80, 9)))).toBe(json(layeredPlacement(randomInput(80, 9))));
  });

  it('LR is TB with the axes swapped', () => {
    const lr = layeredPlacement(flowchartInput(50, 'LR'));
    const turned = flowchartInput(50, 'TB');
    turned.nodes = turned.nodes.map((n) => ({ ...n, width: n.height, height: n.width }));
    turned.edges = turned.edges.map((e) => (e.label === undefined ? e : { ...e, label: { width: e.label.height, height: e.label.width } }));
    const tb = layeredPlacement(turned);
    for (const [id, box] of lr.boxes) {
      const other = tb.boxes.get(id)!;
      expect(box).toEqual({ x: other.y, y: other.x, width: other.height, height: other.width });
    }
    // Layers run left to right: an edge's source is left of its target unless the edge closes a cycle.
    const forward = flowchartInput(50, 'LR').edges.filter((e) => lr.boxes.get(e.from)!.x < lr.boxes.get(e.to)!.x);
    expect(forward.length).toBeGreaterThan(0.9 * lr.boxes.size);
  });

  it('BT puts sources at the bottom; everything starts at 0, 0', () => {
    const input: LayeredInput = { ...flowchartInput(50), direction: 'BT' };
    const placement = layeredPlacement(input);
    const n0 = placement.boxes.get('n0')!;
    const n49 = placement.boxes.get('n49')!;
    expect(n0.y).toBeGreaterThan(n49.y);
    const boxes = [...placement.boxes.values(), ...placement.labels.values()];
    expect(Math.min(...boxes.map((b) => b.x))).toBe(0);
    expect(Math.min(...boxes.map((b) => b.y))).toBe(0);
  });

  it('lays connected components side by side in document order, ignoring self-loops and unknown ends', () => {
    const placement = layeredPlacement({
      nodes: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, width: 40, height: 20 })),
      edges: [
        { id: 'ab', from: 'a', to: 'b' },
        { id: 'cd', from: 'c', to: 'd' },
        { id: 'dd', from: 'd', to: 'd' },
        { id: 'dx', from: 'd', to: 'x' },
        { id: 'ec', from: 'e', to: 'c' },
      ],
      direction: 'TB',
      nodeSpacing: 50,
      rankSpacing: 80,
      edgeSpacing: 12,
    });
    const box = (id: string): Box => placement.boxes.get(id)!;
    expect(box('a').x + 40 + 50).toBeLessThanOrEqual(box('e').x + EPS);
    expect([box('e').y, box('c').y, box('d').y]).toEqual([0, 100, 200]);
    expect(box('a').y).toBe(0);
    expect(placement.via.size).toBe(0);
  });
});

describe('layeredPlacement width', () => {
  it.each(['packed', 'brandes-koepf'] as const)('keeps flowchart 200 about as wide as its widest layer of nodes, from %s coordinates (Brandes-Köpf alone: over twice)', (start) => {
    const input = { ...flowchartInput(200), start };
    const placement = layeredPlacement(input);
    const boxes = [...placement.boxes.values()];
    const rows = new Map<number, number>();
    for (const box of boxes) rows.set(box.y + box.height / 2, (rows.get(box.y + box.height / 2) ?? -input.nodeSpacing) + box.width + input.nodeSpacing);
    const widestRow = Math.max(...rows.values());
    const width = Math.max(...boxes.map((b) => b.x + b.width)) - Math.min(...boxes.map((b) => b.x));
    expect(width).toBeLessThan(1.5 * widestRow);
  });
});
