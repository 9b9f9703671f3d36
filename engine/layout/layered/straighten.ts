/**
 * Straight edges after the compaction (compaction.ts). Least squares spreads an offset over
 * every edge of a chain: a label's dummy between a decision and its branch sits half way,
 * so the route jogs twice, once above the label and once below; two nodes in line but for
 * a few px get a small jog between them. Drawn, that is two bends where one or none would do.
 *
 * So a few sweeps of the same problem with absolute offsets instead of squared ones (dot's
 * objective: the weighted sum of |x(u) - x(v)| over the edges, weights as compaction.ts, an
 * edge's ends taken where they are on their nodes, types.ts):
 * each vertex moves to the weighted median of its neighbours in both adjacent layers, which
 * minimises its own part of the sum; when the median is an interval (two neighbours of
 * equal weight), to an end of it (not anywhere inside it, which would cost the same), so it
 * lines up with one neighbour and the route bends once: the end whose neighbour has no
 * other edge on that side, else the nearer one, else the other when the layer leaves no room.
 * A node (not a dummy) already inside such an interval stays: a merge is drawn centred under
 * its branches, as balanced placements draw it, and its ends are spread anyway. A vertex stays within its layer's order and
 * separations, and within the drawing's extent, so the drawing grows no wider (unless some
 * edge end is off centre: ER rows); each move
 * lowers the sum or keeps it, so the sweeps settle. Deterministic; linear per sweep.
 */
import { orderExtent, weightBetween } from './compaction.js';
import type { EndOffset, SizedLayerGraph } from './types.js';

/** Sweeps at most (down and up in turn); each one that moves nothing further than STILL px ends it early. */
const SWEEPS = 8;
const STILL = 0.5;

/** `xs` moved in place toward straight edges (module comment). `separation(a, b)`: the least distance between the centres of neighbours a, b. */
export function straighten(graph: SizedLayerGraph, xs: Float64Array, separation: (a: number, b: number) => number): void {
  let [low, high] = orderExtent(graph, xs);
  // With ends off centre (ER rows) the outermost vertex may move out to line its row up: a
  // row lined up is what those drawings are for. Measured (docs/decisions/2026-11-24-er-on-layered-placement.md): within the extent, ER 20 is 0.81 of dot's area instead of
  // 0.96, but the ER golden's lookup entity leaves its key row's level (the compaction
  // leaves its row short of it), and the drawing grows no more than the targets allow.
  if (graph.ends !== undefined) [low, high] = [-Infinity, Infinity];
  const widest = graph.above.reduce((most, above, v) => Math.max(most, above.length + graph.below[v]!.length), 0);
  const around = new Around(widest);
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    let moved = 0;
    for (let index = 0; index < graph.layers.length; index++) {
      const layer = graph.layers[sweep % 2 === 0 ? index : graph.layers.length - 1 - index]!;
      for (let i = 0; i < layer.length; i++) {
        const v = layer[i]!;
        around.clear();
        // A neighbour's x is where v's centre lines this edge up with it: its end's offset less v's own (0 for centre ends).
        // Plain loops, no closures or entry iterators: this runs for every vertex of every sweep.
        const above = graph.above[v]!;
        for (let k = 0; k < above.length; k++) {
          const u = above[k]!;
          around.add(xs[u]! + shiftOf(graph.ends?.above[v], k), weightBetween(graph.dummy[v]!, graph.dummy[u]!), graph.below[u]!.length);
        }
        const below = graph.below[v]!;
        for (let k = 0; k < below.length; k++) {
          const u = below[k]!;
          around.add(xs[u]! + shiftOf(graph.ends?.below[v], k), weightBetween(graph.dummy[v]!, graph.dummy[u]!), graph.above[u]!.length);
        }
        if (around.size === 0) continue;
        const left = i > 0 ? xs[layer[i - 1]!]! + separation(layer[i - 1]!, v) : low + graph.width[v]! / 2;
        const right = i + 1 < layer.length ? xs[layer[i + 1]!]! - separation(v, layer[i + 1]!) : high - graph.width[v]! / 2;
        if (left > right) continue;
        around.medianInterval();
        const from = around.from;
        const to = around.to;
        // Any point of the interval costs the same: an end lines the vertex up with a neighbour.
        // First choice: a neighbour with this edge alone on the facing side, whose route end the
        // router leaves at its centre (several ends on a side are spread, so lining up with that
        // centre would still leave a jog); else the nearer end. The other end if the layer
        // leaves no room at the first.
        const fromFirst = around.prefers(from, to, xs[v]!);
        const near = around.x[fromFirst ? from : to]!;
        const far = around.x[fromFirst ? to : from]!;
        // A node already between two neighbours (a merge under its two branches) stays centred, as balanced placements draw it;
        // not when its edges leave from rows (ER): nothing is centred there, and one of them can run straight.
        const inside = !graph.dummy[v]! && !endsOffCentre(graph, v) && around.x[from]! < around.x[to]! && xs[v]! > around.x[from]! && xs[v]! < around.x[to]!;
        const x = inside ? xs[v]! : near >= left && near <= right ? near : far >= left && far <= right ? far : Math.min(Math.max(near, left), right);
        moved = Math.max(moved, Math.abs(x - xs[v]!));
        xs[v] = x;
      }
    }
    if (moved <= STILL) break;
  }
}

