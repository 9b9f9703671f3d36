/**
 * Plane geometry shared by layout, routing and rendering: tiny pure functions, no
 * dependencies. y grows downwards (SVG). Every number leaving a stage goes through `px`.
 */
export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Side = 'top' | 'right' | 'bottom' | 'left';

/** Rounds to 1/100 px: stage outputs are stable across engines and short in JSON/SVG. */
export function px(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded; // no -0
}

export function roundBox(box: Box): Box {
  return { x: px(box.x), y: px(box.y), width: px(box.width), height: px(box.height) };
}

export function roundPoint(point: Point): Point {
  return { x: px(point.x), y: px(point.y) };
}

export const right = (box: Box): number => box.x + box.width;
export const bottom = (box: Box): number => box.y + box.height;
export const centerX = (box: Box): number => box.x + box.width / 2;
export const centerY = (box: Box): number => box.y + box.height / 2;
export const center = (box: Box): Point => ({ x: centerX(box), y: centerY(box) });

/** Grows (or with a negative margin shrinks) a box on every side. */
export function inflate(box: Box, margin: number): Box {
  return { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
}

/** True when the boxes share interior area (touching edges do not overlap). */
export function overlaps(a: Box, b: Box, gap = 0): boolean {
  return a.x < right(b) + gap && b.x < right(a) + gap && a.y < bottom(b) + gap && b.y < bottom(a) + gap;
}

/** True when `inner` lies inside `outer` (edges may touch). */
export function contains(outer: Box, inner: Box): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && right(inner) <= right(outer) && bottom(inner) <= bottom(outer);
}

export function containsPoint(box: Box, point: Point): boolean {
  return point.x >= box.x && point.x <= right(box) && point.y >= box.y && point.y <= bottom(box);
}

/** The smallest box holding all the given boxes, or null for none. */
export function unionBoxes(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const box of boxes) {
    minX = Math.min(minX, box.x);
    minY = Math.min(minY, box.y);
    maxX = Math.max(maxX, right(box));
    maxY = Math.max(maxY, bottom(box));
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

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

/** The area two boxes share (0 when they only touch or are apart). */
export function overlapArea(a: Box, b: Box): number {
  const width = Math.min(right(a), right(b)) - Math.max(a.x, b.x);
  const height = Math.min(bottom(a), bottom(b)) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
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
