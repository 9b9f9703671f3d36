/**
 * Layering by network simplex (Gansner, Koutsofios, North, Vo 1993, section 2; as dot and
 * dagre do it): ranks that minimise the sum of weight × length over the edges, each edge
 * at least its minimum length long. Start from a longest-path ranking, grow a feasible tree
 * of tight edges (shifting the tree's ranks toward the nearest non-tight edge when it stops
 * growing), then exchange a tree edge of negative cut value for the non-tree edge of least
 * slack across the same cut until no cut value is negative.
 *
 * One connected, acyclic component at a time (cycles.ts runs first); parallel edges are
 * merged (weights added, the longest minimum length kept). Deterministic: every choice
 * takes the first candidate in edge order. Each exchange recomputes the tree's low/lim
 * numbers and cut values in O(V + E), as dagre does.
 */
import { feasibleTree, type SimplexGraph, type SimplexTree } from './feasible-tree.js';

/** An edge to rank: tail above head, at least `minlen` layers apart. */
export interface RankEdge {
  from: number;
  to: number;
  minlen: number;
  weight: number;
}

/** Ranks (0 at the top) of a connected acyclic graph's vertices (module comment). */
export function networkSimplex(vertexCount: number, edges: readonly RankEdge[]): number[] {
  if (vertexCount === 0) return [];
  const graph = mergedGraph(vertexCount, edges);
  const rank = longestPathRanks(graph);
  const tree = feasibleTree(graph, rank);
  let order = lowLim(graph, tree);
  cutValues(graph, tree, order);
  // Degenerate pivots could in principle cycle: a generous cap keeps the stage total (dot caps its iterations too).
  const maxExchanges = 10 * vertexCount + 100;
  let start = 0;
  for (let round = 0; round < maxExchanges; round++) {
    const leave = leavingEdge(graph, tree, start);
    if (leave < 0) break;
    start = leave + 1; // dot's search resumes after the last edge left, which spreads the work
    const enter = enteringEdge(graph, order, rank, leave);
    tree.inTree[leave] = 0;
    tree.inTree[enter] = 1;
    order = lowLim(graph, tree);
    cutValues(graph, tree, order);
    updateRanks(graph, rank, order);
  }
  const low = rank.reduce((least, r) => Math.min(least, r), Infinity); // no spread: a very large graph would overflow the call stack
  return rank.map((r) => r - low);
}

/** Parallel edges merged into one (module comment), each vertex's incident edges listed. */
function mergedGraph(vertexCount: number, edges: readonly RankEdge[]): SimplexGraph {
  const tail: number[] = [];
  const head: number[] = [];
  const minlen: number[] = [];
  const weight: number[] = [];
  const seen = new Map<number, number>();
  for (const edge of edges) {
    const key = edge.from * vertexCount + edge.to;
    const known = seen.get(key);
    if (known !== undefined) {
      weight[known]! += edge.weight;
      minlen[known] = Math.max(minlen[known]!, edge.minlen);
      continue;
    }
    seen.set(key, tail.length);
    tail.push(edge.from);
    head.push(edge.to);
    minlen.push(edge.minlen);
    weight.push(edge.weight);
  }
  const incident: number[][] = Array.from({ length: vertexCount }, () => []);
  tail.forEach((t, e) => {
    incident[t]!.push(e);
    incident[head[e]!]!.push(e);
  });
  return { vertexCount, tail, head, minlen, weight, incident };
}

/** Every vertex as high as its longest path from a source allows (sources at 0). */
function longestPathRanks(graph: SimplexGraph): number[] {
  const rank = new Array<number>(graph.vertexCount).fill(0);
  const inDegree = new Int32Array(graph.vertexCount);
  for (const h of graph.head) inDegree[h]!++;
  const queue: number[] = [];
  for (let v = 0; v < graph.vertexCount; v++) if (inDegree[v] === 0) queue.push(v);
  for (let at = 0; at < queue.length; at++) {
    const v = queue[at]!;
    for (const e of graph.incident[v]!) {
      if (graph.tail[e] !== v) continue;
      const w = graph.head[e]!;
      rank[w] = Math.max(rank[w]!, rank[v]! + graph.minlen[e]!);
      if (--inDegree[w]! === 0) queue.push(w);
    }
  }
  return rank;
}

