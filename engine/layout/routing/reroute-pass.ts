import type { Point } from '../../geometry/index.js';
import { simpleShapes } from './orthogonal-shapes.js';
import { finishRoute, middleTaken, pickSimpleShape, shapeCost, type RoutingContext } from './route-orthogonal.js';
import { routeThroughVia } from './route-via.js';
import type { RouteEnd } from './route-types.js';
import { crossingsBetween } from './swap-ends.js';

/** One orthogonal edge the pass may route again: its decided ends and its route. */
export interface ReroutableEdge {
  ends: { from: RouteEnd; to: RouteEnd };
  points: Point[];
}

/** Passes over every edge (single reroutes, then pairs): a third changed nothing on the 200-node bench flowchart. */
const ROUNDS = 2;

/**
 * Once every edge is routed, each edge in turn is taken out and routed again against all
 * the others (through its via points, else the simple shape crossing fewest routes), and the
 * new route is kept when it crosses fewer. The first pass picks each track knowing only the
 * routes before it, so the first Z of a gap takes the middle and a later one must cross it;
 * seeing every route, the first moves aside. Only when a placer gives via points
 * (Geometry.via): there every gap's Zs are fixed at both ends, which is where the order of
 * tracks decides the crossings. `edges` and `context.tracks` are updated.
 */
export function rerouteAgainstAll(
  edges: ReadonlyMap<string, ReroutableEdge>,
  viaOf: (edgeId: string) => readonly Point[] | undefined,
  vertical: boolean,
  context: RoutingContext,
): void {
  const { tracks } = context;
  for (let round = 0; round < ROUNDS; round++) {
    let changed = 0;
    for (const [id, edge] of edges) {
      tracks.remove(edge.points);
      const again = rerouted(id, edge);
      // A route along another reads as one edge: never traded for fewer crossings.
      if (again !== undefined && !middleTaken(again, tracks) && shapeCost(again, tracks) < shapeCost(edge.points, tracks)) {
        edge.points = again;
        changed++;
      }
      tracks.add(edge.points);
    }
    changed += reroutePairs(edges, rerouted, context);
    if (changed === 0) break;
  }

  function rerouted(id: string, edge: ReroutableEdge): Point[] | undefined {
    const { from, to } = edge.ends;
    const via = viaOf(id);
    return via === undefined ? simpleRoute(from, to, context) : routeThroughVia(from, to, via, vertical, context);
  }
}

/**
 * Two routes crossing each other twice (two Zs of one gap on tracks in the wrong order) are
 * a knot no single reroute undoes when each Z's other tracks cross a third route: both are
 * taken out and routed again, one then the other, each order tried, and the best pair kept
 * when it crosses less in all (each other included). Pairs in route order, once.
 */
function reroutePairs(
  edges: ReadonlyMap<string, ReroutableEdge>,
  reroute: (id: string, edge: ReroutableEdge) => Point[] | undefined,
  context: RoutingContext,
): number {
  const { tracks } = context;
  let changed = 0;
  const list = [...edges];
  const bounds = list.map(([, edge]) => extentOf(edge.points));
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const [[idA, a], [idB, b]] = [list[i]!, list[j]!];
      if (!meet(bounds[i]!, bounds[j]!) || crossingsBetween(a.points, b.points) < 2) continue;
      tracks.remove(a.points);
      tracks.remove(b.points);
      const cost = (pa: Point[], pb: Point[]): number => shapeCost(pa, tracks) + shapeCost(pb, tracks) + crossingsBetween(pa, pb);
      let best = { a: a.points, b: b.points, cost: cost(a.points, b.points) };
      const orders: Array<[[string, ReroutableEdge], [string, ReroutableEdge]]> = [[[idA, a], [idB, b]], [[idB, b], [idA, a]]];
      for (const [[firstId, first], [secondId, second]] of orders) {
        const one = reroute(firstId, first);
        if (one === undefined || middleTaken(one, tracks)) continue;
        tracks.add(one);
        const two = reroute(secondId, second);
        const clear = two !== undefined && !middleTaken(two, tracks);
        tracks.remove(one);
        if (!clear) continue;
        const [pa, pb] = first === a ? [one, two] : [two, one];
        const total = cost(pa, pb);
        if (total < best.cost) best = { a: pa, b: pb, cost: total };
      }
      if (best.a !== a.points) changed++;
      [a.points, b.points] = [best.a, best.b];
      [bounds[i], bounds[j]] = [extentOf(a.points), extentOf(b.points)];
      tracks.add(a.points);
      tracks.add(b.points);
    }
  }
  return changed;
}

type Extent = [number, number, number, number];

function extentOf(points: readonly Point[]): Extent {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function meet(a: Extent, b: Extent): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/** The simple shape routeOrthogonal would pick now, or undefined when every one crosses a node. */
function simpleRoute(from: RouteEnd, to: RouteEnd, context: RoutingContext): Point[] | undefined {
  const shape = pickSimpleShape(simpleShapes(from, to), context.obstacles, new Set([from.elementId, to.elementId]), context.tracks);
  return shape === undefined ? undefined : finishRoute(shape, from, to);
}
