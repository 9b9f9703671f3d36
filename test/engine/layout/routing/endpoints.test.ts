import { describe, expect, it } from 'vitest';
import type { ComputedTable, TextLayout } from '../../../../engine/model/computed.js';
import type { ErEdge } from '../../../../engine/layout/types.js';
import { routeEdges } from '../../../../engine/layout/routing/route-edges.js';
import { countCrossings } from '../../../../harness/drawing-metrics/crossings.js';
import { axisParallel, box, crossesBox, edge, fixture, frame, node, onBorder } from '../../../../harness/routing-scenes.js';

const routesOf = (f: ReturnType<typeof fixture>, er: Map<string, ErEdge> = new Map()) => routeEdges(f.index, f.geometry, f.nodes, er);
const pointsOf = (f: ReturnType<typeof fixture>, id: string, er?: Map<string, ErEdge>) => routesOf(f, er).get(id)!.points;

describe('ports and anchors', () => {
  it('starts at a port and leaves perpendicular to its side', () => {
    const f = fixture(
      [node('a', { ports: [{ id: 'out', side: 'right', offset: 0.25 }] }), node('b'), edge('e', { elementId: 'a', portId: 'out' }, 'b')],
      { a: box(0, 0, 100, 40), b: box(0, 200, 100, 40) },
    );
    const points = pointsOf(f, 'e');
    expect(points[0]).toEqual({ x: 100, y: 10 });
    expect(points[1]!.y).toBe(10);
    expect(points[1]!.x).toBeGreaterThan(100);
    expect(onBorder(points.at(-1)!, box(0, 200, 100, 40))).toBe(true);
    expect(axisParallel(points)).toBe(true);
  });

  it('ends at an anchor point of the target box, entering perpendicular', () => {
    const f = fixture(
      [node('a'), node('b'), edge('e', 'a', { elementId: 'b', anchor: { side: 'left', offset: 0.5 } })],
      { a: box(0, 0, 100, 40), b: box(200, 200, 100, 40) },
    );
    const points = pointsOf(f, 'e');
    expect(points.at(-1)).toEqual({ x: 200, y: 220 });
    expect(points.at(-2)!.y).toBe(220);
    expect(points.at(-2)!.x).toBeLessThan(200);
    expect(axisParallel(points)).toBe(true);
  });
});

describe('ER column ends', () => {
  const text: TextLayout = { box: box(0, 0, 0, 0), font: 'sans', lineHeight: 15, runs: [], overflow: false };
  const table = (x: number, y: number, names: string[]): ComputedTable => ({
    header: box(x, y, 160, 30),
    rows: names.map((name, i) => ({ name, box: box(x, y + 30 + 24 * i, 160, 24), label: text, pk: i === 0, fk: false, unique: false, nullable: false })),
  });

  it('attaches at the middle of the row edge facing the other entity', () => {
    const f = fixture(
      [node('users', { nodeType: 'er.entity' }), node('orders', { nodeType: 'er.entity' }), edge('e', 'orders', 'users')],
      { users: box(0, 0, 160, 102), orders: box(400, 0, 160, 102) },
      { tables: { users: table(0, 0, ['id', 'email', 'name']), orders: table(400, 0, ['id', 'user_id', 'total']) } },
    );
    const er = new Map<string, ErEdge>([['e', { from: { column: 'user_id', cardinality: 'many' }, to: { column: 'id', cardinality: 'one' }, suppressLabel: false }]]);
    const points = pointsOf(f, 'e', er);
    // orders.user_id is the second row (y 54..78); users.id the first (y 30..54).
    expect(points[0]).toEqual({ x: 400, y: 66 });
    expect(points.at(-1)).toEqual({ x: 160, y: 42 });
    expect(axisParallel(points)).toBe(true);
  });

  it('uses the right edge of both rows for a self-reference', () => {
    const f = fixture(
      [node('emp', { nodeType: 'er.entity' }), edge('e', 'emp', 'emp')],
      { emp: box(0, 0, 160, 102) },
      { tables: { emp: table(0, 0, ['id', 'manager_id']) } },
    );
    const er = new Map<string, ErEdge>([['e', { from: { column: 'manager_id' }, to: { column: 'id' }, suppressLabel: false }]]);
    const route = routesOf(f, er).get('e')!;
    expect(route.selfLoop).toBe(true);
    expect(route.points[0]).toEqual({ x: 160, y: 66 });
    expect(route.points.at(-1)).toEqual({ x: 160, y: 42 });
    expect(route.points.every((p) => p.x >= 160)).toBe(true);
  });
});

