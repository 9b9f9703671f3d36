/**
 * Coordinates along the order axis by least squares. Brandes-Köpf (brandes-koepf.ts) keeps
 * every long edge's dummies in one straight block, and blocks that span many layers push
 * each other apart from layer to layer: on the bench's 200-node flowchart its drawing is
 * 8,800 px wide where the widest layer needs 4,000 (1.8x dot's area; dagre's, the same
 * method, 2.0x), on the 1,000-node one 53,000 px for 8,900.
 *
 * So, sweeps over the layers, down and up in turn: in each layer every vertex wants to sit
 * at the weighted mean of its neighbours in both adjacent layers (weights as dot's: 1
 * between two nodes, 2 between a node and a dummy, 8 between two dummies, so long edges
 * stay nearly straight), and the layer is placed as close to those wishes as its order and
 * separations allow, in the least-squares sense, exactly (pool-adjacent-violators, linear
 * in the layer). This is Gauss-Seidel (over-relaxed: OMEGA) on the sum of weighted squared
 * edge offsets (an edge's ends taken where they are on their nodes: an ER row's middle,
 * types.ts), a convex problem, so every start leads to the same drawing; the sweeps stop
 * when nothing moves by more than STILL px or after MAX_SWEEPS. From packed layers
 * (packedCoordinates) 16-32 sweeps come within 1-2% of the converged width; from
 * Brandes-Köpf's spread, long chains of dummies take hundreds (flowchart 1,000: 43,500 px
 * after 64 sweeps, 11,600 after 256, against 9,700 from packed layers after 64). The order
 * never changes; nothing comes closer than its separation. Linear per sweep.
 */
import type { EndOffset, SizedLayerGraph } from './types.js';

/** Sweeps at most: from packed layers, 128 change the width of flowcharts 200 and 1,000 by under 0.3% (4,087 -> 4,094 px, 9,681 -> 9,701) for twice the time. */
export const MAX_SWEEPS = 64;
/** A sweep moving nothing further than this (px) ends the compaction. */
const STILL = 0.5;
/**
 * Over-relaxation: each vertex's wish is taken 1.5 times as far from where it is, which
 * moves long chains of dummies about four times faster (flowchart 200 from Brandes-Köpf's
 * start: 4,117 px wide after 64 sweeps, against 6,182 without; converged, 4,095); 1.8
 * oscillates more (4,427).
 */
const OMEGA = 1.5;

/** Weights of an edge's horizontal offset by its ends (module comment). */
export const weightBetween = (aDummy: boolean, bDummy: boolean): number => (aDummy && bDummy ? 8 : aDummy || bDummy ? 2 : 1);

/** Each layer packed at its separations and centred on 0: the start the compaction converges from fastest (types.ts, `start`). */
export function packedCoordinates(graph: SizedLayerGraph, separation: (a: number, b: number) => number): Float64Array {
  const xs = new Float64Array(graph.layerOf.length);
  for (const layer of graph.layers) {
    for (let i = 1; i < layer.length; i++) xs[layer[i]!] = xs[layer[i - 1]!]! + separation(layer[i - 1]!, layer[i]!);
    const middle = layer.length === 0 ? 0 : xs[layer[layer.length - 1]!]! / 2;
    for (const v of layer) xs[v]! -= middle;
  }
  return xs;
}

