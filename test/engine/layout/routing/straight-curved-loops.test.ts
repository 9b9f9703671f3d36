import { describe, expect, it } from 'vitest';
import { routeEdges } from '../../../../engine/layout/routing/route-edges.js';
import { LOOP_REACH } from '../../../../engine/layout/routing/route-constants.js';
import { box, crossesBox, edge, fixture, node, onBorder } from '../../../../harness/routing-scenes.js';

const routesOf = (f: ReturnType<typeof fixture>, labelSizes?: Map<string, { width: number; height: number }>) =>
  routeEdges(f.index, f.geometry, f.nodes, new Map(), labelSizes === undefined ? {} : { labelSizes });

describe('straight routes', () => {
  it('is one segment from border to border on the line between centres', () => {
    const a = box(0, 0, 100, 40);
    const b = box(300, 160, 100, 40);
    const f = fixture([node('a'), node('b'), edge('e', 'a', 'b', { router: 'straight' })], { a, b });
    const [p0, p1, ...rest] = routesOf(f).get('e')!.points;
    expect(rest).toEqual([]);
    expect(onBorder(p0!, a)).toBe(true);
    expect(onBorder(p1!, b)).toBe(true);
    // On the centre line: (50, 20) → (350, 180), slope 160/300.
    expect((p0!.y - 20) * 300).toBeCloseTo((p0!.x - 50) * 160, 0);
    expect((p1!.y - 20) * 300).toBeCloseTo((p1!.x - 50) * 160, 0);
  });

  it('clips at an ellipse outline', () => {
    const f = fixture(
      [node('a', { shape: 'ellipse' }), node('b'), edge('e', 'a', 'b', { router: 'straight' })],
      { a: box(0, 0, 100, 100), b: box(300, 300, 100, 100) },
    );
    const p0 = routesOf(f).get('e')!.points[0]!;
    expect(Math.hypot(p0.x - 50, p0.y - 50)).toBeCloseTo(50, 1);
  });

  it('uses a port point as it is', () => {
    const f = fixture(
      [node('a', { ports: [{ id: 'p', side: 'bottom', offset: 0.2 }] }), node('b'), edge('e', { elementId: 'a', portId: 'p' }, 'b', { router: 'straight' })],
      { a: box(0, 0, 100, 40), b: box(0, 200, 100, 40) },
    );
    expect(routesOf(f).get('e')!.points[0]).toEqual({ x: 20, y: 40 });
  });
});

describe('curved routes', () => {
  it('is a cubic Bézier chain (3n+1 points) leaving and entering perpendicular to the sides', () => {
    const f = fixture([node('a'), node('b'), edge('e', 'a', 'b', { router: 'curved' })], { a: box(0, 0, 100, 40), b: box(200, 200, 100, 40) });
    const route = routesOf(f).get('e')!;
    expect(route.router).toBe('curved');
    expect((route.points.length - 1) % 3).toBe(0);
    const [p0, c1, c2, p1] = route.points;
    expect(p0).toEqual({ x: 50, y: 40 });
    expect(p1).toEqual({ x: 250, y: 200 });
    expect(c1!.x).toBe(p0!.x);
    expect(c1!.y).toBeGreaterThan(p0!.y);
    expect(c2!.x).toBe(p1!.x);
    expect(c2!.y).toBeLessThan(p1!.y);
  });
});

describe('self-loops', () => {
  const a = box(0, 0, 120, 60);

  it('loops out of the right side and back', () => {
    const f = fixture([node('a'), edge('l', 'a', 'a')], { a });
    const route = routesOf(f).get('l')!;
    expect(route.selfLoop).toBe(true);
    expect(route.points).toHaveLength(4);
    const [p0, p1, p2, p3] = route.points;
    expect(p0!.x).toBe(120);
    expect(p3!.x).toBe(120);
    expect(p0!.y).not.toBe(p3!.y);
    expect(p1!.x).toBe(120 + LOOP_REACH);
    expect(p2!.x).toBe(120 + LOOP_REACH);
  });

  it('puts a second loop on the top side', () => {
    const f = fixture([node('a'), edge('l1', 'a', 'a'), edge('l2', 'a', 'a')], { a });
    const second = routesOf(f).get('l2')!.points;
    expect(second[0]!.y).toBe(0);
    expect(second[3]!.y).toBe(0);
    expect(second[1]!.y).toBe(-LOOP_REACH);
  });

  it('spans enough of its side for its label', () => {
    const f = fixture([node('a'), edge('l', 'a', 'a', { label: 'retry' })], { a });
    const small = routesOf(f).get('l')!.points;
    const sized = routesOf(f, new Map([['l', { width: 60, height: 40 }]])).get('l')!.points;
    expect(small[3]!.y - small[0]!.y).toBeLessThan(40);
    expect(sized[3]!.y - sized[0]!.y).toBe(40);
  });

  it('is one cubic when curved', () => {
    const f = fixture([node('a'), edge('l', 'a', 'a', { router: 'curved' })], { a });
    const route = routesOf(f).get('l')!;
    expect(route.points).toHaveLength(4);
    expect(route.points[0]!.x).toBe(120);
    expect(route.points[1]!.x).toBeGreaterThan(120);
  });

  it('is drawn as a loop even with the straight router', () => {
    const f = fixture([node('a'), edge('l', 'a', 'a', { router: 'straight' })], { a });
    const route = routesOf(f).get('l')!;
    expect(route.router).toBe('straight');
    expect(route.points).toHaveLength(4);
  });

  it('routes a loop between two ports of one node around the node', () => {
    const f = fixture(
      [node('a', { ports: [{ id: 'in', side: 'left', offset: 0.5 }, { id: 'out', side: 'right', offset: 0.5 }] }), edge('l', { elementId: 'a', portId: 'out' }, { elementId: 'a', portId: 'in' })],
      { a },
    );
    const route = routesOf(f).get('l')!;
    expect(route.selfLoop).toBe(true);
    expect(route.points[0]).toEqual({ x: 120, y: 30 });
    expect(route.points.at(-1)).toEqual({ x: 0, y: 30 });
    expect(crossesBox(route.points, a)).toBe(false);
  });

  it('takes another side when a neighbour stands where the loop and its label would go', () => {
    const f = fixture([node('a'), node('n'), edge('l', 'a', 'a', { label: 'again' })], { a, n: box(150, 0, 100, 60) });
    const points = routesOf(f, new Map([['l', { width: 40, height: 20 }]])).get('l')!.points;
    expect(points[0]!.y).toBe(0);
    expect(points[1]!.y).toBeLessThan(0);
  });

  it('prefers a side where no other edge ends', () => {
    const f = fixture([node('a'), node('b'), edge('out', 'a', 'b'), edge('l', 'a', 'a')], { a, b: box(300, 0, 120, 60) });
    const loop = routesOf(f).get('l')!.points;
    expect(routesOf(f).get('out')!.points[0]!.x).toBe(120);
    expect(loop[0]!.y).toBe(0);
    expect(loop[1]!.y).toBeLessThan(0);
  });
});

