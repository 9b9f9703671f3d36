/**
 * Sifting (Matuszewski, Schönfeld, Molitor: "Using sifting for k-layer straightline crossing
 * minimization", 1999), run by the ordering on large graphs (median-order.ts, LARGE_GRAPH)
 * after dot's median rounds have settled: each vertex in turn, layer by layer, is taken out
 * of its layer and put back at the place where its edges cross the fewest others with both
 * adjacent layers. Transposition only swaps neighbours, so it stops at orders that one
 * longer move would improve; sifting makes those moves.
 *
 * Vertex by vertex, a long edge does not move: taking one of its dummies across a bundle of
 * other edges only moves the crossing to the next layer. So each pass first moves whole
 * chains of dummies to their best places (chain-sifting.ts), then sifts every vertex.
 *
 * Passes go down and up the layers in turn, each followed by a transposition, and end at
 * the first pass that does not lower the whole order's crossings (its order is dropped), or
 * after one that lowers them by less than MIN_GAIN (its order is kept).
 * Deterministic: chains move in a fixed order, vertices are sifted in their order at the
 * start of the layer's turn, and a vertex stays where it is unless another place is strictly
 * better (the leftmost of equal ones).
 */
import { ChainMover, chainsOf } from './chain-sifting.js';
import { pairCrossings, type Adjacencies, type CrossingCounter } from './crossings.js';
import { transpose } from './transpose.js';

/** Passes at most: each one costs about a median round on the 1,000-node flowchart, and it gains nothing after a few. */
const MAX_PASSES = 50;

/**
 * A pass lowering the crossings by less than this share ends the sifting. The 1,000-node
 * flowchart's passes (5,966 crossings from the median rounds): 4,858 (-19%), 4,703 (-3.2%:
 * the last), then 4,658, 4,637, 4,635; a pass costs about 60 ms there (chain moves 40,
 * vertex sifting 20), and stopping at 1% instead (4,658) takes 173 ms against 118 ms
 * (CPU; vertex sifting alone, before chain moves: 5,531 in 104 ms).
 */
const MIN_GAIN = 0.05;

/** `start` improved by sifting passes (module comment), and its crossings. */
export function sifted(adjacency: Adjacencies, counter: CrossingCounter, start: { layers: number[][]; crossings: number }): { layers: number[][]; crossings: number } {
  let best = start;
  const place = new Float64Array(adjacency.above.start.length - 1);
  const layerOf = new Int32Array(place.length);
  start.layers.forEach((layer, k) => layer.forEach((v) => (layerOf[v] = k)));
  const chains = chainsOf(adjacency);
  const mover = new ChainMover(adjacency, start.layers.reduce((most, layer) => Math.max(most, layer.length), 0));
  for (let pass = 0; pass < MAX_PASSES && best.crossings > 0; pass++) {
    const order = best.layers.map((layer) => [...layer]);
    for (const layer of order) layer.forEach((v, i) => (place[v] = i));
    for (let c = 0; c + 1 < chains.start.length; c++) {
      const top = chains.vertex[chains.start[c]!]!;
      mover.move(order, place, chains.vertex, chains.start[c]!, chains.start[c + 1]!, layerOf[top]!);
    }
    for (let k = 0; k < order.length; k++) siftLayer(adjacency, order[pass % 2 === 0 ? k : order.length - 1 - k]!, place);
    transpose(adjacency, order, place, false);
    const crossings = counter.count(order);
    if (crossings >= best.crossings) break;
    const gain = best.crossings - crossings;
    best = { layers: order, crossings };
    if (gain < MIN_GAIN * (crossings + gain)) break;
  }
  return best;
}

/**
 * Each vertex of `layer` moved to its best place (module comment); `place` kept up to date.
 * Moving v from just left of w to just right of it changes the crossings by those with w
 * left of v less those with v left of w (pairCrossings reads only the adjacent layers'
 * places), so one walk over the layer gives every place's cost relative to the first.
 */
function siftLayer(adjacency: Adjacencies, layer: number[], place: Float64Array): void {
  for (const v of [...layer]) {
    const from = place[v]!;
    layer.splice(from, 1);
    let cost = 0;
    let costAtFrom = 0;
    let least = 0;
    let leastAt = 0;
    for (let p = 0; p < layer.length; p++) {
      const [vFirst, wFirst] = pairCrossings(adjacency, v, layer[p]!, place);
      cost += wFirst - vFirst;
      if (p + 1 === from) costAtFrom = cost;
      if (cost < least) {
        least = cost;
        leastAt = p + 1;
      }
    }
    layer.splice(least < costAtFrom ? leastAt : from, 0, v);
    for (let i = 0; i < layer.length; i++) place[layer[i]!] = i;
  }
}