/** `xs` moved in place toward straight edges within the separations (module comment). `separation(a, b)`: the least distance between the centres of neighbours a, b. */
export function compact(graph: SizedLayerGraph, xs: Float64Array, separation: (a: number, b: number) => number, maxSweeps = MAX_SWEEPS): void {
  const count = graph.layerOf.length;
  // Neighbours in both adjacent layers and their weights, flattened once (the sweeps only read them).
  const start = new Int32Array(count + 1);
  for (let v = 0; v < count; v++) start[v + 1] = start[v]! + graph.above[v]!.length + graph.below[v]!.length;
  const neighbour = new Int32Array(start[count]!);
  const weight = new Float64Array(start[count]!);
  // Where v wants to be for this edge to run straight, from the neighbour's centre: the offset of the neighbour's end less v's own (0 for centre ends).
  const shift = new Float64Array(start[count]!);
  // Each vertex's summed weights: the same sum, in the same order, every sweep would make.
  const totals = new Float64Array(count);
  let at = 0;
  const add = (v: number, side: readonly number[], ends: readonly EndOffset[] | undefined): void => {
    for (let k = 0; k < side.length; k++, at++) {
      const u = side[k]!;
      neighbour[at] = u;
      if (ends !== undefined) shift[at] = ends[k]!.other - ends[k]!.own;
      weight[at] = weightBetween(graph.dummy[v]!, graph.dummy[u]!);
      totals[v] = totals[v]! + weight[at]!;
    }
  };
  for (let v = 0; v < count; v++) {
    add(v, graph.above[v]!, graph.ends?.above[v]);
    add(v, graph.below[v]!, graph.ends?.below[v]);
  }
  // The layers one after another (layerStart[i] .. layerStart[i + 1]), with each vertex's least offset from its layer's first (prefix sums of the separations).
  const layerStart = new Int32Array(graph.layers.length + 1);
  graph.layers.forEach((layer, i) => (layerStart[i + 1] = layerStart[i]! + layer.length));
  const flat = new Int32Array(count);
  const offsets = new Float64Array(count);
  let widest = 0;
  graph.layers.forEach((layer, i) => {
    const from = layerStart[i]!;
    flat.set(layer, from);
    for (let k = 1; k < layer.length; k++) offsets[from + k] = offsets[from + k - 1]! + separation(layer[k - 1]!, layer[k]!);
    widest = Math.max(widest, layer.length);
  });
  const wish = new Float64Array(widest);
  const mass = new Float64Array(widest);
  const pool = new Pool(widest);
  for (let sweep = 0; sweep < maxSweeps; sweep++) {
    let moved = 0;
    for (let k = 0; k < graph.layers.length; k++) {
      const index = sweep % 2 === 0 ? k : graph.layers.length - 1 - k;
      const from = layerStart[index]!;
      const size = layerStart[index + 1]! - from;
      for (let i = 0; i < size; i++) {
        const v = flat[from + i]!;
        const x = xs[v]!;
        const total = totals[v]!;
        let sum = 0;
        for (let at = start[v]!; at < start[v + 1]!; at++) sum += weight[at]! * (xs[neighbour[at]!]! + shift[at]!);
        // A vertex without neighbours stays where it is unless its neighbours in the layer push it.
        wish[i] = total === 0 ? x : x + OMEGA * (sum / total - x);
        mass[i] = total === 0 ? 0.01 : total;
      }
      pool.fit(wish, mass, offsets, from, size);
      moved = Math.max(moved, pool.placeInto(xs, flat, offsets, from));
    }
    if (moved < STILL) break;
  }
}

/**
 * Weighted isotonic regression by pool-adjacent-violators, with buffers kept between layers:
 * positions nearest to the wishes with position i+1 at least offset[i+1] - offset[i] right
 * of position i (in coordinates shifted by the offsets, plain isotonic regression).
 */
class Pool {
  private readonly mean: Float64Array;
  private readonly mass: Float64Array;
  private readonly end: Int32Array;
  private blocks = 0;

  constructor(size: number) {
    this.mean = new Float64Array(size);
    this.mass = new Float64Array(size);
    this.end = new Int32Array(size);
  }

  /** Fits the first `n` wishes (module comment); their offsets from offset[from]. */
  fit(wish: Float64Array, weight: Float64Array, offset: Float64Array, from: number, n: number): void {
    this.blocks = 0;
    for (let i = 0; i < n; i++) {
      let b = this.blocks++;
      this.mean[b] = wish[i]! - offset[from + i]!;
      this.mass[b] = weight[i]!;
      this.end[b] = i + 1;
      while (b > 0 && this.mean[b - 1]! > this.mean[b]!) {
        const m = this.mass[b - 1]! + this.mass[b]!;
        this.mean[b - 1] = (this.mean[b - 1]! * this.mass[b - 1]! + this.mean[b]! * this.mass[b]!) / m;
        this.mass[b - 1] = m;
        this.end[b - 1] = this.end[b]!;
        b = --this.blocks - 1;
      }
    }
  }

  /**
   * The fitted positions written to the vertices flat[from] .. of the last fit (its blocks end at its n),
   * block by block; returns the farthest any moved. One call per layer, not one per vertex:
   * a position returned from a call is a boxed number when the call is not inlined.
   */
  placeInto(xs: Float64Array, flat: Int32Array, offset: Float64Array, from: number): number {
    let moved = 0;
    for (let b = 0, i = 0; b < this.blocks; b++) {
      const mean = this.mean[b]!;
      for (const end = this.end[b]!; i < end; i++) {
        const v = flat[from + i]!;
        const x = mean + offset[from + i]!;
        moved = Math.max(moved, Math.abs(x - xs[v]!));
        xs[v] = x;
      }
    }
    return moved;
  }
}

/** Where the vertices reach along the order axis: the least left edge and the greatest right edge (Infinity, -Infinity with none). */
export function orderExtent(graph: SizedLayerGraph, xs: Float64Array): [number, number] {
  let low = Infinity;
  let high = -Infinity;
  for (let v = 0; v < xs.length; v++) {
    low = Math.min(low, xs[v]! - graph.width[v]! / 2);
    high = Math.max(high, xs[v]! + graph.width[v]! / 2);
  }
  return [low, high];
}
