import { roundPoint, simplifyPolyline, type Point } from '../../geometry/index.js';
import { freeEnd } from './resolve-ends.js';
import { MIN_END_SEGMENT } from './route-constants.js';
import type { RoutingContext } from './route-orthogonal.js';
import type { EndElement, RouteEnd } from './route-types.js';
import { TrackIndex } from './track-index.js';

/** One orthogonal edge whose ends may be swapped: its elements, its decided ends, its route. */
export interface SwappableEdge {
  from: EndElement;
  to: EndElement;
  ends: { from: RouteEnd; to: RouteEnd };
  points: Point[];
}

type EndRef = { edgeId: string; which: 'from' | 'to' };

/**
 * After every edge is routed: where the routes of two neighbouring ends on one side cross
 * each other, swaps the two ends' points, sliding each route's last segment (and the bend
 * before it) along the side with its end, and keeps the swap only when the two routes then
 * cross fewer routes in all (each other included), run along no other route (nor each
 * other) and neither passes through a heavier obstacle than before. The ends were ordered by where their other ends lie, which
 * misjudges a route that must first go round a node: the architecture example's two edges
 * into the payment provider crossed beside it (docs/decisions/2026-11-24-edge-end-swaps.md). Sliding
 * instead of routing again keeps the pass at a few tests per crossing pair. Sides in the
 * order given, each walked once from its start; `edges` and `context.tracks` are updated.
 */
export function swapCrossingEnds(sides: ReadonlyArray<ReadonlyArray<EndRef>>, edges: Map<string, SwappableEdge>, context: RoutingContext): void {
  for (const side of sides) {
    const order = [...side];
    for (let i = 0; i + 1 < order.length; i++) {
      const [a, b] = [order[i]!, order[i + 1]!];
      const edgeA = edges.get(a.edgeId);
      const edgeB = edges.get(b.edgeId);
      if (edgeA === undefined || edgeB === undefined || edgeA === edgeB) continue;
      if (crossingsBetween(edgeA.points, edgeB.points) === 0) continue;
      if (trySwap(a, edgeA, b, edgeB, context)) [order[i], order[i + 1]] = [b, a];
    }
  }
}

function trySwap(a: EndRef, edgeA: SwappableEdge, b: EndRef, edgeB: SwappableEdge, context: RoutingContext): boolean {
  const endA = edgeA.ends[a.which];
  const endB = edgeB.ends[b.which];
  const movedA = freeEnd(edgeA[a.which], { point: endB.point, side: endB.side });
  const movedB = freeEnd(edgeB[b.which], { point: endA.point, side: endA.side });
  const pointsA = slid(edgeA.points, a.which, movedA);
  const pointsB = slid(edgeB.points, b.which, movedB);
  if (pointsA === undefined || pointsB === undefined) return false;
  const endsA = { ...edgeA.ends, [a.which]: movedA };
  const endsB = { ...edgeB.ends, [b.which]: movedB };

  // Only the tails (the last two segments at the swapped ends) change, so only they are
  // compared. The old tails stay recorded until a swap looks worth it: their crossings with
  // each other, and with the new tails, are left out by hand.
  const { tracks, obstacles } = context;
  const [oldA, oldB] = [tail(edgeA.points, a.which), tail(edgeB.points, b.which)];
  const [newA, newB] = [tail(pointsA, a.which), tail(pointsB, b.which)];
  const before = tracks.crossings(oldA) + tracks.crossings(oldB) - crossingsBetween(oldA, oldB);
  const after =
    tracks.crossings(newA) + tracks.crossings(newB) + crossingsBetween(newA, newB) -
    crossingsBetween(newA, oldA) - crossingsBetween(newA, oldB) - crossingsBetween(newB, oldA) - crossingsBetween(newB, oldB);
  if (after >= before) return false;

  tracks.remove(oldA);
  tracks.remove(oldB);
  // On the points on the boxes, not the tips: a tip on a diamond or ellipse lies inside its own box.
  const weight = (edge: SwappableEdge, points: Point[], end: RouteEnd): number =>
    obstacles.polylineWeight([...points.slice(0, -1), end.point], new Set([edge.from.elementId, edge.to.elementId]));
  const keep =
    !runsAlong(newA, tracks) &&
    !runsAlong(newB, tracks) &&
    !runsAlong(newB, recorded(newA)) &&
    weight(edgeA, newA, movedA) <= weight(edgeA, oldA, endA) &&
    weight(edgeB, newB, movedB) <= weight(edgeB, oldB, endB);
  if (keep) {
    Object.assign(edgeA, { ends: endsA, points: pointsA });
    Object.assign(edgeB, { ends: endsB, points: pointsB });
  }
  tracks.add(keep ? newA : oldA);
  tracks.add(keep ? newB : oldB);
  return keep;
}

