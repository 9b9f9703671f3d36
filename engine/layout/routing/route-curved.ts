import { distance, roundPoint, type Point } from '../../geometry/index.js';
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