/** Where v's centre lines an edge up with its neighbour, from the neighbour's centre: the end's offset on the neighbour less v's own (0 for centre ends). */
function shiftOf(ends: readonly EndOffset[] | undefined, k: number): number {
  return ends === undefined ? 0 : ends[k]!.other - ends[k]!.own;
}

/** Whether any of v's own edge ends sits off its centre (an ER row). */
function endsOffCentre(graph: SizedLayerGraph, v: number): boolean {
  const ends = graph.ends;
  return ends !== undefined && (ends.above[v]!.some((end) => end.own !== 0) || ends.below[v]!.some((end) => end.own !== 0));
}

/**
 * The neighbours of the vertex being moved, in flat arrays reused for every vertex of every
 * sweep (an object per neighbour was most of this stage's garbage): where each is, its
 * edge's weight, and how many edges it has on the side facing the vertex.
 */
class Around {
  readonly x: Float64Array;
  private readonly weight: Float64Array;
  private readonly facing: Int32Array;
  size = 0;
  /** The ends of the median interval (medianInterval), as indices into `x`. */
  from = 0;
  to = 0;

  constructor(room: number) {
    this.x = new Float64Array(room);
    this.weight = new Float64Array(room);
    this.facing = new Int32Array(room);
  }

  clear(): void {
    this.size = 0;
  }

  /** Adds a neighbour, kept in order of x (ties in the order added, as a stable sort would leave them). */
  add(x: number, weight: number, facing: number): void {
    let i = this.size++;
    for (; i > 0 && this.x[i - 1]! > x; i--) {
      this.x[i] = this.x[i - 1]!;
      this.weight[i] = this.weight[i - 1]!;
      this.facing[i] = this.facing[i - 1]!;
    }
    this.x[i] = x;
    this.weight[i] = weight;
    this.facing[i] = facing;
  }

  /** The ends of the interval of points minimising the weighted sum of distances to the neighbours (one neighbour twice unless the weights split evenly), into from / to. */
  medianInterval(): void {
    let total = 0;
    for (let k = 0; k < this.size; k++) total += this.weight[k]!;
    let below = 0;
    for (let k = 0; k < this.size; k++) {
      below += this.weight[k]!;
      if (below * 2 > total) return this.interval(k, k);
      if (below * 2 === total) return this.interval(k, k + 1);
    }
    this.interval(this.size - 1, this.size - 1);
  }

  private interval(from: number, to: number): void {
    this.from = from;
    this.to = to;
  }

  /** Whether to line up with neighbour a rather than b (module comment): one with this edge alone on its facing side, else the nearer to `x`. */
  prefers(a: number, b: number, x: number): boolean {
    const aAlone = this.facing[a] === 1;
    return aAlone !== (this.facing[b] === 1) ? aAlone : Math.abs(x - this.x[a]!) <= Math.abs(this.x[b]! - x);
  }
}