/** The spanning tree's shape for cut values: each vertex's parent edge, low and lim (postorder numbers), and the postorder. */
interface TreeOrder {
  parentEdge: Int32Array;
  low: Int32Array;
  lim: Int32Array;
  postorder: number[];
  preorder: number[];
}

/** Low/lim numbering of the tree from vertex 0 (an explicit stack: long chains must not overflow the call stack). */
function lowLim(graph: SimplexGraph, tree: SimplexTree): TreeOrder {
  const n = graph.vertexCount;
  const parentEdge = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const lim = new Int32Array(n);
  const visited = new Uint8Array(n);
  const postorder: number[] = [];
  const preorder: number[] = [0];
  let next = 1;
  const stack: Array<[number, number]> = [[0, 0]];
  visited[0] = 1;
  low[0] = next;
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const [v, at] = top;
    const incident = graph.incident[v]!;
    if (at === incident.length) {
      lim[v] = next++;
      postorder.push(v);
      stack.pop();
      continue;
    }
    top[1]++;
    const e = incident[at]!;
    if (tree.inTree[e] === 0) continue;
    const w = graph.tail[e] === v ? graph.head[e]! : graph.tail[e]!;
    if (visited[w] === 1) continue;
    visited[w] = 1;
    parentEdge[w] = e;
    low[w] = next;
    preorder.push(w);
    stack.push([w, 0]);
  }
  return { parentEdge, low, lim, postorder, preorder };
}

/** Cut values of every tree edge, children before parents (dagre's calcCutValue). */
function cutValues(graph: SimplexGraph, tree: SimplexTree, order: TreeOrder): void {
  for (const child of order.postorder) {
    const parent = order.parentEdge[child]!;
    if (parent < 0) continue;
    const childIsTail = graph.tail[parent] === child;
    let cut = graph.weight[parent]!;
    for (const e of graph.incident[child]!) {
      if (e === parent) continue;
      const isOut = graph.tail[e] === child;
      const pointsToHead = isOut === childIsTail;
      cut += pointsToHead ? graph.weight[e]! : -graph.weight[e]!;
      if (tree.inTree[e] === 1) cut += pointsToHead ? -tree.cut[e]! : tree.cut[e]!;
    }
    tree.cut[parent] = cut;
  }
}

/** The first tree edge from `start` on (wrapping) with a negative cut value; -1 when the tree is optimal. */
function leavingEdge(graph: SimplexGraph, tree: SimplexTree, start: number): number {
  const count = graph.tail.length;
  for (let i = 0; i < count; i++) {
    const e = (start + i) % count;
    if (tree.inTree[e] === 1 && tree.cut[e]! < 0) return e;
  }
  return -1;
}

/** The non-tree edge of least slack crossing the cut the leaving edge makes, in the other direction. */
function enteringEdge(graph: SimplexGraph, order: TreeOrder, rank: number[], leave: number): number {
  const v = graph.tail[leave]!;
  const w = graph.head[leave]!;
  // The subtree below the leaving edge is rooted at whichever end is the child (the smaller lim).
  const flip = order.lim[v]! > order.lim[w]!;
  const root = flip ? w : v;
  const inside = (x: number): boolean => order.low[root]! <= order.lim[x]! && order.lim[x]! <= order.lim[root]!;
  let best = -1;
  let bestSlack = Infinity;
  for (let e = 0; e < graph.tail.length; e++) {
    if (flip !== inside(graph.tail[e]!) || flip === inside(graph.head[e]!)) continue;
    const slack = rank[graph.head[e]!]! - rank[graph.tail[e]!]! - graph.minlen[e]!;
    if (slack < bestSlack) [best, bestSlack] = [e, slack];
  }
  return best;
}

/** Ranks again from the tree: every tree edge tight, from the root down. */
function updateRanks(graph: SimplexGraph, rank: number[], order: TreeOrder): void {
  for (const v of order.preorder) {
    const e = order.parentEdge[v]!;
    if (e < 0) continue;
    const parent = graph.tail[e] === v ? graph.head[e]! : graph.tail[e]!;
    rank[v] = rank[parent]! + (graph.tail[e] === v ? -graph.minlen[e]! : graph.minlen[e]!);
  }
}
