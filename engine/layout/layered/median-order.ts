/**
 * Crossing minimisation the way Graphviz dot does it (Gansner, Koutsofios, North, Vo: "A
 * technique for drawing directed graphs", 1993, section 3). Pure and deterministic (no
 * randomness: ties keep the current order). The layered placer (index.ts) orders with it,
 * and bench/quality/median-order.ts runs it on layers read back from ELK's layout.
 *
 * From a start order, up to MAX_ITERATIONS rounds each of
 * - a weighted-median sweep, down the layers on even rounds (each vertex placed at the
 *   median of its neighbours' places in the layer above) and up on odd ones (layer below);
 *   a vertex with no neighbour there keeps its place;
 * - transposition: neighbouring vertices of a layer swap while that lowers the crossings
 *   with both adjacent layers (on odd rounds an equal count swaps too, as dot does, so
 *   plateaus are left), until a pass over all layers swaps nothing;
 * keeping the best order seen, and stopping after QUIT_AFTER rounds without a gain.
 * Up to three starts are tried (the graph's own order; dot's, a breadth-first walk from
 * the top layer's vertices; the same walk from the bottom layer), and the best result kept.
 */
import type { EndOffset, LayerGraph } from './types.js';

const MAX_ITERATIONS = 24;
const QUIT_AFTER = 8;

/** The order found (layers of vertex indices) and the crossings of the start and the result. */
export interface MedianOrder {
  layers: number[][];
  startCrossings: number;
  crossings: number;
}

/** dot's ordering of the graph's layers (module comment), from the first `starts` of its three starts. */
export function medianOrder(graph: LayerGraph, starts = 3): MedianOrder {
  const candidates = [graph.layers.map((layer) => [...layer]), breadthFirstOrder(graph, false), breadthFirstOrder(graph, true)];
  const results = candidates.slice(0, starts).map((start) => improve(graph, start));
  const best = results.reduce((a, b) => (b.crossings < a.crossings ? b : a));
  return { layers: best.layers, startCrossings: countCrossings(graph, graph.layers), crossings: best.crossings };
}

