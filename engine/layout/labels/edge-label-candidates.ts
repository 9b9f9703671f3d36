import { cubicPoint, distance, type Point } from '../../geometry/index.js';
import { LOOP_LABEL_GAP } from '../routing/route-constants.js';
import type { EdgeRoute } from '../types.js';

/** Gap between a route's line and a label placed beside it (the label box has its own padding). */
export const BESIDE_GAP = 2;

// Where along a segment (orthogonal) or along the whole path (straight, curved) to try.
const SEGMENT_SHARES = [0.5, 0.25, 0.75];
const PATH_SHARES = [0.5, 0.35, 0.65, 0.2, 0.8];
// Each cubic is flattened into this many pieces to find points along a curved route.
const CURVE_STEPS = 16;

interface Size {
  width: number;
  height: number;
}

/**
 * Centres to try for an edge's label, in order. Orthogonal and polyline routes: the middle
 * of the longest segment, then its quarter points, then the other segments by length; at
 * each point the label centred on the line, then beside it (above/below a horizontal
 * segment, right/left of a vertical one). Straight and curved routes: the middle of the
 * path, then points further out, the same way. Self-loops first try beside the loop's far
 * part, outside it.
 */
export function labelCandidates(route: EdgeRoute, size: Size): Point[] {
  const candidates: Point[] = [];
  if (route.selfLoop) candidates.push(...besideLoop(route, size));
  const polyline = route.router === 'curved' ? flattenCubics(route.points) : route.points;
  if (route.router === 'orthogonal' || route.router === 'polyline') {
    for (const [a, b] of segmentsByLength(polyline)) {
      for (const share of SEGMENT_SHARES) candidates.push(...around(lerp(a, b, share), b.x - a.x, b.y - a.y, size));
    }
  } else {
    for (const share of PATH_SHARES) {
      const { point, tangent } = alongPath(polyline, share);
      candidates.push(...around(point, tangent.x, tangent.y, size));
    }
  }
  return candidates;
}

/** The label centred on a point of the line, then beside it on either side. */
function around(point: Point, dx: number, dy: number, size: Size): Point[] {
  const horizontal = Math.abs(dx) >= Math.abs(dy);
  const offX = size.width / 2 + BESIDE_GAP;
  const offY = size.height / 2 + BESIDE_GAP;
  return horizontal
    ? [point, { x: point.x, y: point.y - offY }, { x: point.x, y: point.y + offY }]
    : [point, { x: point.x + offX, y: point.y }, { x: point.x - offX, y: point.y }];
}

/** Beside the far part of a self-loop, on the side away from its element (where the router
 * made room for it: routing/self-loops.ts). */
function besideLoop(route: EdgeRoute, size: Size): Point[] {
  // Plain loops have exactly four points; a loop routed between ports is an ordinary route.
  if (route.points.length !== 4) return [];
  const [a, c1, c2, b] = route.points;
  if (a === undefined || c1 === undefined || c2 === undefined || b === undefined) return [];
  const far = route.router === 'curved' ? cubicPoint(a, c1, c2, b, 0.5) : lerp(c1, c2, 0.5);
  const dx = far.x - (a.x + b.x) / 2;
  const dy = far.y - (a.y + b.y) / 2;
  if (Math.abs(dx) >= Math.abs(dy)) {
    return [{ x: far.x + Math.sign(dx) * (size.width / 2 + LOOP_LABEL_GAP), y: far.y }];
  }
  return [{ x: far.x, y: far.y + Math.sign(dy) * (size.height / 2 + LOOP_LABEL_GAP) }];
}

/** The segments of a polyline, longest first (ties in path order). */
function segmentsByLength(points: readonly Point[]): Array<[Point, Point]> {
  const segments: Array<{ a: Point; b: Point; length: number; i: number }> = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    segments.push({ a, b, length: distance(a, b), i });
  }
  segments.sort((p, q) => q.length - p.length || p.i - q.i);
  return segments.map((s) => [s.a, s.b]);
}

/** The point at a share of a polyline's length, with the direction of the segment there. */
function alongPath(points: readonly Point[], share: number): { point: Point; tangent: Point } {
  const lengths = points.slice(1).map((p, i) => distance(points[i]!, p));
  let left = lengths.reduce((sum, l) => sum + l, 0) * share;
  for (let i = 0; i < lengths.length; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    if (left <= lengths[i]! || i === lengths.length - 1) {
      const t = lengths[i]! === 0 ? 0 : Math.min(1, left / lengths[i]!);
      return { point: lerp(a, b, t), tangent: { x: b.x - a.x, y: b.y - a.y } };
    }
    left -= lengths[i]!;
  }
  const only = points[0] ?? { x: 0, y: 0 };
  return { point: only, tangent: { x: 1, y: 0 } };
}

/** A cubic Bézier chain [p0, c1, c2, p1, c1, c2, p2, ...] as a polyline. */
function flattenCubics(points: readonly Point[]): Point[] {
  const flat: Point[] = points.length > 0 ? [points[0]!] : [];
  for (let i = 0; i + 3 < points.length; i += 3) {
    for (let step = 1; step <= CURVE_STEPS; step++) {
      flat.push(cubicPoint(points[i]!, points[i + 1]!, points[i + 2]!, points[i + 3]!, step / CURVE_STEPS));
    }
  }
  return flat;
}

function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}
