/**
 * Crossing minimisation the way Graphviz dot does it (Gansner, Koutsofios, North, Vo: "A
 * technique for drawing directed graphs", 1993, section 3). Pure and deterministic (no
 * randomness: ties keep the current order). The layered placer (index.ts) orders with it,
 * and bench/quality-lab/generated/median-order.ts runs it on layers read back from ELK's layout.
 *
 * From a start order, up to `rounds` rounds (Effort) each of
 * - a weighted-median sweep, down the layers on even rounds (each vertex placed at the
 *   median of its neighbours' places in the layer above) and up on odd ones (layer below);
 *   a vertex with no neighbour there keeps its place;
 * - transposition: neighbouring vertices of a layer swap while that lowers the crossings
 *   with both adjacent layers (on odd rounds an equal count swaps too, as dot does, so
 *   plateaus are left), until a pass over all layers swaps nothing;
 * keeping the best order seen, and stopping after `quitAfter` rounds without a gain.
 * Up to three starts are tried (the graph's own order; dot's, a breadth-first walk from
 * the top layer's vertices; the same walk from the bottom layer), and the best result kept;
 * on large graphs (LARGE_GRAPH) with a larger budget, the best then sifted (sifting.ts).
 */
import { adjacencyOf, CrossingCounter, type Adjacencies, type Adjacency } from './crossings.js';
import { sifted } from './sifting.js';
import { transpose } from './transpose.js';
import type { LayerGraph } from './types.js';

export { countCrossings } from './crossings.js';

/** How hard the ordering tries: rounds at most, rounds without a gain before it stops, and whether the best order is then sifted. */
interface Effort {
  rounds: number;
  quitAfter: number;
  sift: boolean;
}

/** dot's budget (MaxIter 24, quit after 8 rounds without a gain): every graph below LARGE_GRAPH. */
const DOT_EFFORT: Effort = { rounds: 24, quitAfter: 8, sift: false };

/**
 * From this many vertices (dummies included) the ordering spends more: dot's budget leaves
 * the median rounds far from settled there, and the placement is fast enough to afford it.
 * Measured on the bench's 1,000-node flowchart (4,982 vertices; docs/decisions/2026-11-24-layered-placement-speed.md): 6,734 layered crossings in 0.42 s with dot's budget. Sifting with chain moves
 * (sifting.ts, chain-sifting.ts) then does most of the work the median rounds did: after
 * 96 rounds quitting after 32 it gives 4,703 in about 0.8 s of ordering, after 48 quitting
 * after 16 4,931 in about 0.46 s, after 24/8 5,163 in 0.27 s (dot's drawing has 5,584).
 * 48/16 keeps a margin under dot for the router's additions at about half the time. Every
 * other input of the quality bench and every golden stays under LARGE_GRAPH (the largest,
 * flowchart 200, has 451 vertices), so their orders are dot's as before.
 */
const LARGE_GRAPH = 2_000;
const LARGE_EFFORT: Effort = { rounds: 48, quitAfter: 16, sift: true };

/** The order found (layers of vertex indices) and the crossings of the start and the result. */
export interface MedianOrder {
  layers: number[][];
  startCrossings: number;
  crossings: number;
}

/** dot's ordering of the graph's layers (module comment), from the first `starts` of its three starts. */
export function medianOrder(graph: LayerGraph, starts = 3): MedianOrder {
  const adjacency = adjacencyOf(graph);
  const counter = new CrossingCounter(graph, adjacency.below);
  const effort = graph.layerOf.length >= LARGE_GRAPH ? LARGE_EFFORT : DOT_EFFORT;
  const candidates = [graph.layers.map((layer) => [...layer]), breadthFirstOrder(graph, false), breadthFirstOrder(graph, true)];
  const results = candidates.slice(0, starts).map((start) => improve(graph, adjacency, counter, start, effort));
  const improved = results.reduce((a, b) => (b.crossings < a.crossings ? b : a));
  const best = effort.sift ? sifted(adjacency, counter, improved) : improved;
  return { layers: best.layers, startCrossings: counter.count(graph.layers), crossings: best.crossings };
}

/** Median sweeps and transposition from one start (module comment): the best order seen and its crossings. */
function improve(graph: LayerGraph, adjacency: Adjacencies, counter: CrossingCounter, start: number[][], effort: Effort): { layers: number[][]; crossings: number } {
  const order = start;
  const place = new Float64Array(graph.layerOf.length);
  const widest = order.reduce((most, layer) => Math.max(most, layer.length), 0);
  const buffer = new Float64Array(adjacency.above.neighbour.length + adjacency.below.neighbour.length);
  const medians = new Float64Array(widest);
  const scratch = new Int32Array(widest);
  const moved = new Int32Array(widest);
  const renumber = (layer: number[]): void => {
    for (let i = 0; i < layer.length; i++) place[layer[i]!] = i;
  };
  order.forEach(renumber);
  let best = order.map((layer) => [...layer]);
  let bestCrossings = counter.count(order);
  const seen = new SeenOrders();
  seen.repeats(order, 0);
  for (let round = 0, stale = 0; round < effort.rounds && stale < effort.quitAfter && bestCrossings > 0; round++) {
    const down = round % 2 === 0;
    const fixed = down ? adjacency.above : adjacency.below;
    for (let k = 0; k < order.length; k++) {
      const layer = order[down ? k : order.length - 1 - k]!;
      for (let i = 0; i < layer.length; i++) medians[i] = weightedMedian(buffer, sortedPlaces(fixed, layer[i]!, place, buffer));
      sortKeepingFree(layer, medians, scratch, moved);
      renumber(layer);
    }
    transpose(adjacency, order, place, round % 2 === 1);
    // A round's result depends only on the order and the round's parity: once a pair of them
    // comes back, the rounds left would only go through orders already counted, and none can
    // beat the best. Stopping there gives the same order, sooner (SeenOrders).
    if (seen.repeats(order, (round + 1) % 2)) break;
    const crossings = counter.count(order);
    if (crossings < bestCrossings) {
      best = order.map((layer) => [...layer]);
      bestCrossings = crossings;
      stale = 0;
    } else stale++;
  }
  return { layers: best, crossings: bestCrossings };
}

