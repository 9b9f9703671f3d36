import { describe, expect, it } from 'vitest';
import type { Point } from '../../../../engine/geometry/index.js';
import { orderGapTracks } from '../../../../engine/layout/routing/gap-tracks.js';
import { GridSearch } from '../../../../engine/layout/routing/grid-search.js';
import { ObstacleIndex } from '../../../../engine/layout/routing/obstacle-index.js';
import { ROUTE_MARGIN } from '../../../../engine/layout/routing/route-constants.js';
import { routeEdges } from '../../../../engine/layout/routing/route-edges.js';
import { TrackIndex } from '../../../../engine/layout/routing/track-index.js';
import { countCrossings } from '../../../../harness/drawing-metrics/crossings.js';
import { axisParallel, box, crossesBox, edge, fixture, node } from '../../../../harness/routing-scenes.js';

/** Whether a segment of the route runs along the layout axis through the point (vertical in TB, horizontal in LR). */
function runsThrough(points: readonly Point[], p: Point, vertical: boolean): boolean {
  return points.some((a, i) => {
    const b = points[i + 1];
    if (b === undefined) return false;
    return vertical
      ? a.x === p.x && b.x === p.x && Math.min(a.y, b.y) < p.y && p.y < Math.max(a.y, b.y)
      : a.y === p.y && b.y === p.y && Math.min(a.x, b.x) < p.x && p.x < Math.max(a.x, b.x);
  });
}

// Three layers 80 px apart (top at y 0, 120, 240); m fills the middle layer between the two
// long edges' places, which the placement put on its right.
const threeLayers = () =>
  fixture(
    [node('a'), node('b'), node('c'), node('d'), node('m'), edge('ac', 'a', 'c'), edge('bd', 'b', 'd')],
    {
      a: box(0, 0, 100, 40),
      b: box(150, 0, 100, 40),
      m: box(100, 120, 300, 40),
      c: box(400, 240, 100, 40),
      d: box(550, 240, 100, 40),
    },
  );

