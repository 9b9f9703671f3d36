import { describe, expect, it } from 'vitest';
import { countBends } from '../../../../bench/quality-lab/generated/bends.js';
import type { Point } from '../../../../harness/drawing-metrics/drawing.js';
import { flattenBezierChain, FLATTEN_TOLERANCE, polylineLength } from '../../../../harness/drawing-metrics/polyline.js';

const line = (...points: Array<[number, number]>): Point[] => points.map(([x, y]) => ({ x, y }));

/** A quarter circle of radius r about the origin as one cubic (the usual 0.5523 handle). */
const quarter = (r: number): Point[] => {
  const k = 0.5522847498 * r;
  return line([r, 0], [r, k], [k, r], [0, r]);
};

describe('countBends', () => {
  it('counts an orthogonal corner as one bend, a Z as two, a straight line as none', () => {
    expect(countBends(line([0, 0], [10, 0], [10, 10]))).toBeCloseTo(1, 9);
    expect(countBends(line([0, 0], [0, 10], [20, 10], [20, 30]))).toBeCloseTo(2, 9);
    expect(countBends(line([0, 0], [5, 0], [10, 0]))).toBe(0);
    expect(countBends(line([0, 0], [10, 0]))).toBe(0);
  });

  it('ignores repeated points', () => {
    expect(countBends(line([0, 0], [10, 0], [10, 0], [10, 10], [10, 10]))).toBeCloseTo(1, 9);
  });

  it('counts a flattened quarter circle as one bend, whatever its size', () => {
    for (const r of [8, 40, 400]) {
      const flat = flattenBezierChain(quarter(r));
      expect(flat.length).toBeGreaterThan(2);
      expect(countBends(flat)).toBeGreaterThan(0.95);
      expect(countBends(flat)).toBeLessThan(1.05);
    }
  });
});

describe('flattenBezierChain', () => {
  it('keeps the chain ends and stays within the tolerance of the curve', () => {
    const chain = [...quarter(300), ...line([-100, 300], [-200, 100], [-300, 0]).slice(0)];
    const flat = flattenBezierChain(chain);
    expect(flat[0]).toEqual(chain[0]);
    expect(flat.at(-1)).toEqual(chain.at(-1));
    expect(flat).toContainEqual(chain[3]);
    // Every point of the first cubic lies within the tolerance of the polyline.
    const [p0, c1, c2, p1] = chain as [Point, Point, Point, Point];
    for (let i = 0; i <= 100; i++) {
      const t = i / 100;
      const s = 1 - t;
      const p = { x: s ** 3 * p0.x + 3 * s * s * t * c1.x + 3 * s * t * t * c2.x + t ** 3 * p1.x, y: s ** 3 * p0.y + 3 * s * s * t * c1.y + 3 * s * t * t * c2.y + t ** 3 * p1.y };
      const nearest = Math.min(...flat.slice(1).map((q, j) => distanceToSegment(p, flat[j]!, q)));
      expect(nearest).toBeLessThanOrEqual(FLATTEN_TOLERANCE + 1e-9);
    }
  });

  it('keeps a straight cubic straight, and refuses a chain of the wrong length', () => {
    const straight = flattenBezierChain(line([0, 0], [1, 0], [2, 0], [3, 0]));
    expect(straight.every((p) => p.y === 0)).toBe(true);
    expect(straight.length).toBeLessThanOrEqual(4);
    expect(polylineLength(straight)).toBeCloseTo(3, 9);
    expect(countBends(straight)).toBe(0);
    expect(() => flattenBezierChain(line([0, 0], [1, 0], [2, 0]))).toThrow(/3n \+ 1/);
  });
});

describe('polylineLength', () => {
  it('adds up the segments', () => {
    expect(polylineLength(line([0, 0], [3, 4], [3, 10]))).toBe(11);
    expect(polylineLength(line([5, 5]))).toBe(0);
  });
});

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}
