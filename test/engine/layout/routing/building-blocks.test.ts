import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoxBuckets } from '../../../../engine/geometry/index.js';
import { MinHeap } from '../../../../engine/layout/routing/min-heap.js';
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
});