describe('routes through given per-layer positions (Geometry.via)', () => {
  it('runs each long edge along the layout direction through its via points, in the placement order, crossing nothing', () => {
    const f = threeLayers();
    const via = new Map([['ac', [{ x: 450, y: 140 }]], ['bd', [{ x: 600, y: 140 }]]]);
    const routes = routeEdges(f.index, { ...f.geometry, via }, f.nodes, new Map());
    const ac = routes.get('ac')!.points;
    const bd = routes.get('bd')!.points;
    expect(runsThrough(ac, { x: 450, y: 140 }, true)).toBe(true);
    expect(runsThrough(bd, { x: 600, y: 140 }, true)).toBe(true);
    expect(axisParallel(ac) && axisParallel(bd)).toBe(true);
    expect(countCrossings([{ id: 'ac', from: 'a', to: 'c', points: ac }, { id: 'bd', from: 'b', to: 'd', points: bd }])).toBe(0);
    for (const points of [ac, bd]) expect(crossesBox(points, box(100, 120, 300, 40))).toBe(false);
    // One Z each (the via point in line with the target): no needless bend.
    expect(ac).toHaveLength(4);
    expect(bd).toHaveLength(4);
  });

  it('goes through several layers with one jog per gap and none where the points are in line', () => {
    const f = fixture([node('s'), node('t'), edge('st', 's', 't')], { s: box(0, 0, 100, 40), t: box(300, 480, 100, 40) });
    // Layers at y 140, 260 and 380; the last two points are in line (1 px apart: aligned).
    const via = new Map([['st', [{ x: 200, y: 140 }, { x: 350, y: 260 }, { x: 351, y: 380 }]]]);
    const points = routeEdges(f.index, { ...f.geometry, via }, f.nodes, new Map()).get('st')!.points;
    expect(points).toEqual([
      { x: 50, y: 40 },
      { x: 50, y: 90 },
      { x: 200, y: 90 },
      { x: 200, y: 200 },
      { x: 350, y: 200 },
      { x: 350, y: 480 },
    ]);
  });

  it('passes each layer anywhere in its slot: straight on where the slots allow, jogs only where they must', () => {
    const f = fixture([node('s'), node('t'), edge('st', 's', 't')], { s: box(0, 0, 100, 40), t: box(0, 480, 100, 40) });
    // The dummies sit off the line from s to t, but every slot reaches x 50: no bend at all.
    const wide = new Map([['st', [{ x: 200, y: 140, before: 160, after: 20 }, { x: 350, y: 260, before: 320, after: 0 }, { x: 120, y: 380, before: 80, after: 80 }]]]);
    expect(routeEdges(f.index, { ...f.geometry, via: wide }, f.nodes, new Map()).get('st')!.points).toEqual([
      { x: 50, y: 40 },
      { x: 50, y: 480 },
    ]);
    // The middle slot starts at x 300: a jog into it, and the route stays there through the
    // last slot (which reaches 300) instead of jogging back and forth, then one jog to t.
    const narrow = new Map([['st', [{ x: 200, y: 140, before: 160, after: 120 }, { x: 350, y: 260, before: 50, after: 0 }, { x: 220, y: 380, before: 10, after: 80 }]]]);
    const points = routeEdges(f.index, { ...f.geometry, via: narrow }, f.nodes, new Map()).get('st')!.points;
    expect(points).toHaveLength(6);
    expect(runsThrough(points, { x: 300, y: 260 }, true)).toBe(true);
    expect(runsThrough(points, { x: 300, y: 380 }, true)).toBe(true);
  });

  it('keeps to the exact via points when a place in the slot would lie in a node', () => {
    const f = fixture([node('s'), node('t'), node('m'), edge('st', 's', 't')], { s: box(0, 0, 100, 40), m: box(0, 120, 100, 40), t: box(0, 240, 100, 40) });
    // A slot wrongly reaching over m: straight on from s would run through it.
    const via = new Map([['st', [{ x: 300, y: 140, before: 300, after: 0 }]]]);
    const points = routeEdges(f.index, { ...f.geometry, via }, f.nodes, new Map()).get('st')!.points;
    expect(runsThrough(points, { x: 300, y: 140 }, true)).toBe(true);
    expect(crossesBox(points, box(0, 120, 100, 40))).toBe(false);
  });

  it('keeps the placement order of a layer when slots overlap: a later route leaves the edge spacing beside an earlier one', () => {
    // ac's dummy lies left of bd's, but a is on the right and b on the left: straight on, bd would pass left of ac.
    const f = fixture([node('a'), node('b'), node('c'), node('d'), edge('ac', 'a', 'c'), edge('bd', 'b', 'd')], {
      a: box(150, 0, 100, 40),
      b: box(0, 0, 100, 40),
      c: box(150, 240, 100, 40),
      d: box(0, 240, 100, 40),
    });
    const via = new Map([
      ['ac', [{ x: 300, y: 140, before: 300, after: 100 }]],
      ['bd', [{ x: 312, y: 140, before: 312, after: 88 }]],
    ]);
    const routes = routeEdges(f.index, { ...f.geometry, via }, f.nodes, new Map());
    const acrossAt = (points: readonly Point[]): number => points.find((p, i) => i > 0 && p.x === points[i - 1]!.x && Math.min(p.y, points[i - 1]!.y) < 140 && Math.max(p.y, points[i - 1]!.y) > 140)!.x;
    const [ac, bd] = [acrossAt(routes.get('ac')!.points), acrossAt(routes.get('bd')!.points)];
    expect(ac).toBe(200);
    expect(bd - ac).toBeGreaterThanOrEqual(12);
  });

  it('draws an edge between neighbouring layers straight when its ends can move in line on their sides', () => {
    // s and t overlap by 70 px across the axis; a long edge with a slot says the placement gave room.
    const f = fixture([node('s'), node('t'), node('u'), node('v'), edge('st', 's', 't'), edge('uv', 'u', 'v')], {
      s: box(0, 0, 100, 40),
      t: box(30, 120, 100, 40),
      u: box(400, 0, 100, 40),
      v: box(400, 240, 100, 40),
    });
    const via = new Map([['uv', [{ x: 450, y: 140, before: 50, after: 50 }]]]);
    const own = routeEdges(f.index, f.geometry, f.nodes, new Map()).get('st')!.points;
    expect(own).toHaveLength(4);
    const points = routeEdges(f.index, { ...f.geometry, via }, f.nodes, new Map()).get('st')!.points;
    expect(points).toEqual([
      { x: 65, y: 40 },
      { x: 65, y: 120 },
    ]);
  });

  it('runs horizontally through the points in LR', () => {
    const f = fixture([node('s'), node('t'), edge('st', 's', 't')], { s: box(0, 0, 100, 40), t: box(400, 200, 100, 40) }, { direction: 'LR' });
    const via = new Map([['st', [{ x: 250, y: 100 }]]]);
    const points = routeEdges(f.index, { ...f.geometry, via }, f.nodes, new Map()).get('st')!.points;
    expect(runsThrough(points, { x: 250, y: 100 }, false)).toBe(true);
    expect(points[0]!.x).toBe(100);
    expect(points.at(-1)!.x).toBe(400);
  });

  it('falls back to its own route when a via point lies in a node, and never draws the edge through it', () => {
    const f = threeLayers();
    const own = routeEdges(f.index, f.geometry, f.nodes, new Map());
    const via = new Map([['ac', [{ x: 250, y: 140 }]]]);
    const routes = routeEdges(f.index, { ...f.geometry, via }, f.nodes, new Map());
    expect(crossesBox(routes.get('ac')!.points, box(100, 120, 300, 40))).toBe(false);
    expect(routes.get('ac')!.points).toEqual(own.get('ac')!.points);
  });

  it('routes exactly as before without via points, or with none for the scene’s edges', () => {
    const f = threeLayers();
    const before = routeEdges(f.index, f.geometry, f.nodes, new Map());
    expect(routeEdges(f.index, { ...f.geometry, via: new Map() }, f.nodes, new Map())).toEqual(before);
    expect(routeEdges(f.index, { ...f.geometry, via: new Map([['other', [{ x: 1, y: 1 }]]]) }, f.nodes, new Map())).toEqual(before);
  });
});

