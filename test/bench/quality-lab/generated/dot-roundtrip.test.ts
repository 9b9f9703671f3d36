import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { SceneDocumentInput } from '../../../../schema/index.js';
import type { FontBytes } from '../../../../engine/measure/index.js';
import { layoutScene } from '../../../../engine/layout/index.js';
import { measureScene } from '../../../../engine/measure/index.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { normalized } from '../../../../bench/graphs.js';
import { drawingOfDot, splinePolyline, type DotJson } from '../../../../bench/quality-lab/generated/read-dot.js';
import { drawingOfComputed } from '../../../../harness/drawing-metrics/computed-drawing.js';
import { toDot } from '../../../../bench/quality-lab/generated/to-dot.js';
import type { Box, Drawing, Point } from '../../../../harness/drawing-metrics/drawing.js';
import type { Computed, ComputedNode } from '../../../../engine/model/computed.js';

let fonts: FontBytes;
let gv: Graphviz;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
  gv = await Graphviz.load();
});

const onBorder = (p: Point, box: Box): boolean => {
  const inside = p.x >= box.x - 1 && p.x <= box.x + box.width + 1 && p.y >= box.y - 1 && p.y <= box.y + box.height + 1;
  const nearEdge = Math.min(Math.abs(p.x - box.x), Math.abs(p.x - box.x - box.width), Math.abs(p.y - box.y), Math.abs(p.y - box.y - box.height)) <= 1.5;
  return inside && nearEdge;
};

/** Lays a scene out with ours, then with dot from toDot, and gives both drawings (and our computed section). */
async function both(input: SceneDocumentInput): Promise<{ ours: Drawing; dot: Drawing; computed: Computed }> {
  const scene = normalized(input);
  const laid = await layoutScene(measureScene(scene, fonts));
  const graph = toDot(scene, laid.computed);
  return { ours: drawingOfComputed(laid.computed), dot: drawingOfDot(JSON.parse(gv.dot(graph.source, 'json')) as DotJson, graph), computed: laid.computed };
}

describe('splinePolyline', () => {
  it('reads the arrow tips and the Bézier chain, in px with y flipped', () => {
    const toPx = (x: number, y: number) => ({ x: (x * 4) / 3, y: ((100 - y) * 4) / 3 });
    const points = splinePolyline('e,30,0 s,0,90 0,75 0,60 0,45 0,30', toPx);
    expect(points[0]).toEqual({ x: 0, y: (10 * 4) / 3 });
    expect(points.at(-1)).toEqual({ x: 40, y: (100 * 4) / 3 });
    // The straight cubic between (0, 75) and (0, 30) stays on x = 0.
    expect(points.slice(1, -1).every((p) => p.x === 0)).toBe(true);
    expect(points[1]).toEqual({ x: 0, y: (25 * 4) / 3 });
    expect(points.at(-2)).toEqual({ x: 0, y: (70 * 4) / 3 });
  });
});

describe('the dot baseline draws the graph ours draws', () => {
  it('keeps every node at our size and runs every edge from border to border', async () => {
    const input = JSON.parse(await readFile(new URL('../../../golden/layout/flowchart/input.json', import.meta.url), 'utf8')) as SceneDocumentInput;
    const { ours, dot } = await both(input);
    expect(dot.nodes.map((n) => n.id).sort()).toEqual(ours.nodes.map((n) => n.id).sort());
    for (const node of dot.nodes) {
      const mine = ours.nodes.find((n) => n.id === node.id)!;
      expect(Math.abs(node.box.width - mine.box.width)).toBeLessThan(0.5);
      expect(Math.abs(node.box.height - mine.box.height)).toBeLessThan(0.5);
    }
    expect(dot.edges.map((e) => e.id).sort()).toEqual(ours.edges.map((e) => e.id).sort());
    const boxOf = new Map(dot.nodes.map((n) => [n.id, n.box]));
    for (const edge of dot.edges) {
      if (edge.from === edge.to) continue;
      expect(onBorder(edge.points[0]!, boxOf.get(edge.from)!)).toBe(true);
      expect(onBorder(edge.points.at(-1)!, boxOf.get(edge.to)!)).toBe(true);
    }
  });

  it('gives ER tables our size and attaches relationships to their column rows', async () => {
    const input = JSON.parse(await readFile(new URL('../../../golden/layout/er/input.json', import.meta.url), 'utf8')) as SceneDocumentInput;
    const { ours, dot, computed } = await both(input);
    for (const node of dot.nodes) {
      const mine = ours.nodes.find((n) => n.id === node.id)!;
      // HTML table cells are whole points: a few rows may add up to a pixel or two.
      expect(Math.abs(node.box.width - mine.box.width)).toBeLessThan(1);
      expect(Math.abs(node.box.height - mine.box.height)).toBeLessThan(3);
    }
    const boxOf = new Map(dot.nodes.map((n) => [n.id, n.box]));
    // Both ends of the relationships between tables (r1, r2) sit on the left or right side of a table (a row's end), as ours do.
    for (const edge of dot.edges.filter((e) => e.id !== 'r3')) {
      for (const [end, id] of [[edge.points[0]!, edge.from], [edge.points.at(-1)!, edge.to]] as const) {
        const box = boxOf.get(id)!;
        expect(Math.min(Math.abs(end.x - box.x), Math.abs(end.x - box.x - box.width))).toBeLessThan(1.5);
      }
    }
    // r2 ends on the row of its column, order_id, of the table line.
    const line = computed.elements.line as ComputedNode;
    const row = line.table!.rows.find((r) => r.name === 'order_id')!;
    const end = dot.edges.find((e) => e.id === 'r2')!.points.at(-1)!;
    const top = boxOf.get('line')!.y;
    expect(end.y - top).toBeGreaterThanOrEqual(row.box.y - line.box.y - 1);
    expect(end.y - top).toBeLessThanOrEqual(row.box.y - line.box.y + row.box.height + 1);
  });
});
