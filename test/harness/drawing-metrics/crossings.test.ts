import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countCrossings } from '../../../harness/drawing-metrics/crossings.js';
import type { DrawnEdge, Point } from '../../../harness/drawing-metrics/drawing.js';

const edge = (id: string, ...points: Array<[number, number]>): DrawnEdge => ({ id, from: `${id}-from`, to: `${id}-to`, points: points.map(([x, y]) => ({ x, y })) });

describe('countCrossings', () => {
  it('counts two straight edges crossing once', () => {
    expect(countCrossings([edge('a', [0, 0], [10, 10]), edge('b', [0, 10], [10, 0])])).toBe(1);
  });

  it('counts a crossing at a bend of one edge once, though two of its segments meet the other edge there', () => {
    // a comes down from the upper left, bends at (5, 5) and goes straight down: it crosses b there.
    expect(countCrossings([edge('a', [0, 0], [5, 5], [5, 10]), edge('b', [0, 5], [10, 5])])).toBe(1);
    // a straight line with a point in the middle of the crossing, and b likewise.
    expect(countCrossings([edge('a', [0, 5], [5, 5], [10, 5]), edge('b', [5, 0], [5, 5], [5, 10])])).toBe(1);
  });

  it('counts orthogonal routes crossing at right angles', () => {
    const a = edge('a', [0, 0], [0, 20], [40, 20], [40, 40]);
    const b = edge('b', [20, 0], [20, 40]);
    expect(countCrossings([a, b])).toBe(1);
  });

  it('counts every crossing of two edges that cross twice', () => {
    const a = edge('a', [0, 10], [30, 10]);
    const b = edge('b', [5, 0], [5, 20], [25, 20], [25, 0]);
    expect(countCrossings([a, b])).toBe(2);
  });

  it('does not count edges that only touch', () => {
    // a ends on b.
    expect(countCrossings([edge('a', [5, 0], [5, 5]), edge('b', [0, 5], [10, 5])])).toBe(0);
    // a comes to b and turns back to the side it came from.
    expect(countCrossings([edge('a', [0, 0], [5, 5], [10, 0]), edge('b', [0, 5], [10, 5])])).toBe(0);
    // Two edges leaving the same point.
    expect(countCrossings([edge('a', [0, 0], [10, 0]), edge('b', [0, 0], [0, 10])])).toBe(0);
  });

  it('does not count edges sharing a track', () => {
    const a = edge('a', [0, 0], [0, 10], [20, 10], [20, 20]);
    const b = edge('b', [5, 0], [5, 10], [30, 10]);
    expect(countCrossings([a, b])).toBe(0);
  });

  it('does not count an edge crossing itself, nor edges that do not meet', () => {
    expect(countCrossings([edge('a', [0, 0], [10, 10], [10, 0], [0, 10])])).toBe(0);
    expect(countCrossings([edge('a', [0, 0], [10, 0]), edge('b', [0, 5], [10, 5])])).toBe(0);
  });

  it('finds crossings far apart on a large drawing (across grid cells)', () => {
    const edges = [edge('h', [0, 5000], [10_000, 5000]), ...[1000, 4000, 9000].map((x) => edge(`v${x}`, [x, 0], [x, 10_000]))];
    expect(countCrossings(edges)).toBe(3);
  });

  it('agrees with counting proper intersections of random straight edges, in any order and place, split or not', () => {
    // Integer coordinates, so the reference below is exact: two segments cross properly when
    // each one's ends lie strictly on opposite sides of the other.
    const point = fc.record({ x: fc.integer({ min: -500, max: 500 }), y: fc.integer({ min: -500, max: 500 }) });
    const segments = fc.array(fc.tuple(point, point), { minLength: 2, maxLength: 25 });
    const orient = (a: Point, b: Point, c: Point): number => Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
    fc.assert(
      fc.property(segments, fc.integer({ min: -3000, max: 3000 }), (list, shift) => {
        const edges = list.map(([p, q], i) => ({ id: `e${i}`, from: 'x', to: 'y', points: [p, q] }));
        let expected = 0;
        for (let i = 0; i < list.length; i++) {
          for (let j = i + 1; j < list.length; j++) {
            const [p0, p1] = list[i]!;
            const [q0, q1] = list[j]!;
            if (orient(p0, p1, q0) * orient(p0, p1, q1) < 0 && orient(q0, q1, p0) * orient(q0, q1, p1) < 0) expected++;
          }
        }
        expect(countCrossings(edges)).toBe(expected);
        const moved = (p: Point): Point => ({ x: p.x + shift, y: p.y - shift });
        const transformed = [...edges].reverse().map((e) => ({ ...e, points: [...e.points].reverse().map(moved) }));
        expect(countCrossings(transformed)).toBe(expected);
        // A point in the middle of every edge (often right on a crossing) changes nothing.
        const split = edges.map((e) => ({ ...e, points: [e.points[0]!, { x: (e.points[0]!.x + e.points[1]!.x) / 2, y: (e.points[0]!.y + e.points[1]!.y) / 2 }, e.points[1]!] }));
        expect(countCrossings(split)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