describe('tracks of one gap ordered together (orderGapTracks)', () => {
  it('unties two Zs of a gap that cross twice where they need not cross', () => {
    // A leaves at x 50 and lands at 450, B leaves at 200 and lands at 600; with A above B
    // each crosses the other once (two crossings), with B above A they do not cross.
    const a = [{ x: 50, y: 40 }, { x: 50, y: 72 }, { x: 450, y: 72 }, { x: 450, y: 120 }];
    const b = [{ x: 200, y: 40 }, { x: 200, y: 88 }, { x: 600, y: 88 }, { x: 600, y: 120 }];
    const tracks = new TrackIndex();
    tracks.add(a);
    tracks.add(b);
    const context = { obstacles: new ObstacleIndex([], ROUTE_MARGIN), extent: box(0, 0, 700, 200), search: new GridSearch(), tracks };
    const end = (elementId: string, point: Point, side: 'top' | 'bottom') => ({ elementId, box: box(point.x, point.y, 0, 0), inward: false, point, side, normal: { x: 0, y: side === 'bottom' ? 1 : -1 }, tip: point });
    const edges = new Map([
      ['a', { ends: { from: end('s1', a[0]!, 'bottom'), to: end('t1', a[3]!, 'top') }, points: a }],
      ['b', { ends: { from: end('s2', b[0]!, 'bottom'), to: end('t2', b[3]!, 'top') }, points: b }],
    ]);
    expect(countCrossings([{ id: 'a', from: 's1', to: 't1', points: a }, { id: 'b', from: 's2', to: 't2', points: b }])).toBe(2);
    orderGapTracks(edges, () => undefined, true, context);
    const [pa, pb] = [edges.get('a')!.points, edges.get('b')!.points];
    expect(countCrossings([{ id: 'a', from: 's1', to: 't1', points: pa }, { id: 'b', from: 's2', to: 't2', points: pb }])).toBe(0);
    // Same pins, B's track now above A's, TRACK_SPACING apart.
    expect([pa[0], pa[3], pb[0], pb[3]]).toEqual([a[0], a[3], b[0], b[3]]);
    expect(pa[1]!.y - pb[1]!.y).toBe(8);
    expect(tracks.crossings(pa)).toBe(0);
  });
});
