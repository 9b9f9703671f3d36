import { describe, expect, it } from 'vitest';
import { layerGaps } from '../../../../engine/layout/layered/layer-gaps.js';
import type { SizedLayerGraph } from '../../../../engine/layout/layered/types.js';

/** Two layers of `count` vertices 100 px apart, vertex i above joined to vertex `target(i)` below. */
function twoLayers(count: number, target: (i: number) => number): SizedLayerGraph {
  const size = 2 * count;
  const graph: SizedLayerGraph = {
    layerOf: Array.from({ length: size }, (_, v) => (v < count ? 0 : 1)),
    layers: [Array.from({ length: count }, (_, i) => i), Array.from({ length: count }, (_, i) => count + i)],
    above: Array.from({ length: size }, () => []),
    below: Array.from({ length: size }, () => []),
    width: Array(size).fill(40),
    height: Array(size).fill(30),
    dummy: Array(size).fill(false),
  };
  for (let i = 0; i < count; i++) {
    graph.below[i]!.push(count + target(i));
    graph.above[count + target(i)]!.push(i);
  }
  return graph;
}
const xsOf = (count: number): number[] => [...Array.from({ length: count }, (_, i) => i * 100), ...Array.from({ length: count }, (_, i) => i * 100)];

describe('layer gaps', () => {
  it('keeps the spacing asked for where edges run straight', () => {
    expect(layerGaps(twoLayers(10, (i) => i), xsOf(10), 50)).toEqual([50]);
  });

  it('makes a gap tall enough for every Z that overlaps at one place to have a level of its own', () => {
    // Each vertex joins the one below on the far side: all ten Zs overlap in the middle.
    const [gap] = layerGaps(twoLayers(10, (i) => 9 - i), xsOf(10), 50);
    expect(gap).toBeGreaterThanOrEqual(10 * 12);
  });

  it('counts overlap, not Zs: Zs side by side share a level', () => {
    // Pairs swap places (0↔1, 2↔3, ...): each Z overlaps only its partner.
    const [gap] = layerGaps(twoLayers(10, (i) => i ^ 1), xsOf(10), 20);
    expect(gap).toBeLessThan(4 * 12 + 24);
    expect(gap).toBeGreaterThan(20);
  });
});
