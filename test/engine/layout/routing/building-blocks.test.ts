import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoxBuckets } from '../../../../engine/geometry/index.js';
import { MinHeap } from '../../../../engine/layout/routing/min-heap.js';
import { StepCrossings } from '../../../../engine/layout/routing/step-crossings.js';
import { TrackIndex } from '../../../../engine/layout/routing/track-index.js';
import { bottom, right, type Box } from '../../../../engine/geometry/index.js';

const boxArb = fc.record({
  x: fc.integer({ min: -5000, max: 5000 }),
  y: fc.integer({ min: -5000, max: 5000 }),
  width: fc.integer({ min: 0, max: 3000 }),
  height: fc.integer({ min: 0, max: 3000 }),
});

describe('MinHeap', () => {
  it('pops by priority, equal priorities in push order', () => {
    const heap = new MinHeap();
    [[1, 5], [2, 3], [3, 5], [4, 1], [5, 3]].forEach(([item, priority]) => heap.push(item!, priority!));
    const order: number[] = [];
    while (heap.size > 0) order.push(heap.pop()!);
    expect(order).toEqual([4, 2, 5, 1, 3]);
  });

  it('agrees with a stable sort', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 20 })), (priorities) => {
      const heap = new MinHeap();
      priorities.forEach((p, i) => heap.push(i, p));
      const popped = priorities.map(() => heap.pop()!);
      const expected = priorities.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, i]) => i);
      expect(popped).toEqual(expected);
    }));
  });
});

describe('BoxBuckets', () => {
  it('finds exactly the boxes meeting a query area, in insertion order', () => {
    fc.assert(fc.property(fc.array(boxArb, { maxLength: 60 }), boxArb, (boxes, area) => {
      const buckets = new BoxBuckets(64);
      boxes.forEach((b) => buckets.add(b));
      const meets = (b: Box) => b.x <= right(area) && area.x <= right(b) && b.y <= bottom(area) && area.y <= bottom(b);
      expect(buckets.query(area)).toEqual(boxes.flatMap((b, i) => (meets(b) ? [i] : [])));
    }));
  });

  it('finds the same boxes unordered, however often it is asked', () => {
    fc.assert(fc.property(fc.array(boxArb, { maxLength: 60 }), fc.array(boxArb, { minLength: 1, maxLength: 4 }), (boxes, areas) => {
      const buckets = new BoxBuckets(64);
      boxes.forEach((b) => buckets.add(b));
      for (const area of areas) expect([...buckets.queryUnordered(area)].sort((a, b) => a - b)).toEqual(buckets.query(area));
    }));
  });
});

describe('StepCrossings', () => {
  const coordinate = fc.integer({ min: 0, max: 40 }).map((v) => v * 8);
  const route = fc.array(fc.record({ x: coordinate, y: coordinate }), { minLength: 2, maxLength: 6 })
    // Orthogonal: each point shares x or y with the one before.
    .map((points) => points.map((p, i) => (i === 0 ? p : i % 2 === 1 ? { x: p.x, y: points[i - 1]!.y } : { x: points[i - 1]!.x, y: p.y })));
  const lines = fc.uniqueArray(coordinate, { minLength: 2, maxLength: 12 }).map((values) => values.sort((a, b) => a - b));

  it('counts for every grid step the crossings the track index counts', () => {
    fc.assert(fc.property(fc.array(route, { maxLength: 8 }), lines, lines, (routes, xs, ys) => {
      const tracks = new TrackIndex();
      routes.forEach((points) => tracks.add(points));
      const steps = new StepCrossings();
      steps.count(tracks, xs, ys);
      for (let j = 0; j < ys.length; j++) {
        for (let i = 0; i + 1 < xs.length; i++) expect(steps.between(i + 1, j, i, j)).toBe(tracks.segmentCrossings(xs[i]!, ys[j]!, xs[i + 1]!, ys[j]!));
      }
      for (let i = 0; i < xs.length; i++) {
        for (let j = 0; j + 1 < ys.length; j++) expect(steps.between(i, j, i, j + 1)).toBe(tracks.segmentCrossings(xs[i]!, ys[j]!, xs[i]!, ys[j + 1]!));
      }
    }));
  });
});