/**
 * The places of v's neighbours on one side, sorted, in the first slots of `buffer` (reused:
 * this runs for every vertex of every sweep); returns how many. Insertion sort: most
 * vertices have one or two neighbours.
 * Each place is moved by the share of its edge's end on that neighbour (an ER row; 0 at the
 * centre), as dot adds a port's order: edges to rows of one table keep the rows' order.
 */
function sortedPlaces(side: Adjacency, v: number, place: Float64Array, buffer: Float64Array): number {
  const from = side.start[v]!;
  const count = side.start[v + 1]! - from;
  for (let k = 0; k < count; k++) {
    const value = place[side.neighbour[from + k]!]! + side.share[from + k]!;
    let i = k;
    for (; i > 0 && buffer[i - 1]! > value; i--) buffer[i] = buffer[i - 1]!;
    buffer[i] = value;
  }
  return count;
}

/** dot's weighted median of the first `count` sorted neighbour places; -1 for none (the vertex stays put). */
function weightedMedian(places: Float64Array, count: number): number {
  if (count === 0) return -1;
  const middle = Math.floor(count / 2);
  if (count % 2 === 1) return places[middle]!;
  if (count === 2) return (places[0]! + places[1]!) / 2;
  const left = places[middle - 1]! - places[0]!;
  const right = places[count - 1]! - places[middle]!;
  if (left + right === 0) return (places[middle - 1]! + places[middle]!) / 2;
  return (places[middle - 1]! * right + places[middle]! * left) / (left + right);
}

/** Layers up to this long are sorted by insertion (sortKeepingFree). */
const INSERTION_SORT_UP_TO = 64;

/**
 * Sorts a layer by median in place; vertices without one (-1) keep their slots. Stable:
 * ties keep their slots' order. `scratch`, `moved`: room for the layer's slots and vertices.
 * After the first sweeps a layer is nearly in median order already, so insertion sort
 * (linear then) beats the library sort and its comparator calls; long layers (a large
 * graph's first sweeps can reverse them) take the library sort, whose cost stays n log n.
 */
function sortKeepingFree(layer: number[], medians: Float64Array, scratch: Int32Array, moved: Int32Array): void {
  let count = 0;
  for (let i = 0; i < layer.length; i++) if (medians[i]! >= 0) scratch[count++] = i;
  let bySlot: ArrayLike<number> = scratch;
  if (count > INSERTION_SORT_UP_TO) bySlot = Array.from(scratch.subarray(0, count)).sort((a, b) => medians[a]! - medians[b]! || a - b);
  else {
    for (let k = 1; k < count; k++) {
      const slot = scratch[k]!;
      let i = k;
      // Slots arrive in increasing order: moving only past strictly greater medians keeps ties by slot.
      for (; i > 0 && medians[scratch[i - 1]!]! > medians[slot]!; i--) scratch[i] = scratch[i - 1]!;
      scratch[i] = slot;
    }
  }
  for (let k = 0; k < count; k++) moved[k] = layer[bySlot[k]!]!;
  for (let i = 0, k = 0; i < layer.length; i++) if (medians[i]! >= 0) layer[i] = moved[k++]!;
}

/**
 * The orders one start went through, each with the parity of the round that follows it
 * (which decides the sweep's direction and whether transposition takes ties): whether an
 * order comes back. Kept by a hash of the flattened order, compared in full on a match.
 */
class SeenOrders {
  private readonly byHash = new Map<number, Int32Array[]>();

  /** Whether `order` was seen before with this parity; remembered otherwise. */
  repeats(order: readonly number[][], parity: number): boolean {
    let size = 1;
    for (const layer of order) size += layer.length;
    const flat = new Int32Array(size);
    flat[0] = parity;
    let hash = parity + 1;
    let k = 1;
    for (const layer of order) {
      for (const v of layer) {
        flat[k++] = v;
        hash = Math.imul(hash ^ v, 16_777_619);
      }
    }
    const same = this.byHash.get(hash);
    if (same === undefined) this.byHash.set(hash, [flat]);
    else if (same.some((other) => other.every((v, i) => v === flat[i]))) return true;
    else same.push(flat);
    return false;
  }
}

/** dot's initial order: vertices placed layer by layer in the order a breadth-first walk from the top layer (`fromBottom`: the bottom one) reaches them. */
function breadthFirstOrder(graph: LayerGraph, fromBottom: boolean): number[][] {
  const layers: number[][] = graph.layers.map(() => []);
  const seen = new Uint8Array(graph.layerOf.length);
  const queue: number[] = [];
  // Below, then above: the walk's order. Each list read where it is, not spread into a new one per vertex.
  const reach = (neighbours: readonly number[]): void => {
    for (const u of neighbours) {
      if (seen[u] === 0) {
        seen[u] = 1;
        queue.push(u);
      }
    }
  };
  const visit = (start: number): void => {
    queue.length = 0;
    queue.push(start);
    seen[start] = 1;
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head]!;
      layers[graph.layerOf[v]!]!.push(v);
      reach(graph.below[v]!);
      reach(graph.above[v]!);
    }
  };
  for (const layer of fromBottom ? [...graph.layers].reverse() : graph.layers) for (const v of layer) if (seen[v] === 0) visit(v);
  return layers;
}
