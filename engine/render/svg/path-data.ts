import { num } from './num.js';
import type { Point } from '../../model/geometry.js';

/**
 * SVG path data built command by command, numbers through num(). Absolute commands only,
 * so each path reads on its own in a golden diff.
 */
export class PathData {
  private readonly parts: string[] = [];

  /** M: start a subpath. */
  move(x: number, y: number): this {
    return this.push(`M${num(x)} ${num(y)}`);
  }

  /** L: a straight line. */
  line(x: number, y: number): this {
    return this.push(`L${num(x)} ${num(y)}`);
  }

  /** H: a horizontal line to x. */
  horizontal(x: number): this {
    return this.push(`H${num(x)}`);
  }

  /** V: a vertical line to y. */
  vertical(y: number): this {
    return this.push(`V${num(y)}`);
  }

  /** A: an elliptical arc; `sweep` true draws clockwise (y down). */
  arc(rx: number, ry: number, largeArc: boolean, sweep: boolean, x: number, y: number): this {
    return this.push(`A${num(rx)} ${num(ry)} 0 ${largeArc ? 1 : 0} ${sweep ? 1 : 0} ${num(x)} ${num(y)}`);
  }

  /** C: a cubic Bézier segment. */
  cubic(c1: Point, c2: Point, end: Point): this {
    return this.push(`C${num(c1.x)} ${num(c1.y)} ${num(c2.x)} ${num(c2.y)} ${num(end.x)} ${num(end.y)}`);
  }

  /** Z: close the subpath. */
  close(): this {
    return this.push('Z');
  }

  toString(): string {
    return this.parts.join('');
  }

  private push(part: string): this {
    this.parts.push(part);
    return this;
  }
}

/** A new, empty path. */
export function pathData(): PathData {
  return new PathData();
}

/** An open polyline through the points. */
export function polylinePath(points: readonly Point[]): string {
  const d = pathData();
  points.forEach((point, i) => (i === 0 ? d.move(point.x, point.y) : d.line(point.x, point.y)));
  return d.toString();
}

/** A closed polygon through the points. */
export function polygonPath(points: readonly Point[]): string {
  return points.length === 0 ? '' : `${polylinePath(points)}Z`;
}
