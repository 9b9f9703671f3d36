import { describe, expect, it } from 'vitest';
import { ChainMover, chainsOf } from '../../../../engine/layout/layered/chain-sifting.js';
import { adjacencyOf, countCrossings, CrossingCounter } from '../../../../engine/layout/layered/crossings.js';
import { layerGraphOf, type ComponentInput } from '../../../../engine/layout/layered/layer-graph.js';
import { medianOrder } from '../../../../engine/layout/layered/median-order.js';
import { sifted } from '../../../../engine/layout/layered/sifting.js';
import type { LayerGraph } from '../../../../engine/layout/layered/types.js';

/** A connected random component from a fixed seed: a spanning tree plus extra edges, some ends on rows (offsets), some labels. */
function randomComponent(count: number, seed: number, rows: boolean): ComponentInput {
  let state = seed;
  const random = (): number => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = (n: number): number => Math.floor(random() * n);
  const nodes = Array.from({ length: count }, () => ({ width: 60 + pick(120), height: 40 }));
  const edges: ComponentInput['edges'] = [];
  for (let i = 1; i < count * 2; i++) {
    const [from, to] = i < count ? [pick(i), i] : [pick(count), pick(count)];
    if (from === to) continue;
    const row = (): number => (pick(6) - 3) * 20;
    edges.push({ from, to, ...(rows ? { fromOffset: row(), toOffset: row() } : {}), ...(random() < 0.1 ? { label: { width: 30, height: 12 } } : {}) });
  }
  return { nodes, edges };
}

/** Crossings by definition: every pair of edges between two adjacent layers whose ends (place plus share) are in opposite orders. */
function bruteForceCrossings(graph: LayerGraph, order: number[][]): number {
  const place = new Map<number, number>();
  for (const layer of order) layer.forEach((v, i) => place.set(v, i));
  let total = 0;
  for (let index = 0; index + 1 < order.length; index++) {
    const edges: Array<[number, number]> = [];
    for (const u of order[index]!) graph.below[u]!.forEach((w, k) => edges.push([place.get(u)! + (graph.ends?.below[u]![k]!.ownShare ?? 0), place.get(w)! + (graph.ends?.below[u]![k]!.share ?? 0)]));
    for (let a = 0; a < edges.length; a++) for (let b = a + 1; b < edges.length; b++) if ((edges[a]![0] - edges[b]![0]) * (edges[a]![1] - edges[b]![1]) < 0) total++;
  }
  return total;
}

const isPermutationOf = (layers: number[][], of: number[][]): boolean => layers.every((layer, i) => [...layer].sort((a, b) => a - b).join() === [...of[i]!].sort((a, b) => a - b).join());

describe('crossing count', () => {
  it.each([false, true])('counts every crossing pair once, ends on rows: %s', (rows) => {
    for (let seed = 1; seed <= 30; seed++) {
      const { graph } = layerGraphOf(randomComponent(5 + (seed % 20), seed, rows));
      expect(countCrossings(graph, graph.layers)).toBe(bruteForceCrossings(graph, graph.layers));
      const reversed = graph.layers.map((layer) => [...layer].reverse());
      expect(countCrossings(graph, reversed)).toBe(bruteForceCrossings(graph, reversed));
    }
  });

  it('does not count edges leaving one row, nor two edges meeting at a centre; counts rows in opposite orders', () => {
    const { graph } = layerGraphOf({
      nodes: [{ width: 100, height: 40 }, { width: 100, height: 40 }, { width: 100, height: 40 }],
      edges: [
        { from: 0, to: 1, fromOffset: 10, toOffset: -10 },
        { from: 0, to: 1, fromOffset: 10, toOffset: -10 },
        { from: 0, to: 2, fromOffset: 10 },
        { from: 0, to: 2, fromOffset: 10 },
      ],
    });
    expect(countCrossings(graph, graph.layers)).toBe(0);
    // From the table's centre to the right-hand table, left of the row leaving for the left-hand one: both pairs cross.
    const crossed = layerGraphOf({
      nodes: [{ width: 100, height: 40 }, { width: 100, height: 40 }, { width: 100, height: 40 }],
      edges: [
        { from: 0, to: 1, fromOffset: 10 },
        { from: 0, to: 2 },
        { from: 0, to: 2 },
      ],
    }).graph;
    expect(countCrossings(crossed, crossed.layers)).toBe(2);
  });
});

