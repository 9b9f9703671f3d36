import { num } from './num.js';
import type { Point } from '../../geometry/index.js';

/**
 * SVG path data built command by command, numbers through num(). Absolute commands only,
 * so each path reads on its own in a golden diff. A line along an axis is written as H or
 * V (the same path in fewer bytes: orthogonal edges are most of a diagram's path data);
 * the current point is kept as written, so the test is on the very numbers in the output.
 */
// An arc's rotation and flags, written between its radii and its end: ` 0 <large> <sweep> `.
const ARC_FLAGS = [' 0 0 0 ', ' 0 0 1 ', ' 0 1 0 ', ' 0 1 1 '] as const;

export class PathData {
  // The pieces of the text, joined once at the end: one flat string, where concatenating
  // command by command made a few short strings per command and a rope of them, which the
  // writer's escaping check then flattened (every outline, edge and head is built here).
  private readonly parts: string[] = [];
  private x = '';
  private y = '';
  private startX = '';
  private startY = '';

  /** M: start a subpath. */
  move(x: number, y: number): this {
    this.moveTo(num(x), num(y));
    this.startX = this.x;
    this.startY = this.y;
    this.parts.push('M', this.x, ' ', this.y);
    return this;
  }

  /** L: a straight line (written as H or V when it runs along an axis). */
  line(x: number, y: number): this {
    const nx = num(x);
    const ny = num(y);
    if (ny === this.y && this.y !== '') return this.horizontalTo(nx);
    if (nx === this.x && this.x !== '') return this.verticalTo(ny);
    this.moveTo(nx, ny);
    this.parts.push('L', nx, ' ', ny);
    return this;
  }

  /** H: a horizontal line to x. */
  horizontal(x: number): this {
    return this.horizontalTo(num(x));
  }

  /** V: a vertical line to y. */
  vertical(y: number): this {
    return this.verticalTo(num(y));
  }

  /** A: an elliptical arc; `sweep` true draws clockwise (y down). */
  arc(rx: number, ry: number, largeArc: boolean, sweep: boolean, x: number, y: number): this {
    this.moveTo(num(x), num(y));
    this.parts.push('A', num(rx), ' ', num(ry), ARC_FLAGS[(largeArc ? 2 : 0) + (sweep ? 1 : 0)]!, this.x, ' ', this.y);
    return this;
  }

  /** C: a cubic Bézier segment. */
  cubic(c1: Point, c2: Point, end: Point): this {
    this.moveTo(num(end.x), num(end.y));
    this.parts.push('C', num(c1.x), ' ', num(c1.y), ' ', num(c2.x), ' ', num(c2.y), ' ', this.x, ' ', this.y);
    return this;
  }

  /** Z: close the subpath (the current point goes back to its start). */
  close(): this {
    this.moveTo(this.startX, this.startY);
    this.parts.push('Z');
    return this;
  }

  private horizontalTo(x: string): this {
    this.x = x;
    this.parts.push('H', x);
    return this;
  }

  private verticalTo(y: string): this {
    this.y = y;
    this.parts.push('V', y);
    return this;
  }

  private moveTo(x: string, y: string): void {
    this.x = x;
    this.y = y;
  }

  toString(): string {
    return this.parts.join('');
  }
}

/** A new, empty path. */
export function pathData(): PathData {
  return new PathData();
}

/** A path through the points, a line to each after the first. */
function through(points: readonly Point[]): PathData {
  // A plain loop: every edge and head comes through here, and a callback would be a closure made per call.
  const d = pathData();
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    if (i === 0) d.move(point.x, point.y);
    else d.line(point.x, point.y);
  }
  return d;
}

/** An open polyline through the points. */
export function polylinePath(points: readonly Point[]): string {
  return through(points).toString();
}

/** A closed polygon through the points. */
export function polygonPath(points: readonly Point[]): string {
  return points.length === 0 ? '' : through(points).close().toString();
}
