import type { ComputedEdge } from '../../model/index.js';
import { distance, type Point } from '../../geometry/index.js';
import { pathData, polylinePath } from '../svg/path-data.js';

/** An end of a route: the point on the border and the unit direction the line arrives in. */
export interface RouteEnd {
  tip: Point;
  direction: Point;
}

const isCubicChain = (edge: ComputedEdge): boolean => edge.router === 'curved' && edge.points.length >= 4 && (edge.points.length - 1) % 3 === 0;

function unit(from: Point, to: Point): Point | null {
  const length = distance(from, to);
  return length === 0 ? null : { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
}

/** The direction arriving at points[index] from the nearest different point before it (walking towards `step`). */
function arrival(points: readonly Point[], index: number, step: 1 | -1): Point | null {
  const tip = points[index];
  if (tip === undefined) return null;
  for (let i = index - step; i >= 0 && i < points.length; i -= step) {
    const direction = unit(points[i]!, tip);
    if (direction !== null) return direction;
  }
  return null;
}

/** The two ends of a route with their arrival directions; null when the route has no length. */
export function routeEnds(edge: ComputedEdge): { start: RouteEnd; end: RouteEnd } | null {
  const points = edge.points;
  const last = points.length - 1;
  const endDirection = arrival(points, last, 1);
  const startDirection = arrival(points, 0, -1);
  if (endDirection === null || startDirection === null) return null;
  return { start: { tip: points[0]!, direction: startDirection }, end: { tip: points[last]!, direction: endDirection } };
}

/** Moves an end point (and, for curves, its control point) back along the line by `setback`, never past the neighbouring point. */
function pullBack(points: Point[], index: number, neighbour: number, direction: Point, setback: number, moveControl: boolean): void {
  const tip = points[index]!;
  const room = distance(tip, points[neighbour]!);
  const amount = moveControl ? setback : Math.min(setback, room);
  points[index] = movedBack(tip, direction, amount);
  if (moveControl) points[neighbour] = movedBack(points[neighbour]!, direction, amount);
}

// Helpers at the top level rather than closures: they run for every edge drawn, and under
// tsx (keepNames) each closure made costs a call that names it.
function movedBack(point: Point, direction: Point, amount: number): Point {
  return { x: point.x - direction.x * amount, y: point.y - direction.y * amount };
}

function copied(points: readonly Point[]): Point[] {
  const copy: Point[] = [];
  for (const point of points) copy.push({ x: point.x, y: point.y });
  return copy;
}

/** The route's path data, each end shortened by its head's setback: a polyline, or the cubic chain for curved routes. */
export function routePath(edge: ComputedEdge, ends: { start: RouteEnd; end: RouteEnd }, setbacks: { start: number; end: number }): string {
  const curved = isCubicChain(edge);
  const points = copied(edge.points);
  const last = points.length - 1;
  if (setbacks.end > 0) pullBack(points, last, last - 1, ends.end.direction, setbacks.end, curved);
  if (setbacks.start > 0) pullBack(points, 0, 1, ends.start.direction, setbacks.start, curved);
  if (!curved) return polylinePath(points);
  const d = pathData().move(points[0]!.x, points[0]!.y);
  for (let i = 1; i + 2 < points.length; i += 3) d.cubic(points[i]!, points[i + 1]!, points[i + 2]!);
  return d.toString();
}
