/**
 * Crossing minimisation the way Graphviz dot does it (Gansner, Koutsofios, North, Vo: "A
 * technique for drawing directed graphs", 1993, section 3), on a layered graph read from
 * ELK's layout (layered-graph.ts): for the experiment of bench/layout-options.ts, which
 * gives the order found here back to ELK. Pure and deterministic (no randomness: ties keep
 * the current order).
 *
 * From a start order, up to MAX_ITERATIONS rounds each of
 * - a weighted-median sweep, down the layers on even rounds (each vertex placed at the
 *   median of its neighbours' places in the layer above) and up on odd ones (layer below);
 *   a vertex with no neighbour there keeps its place;
 * - transposition: neighbouring vertices of a layer swap while that lowers the crossings
 *   with both adjacent layers (on odd rounds an equal count swaps too, as dot does, so
 *   plateaus are left), until a pass over all layers swaps nothing;
 * keeping the best order seen, and stopping after QUIT_AFTER rounds without a gain.
 * Up to three starts are tried (STARTS: ELK's own order; dot's, a breadth-first walk from
 * the top layer's vertices; the same walk from the bottom layer), and the best result kept.
 */
import type { LayeredGraph } from './layered-graph.js';

const MAX_ITERATIONS = 24;
const QUIT_AFTER = 8;
/** How many of the starts (module comment) to try (MEDIAN_STARTS=n, default 3). */
const STARTS = Number(process.env.MEDIAN_STARTS ?? 3);

/** The order found (layers of vertex indices) and the crossings of the start and the result. */
export interface MedianOrder {
  layers: number[][];
  startCrossings: number;
  crossings: number;
}

/** dot's ordering of the graph's layers (module comment), starting from ELK's order and from a breadth-first one. */
export function medianOrder(graph: LayeredGraph): MedianOrder {
  const starts = [graph.layers.map((layer) => [...layer]), breadthFirstOrder(graph, false), breadthFirstOrder(graph, true)];
  const results = starts.slice(0, STARTS).map((start) => improve(graph, start));
  const best = results.reduce((a, b) => (b.crossings < a.crossings ? b : a));
  return { layers: best.layers, startCrossings: countCrossings(graph, graph.layers), crossings: best.crossings };
}

function improve(graph: LayeredGraph, start: number[][]): { layers: number[][]; crossings: number } {
  const order = start;
  const place = new Float64Array(graph.names.length);
  const renumber = (layer: number[]): void => layer.forEach((v, i) => (place[v] = i));
  order.forEach(renumber);
  let best = order.map((layer) => [...layer]);
  let bestCrossings = countCrossings(graph, order);
  for (let round = 0, stale = 0; round < MAX_ITERATIONS && stale < QUIT_AFTER && bestCrossings > 0; round++) {
    const down = round % 2 === 0;
    const sweep = down ? order.keys() : [...order.keys()].reverse();
    for (const index of sweep) {
      const layer = order[index]!;
      const fixed = down ? graph.above : graph.below;
      const medians = layer.map((v) => weightedMedian(fixed[v]!.map((u) => place[u]!).sort((a, b) => a - b)));
      sortKeepingFree(layer, medians);
      renumber(layer);
    }
    transpose(graph, order, place, round % 2 === 1);
    const crossings = countCrossings(graph, order);
    if (crossings < bestCrossings) {
      best = order.map((layer) => [...layer]);
      bestCrossings = crossings;
      stale = 0;
    } else stale++;
  }
  return { layers: best, crossings: bestCrossings };
}

/** dot's weighted median of sorted neighbour places; -1 for none (the vertex stays put). */
function weightedMedian(places: number[]): number {
  const count = places.length;
  if (count === 0) return -1;
  const middle = Math.floor(count / 2);
  if (count % 2 === 1) return places[middle]!;
  if (count === 2) return (places[0]! + places[1]!) / 2;
  const left = places[middle - 1]! - places[0]!;
  const right = places[count - 1]! - places[middle]!;
  if (left + right === 0) return (places[middle - 1]! + places[middle]!) / 2;
  return (places[middle - 1]! * right + places[middle]! * left) / (left + right);
}

