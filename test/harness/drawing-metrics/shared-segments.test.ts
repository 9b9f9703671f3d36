import { describe, expect, it } from 'vitest';
import type { RealEdge } from '../../../harness/drawing-metrics/geometry.js';
import { sharedLength, sharedSegmentPairs } from '../../../harness/drawing-metrics/shared-segments.js';

const edge = (id: string, from: string, to: string, ...points: Array<[number, number]>): RealEdge => ({ id, from, to, points: points.map(([x, y]) => ({ x, y })) });

describe('sharedSegmentPairs', () => {
  it('finds two edges of different ends running down the same vertical line', () => {
    // places leaves ORDER downwards and contains arrives from above on the same x (the ER drawing).
    const places = edge('places', 'CUSTOMER', 'ORDER', [100, 0], [100, 80], [150, 80], [150, 200]);
    const contains = edge('contains', 'ORDER', 'LINE_ITEM', [150, 120], [150, 300]);
    expect(sharedSegmentPairs([places, contains])).toEqual([['places', 'contains']]);
  });

  it('does not count a fan-in merged on purpose (same target), nor lines a few px apart', () => {
    const a = edge('a', 'x', 'z', [0, 0], [0, 50], [50, 50], [50, 100]);
    const b = edge('b', 'y', 'z', [100, 0], [100, 50], [50, 50], [50, 100]);
    expect(sharedSegmentPairs([a, b])).toEqual([]);
    const c = edge('c', 'p', 'q', [10, 0], [10, 100]);
    const d = edge('d', 'r', 's', [14, 0], [14, 100]);
    expect(sharedSegmentPairs([c, d])).toEqual([]);
  });

  it('does not count edges that only cross or touch for a few px', () => {
    expect(sharedSegmentPairs([edge('h', 'a', 'b', [0, 50], [100, 50]), edge('v', 'c', 'd', [50, 0], [50, 100])])).toEqual([]);
    expect(sharedSegmentPairs([edge('p', 'a', 'b', [0, 0], [10, 0]), edge('q', 'c', 'd', [7, 0], [30, 0])])).toEqual([]);
  });

  it('measures the overlap of two slanted collinear segments', () => {
    expect(sharedLength({ x: 0, y: 0 }, { x: 30, y: 40 }, { x: 15, y: 20 }, { x: 60, y: 80 })).toBeCloseTo(25);
  });
});
