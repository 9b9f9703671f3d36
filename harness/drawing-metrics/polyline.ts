/**
 * Polylines: flattening cubic Bézier chains (dot's splines, our curved router) at a fixed
 * tolerance, so curves and orthogonal routes are measured with the same segment code.
 */
import type { Point } from './drawing.js';

/** How far a flattened curve may stray from the true one, in px. */
export const FLATTEN_TOLERANCE = 0.5;

/** Distance from p to the line through a and b (to a when a and b coincide). */
function distanceToLine(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(p.x - a.x, p.y - a.y);
  return Math.abs((p.x - a.x) * dy - (p.y - a.y) * dx) / length;
}

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** Appends the flattened cubic (p0 excluded) to `out`, halving it (de Casteljau) until it is flat. */
function flattenCubic(p0: Point, c1: Point, c2: Point, p1: Point, tolerance: number, out: Point[], depth: number): void {
  if (depth >= 16 || Math.max(distanceToLine(c1, p0, p1), distanceToLine(c2, p0, p1)) <= tolerance) {
    out.push(p1);
    return;
  }
  const a = mid(p0, c1);
  const b = mid(c1, c2);
  const c = mid(c2, p1);
  const ab = mid(a, b);
  const bc = mid(b, c);
  const centre = mid(ab, bc);
  flattenCubic(p0, a, ab, centre, tolerance, out, depth + 1);
  flattenCubic(centre, bc, c, p1, tolerance, out, depth + 1);
}

type Cubic = [Point, Point, Point, Point];

const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** A cubic cut in two at parameter t (de Casteljau). */
function splitCubic([p0, c1, c2, p1]: Cubic, t: number): [Cubic, Cubic] {
  const a = lerp(p0, c1, t);
  const b = lerp(c1, c2, t);
  const c = lerp(c2, p1, t);
  const ab = lerp(a, b, t);
  const bc = lerp(b, c, t);
  const at = lerp(ab, bc, t);
  return [[p0, a, ab, at], [at, bc, c, p1]];
}

/** How much of each end of every cubic is kept as a segment of its own (see flattenBezierChain). */
const END_CUT = 1e-3;

/**
 * A cubic Bézier chain [p0, c1, c2, p1, c1, c2, p2, ...] as a polyline through p0, p1, p2, ...
 * and enough points between them that no point of the curve is further than `tolerance`
 * from it. Each cubic also keeps a tiny first and last segment (its first and last
 * thousandth), so the polyline leaves and reaches every joint along the curve's tangent
 * and a curve's turning is not lost between chords (bends.ts). Throws when the chain's
 * length is not 3n + 1.
 */
export function flattenBezierChain(chain: readonly Point[], tolerance = FLATTEN_TOLERANCE): Point[] {
  if (chain.length === 0) return [];
  if ((chain.length - 1) % 3 !== 0) throw new Error(`a cubic Bézier chain has 3n + 1 points, not ${chain.length}`);
  const out: Point[] = [chain[0]!];
  for (let i = 0; i + 3 < chain.length; i += 3) {
    const [first, rest] = splitCubic([chain[i]!, chain[i + 1]!, chain[i + 2]!, chain[i + 3]!], END_CUT);
    const [middle, last] = splitCubic(rest, 1 - END_CUT / (1 - END_CUT));
    for (const piece of [first, middle, last]) flattenCubic(...piece, tolerance, out, 0);
  }
  return withoutRepeats(out);
}

/** Total length of a polyline. */
export function polylineLength(points: readonly Point[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) length += Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y);
  return length;
}

/** The polyline without consecutive repeated points (zero-length segments say nothing about direction). */
export function withoutRepeats(points: readonly Point[], epsilon = 1e-6): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (last === undefined || Math.abs(last.x - p.x) > epsilon || Math.abs(last.y - p.y) > epsilon) out.push(p);
  }
  return out;
}
