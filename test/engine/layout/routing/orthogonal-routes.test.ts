import { describe, expect, it } from 'vitest';
import { routeEdges } from '../../../../engine/layout/routing/route-edges.js';
import { axisParallel, box, crossesBox, edge, fixture, node, onBorder } from '../../../../harness/routing-scenes.js';

const route = (f: ReturnType<typeof fixture>, id: string) => {
  const r = routeEdges(f.index, f.geometry, f.nodes, new Map()).get(id);
  if (r === undefined) throw new Error(`no route for ${id}`);
  return r;
};

describe('orthogonal routes between free ends', () => {
  it('runs straight down between stacked nodes (TB)', () => {
    const f = fixture([node('a'), node('b'), edge('e', 'a', 'b')], { a: box(0, 0, 100, 40), b: box(0, 120, 100, 40) });
    const r = route(f, 'e');
    expect(r).toEqual({ router: 'orthogonal', points: [{ x: 50, y: 40 }, { x: 50, y: 120 }], selfLoop: false });
  });

  it('makes a Z with its middle segment halfway across the gap', () => {
    const f = fixture([node('a'), node('b'), edge('e', 'a', 'b')], { a: box(0, 0, 100, 40), b: box(200, 120, 100, 40) });
    expect(route(f, 'e').points).toEqual([{ x: 50, y: 40 }, { x: 50, y: 80 }, { x: 250, y: 80 }, { x: 250, y: 120 }]);
  });

  it('uses left and right sides in an LR layout', () => {
    const f = fixture([node('a'), node('b'), edge('e', 'a', 'b')], { a: box(0, 0, 100, 40), b: box(200, 100, 100, 40) }, { direction: 'LR' });
    expect(route(f, 'e').points).toEqual([{ x: 100, y: 20 }, { x: 150, y: 20 }, { x: 150, y: 120 }, { x: 200, y: 120 }]);
  });

  it('uses the horizontal sides of nodes side by side even in TB', () => {
    const f = fixture([node('a'), node('b'), edge('e', 'b', 'a')], { a: box(0, 0, 100, 40), b: box(200, 10, 100, 40) });
    const points = route(f, 'e').points;
    expect(points[0]).toEqual({ x: 200, y: 30 });
    expect(points.at(-1)).toEqual({ x: 100, y: 20 });
    expect(axisParallel(points)).toBe(true);
  });

  it('goes around a node standing between the ends', () => {
    const f = fixture(
      [node('a'), node('mid'), node('b'), edge('e', 'a', 'b')],
      { a: box(0, 0, 100, 40), mid: box(0, 100, 100, 40), b: box(0, 200, 100, 40) },
    );
    const points = route(f, 'e').points;
    expect(axisParallel(points)).toBe(true);
    expect(onBorder(points[0]!, box(0, 0, 100, 40))).toBe(true);
    expect(onBorder(points.at(-1)!, box(0, 200, 100, 40))).toBe(true);
    expect(crossesBox(points, box(0, 100, 100, 40))).toBe(false);
    // Out of a's bottom and into b's top, perpendicular.
    expect(points[1]!.x).toBe(points[0]!.x);
    expect(points[1]!.y).toBeGreaterThan(points[0]!.y);
    expect(points.at(-2)!.x).toBe(points.at(-1)!.x);
    expect(points.at(-2)!.y).toBeLessThan(points.at(-1)!.y);
  });

  it('draws polyline edges like orthogonal ones and keeps the router name', () => {
    const f = fixture([node('a'), node('b'), edge('e', 'a', 'b', { router: 'polyline' })], { a: box(0, 0, 100, 40), b: box(200, 120, 100, 40) });
    const r = route(f, 'e');
    expect(r.router).toBe('polyline');
    expect(r.points).toHaveLength(4);
  });

  it('takes the scene default router when the edge names none', () => {
    const f = fixture([node('a'), node('b'), edge('e', 'a', 'b')], { a: box(0, 0, 100, 40), b: box(200, 120, 100, 40) }, {
      extra: { scene: { id: 'test', defaults: { router: 'curved' } } },
    });
    expect(route(f, 'e').router).toBe('curved');
  });

  it('ignores waypoints', () => {
    const f = fixture(
      [node('a'), node('b'), edge('e', 'a', 'b', { waypoints: [{ x: 500, y: 500 }] })],
      { a: box(0, 0, 100, 40), b: box(0, 120, 100, 40) },
    );
    expect(route(f, 'e').points).toEqual([{ x: 50, y: 40 }, { x: 50, y: 120 }]);
  });

  it('leaves out edges whose ends have no box', () => {
    const f = fixture([node('a'), node('b'), edge('e', 'a', 'b')], { a: box(0, 0, 100, 40) });
    expect(routeEdges(f.index, f.geometry, f.nodes, new Map()).has('e')).toBe(false);
  });

  it('puts the middle segments of Z routes through one gap on separate tracks', () => {
    const f = fixture(
      [node('a'), node('b'), node('c'), node('d'), edge('e1', 'a', 'd'), edge('e2', 'b', 'c')],
      { a: box(0, 0, 100, 40), b: box(300, 0, 100, 40), c: box(0, 200, 100, 40), d: box(300, 200, 100, 40) },
    );
    const routes = routeEdges(f.index, f.geometry, f.nodes, new Map());
    const middle = (id: string) => routes.get(id)!.points[1]!.y;
    expect(routes.get('e1')!.points).toHaveLength(4);
    expect(routes.get('e2')!.points).toHaveLength(4);
    expect(middle('e1')).toBe(120);
    expect(Math.abs(middle('e2') - middle('e1'))).toBeGreaterThanOrEqual(8);
  });

  it('finds the narrow way between nodes packed closer than the margin', () => {
    // b's only free way out of its right side is the 6 px slot between the two walls.
    const f = fixture(
      [node('a'), node('b'), node('wallTop'), node('wallBottom'), edge('e', { elementId: 'b', anchor: { side: 'right', offset: 0.5 } }, 'a')],
      { b: box(0, 0, 100, 40), wallTop: box(103, -200, 40, 217), wallBottom: box(103, 23, 40, 217), a: box(300, 0, 100, 40) },
    );
    const points = route(f, 'e').points;
    expect(points[0]).toEqual({ x: 100, y: 20 });
    expect(crossesBox(points, box(103, -200, 40, 217))).toBe(false);
    expect(crossesBox(points, box(103, 23, 40, 217))).toBe(false);
  });
});

