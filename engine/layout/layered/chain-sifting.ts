/**
 * Chain moves for sifting on large graphs (sifting.ts): a long edge is a chain of dummies,
 * one per layer, and moving one dummy alone across a bundle of other edges only moves the
 * crossing to the next layer (no gain), so vertex sifting leaves long edges where the
 * median rounds put them. Here a whole chain (a path of vertices with one neighbour above
 * and one below each: dummies, and nodes with one edge in and one out) is taken out of its
 * layers and put back at the places, one per layer, where its edges cross the fewest
 * others: the best of every placement of the path, exactly, by dynamic programming over
 * its layers (the crossings of one of its edges depend only on the places of its two ends).
 *
 * A chain's edge between layers i and i + 1, with its ends in the gaps p and q (p other
 * vertices left of it above, q below), crosses an other edge (x, y) when x is left of p
 * and y right of q, or the other way round: X(p) + Y(q) - 2 A(p, q), where X counts the
 * other edges with x left of p, Y those with y left of q, A those with both. So the best
 * placement down to layer i + 1, for every q, is a minimum over p of the best down to layer
 * i plus X(p) - 2 A(p, q): values over p that the edges with y at q lower by 2 right of x
 * as q grows, kept in a segment tree (MinTree): O((width + edges) log width) per layer of
 * the chain (a plain array took O(width) per edge and per minimum, three times as long).
 * The chain's first and last edges end on fixed vertices (which may have ends off their
 * centres, ER rows: an edge's end there is the vertex's place plus its share, as
 * crossings.ts counts); equal ends do not cross.
 *
 * Deterministic: chains are moved in a fixed order (their top vertex's index), a chain
 * stays where it is unless a placement is strictly better, and among equal placements the
 * one leftmost in its last layer, then leftmost above, is taken.
 */
import type { Adjacencies } from './crossings.js';

/** The maximal paths of vertices with exactly one neighbour above and one below: chain k's vertices, top down, are vertex[start[k]] .. vertex[start[k + 1] - 1]. */
export interface Chains {
  start: Int32Array;
  vertex: Int32Array;
}

/** The chains of a graph (interface comment), of two vertices or more (a one-vertex chain moves as vertex sifting moves it), ordered by their top vertex's index. */
export function chainsOf(adjacency: Adjacencies): Chains {
  const { above, below } = adjacency;
  const count = above.start.length - 1;
  const inner = (v: number): boolean => above.start[v + 1]! - above.start[v]! === 1 && below.start[v + 1]! - below.start[v]! === 1;
  const starts: number[] = [0];
  const vertices: number[] = [];
  for (let v = 0; v < count; v++) {
    // A chain begins at an inner vertex whose neighbour above is not inner.
    if (!inner(v) || inner(above.neighbour[above.start[v]!]!)) continue;
    const first = vertices.length;
    for (let w = v; inner(w); w = below.neighbour[below.start[w]!]!) vertices.push(w);
    if (vertices.length - first < 2) vertices.length = first;
    else starts.push(vertices.length);
  }
  return { start: Int32Array.from(starts), vertex: Int32Array.from(vertices) };
}

/**
 * Moves chains of one graph (module comment), with buffers sized once: the moves run for
 * every chain of every pass. A chain is taken out of its layers only in the counting (each
 * other vertex's place in the layer without it is its place, less one right of it), and
 * the layers are spliced only when it moves: most chains stay after the first pass.
 */
export class ChainMover {
  /** Cost of the best placement of the chain down to the current layer, for each gap there; the next layer's. */
  private cost: Float64Array;
  private next: Float64Array;
  /** cost plus X, by gap of the upper layer (module comment), before the tree takes it. */
  private readonly step: Float64Array;
  /**
   * Counts of other edges by place in the layer without the chain: at the chain's first and
   * last edges, those whose end in the fixed vertex's layer lies left of the fixed end, and
   * right of it; in between (`left` alone), the edges down from each upper vertex.
   */
  private readonly left: Float64Array;
  private readonly right: Float64Array;
  /** The best gap above for each gap of each of the chain's layers after the first, layer after layer. */
  private readonly from: Int32Array;
  /** The chain's vertices' places now (its gaps), and the best gaps found. */
  private readonly gaps: Int32Array;
  private readonly best: Int32Array;
  private readonly tree: MinTree;
  /** The crossings of the chain where it is, summed as the placements are costed. */
  private current = 0;
  /** Where the next layer's best gaps above go in `from`. */
  private fromAt = 0;