/**
 * The route with its `which` end moved to `moved`: the last point becomes the new tip and
 * the bend before it follows along the side, so the last segment stays perpendicular to the
 * side and the segment before it (parallel to the side) grows or shrinks. Undefined for a
 * straight route (no bend to move), for an L whose first segment would no longer leave its
 * own end forwards by MIN_END_SEGMENT, and when the moved bend would fall on a line with
 * its neighbours (the route would lose a point, so its tail is no longer the last three).
 */
function slid(points: readonly Point[], which: 'from' | 'to', moved: RouteEnd): Point[] | undefined {
  const route = which === 'to' ? [...points] : [...points].reverse();
  const n = route.length;
  if (n < 3) return undefined;
  const tip = roundPoint(moved.tip);
  const bend = route[n - 2]!;
  const alongX = moved.normal.x === 0;
  const newBend = alongX ? { x: tip.x, y: bend.y } : { x: bend.x, y: tip.y };
  if (n === 3) {
    const start = route[0]!;
    const before = alongX ? bend.x - start.x : bend.y - start.y;
    const after = alongX ? newBend.x - start.x : newBend.y - start.y;
    if (Math.sign(after) !== Math.sign(before) || Math.abs(after) < MIN_END_SEGMENT) return undefined;
  }
  route[n - 2] = newBend;
  route[n - 1] = tip;
  if (simplifyPolyline(route).length !== n) return undefined;
  return which === 'to' ? route : route.reverse();
}

/** The last three points of a route at its `which` end (its last two segments), ending at that end. */
function tail(points: readonly Point[], which: 'from' | 'to'): Point[] {
  return which === 'to' ? points.slice(-3) : points.slice(0, 3).reverse();
}

function recorded(points: readonly Point[]): TrackIndex {
  const tracks = new TrackIndex();
  tracks.add(points);
  return tracks;
}

/** Whether a segment of the polyline runs along a recorded route. */
function runsAlong(points: readonly Point[], tracks: TrackIndex): boolean {
  for (let i = 1; i < points.length; i++) if (tracks.isTaken(points[i - 1]!, points[i]!)) return true;
  return false;
}

/** How many times two routes cross: pairs of segments, one horizontal and one vertical, passing through each other's interiors (as TrackIndex counts them; routes have a few segments each). */
function crossingsBetween(a: readonly Point[], b: readonly Point[]): number {
  let count = 0;
  for (let i = 1; i < a.length; i++) {
    for (let j = 1; j < b.length; j++) if (segmentsCross(a[i - 1]!, a[i]!, b[j - 1]!, b[j]!)) count++;
  }
  return count;
}

function segmentsCross(p: Point, q: Point, r: Point, s: Point): boolean {
  if (p.y === q.y && r.x === s.x) return passes(p.y, p.x, q.x, r.x, r.y, s.y);
  if (p.x === q.x && r.y === s.y) return passes(r.y, r.x, s.x, p.x, p.y, q.y);
  return false;
}

/** Whether a horizontal segment at y from x1 to x2 and a vertical one at x from y1 to y2 pass through each other. */
function passes(y: number, x1: number, x2: number, x: number, y1: number, y2: number): boolean {
  return x > Math.min(x1, x2) && x < Math.max(x1, x2) && y > Math.min(y1, y2) && y < Math.max(y1, y2);
}
