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
  // row lined up is what those drawings are for. Measured (bench/README.md, "ER diagrams on
  // our own layered placement"): within the extent, ER 20 is 0.81 of dot's area instead of
  // 0.96, but the ER golden's lookup entity leaves its key row's level (the compaction
  // leaves its row short of it), and the drawing grows no more than the targets allow.
  if (graph.ends !== undefined) [low, high] = [-Infinity, Infinity];
  const around: Neighbour[] = [];
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    let moved = 0;
    const order = sweep % 2 === 0 ? graph.layers : [...graph.layers].reverse();
    for (const layer of order) {
      for (let i = 0; i < layer.length; i++) {
        const v = layer[i]!;
        around.length = 0;
        // A neighbour's x is where v's centre lines this edge up with it: its end's offset less v's own (0 for centre ends).
        // Plain loops, no closures or entry iterators: this runs for every vertex of every sweep.
        const above = graph.above[v]!;
        for (let k = 0; k < above.length; k++) {
          const u = above[k]!;
          around.push({ x: xs[u]! + shiftOf(graph.ends?.above[v], k), weight: weightBetween(graph.dummy[v]!, graph.dummy[u]!), facing: graph.below[u]!.length });
        }
        const below = graph.below[v]!;
        for (let k = 0; k < below.length; k++) {
          const u = below[k]!;
          around.push({ x: xs[u]! + shiftOf(graph.ends?.below[v], k), weight: weightBetween(graph.dummy[v]!, graph.dummy[u]!), facing: graph.above[u]!.length });
        }
        if (around.length === 0) continue;
        const left = i > 0 ? xs[layer[i - 1]!]! + separation(layer[i - 1]!, v) : low + graph.width[v]! / 2;
        const right = i + 1 < layer.length ? xs[layer[i + 1]!]! - separation(v, layer[i + 1]!) : high - graph.width[v]! / 2;
        if (left > right) continue;
        const [from, to] = medianInterval(around);
        // Any point of the interval costs the same: an end lines the vertex up with a neighbour.
        // First choice: a neighbour with this edge alone on the facing side, whose route end the
        // router leaves at its centre (several ends on a side are spread, so lining up with that
        // centre would still leave a jog); else the nearer end. The other end if the layer
        // leaves no room at the first.
        const fromFirst = prefers(from, to, xs[v]!);
        const near = fromFirst ? from.x : to.x;
        const far = fromFirst ? to.x : from.x;
        // A node already between two neighbours (a merge under its two branches) stays centred, as balanced placements draw it;
        // not when its edges leave from rows (ER): nothing is centred there, and one of them can run straight.
        const inside = !graph.dummy[v]! && !endsOffCentre(graph, v) && from.x < to.x && xs[v]! > from.x && xs[v]! < to.x;
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

/** Whether to line up with `a` rather than `b` (module comment): a neighbour with this edge alone on its facing side, else the nearer to `x`. */
function prefers(a: Neighbour, b: Neighbour, x: number): boolean {
  return (a.facing === 1) !== (b.facing === 1) ? a.facing === 1 : Math.abs(x - a.x) <= Math.abs(b.x - x);
}

/** Whether any of v's own edge ends sits off its centre (an ER row). */
function endsOffCentre(graph: SizedLayerGraph, v: number): boolean {
  const ends = graph.ends;
  return ends !== undefined && (ends.above[v]!.some((end) => end.own !== 0) || ends.below[v]!.some((end) => end.own !== 0));
}

/** A neighbour of the vertex being moved: where it is, its edge's weight, and how many edges it has on the side facing the vertex. */
interface Neighbour {
  x: number;
  weight: number;
  facing: number;
}

/** The ends of the interval of points minimising the weighted sum of distances to the neighbours (one neighbour twice unless the weights split evenly). */
function medianInterval(points: Neighbour[]): [Neighbour, Neighbour] {
  points.sort((a, b) => a.x - b.x);
  let total = 0;
  for (const p of points) total += p.weight;
  let below = 0;
  for (let k = 0; k < points.length; k++) {
    below += points[k]!.weight;
    if (below * 2 > total) return [points[k]!, points[k]!];
    if (below * 2 === total) return [points[k]!, points[k + 1]!];
  }
  const last = points[points.length - 1]!;
  return [last, last];
}
