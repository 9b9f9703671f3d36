import type { Box, Point, Side } from '../model/index.js';
import { bottom, center, right } from './boxes.js';

// Points, segments and curves against boxes: tiny pure functions.

/** A point on a side of a box, `offset` 0 to 1 along it (top/bottom left to right, left/right top to bottom). */
export function pointOnSide(box: Box, side: Side, offset: number): Point {
  switch (side) {
    case 'top':
      return { x: box.x + box.width * offset, y: box.y };
    case 'bottom':
      return { x: box.x + box.width * offset, y: bottom(box) };
    case 'left':
      return { x: box.x, y: box.y + box.height * offset };
    case 'right':
      return { x: right(box), y: box.y + box.height * offset };
  }
}

/** Whether the segment a-b passes through the interior of a box. */
export function segmentCrossesBox(a: Point, b: Point, box: Box): boolean {
  // Liang-Barsky clipping against the open box.
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const edges: Array<[number, number]> = [
    [-dx, a.x - box.x],
    [dx, right(box) - a.x],
    [-dy, a.y - box.y],
    [dy, bottom(box) - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q <= 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 >= t1) return false;
  }
  return true;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** Length of a polyline. */
export function polylineLength(points: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distance(points[i - 1]!, points[i]!);
  return total;
}

/** Where the ray from the box's centre towards `toward` leaves the box (the centre itself when they coincide). */
export function borderPoint(box: Box, toward: Point): Point {
  const from = center(box);
  const dx = toward.x - from.x;
  const dy = toward.y - from.y;
  if (dx === 0 && dy === 0) return from;
  // The ray leaves through whichever pair of sides it reaches first.
  const scaleX = dx === 0 ? Infinity : box.width / 2 / Math.abs(dx);
  const scaleY = dy === 0 ? Infinity : box.height / 2 / Math.abs(dy);
  const scale = Math.min(scaleX, scaleY);
  return { x: from.x + dx * scale, y: from.y + dy * scale };
}

/** The unit vector pointing out of a box through one of its sides. */
export function sideNormal(side: Side): Point {
  switch (side) {
    case 'top':
      return { x: 0, y: -1 };
    case 'bottom':
      return { x: 0, y: 1 };
    case 'left':
      return { x: -1, y: 0 };
    case 'right':
      return { x: 1, y: 0 };
  }
}

/** A polyline without repeated points and without the middle points of straight runs. */
export function simplifyPolyline(points: readonly Point[]): Point[] {
  const kept: Point[] = [];
  for (const point of points) {
    const last = kept[kept.length - 1];
    if (last !== undefined && last.x === point.x && last.y === point.y) continue;
    const before = kept[kept.length - 2];
    // A point continuing the previous segment's direction makes its end point redundant.
    if (before !== undefined && last !== undefined && sameDirection(before, last, point)) kept.pop();
    kept.push(point);
  }
  return kept;
}

function sameDirection(a: Point, b: Point, c: Point): boolean {
  const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
  const dot = (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y);
  return cross === 0 && dot > 0;
}

/** The point of the cubic Bézier p0, c1, c2, p1 at parameter t (0 to 1). */
export function cubicPoint(p0: Point, c1: Point, c2: Point, p1: Point, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return { x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y };
}