  constructor(
    private readonly adjacency: Adjacencies,
    widest: number,
  ) {
    const count = adjacency.above.start.length - 1;
    this.cost = new Float64Array(widest + 1);
    this.next = new Float64Array(widest + 1);
    this.step = new Float64Array(widest + 1);
    this.left = new Float64Array(widest + 1);
    this.right = new Float64Array(widest + 1);
    // A chain has one vertex per layer: its layers' gaps are at most the graph's vertices plus one per layer.
    this.from = new Int32Array(2 * count + 1);
    this.gaps = new Int32Array(count);
    this.best = new Int32Array(count);
    this.tree = new MinTree(widest + 1);
  }

  /**
   * Moves the chain `vertex[first] .. vertex[last - 1]` (top down, in the layers from `order[layer]` on)
   * to its best placement (module comment); `place` kept up to date. Returns the crossings saved (0: it stayed).
   */
  move(order: number[][], place: Float64Array, vertex: Int32Array, first: number, last: number, layer: number): number {
    const length = last - first;
    for (let k = 0; k < length; k++) this.gaps[k] = place[vertex[first + k]!]!;
    this.fromAt = 0;
    this.firstLayer(order[layer]!, place, vertex[first]!);
    for (let k = 1; k < length; k++) this.nextLayer(order[layer + k - 1]!, order[layer + k]!, place, vertex[first + k]!, k);
    const leastAt = this.lastLayer(order[layer + length - 1]!, place, vertex[last - 1]!, length - 1);
    if (leastAt < 0) return 0;
    const saved = this.current - this.cost[leastAt]!;
    this.best[length - 1] = leastAt;
    for (let k = length - 1; k > 0; k--) {
      this.fromAt -= order[layer + k]!.length;
      this.best[k - 1] = this.from[this.fromAt + this.best[k]!]!;
    }
    for (let k = 0; k < length; k++) {
      const row = order[layer + k]!;
      const from = this.gaps[k]!;
      const to = this.best[k]!;
      if (from === to) continue;
      row.splice(from, 1);
      row.splice(to, 0, vertex[first + k]!);
      for (let i = Math.min(from, to); i <= Math.max(from, to); i++) place[row[i]!] = i;
    }
    return saved;
  }

  /**
   * For the chain's end vertex `end` in `row` and its one edge on `side` (to a fixed vertex):
   * left[q] and right[q], how many edges on `side` of the q-th other vertex of `row` end left
   * of that edge's fixed end and how many right of it (equal ends do not cross). Returns how
   * many end left of it in all.
   */
  private countSides(row: readonly number[], place: Float64Array, end: number, side: Adjacencies['above']): number {
    const { left, right } = this;
    const fixed = place[side.neighbour[side.start[end]!]!]! + side.share[side.start[end]!]!;
    left.fill(0, 0, row.length);
    right.fill(0, 0, row.length);
    let total = 0;
    for (let i = 0, at = 0; i < row.length; i++) {
      const x = row[i]!;
      if (x === end) continue;
      for (let j = side.start[x]!; j < side.start[x + 1]!; j++) {
        const other = place[side.neighbour[j]!]! + side.share[j]!;
        if (other < fixed) left[at]!++;
        else if (other > fixed) right[at]!++;
      }
      total += left[at]!;
      at++;
    }
    return total;
  }

  /** cost(p) for the chain's top `top` in gap p of `row`: its edge from the fixed vertex u above against the others into `row`. */
  private firstLayer(row: readonly number[], place: Float64Array, top: number): void {
    const { above } = this.adjacency;
    const { left, right } = this;
    const n = row.length - 1;
    // Edges from left of u to right of gap p, and from right of u to left of it.
    let sum = this.countSides(row, place, top, above);
    for (let p = 0; p <= n; p++) {
      this.cost[p] = sum;
      if (p < n) sum += right[p]! - left[p]!;
    }
    this.current = this.cost[this.gaps[0]!]!;
  }

