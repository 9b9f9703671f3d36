import { describe, expect, it } from 'vitest';
import { backEdges } from '../../../../engine/layout/layered/cycles.js';
import { networkSimplex, type RankEdge } from '../../../../engine/layout/layered/network-simplex.js';

/** Edges from [from, to] pairs (or [from, to, minlen]), weight 1. */
const edges = (pairs: Array<[number, number, number?]>): RankEdge[] => pairs.map(([from, to, minlen]) => ({ from, to, minlen: minlen ?? 1, weight: 1 }));
const totalLength = (rank: number[], list: RankEdge[]): number => list.reduce((sum, e) => sum + (rank[e.to]! - rank[e.from]!) * e.weight, 0);
const feasible = (rank: number[], list: RankEdge[]): boolean => list.every((e) => rank[e.to]! - rank[e.from]! >= e.minlen);

describe('networkSimplex', () => {
  it('gives a triangle its shortest total length (a -> b -> c, a -> c: 4)', () => {
    const list = edges([[0, 1], [1, 2], [0, 2]]);
    const rank = networkSimplex(3, list);
    expect(rank).toEqual([0, 1, 2]);
    expect(totalLength(rank, list)).toBe(4);
  });

  it('pulls a lone source down next to the node it feeds (chain of 5, z -> end: 5, not 8)', () => {
    const list = edges([[0, 1], [1, 2], [2, 3], [3, 4], [5, 4]]);
    const rank = networkSimplex(6, list);
    expect(feasible(rank, list)).toBe(true);
    expect(totalLength(rank, list)).toBe(5);
    expect(rank[5]).toBe(3);
  });

  it('moves a node with three edges below it and one above as a whole subtree (total 9, not 12)', () => {
    // s -> t -> u, u -> r1..r3; p -> q, q -> r1..r3. Longest path puts p, q at 0, 1 (total 12).
    const [s, t, u, r1, r2, r3, p, q] = [0, 1, 2, 3, 4, 5, 6, 7];
    const list = edges([[s, t], [t, u], [u, r1], [u, r2], [u, r3], [p, q], [q, r1], [q, r2], [q, r3]]);
    const rank = networkSimplex(8, list);
    expect(feasible(rank, list)).toBe(true);
    expect(totalLength(rank, list)).toBe(9);
    expect([rank[p], rank[q]]).toEqual([1, 2]);
  });

  it("matches the optimum of Gansner et al.'s example graph (figure 2-ish: 10)", () => {
    const [a, b, c, d, e, f, g, h] = [0, 1, 2, 3, 4, 5, 6, 7];
    const list = edges([[a, b], [b, c], [c, d], [d, h], [a, e], [a, f], [e, g], [f, g], [g, h]]);
    const rank = networkSimplex(8, list);
    expect(feasible(rank, list)).toBe(true);
    expect(totalLength(rank, list)).toBe(10);
  });

  it('keeps minimum lengths (a labelled edge spans two layers) and merges parallel edges', () => {
    const list = edges([[0, 1, 2], [1, 2], [1, 2], [0, 2]]);
    const rank = networkSimplex(3, list);
    expect(rank).toEqual([0, 2, 3]);
  });

  it('finds the optimum on random small graphs (checked against every ranking of ranks up to twice the vertex count)', () => {
    let seed = 11;
    const random = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 30; round++) {
      const n = 4 + Math.floor(random() * 3);
      // A connected DAG: each vertex after the first fed by an earlier one, plus a few more forward edges.
      const pairs: Array<[number, number, number?]> = [];
      for (let v = 1; v < n; v++) pairs.push([Math.floor(random() * v), v, random() < 0.2 ? 2 : 1]);
      for (let extra = 0; extra < 3; extra++) {
        const a = Math.floor(random() * (n - 1));
        pairs.push([a, a + 1 + Math.floor(random() * (n - 1 - a))]);
      }
      const list = edges(pairs);
      const rank = networkSimplex(n, list);
      expect(feasible(rank, list)).toBe(true);
      expect(totalLength(rank, list)).toBe(bruteForceOptimum(n, list, 2 * n));
    }
  });
});

/** The least total length over every ranking with ranks 0..depth (small graphs only). */
function bruteForceOptimum(n: number, list: RankEdge[], depth: number): number {
  let best = Infinity;
  const rank = new Array<number>(n).fill(0);
  const visit = (v: number): void => {
    if (v === n) {
      if (feasible(rank, list)) best = Math.min(best, totalLength(rank, list));
      return;
    }
    for (let r = 0; r <= depth; r++) {
      rank[v] = r;
      visit(v + 1);
    }
  };
  rank[0] = 0;
  visit(0);
  return best;
}

describe('backEdges', () => {
  it('reverses only the edge of a cycle that points back in document order, and nothing in a DAG', () => {
    expect(backEdges(3, [{ from: 0, to: 1 }, { from: 1, to: 2 }, { from: 2, to: 0 }])).toEqual([false, false, true]);
    // Declared bottom-up but acyclic: every edge keeps its direction.
    expect(backEdges(3, [{ from: 2, to: 1 }, { from: 1, to: 0 }])).toEqual([false, false]);
  });
});
