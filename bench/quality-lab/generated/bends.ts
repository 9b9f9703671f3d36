/**
 * Bends of a polyline, measured so that an orthogonal route and a flattened spline are
 * counted alike: the path's total turning, in right angles. An orthogonal corner is one
 * bend, a Z-shaped route two, a U two; a quarter circle drawn with any number of points is
 * one, an S-shaped spline that swings 45 degrees out and back is one, a straight line none.
 * Counting corners would not do for curves (a flattened curve has a vertex every few
 * pixels), and counting curve pieces would not do for corners.
 */
import type { Point } from '../../../harness/drawing-metrics/drawing.js';
import { withoutRepeats } from '../../../harness/drawing-metrics/polyline.js';

/** Signed turn from the direction of a→b to the direction of b→c, in (-π, π]. */
function turnAt(a: Point, b: Point, c: Point): number {
  let turn = Math.atan2(c.y - b.y, c.x - b.x) - Math.atan2(b.y - a.y, b.x - a.x);
  while (turn <= -Math.PI) turn += 2 * Math.PI;
  while (turn > Math.PI) turn -= 2 * Math.PI;
  return turn;
}

/** Total turning of a polyline, in radians (every vertex's turn, left or right, added up). */
export function totalTurning(polyline: readonly Point[]): number {
  const points = withoutRepeats(polyline);
  let turning = 0;
  for (let i = 1; i + 1 < points.length; i++) turning += Math.abs(turnAt(points[i - 1]!, points[i]!, points[i + 1]!));
  return turning;
}

/** The bends of a polyline: its total turning in right angles (module comment). */
export function countBends(polyline: readonly Point[]): number {
  return totalTurning(polyline) / (Math.PI / 2);
}
