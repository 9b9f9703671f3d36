import { num } from './num.js';
import type { Point } from '../../geometry/index.js';

/**
 * SVG path data built command by command, numbers through num(). Absolute commands only,
 * so each path reads on its own in a golden diff. A line along an axis is written as H or
 * V (the same path in fewer bytes: orthogonal edges are most of a diagram's path data);
 * the current point is kept as written, so the test is on the very numbers in the output.
 */
export class PathData {
  // One growing string (not parts joined at the end) and no destructuring below: every
  // outline, edge and head of a drawing is built here.
  private d = '';
  private x = '';
  private y = '';
  private startX = '';
  private startY = '';

  /** M: start a subpath. */
  move(x: number, y: number): this {
    this.moveTo(num(x), num(y));
    this.startX = this.x;
    this.startY = this.y;
    return this.push(`M${this.x} ${this.y}`);
  }

  /** L: a straight line (written as H or V when it runs along an axis). */
  line(x: number, y: number): this {
    const nx = num(x);
    const ny = num(y);
    if (ny === this.y && this.y !== '') return this.horizontalTo(nx);
    if (nx === this.x && this.x !== '') return this.verticalTo(ny);
    this.moveTo(nx, ny);
    return this.push(`L${nx} ${ny}`);
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
    return this.push(`A${num(rx)} ${num(ry)} 0 ${largeArc ? 1 : 0} ${sweep ? 1 : 0} ${this.x} ${this.y}`);
  }

  /** C: a cubic Bézier segment. */
  cubic(c1: Point, c2: Point, end: Point): this {
    this.moveTo(num(end.x), num(end.y));
    return this.push(`C${num(c1.x)} ${num(c1.y)} ${num(c2.x)} ${num(c2.y)} ${this.x} ${this.y}`);
  }

  /** Z: close the subpath (the current point goes back to its start). */
  close(): this {
    this.moveTo(this.startX, this.startY);
    return this.push('Z');
  }

  private horizontalTo(x: string): this {
    this.x = x;
    return this.push(`H${x}`);
  }

  private verticalTo(y: string): this {
    this.y = y;
    return this.push(`V${y}`);
  }

  private moveTo(x: string, y: string): void {
    this.x = x;
    this.y = y;
  }

  toString(): string {
    return this.d;
  }

  private push(part: string): this {
    this.d += part;
    return this;
  }
}

/** A new, empty path. */
export function pathData(): PathData {
  return new PathData();
}

/** An open polyline through the points. */
export function polylinePath(points: readonly Point[]): string {
  // A plain loop: every edge and head comes through here, and a callback would be a closure made per call.
  const d = pathData();
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    if (i === 0) d.move(point.x, point.y);
    else d.line(point.x, point.y);
  }
  return d.toString();
}

/** A closed polygon through the points. */
export function polygonPath(points: readonly Point[]): string {
  return points.length === 0 ? '' : `${polylinePath(points)}Z`;
}