  /** cost over the gaps of `row`, the chain's k-th layer (its vertex `v`), from cost over those of `upper` (module comment); the best gap above each kept in `from`. */
  private nextLayer(upper: readonly number[], row: readonly number[], place: Float64Array, v: number, k: number): void {
    const { above, below } = this.adjacency;
    const { left, tree } = this;
    const upperGap = this.gaps[k - 1]!;
    const m = upper.length - 1;
    const n = row.length - 1;
    // step(p) = cost(p) + X(p): X from the counts of upper ends by place in the layer without the chain.
    left.fill(0, 0, m + 1);
    for (let i = 0; i <= m; i++) if (i !== upperGap) left[i < upperGap ? i : i - 1]! += below.start[upper[i]! + 1]! - below.start[upper[i]!]!;
    let edgesLeft = 0;
    for (let p = 0; p <= m; p++) {
      this.step[p] = this.cost[p]! + edgesLeft;
      if (p < m) edgesLeft += left[p]!;
    }
    tree.reset(this.step, m + 1);
    const costAtGap = this.cost[upperGap]!;
    let lowerLeft = 0;
    for (let q = 0, i = 0; q <= n; q++, i++) {
      this.next[q] = tree.least() + lowerLeft;
      this.from[this.fromAt + q] = tree.leastAt();
      if (q === this.gaps[k]) this.current += tree.at(upperGap) + lowerLeft - costAtGap;
      if (q === n) break;
      // The edges ending at the vertex in place q: from here on both their ends are left of any gap p right of x.
      if (row[i] === v) i++;
      const y = row[i]!;
      for (let j = above.start[y]!; j < above.start[y + 1]!; j++) {
        const x = place[above.neighbour[j]!]! | 0;
        tree.addFrom(x < upperGap ? x + 1 : x, -2);
        lowerLeft++;
      }
    }
    this.fromAt += n + 1;
    [this.cost, this.next] = [this.next, this.cost];
  }

  /**
   * cost over the gaps of `row`, the chain's last layer (its vertex `bottom`), with its edge to the fixed
   * vertex w below added: the gap of the least (leftmost), left in cost, or -1 when none is below the current.
   */
  private lastLayer(row: readonly number[], place: Float64Array, bottom: number, k: number): number {
    const { below } = this.adjacency;
    const { left, right } = this;
    const n = row.length - 1;
    // Edges from left of gap p to right of w, and from right of it to left of w.
    let sum = this.countSides(row, place, bottom, below);
    let leastAt = -1;
    for (let p = 0, rightOf = 0; p <= n; p++) {
      this.cost[p]! += rightOf + sum;
      if (p === this.gaps[k]) this.current += rightOf + sum;
      if (leastAt < 0 || this.cost[p]! < this.cost[leastAt]!) leastAt = p;
      if (p < n) {
        rightOf += right[p]!;
        sum -= left[p]!;
      }
    }
    return this.cost[leastAt]! < this.current ? leastAt : -1;
  }
}

/** Above any cost (crossings of one chain): marks the tree's room past its values. */
const OUT_OF_REACH = 2 ** 30;

/**
 * Values over 0 .. n - 1 (integers) with adds to a suffix, and the least value and its
 * leftmost index, in O(log n) each: a segment tree whose nodes hold their subtree's least
 * value with what was added to the whole subtree (`added`), so an add touches one path and
 * the right siblings along it, and nothing is pushed down.
 */
class MinTree {
  private readonly least_: Int32Array;
  private readonly added: Int32Array;
  private size = 1;

  constructor(capacity: number) {
    while (this.size < capacity) this.size *= 2;
    this.least_ = new Int32Array(2 * this.size);
    this.added = new Int32Array(2 * this.size);
  }

  /** The first `n` values from `values`; the rest of the room out of reach. */
  reset(values: Float64Array, n: number): void {
    let size = 1;
    while (size < n) size *= 2;
    this.size = size;
    const least = this.least_;
    for (let i = 0; i < size; i++) least[size + i] = i < n ? values[i]! : OUT_OF_REACH;
    for (let i = size - 1; i >= 1; i--) least[i] = Math.min(least[2 * i]!, least[2 * i + 1]!);
    this.added.fill(0, 0, 2 * size);
  }

  /** Adds `delta` to the values from index `from` on: to its leaf and every right sibling on the way up. */
  addFrom(from: number, delta: number): void {
    if (from >= this.size) return;
    const least = this.least_;
    const added = this.added;
    let i = from + this.size;
    least[i]! += delta;
    for (; i > 1; i >>= 1) {
      if ((i & 1) === 0) {
        least[i + 1]! += delta;
        added[i + 1]! += delta;
      }
      const parent = i >> 1;
      least[parent] = Math.min(least[i & ~1]!, least[i | 1]!) + added[parent]!;
    }
  }

  least(): number {
    return this.least_[1]!;
  }

  /** The leftmost index holding the least value. */
  leastAt(): number {
    const least = this.least_;
    const added = this.added;
    let i = 1;
    while (i < this.size) {
      const want = least[i]! - added[i]!;
      i = least[2 * i] === want ? 2 * i : 2 * i + 1;
    }
    return i - this.size;
  }

  /** The value at index i. */
  at(i: number): number {
    let node = i + this.size;
    let value = this.least_[node]!;
    for (node >>= 1; node >= 1; node >>= 1) value += this.added[node]!;
    return value;
  }
}
