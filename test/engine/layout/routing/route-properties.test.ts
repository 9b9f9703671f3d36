import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ElementInput } from '../../../../schema/index.js';
import { routeEdges } from '../../../../engine/layout/routing/route-edges.js';
import { bottom, right, type Box, type Point, type Side } from '../../../../engine/geometry/index.js';
import { axisParallel, box, crossesBox, edge, fixture, node, onBorder } from '../../../../harness/routing-scenes.js';

// Boxes sit in the cells of an 8 x 6 grid of 200 x 160 px cells, at least 15 px inside their
// cell, so neighbouring boxes are at least 30 px apart: there is always a way between them.
const COLUMNS = 8;
const ROWS = 6;
const CELL = { width: 200, height: 160 };

const boxInCell = fc.record({
  width: fc.integer({ min: 40, max: 120 }),
  height: fc.integer({ min: 30, max: 80 }),
  dx: fc.double({ min: 0, max: 1, noNaN: true }),
  dy: fc.double({ min: 0, max: 1, noNaN: true }),
});
const cells = fc.array(fc.option(boxInCell, { freq: 3 }), { minLength: COLUMNS * ROWS, maxLength: COLUMNS * ROWS });
const sides = fc.constantFrom<Side>('top', 'right', 'bottom', 'left');
const anchor = fc.option(fc.record({ side: sides, offset: fc.double({ min: 0.1, max: 0.9, noNaN: true }) }), { freq: 4 });
const edgeSpec = fc.record({ from: fc.nat(), to: fc.nat(), fromAnchor: anchor, toAnchor: anchor, router: fc.constantFrom('orthogonal' as const, 'polyline' as const) });

function place(specs: Array<{ width: number; height: number; dx: number; dy: number } | null>): Record<string, Box> {
  const boxes: Record<string, Box> = {};
  specs.forEach((spec, k) => {
    if (spec === null) return;
    const col = k % COLUMNS;
    const row = Math.floor(k / COLUMNS);
    const x = col * CELL.width + 15 + spec.dx * (CELL.width - 30 - spec.width);
    const y = row * CELL.height + 15 + spec.dy * (CELL.height - 30 - spec.height);
    boxes[`n${k}`] = box(Math.round(x), Math.round(y), spec.width, spec.height);
  });
  return boxes;
}

/** The side of `b` a border point lies on (not a corner). */
function sideOf(p: Point, b: Box): Side {
  if (Math.abs(p.y - b.y) < 0.02) return 'top';
  if (Math.abs(p.y - bottom(b)) < 0.02) return 'bottom';
  if (Math.abs(p.x - b.x) < 0.02) return 'left';
  if (Math.abs(p.x - right(b)) < 0.02) return 'right';
  throw new Error(`(${p.x}, ${p.y}) is not on the border`);
}

function leaves(from: Point, next: Point, side: Side): boolean {
  switch (side) {
    case 'top':
      return next.x === from.x && next.y < from.y;
    case 'bottom':
      return next.x === from.x && next.y > from.y;
    case 'left':
      return next.y === from.y && next.x < from.x;
    case 'right':
      return next.y === from.y && next.x > from.x;
  }
}

describe('orthogonal routing over random placements', () => {
  it('routes axis-parallel, border to border, perpendicular, never through another node', () => {
    fc.assert(
      fc.property(cells, fc.array(edgeSpec, { minLength: 1, maxLength: 25 }), (specs, edgeSpecs) => {
        const boxes = place(specs);
        const ids = Object.keys(boxes);
        if (ids.length === 0) return;
        const elements: ElementInput[] = ids.map((id) => node(id));
        edgeSpecs.forEach((e, k) => {
          const from = ids[e.from % ids.length]!;
          const to = ids[e.to % ids.length]!;
          elements.push(edge(
            `e${k}`,
            e.fromAnchor === null ? from : { elementId: from, anchor: e.fromAnchor },
            e.toAnchor === null ? to : { elementId: to, anchor: e.toAnchor },
            { router: e.router },
          ));
        });
        const f = fixture(elements, boxes);
        const routes = routeEdges(f.index, f.geometry, f.nodes, new Map());
        for (const e of f.index.edges) {
          const { points } = routes.get(e.id)!;
          const source = boxes[e.from.elementId]!;
          const target = boxes[e.to.elementId]!;
          expect(points.length).toBeGreaterThanOrEqual(2);
          expect(axisParallel(points)).toBe(true);
          expect(onBorder(points[0]!, source)).toBe(true);
          expect(onBorder(points.at(-1)!, target)).toBe(true);
          expect(leaves(points[0]!, points[1]!, sideOf(points[0]!, source))).toBe(true);
          expect(leaves(points.at(-1)!, points.at(-2)!, sideOf(points.at(-1)!, target))).toBe(true);
          for (const id of ids) expect(crossesBox(points, boxes[id]!), `${e.id} through ${id}`).toBe(false);
        }
      }),
      { numRuns: 60, seed: 20_260_601 },
    );
  });
});