/** Sorts a layer by median in place; vertices without one (-1) keep their slots. Stable. */
function sortKeepingFree(layer: number[], medians: number[]): void {
  const movable = layer.map((v, i) => ({ v, median: medians[i]!, i })).filter((e) => e.median >= 0);
  movable.sort((a, b) => a.median - b.median || a.i - b.i);
  let next = 0;
  for (let i = 0; i < layer.length; i++) if (medians[i]! >= 0) layer[i] = movable[next++]!.v;
}

/** Swaps neighbours while crossings drop (module comment); `ties`: equal counts swap too, once per pair a pass. */
function transpose(graph: LayeredGraph, order: number[][], place: Float64Array, ties: boolean): void {
  for (let improved = true, passes = 0; improved && passes < 50; passes++) {
    improved = false;
    for (const layer of order) {
      for (let i = 0; i + 1 < layer.length; i++) {
        const v = layer[i]!;
        const w = layer[i + 1]!;
        const now = pairCrossings(graph, v, w, place);
        const swapped = pairCrossings(graph, w, v, place);
        if (swapped < now || (ties && passes === 0 && now > 0 && swapped === now)) {
          layer[i] = w;
          layer[i + 1] = v;
          place[v] = i + 1;
          place[w] = i;
          if (swapped < now) improved = true;
        }
      }
    }
  }
}

/** Crossings between the edges of v and of w (v left of w) with both adjacent layers. */
function pairCrossings(graph: LayeredGraph, v: number, w: number, place: Float64Array): number {
  let count = 0;
  for (const side of [graph.above, graph.below]) {
    for (const p of side[v]!) for (const q of side[w]!) if (place[p]! > place[q]!) count++;
  }
  return count;
}

/** Crossings of the whole order: between every pair of adjacent layers, inversions counted with a Fenwick tree. */
export function countCrossings(graph: LayeredGraph, order: number[][]): number {
  const place = new Int32Array(graph.names.length);
  for (const layer of order) layer.forEach((v, i) => (place[v] = i));
  let total = 0;
  for (let index = 0; index + 1 < order.length; index++) {
    const lower = order[index + 1]!;
    const tree = new Int32Array(lower.length + 1);
    let seen = 0;
    // Edges in order of their upper end, then lower end: each crosses the earlier ones whose lower end lies to its right.
    for (const u of order[index]!) {
      const ends = graph.below[u]!.map((v) => place[v]!).sort((a, b) => a - b);
      for (const end of ends) {
        let atOrLeft = 0;
        for (let i = end + 1; i > 0; i -= i & -i) atOrLeft += tree[i]!;
        total += seen - atOrLeft;
        for (let i = end + 1; i <= lower.length; i += i & -i) tree[i]!++;
        seen++;
      }
    }
  }
  return total;
}

/** dot's initial order: vertices placed layer by layer in the order a breadth-first walk from the top layer (`fromBottom`: the bottom one) reaches them. */
function breadthFirstOrder(graph: LayeredGraph, fromBottom: boolean): number[][] {
  const layers: number[][] = graph.layers.map(() => []);
  const seen = new Uint8Array(graph.names.length);
  const visit = (start: number): void => {
    const queue = [start];
    seen[start] = 1;
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head]!;
      layers[graph.layerOf[v]!]!.push(v);
      for (const u of [...graph.below[v]!, ...graph.above[v]!]) {
        if (seen[u] === 0) {
          seen[u] = 1;
          queue.push(u);
        }
      }
    }
  };
  for (const layer of fromBottom ? [...graph.layers].reverse() : graph.layers) for (const v of layer) if (seen[v] === 0) visit(v);
  return layers;
}