/** Median sweeps and transposition from one start (module comment): the best order seen and its crossings. */
function improve(graph: LayerGraph, start: number[][]): { layers: number[][]; crossings: number } {
  const order = start;
  const place = new Float64Array(graph.layerOf.length);
  const buffer: number[] = [];
  const medians = new Float64Array(Math.max(0, ...order.map((layer) => layer.length)));
  const renumber = (layer: number[]): void => {
    for (let i = 0; i < layer.length; i++) place[layer[i]!] = i;
  };
  order.forEach(renumber);
  let best = order.map((layer) => [...layer]);
  let bestCrossings = countCrossings(graph, order);
  for (let round = 0, stale = 0; round < MAX_ITERATIONS && stale < QUIT_AFTER && bestCrossings > 0; round++) {
    const down = round % 2 === 0;
    const sweep = down ? order.keys() : [...order.keys()].reverse();
    for (const index of sweep) {
      const layer = order[index]!;
      const fixed = down ? graph.above : graph.below;
      const ends = down ? graph.ends?.above : graph.ends?.below;
      for (let i = 0; i < layer.length; i++) medians[i] = weightedMedian(sortedPlaces(fixed[layer[i]!]!, place, buffer, ends?.[layer[i]!]));
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

/**
 * The places of `vertices`, sorted, in `buffer` (reused: this runs for every vertex of every sweep). Insertion sort: most vertices have one or two neighbours.
 * With `ends`, each place is moved by the share of its edge's end on that neighbour (an ER
 * row), as dot adds a port's order: edges to rows of one table keep the rows' order.
 */
function sortedPlaces(vertices: readonly number[], place: ArrayLike<number>, buffer: number[], ends?: readonly EndOffset[]): number[] {
  buffer.length = 0;
  for (let k = 0; k < vertices.length; k++) {
    const value = ends === undefined ? place[vertices[k]!]! : place[vertices[k]!]! + ends[k]!.share;
    let i = buffer.length;
    buffer.push(value);
    for (; i > 0 && buffer[i - 1]! > value; i--) buffer[i] = buffer[i - 1]!;
    buffer[i] = value;
  }
  return buffer;
}

/** dot's weighted median of sorted neighbour places; -1 for none (the vertex stays put). */
function weightedMedian(places: readonly number[]): number {
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
function sortKeepingFree(layer: number[], medians: Float64Array): void {
  const movable: number[] = [];
  for (let i = 0; i < layer.length; i++) if (medians[i]! >= 0) movable.push(i);
  // Slots sorted by their vertex's median, ties by slot: stable.
  const byMedian = [...movable].sort((a, b) => medians[a]! - medians[b]! || a - b);
  const vertices = byMedian.map((i) => layer[i]!);
  movable.forEach((slot, k) => (layer[slot] = vertices[k]!));
}

/**
 * Swaps neighbours while crossings drop (module comment); `ties`: equal counts swap too, once per pair a pass.
 * A layer's swaps depend only on its own order and its two neighbours', so a pass skips the
 * layers where none of the three changed since the layer was last looked at (dot's
 * candidate flags): the result is the same as looking at every layer, for far less work.
 */
function transpose(graph: LayerGraph, order: number[][], place: Float64Array, ties: boolean): void {
  const lastChange = new Int32Array(order.length).fill(-1);
  const changedSince = (index: number, pass: number): boolean => index >= 0 && index < order.length && lastChange[index]! >= pass - 1;
  for (let improved = true, passes = 0; improved && passes < 50; passes++) {
    improved = false;
    for (const [index, layer] of order.entries()) {
      if (passes > 0 && !changedSince(index - 1, passes) && !changedSince(index, passes) && !changedSince(index + 1, passes)) continue;
      for (let i = 0; i + 1 < layer.length; i++) {
        const v = layer[i]!;
        const w = layer[i + 1]!;
        const [now, swapped] = pairCrossings(graph, v, w, place);
        if (swapped < now || (ties && passes === 0 && now > 0 && swapped === now)) {
          layer[i] = w;
          layer[i + 1] = v;
          place[v] = i + 1;
          place[w] = i;
          lastChange[index] = passes;
          if (swapped < now) improved = true;
        }
      }
    }
  }
}

/** Crossings between the edges of v and of w with both adjacent layers: with v left of w, and with w left of v. */
function pairCrossings(graph: LayerGraph, v: number, w: number, place: Float64Array): [number, number] {
  if (graph.ends !== undefined) return pairCrossingsAtEnds(graph, graph.ends, v, w, place);
  let vFirst = 0;
  let wFirst = 0;
  for (const p of graph.above[v]!) {
    for (const q of graph.above[w]!) {
      if (place[p]! > place[q]!) vFirst++;
      else if (place[p]! < place[q]!) wFirst++;
    }
  }
  for (const p of graph.below[v]!) {
    for (const q of graph.below[w]!) {
      if (place[p]! > place[q]!) vFirst++;
      else if (place[p]! < place[q]!) wFirst++;
    }
  }
  return [vFirst, wFirst];
}

/** pairCrossings with each neighbour's end where it is on the neighbour (place plus share): two edges to different rows of one table can cross. */
function pairCrossingsAtEnds(graph: LayerGraph, ends: NonNullable<LayerGraph['ends']>, v: number, w: number, place: Float64Array): [number, number] {
  let vFirst = 0;
  let wFirst = 0;
  for (const [neighbours, at] of [
    [graph.above, ends.above],
    [graph.below, ends.below],
  ] as const) {
    const vs = neighbours[v]!;
    const ws = neighbours[w]!;
    for (let i = 0; i < vs.length; i++) {
      const p = place[vs[i]!]! + at[v]![i]!.share;
      for (let j = 0; j < ws.length; j++) {
        const q = place[ws[j]!]! + at[w]![j]!.share;
        if (p > q) vFirst++;
        else if (p < q) wFirst++;
      }
    }
  }
  return [vFirst, wFirst];
}

/** Crossings of the whole order: between every pair of adjacent layers, inversions counted with a Fenwick tree. */
export function countCrossings(graph: LayerGraph, order: number[][]): number {
  if (graph.ends !== undefined) return crossingsAtEnds(graph, graph.ends, order);
  const place = new Int32Array(graph.layerOf.length);
  for (const layer of order) layer.forEach((v, i) => (place[v] = i));
  const tree = new Int32Array(Math.max(0, ...order.map((layer) => layer.length)) + 1);
  const ends: number[] = [];
  let total = 0;
  for (let index = 0; index + 1 < order.length; index++) {
    const size = order[index + 1]!.length;
    tree.fill(0, 0, size + 1);
    let seen = 0;
    // Edges in order of their upper end, then lower end: each crosses the earlier ones whose lower end lies to its right.
    for (const u of order[index]!) {
      for (const end of sortedPlaces(graph.below[u]!, place, ends)) {
        let atOrLeft = 0;
        for (let i = end + 1; i > 0; i -= i & -i) atOrLeft += tree[i]!;
        total += seen - atOrLeft;
        for (let i = end + 1; i <= size; i += i & -i) tree[i]!++;
        seen++;
      }
    }
  }
  return total;
}

/**
 * countCrossings with every edge's ends where they are on their vertices (place plus
 * share, as dot counts ports): edges leaving one table from different rows cross when their
 * other ends are in the opposite order. Pairs of edges counted by sorting and merging
 * (inversions of the lower keys among edges sorted by upper key); equal keys do not cross.
 */
function crossingsAtEnds(graph: LayerGraph, ends: NonNullable<LayerGraph['ends']>, order: number[][]): number {
  const place = new Float64Array(graph.layerOf.length);
  for (const layer of order) layer.forEach((v, i) => (place[v] = i));
  let total = 0;
  for (let index = 0; index + 1 < order.length; index++) {
    const edges: Array<[number, number]> = [];
    for (const u of order[index]!) {
      graph.below[u]!.forEach((w, k) => edges.push([place[u]! + ends.below[u]![k]!.ownShare, place[w]! + ends.below[u]![k]!.share]));
    }
    edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    total += inversions(edges.map((edge) => edge[1]));
  }
  return total;
}

/** Pairs i < j with values[i] > values[j] (merge sort; equal values are no inversion). */
function inversions(values: number[]): number {
  if (values.length < 2) return 0;
  const middle = values.length >> 1;
  const left = values.slice(0, middle);
  const right = values.slice(middle);
  let count = inversions(left) + inversions(right);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < left.length && j < right.length) {
    if (left[i]! <= right[j]!) values[k++] = left[i++]!;
    else {
      values[k++] = right[j++]!;
      count += left.length - i;
    }
  }
  while (i < left.length) values[k++] = left[i++]!;
  while (j < right.length) values[k++] = right[j++]!;
  return count;
}

/** dot's initial order: vertices placed layer by layer in the order a breadth-first walk from the top layer (`fromBottom`: the bottom one) reaches them. */
function breadthFirstOrder(graph: LayerGraph, fromBottom: boolean): number[][] {
  const layers: number[][] = graph.layers.map(() => []);
  const seen = new Uint8Array(graph.layerOf.length);
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