describe('frames and groups', () => {
  it('ends an edge to a frame on the frame border', () => {
    const f = fixture(
      [node('a'), node('inside'), frame('f', ['inside'], { title: 'Zone' }), edge('e', 'a', 'f')],
      { a: box(0, 0, 100, 40), inside: box(20, 220, 100, 40), f: box(0, 180, 300, 120) },
    );
    const points = pointsOf(f, 'e');
    expect(onBorder(points.at(-1)!, box(0, 180, 300, 120))).toBe(true);
    expect(points.at(-1)!.y).toBe(180);
  });

  it('crosses a frame border to reach a member but not the title band', () => {
    const band = box(0, 180, 300, 24);
    const f = fixture(
      [node('a'), node('inside'), frame('f', ['inside'], { title: 'Zone' }), edge('e', 'a', 'inside')],
      { a: box(20, 0, 100, 40), inside: box(20, 230, 100, 40), f: box(0, 180, 300, 120) },
    );
    const route = routeEdges(f.index, f.geometry, f.nodes, new Map(), { titleBands: new Map([['f', band]]) }).get('e')!;
    const { points } = route;
    expect(onBorder(points.at(-1)!, box(20, 230, 100, 40))).toBe(true);
    expect(axisParallel(points)).toBe(true);
    // The band spans the frame's width, so the only way in without crossing it is around the side.
    const crossesBand = points.some((p, i) => i > 0 && p.x === points[i - 1]!.x && p.x > 0 && p.x < 300 && Math.min(p.y, points[i - 1]!.y) < 204 && Math.max(p.y, points[i - 1]!.y) > 180);
    expect(crossesBand).toBe(false);
  });

  it('ends an edge from a member to its own frame on the nearest border, from inside', () => {
    const f = fixture(
      [node('inside'), frame('f', ['inside']), edge('e', 'inside', 'f')],
      { inside: box(40, 30, 100, 40), f: box(0, 0, 400, 300) },
    );
    expect(pointsOf(f, 'e')).toEqual([{ x: 90, y: 30 }, { x: 90, y: 0 }]);
  });

  it('ends an edge to a group at the group box', () => {
    const f = fixture(
      [node('a'), node('m'), { kind: 'group', id: 'g', children: ['m'] }, edge('e', 'a', 'g')],
      { a: box(0, 0, 100, 40), m: box(0, 200, 100, 40), g: box(-10, 190, 120, 60) },
    );
    expect(pointsOf(f, 'e').at(-1)).toEqual({ x: 50, y: 190 });
  });
});

describe('several ends on one side', () => {
  it('spreads them along the side in the order of their other ends', () => {
    const f = fixture(
      [node('hub'), node('l'), node('m'), node('r'), edge('e1', 'hub', 'r'), edge('e2', 'hub', 'l'), edge('e3', 'hub', 'm')],
      { hub: box(200, 0, 120, 40), l: box(0, 150, 100, 40), m: box(210, 150, 100, 40), r: box(420, 150, 100, 40) },
    );
    const routes = routesOf(f);
    const starts = ['e2', 'e3', 'e1'].map((id) => routes.get(id)!.points[0]!);
    expect(starts.map((p) => p.y)).toEqual([40, 40, 40]);
    expect(starts.map((p) => p.x)).toEqual([230, 260, 290]);
  });

  it('swaps two ends whose routes would cross beside the side (the nearer source turns last)', () => {
    // The old order (by the other ends' centres: b's 170 above a's 174.5) put b's end above
    // a's on t's left side, so a's long run at a's end crossed b's turn beside t.
    const f = fixture(
      [node('a'), node('b'), node('t'), edge('ea', 'a', 't'), edge('eb', 'b', 't')],
      { a: box(423, 144.5, 150, 60), b: box(1083, 150, 60, 40), t: box(1267, 99, 150, 60) },
      { direction: 'LR' },
    );
    const routes = routesOf(f);
    const [ea, eb] = [routes.get('ea')!.points, routes.get('eb')!.points];
    expect(ea.at(-1)).toEqual({ x: 1267, y: 119 });
    expect(eb.at(-1)).toEqual({ x: 1267, y: 139 });
    expect(countCrossings([{ id: 'ea', from: 'a', to: 't', points: ea }, { id: 'eb', from: 'b', to: 't', points: eb }])).toBe(0);
    expect(axisParallel(ea) && axisParallel(eb)).toBe(true);
    expect(crossesBox(ea, box(1083, 150, 60, 40))).toBe(false);
  });

  it('gives edges between the same two nodes distinct, parallel points', () => {
    const f = fixture(
      [node('a'), node('b'), edge('x', 'a', 'b'), edge('y', 'b', 'a'), edge('z', 'a', 'b')],
      { a: box(0, 0, 120, 40), b: box(0, 200, 120, 40) },
    );
    const routes = routesOf(f);
    const xs = ['x', 'y', 'z'].map((id) => routes.get(id)!.points[0]!.x);
    expect(new Set(xs).size).toBe(3);
    for (const id of ['x', 'y', 'z']) expect(routes.get(id)!.points).toHaveLength(2);
  });
});

describe('shaped nodes', () => {
  it('ends orthogonal routes on a diamond outline, leaving straight down', () => {
    const f = fixture(
      [node('d', { shape: 'diamond' }), node('a'), node('b'), edge('e1', 'd', 'a'), edge('e2', 'd', 'b')],
      { d: box(100, 0, 100, 60), a: box(0, 200, 100, 40), b: box(200, 200, 100, 40) },
    );
    const routes = routesOf(f);
    const start = routes.get('e1')!.points[0]!;
    // Bottom side spread at 1/3: x 133.33, where the diamond's lower-left edge is 10 px above the box.
    expect(start.x).toBeCloseTo(133.33, 2);
    expect(start.y).toBeCloseTo(50, 1);
    expect(axisParallel(routes.get('e1')!.points)).toBe(true);
  });
});
