/**
 * The first spanning tree of network simplex (network-simplex.ts): grown from vertex 0
 * over tight edges (slack 0); when it stops growing, the non-tree edge with one end in the
 * tree and the least slack is made tight by shifting the tree's ranks, and growing goes on
 * (dagre's feasibleTree). Ranks stay feasible throughout.
 */

/** A graph of vertex indices with merged edges, as network simplex works on it. */
export interface SimplexGraph {
  vertexCount: number;
  tail: number[];
  head: number[];
  minlen: number[];
  weight: number[];
  /** Each vertex's edges, in and out, in edge order. */
  incident: number[][];
}

/** Which edges are in the spanning tree, and each tree edge's cut value. */
export interface SimplexTree {
  inTree: Uint8Array;
  cut: Float64Array;
}

/** A feasible tight spanning tree of a connected graph; `rank` is shifted in place (module comment). */
export function feasibleTree(graph: SimplexGraph, rank: number[]): SimplexTree {
  const n = graph.vertexCount;
  const tree: SimplexTree = { inTree: new Uint8Array(graph.tail.length), cut: new Float64Array(graph.tail.length) };
  const member = new Uint8Array(n);
  const members = [0];
  member[0] = 1;
  const slack = (e: number): number => rank[graph.head[e]!]! - rank[graph.tail[e]!]! - graph.minlen[e]!;
  let grownFrom = 0;
  while (members.length < n) {
    // Grow over tight edges from every member not yet expanded (members found later are expanded in turn).
    for (; grownFrom < members.length; grownFrom++) {
      const v = members[grownFrom]!;
      for (const e of graph.incident[v]!) {
        const w = graph.tail[e] === v ? graph.head[e]! : graph.tail[e]!;
        if (member[w] === 1 || slack(e) !== 0) continue;
        member[w] = 1;
        members.push(w);
        tree.inTree[e] = 1;
      }
    }
    if (members.length === n) break;
    let best = -1;
    for (let e = 0; e < graph.tail.length; e++) {
      if (member[graph.tail[e]!] === member[graph.head[e]!]) continue;
      if (best < 0 || slack(e) < slack(best)) best = e;
    }
    if (best < 0) throw new Error('networkSimplex: the graph is not connected');
    const delta = member[graph.tail[best]!] === 1 ? slack(best) : -slack(best);
    for (const v of members) rank[v]! += delta;
    // After the shift, tight edges may leave any member: expand them all again.
    grownFrom = 0;
  }
  return tree;
}