describe('sifting', () => {
  it('moves a vertex past several others when that lowers the crossings, and counts what it returns', () => {
    // Upper layer a b c d, lower layer w x y z; w hangs under d: three crossings until d moves to the far left (or w to the far right).
    const graph: LayerGraph = {
      layerOf: [0, 0, 0, 0, 1, 1, 1, 1],
      layers: [
        [0, 1, 2, 3],
        [4, 5, 6, 7],
      ],
      above: [[], [], [], [], [3], [0], [1], [2]],
      below: [[5], [6], [7], [4], [], [], [], []],
    };
    const adjacency = adjacencyOf(graph);
    const counter = new CrossingCounter(graph, adjacency.below);
    expect(counter.count(graph.layers)).toBe(3);
    const result = sifted(adjacency, counter, { layers: graph.layers, crossings: 3 });
    expect(result.crossings).toBe(0);
    expect(result.layers).toEqual([
      [3, 0, 1, 2],
      [4, 5, 6, 7],
    ]);
  });

  it('never returns more crossings than it was given', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const { graph } = layerGraphOf(randomComponent(40, seed, seed % 2 === 0));
      const adjacency = adjacencyOf(graph);
      const counter = new CrossingCounter(graph, adjacency.below);
      const start = { layers: graph.layers, crossings: counter.count(graph.layers) };
      const result = sifted(adjacency, counter, start);
      expect(result.crossings).toBeLessThanOrEqual(start.crossings);
      expect(result.crossings).toBe(bruteForceCrossings(graph, result.layers));
      expect(isPermutationOf(result.layers, graph.layers)).toBe(true);
    }
  });
});

describe('chain moves', () => {
  it('moves a whole long edge where moving any one of its dummies gains nothing', () => {
    // a -> z through dummies 4, 5 and b -> y through 6, 7: the chains cross at the top and again at the bottom.
    const graph: LayerGraph = {
      layerOf: [0, 0, 3, 3, 1, 2, 1, 2],
      layers: [
        [0, 1],
        [6, 4],
        [7, 5],
        [2, 3],
      ],
      above: [[], [], [5], [7], [0], [4], [1], [6]],
      below: [[4], [6], [], [], [5], [2], [7], [3]],
    };
    const adjacency = adjacencyOf(graph);
    const chains = chainsOf(adjacency);
    expect([...chains.start]).toEqual([0, 2, 4]);
    expect([...chains.vertex]).toEqual([4, 5, 6, 7]);
    const order = graph.layers.map((layer) => [...layer]);
    const place = new Float64Array(8);
    for (const layer of order) layer.forEach((v, i) => (place[v] = i));
    expect(new ChainMover(adjacency, 2).move(order, place, chains.vertex, 0, 2, 1)).toBe(2);
    expect(order).toEqual([
      [0, 1],
      [4, 6],
      [5, 7],
      [2, 3],
    ]);
    expect([...place]).toEqual([0, 1, 0, 1, 0, 0, 1, 1]);
    expect(countCrossings(graph, order)).toBe(0);
  });

  it('saves exactly the crossings it reports, never adding any, with ends on rows or not', () => {
    const savedBySeed: number[] = [];
    for (let seed = 1; seed <= 10; seed++) {
      const { graph } = layerGraphOf(randomComponent(60, seed, seed % 2 === 0));
      const adjacency = adjacencyOf(graph);
      const counter = new CrossingCounter(graph, adjacency.below);
      const chains = chainsOf(adjacency);
      const order = graph.layers.map((layer) => [...layer]);
      const place = new Float64Array(graph.layerOf.length);
      for (const layer of order) layer.forEach((v, i) => (place[v] = i));
      const mover = new ChainMover(adjacency, Math.max(...order.map((layer) => layer.length)));
      let crossings = counter.count(order);
      for (let c = 0; c + 1 < chains.start.length; c++) {
        const top = chains.vertex[chains.start[c]!]!;
        const saved = mover.move(order, place, chains.vertex, chains.start[c]!, chains.start[c + 1]!, graph.layerOf[top]!);
        expect(saved).toBeGreaterThanOrEqual(0);
        expect(bruteForceCrossings(graph, order)).toBe(crossings - saved);
        crossings -= saved;
      }
      savedBySeed.push(counter.count(graph.layers) - crossings);
      expect(isPermutationOf(order, graph.layers)).toBe(true);
      for (const layer of order) layer.forEach((v, i) => expect(place[v]).toBe(i));
    }
    // Moves with rows (even seeds) and without (odd ones) both happened.
    expect(savedBySeed.filter((saved, i) => saved > 0 && i % 2 === 1).length).toBeGreaterThan(0);
    expect(savedBySeed.filter((saved, i) => saved > 0 && i % 2 === 0).length).toBeGreaterThan(0);
  });
});

describe('median order on a large graph (more rounds, then sifting)', () => {
  it('gives every layer back as a permutation of itself, with the crossings it reports', () => {
    const { graph } = layerGraphOf(randomComponent(700, 7, false));
    expect(graph.layerOf.length).toBeGreaterThanOrEqual(2_000);
    const result = medianOrder(graph);
    expect(isPermutationOf(result.layers, graph.layers)).toBe(true);
    expect(result.crossings).toBe(countCrossings(graph, result.layers));
    expect(result.crossings).toBeLessThan(result.startCrossings);
  });
});
