import { cubicPoint, distance, roundPoint, type Point } from '../../geometry/index.js';
import { HARD, weighAmong, type ObstacleIndex } from './obstacle-index.js';
import { CURVE_MAX_HANDLE, CURVE_MIN_HANDLE } from './route-constants.js';
import type { RouteEnd } from './route-types.js';

/**
 * A curved route: one cubic Bézier [p0, c1, c2, p1] from tip to tip whose control points lie
 * on the ends' normals, so the curve leaves and enters perpendicular to its sides. Handles
 * grow with the distance (0.4 of it, within CURVE_MIN_HANDLE..CURVE_MAX_HANDLE). It does
 * not bend around obstacles.
 */
export function routeCurved(from: RouteEnd, to: RouteEnd): Point[] {
  const handle = Math.min(CURVE_MAX_HANDLE, Math.max(CURVE_MIN_HANDLE, 0.4 * distance(from.point, to.point)));
  const c1 = { x: from.point.x + from.normal.x * handle, y: from.point.y + from.normal.y * handle };
  const c2 = { x: to.point.x + to.normal.x * handle, y: to.point.y + to.normal.y * handle };
  return [from.tip, c1, c2, to.tip].map(roundPoint);
}

/**
 * The curved route: one cubic (routeCurved), or, when that would cross a node the edge does
 * not connect and the placer gave the edge via points, the chain through them
 * (routeCurvedThrough). Curves clear of nodes stay one cubic.
 */
export function routeCurvedAround(
  from: RouteEnd,
  to: RouteEnd,
  via: readonly Point[] | undefined,
  { obstacles, vertical }: { obstacles: ObstacleIndex; vertical: boolean },
): Point[] {
  const curve = routeCurved(from, to);
  if (via === undefined || !crossesNode(curve, obstacles, new Set([from.elementId, to.elementId]))) return curve;
  return routeCurvedThrough(from, to, via, vertical);
}

/** Points each cubic of a chain is sampled at to test it against nodes. */
const SAMPLES = 24;

/** Whether the cubic chain passes through a node other than `own` (its bare box). */
function crossesNode(chain: readonly Point[], obstacles: ObstacleIndex, own: ReadonlySet<string>): boolean {
  const line: Point[] = [chain[0]!];
  for (let i = 0; i + 3 < chain.length; i += 3) {
    for (let k = 1; k <= SAMPLES; k++) line.push(cubicPoint(chain[i]!, chain[i + 1]!, chain[i + 2]!, chain[i + 3]!, k / SAMPLES));
  }
  const xs = chain.map((p) => p.x);
  const ys = chain.map((p) => p.y);
  const area = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  return weighAmong(line, obstacles.nodesIn(area, own)) === HARD;
}

/**
 * A curved route through the placer's via points (a long edge's dummies, from source to
 * target): a chain of cubics [p0, c1, c2, v1, c3, c4, v2, ..., p1], one per gap, each via
 * point passed along the layout axis (`vertical`: TB/BT), so the curve keeps to the room the
 * placement left between a layer's nodes instead of cutting through them (issue 30: a
 * bumpY edge of Mermaid's curve spec crossed the node beside its dummy). Handles as in
 * routeCurved, per gap.
 */
function routeCurvedThrough(from: RouteEnd, to: RouteEnd, via: readonly Point[], vertical: boolean): Point[] {
  const stops = [from.point, ...via, to.point];
  const along = (p: Point): number => (vertical ? p.y : p.x);
  const forward = Math.sign(along(to.point) - along(from.point)) || 1;
  const axis = vertical ? { x: 0, y: forward } : { x: forward, y: 0 };
  const chain: Point[] = [from.tip];
  for (let i = 1; i < stops.length; i++) {
    const [start, end] = [stops[i - 1]!, stops[i]!];
    const handle = Math.min(CURVE_MAX_HANDLE, Math.max(CURVE_MIN_HANDLE, 0.4 * distance(start, end)));
    const out = i === 1 ? from.normal : axis;
    const back = i === stops.length - 1 ? to.normal : { x: -axis.x, y: -axis.y };
    chain.push(
      { x: start.x + out.x * handle, y: start.y + out.y * handle },
      { x: end.x + back.x * handle, y: end.y + back.y * handle },
      i === stops.length - 1 ? to.tip : end,
    );
  }
  return chain.map(roundPoint);
}
