/**
 * Transposition, dot's local step of crossing minimisation (median-order.ts): neighbouring
 * vertices of a layer swap while that lowers the crossings with both adjacent layers. Shared
 * by the median rounds (median-order.ts) and sifting (sifting.ts).
 */
import type { Adjacencies } from './crossings.js';
import { pairCrossings } from './crossings.js';

/**
 * Swaps neighbours while crossings drop (module comment); `ties`: equal counts swap too, once per pair a pass.
 * A layer's swaps depend only on its own order and its two neighbours', so a pass skips the
 * layers where none of the three changed since the layer was last looked at (dot's
 * candidate flags): the result is the same as looking at every layer, for far less work.
 */
export function transpose(adjacency: Adjacencies, order: number[][], place: Float64Array, ties: boolean): void {
  const lastChange = new Int32Array(order.length).fill(-1);
  const changedSince = (index: number, pass: number): boolean => index >= 0 && index < order.length && lastChange[index]! >= pass - 1;
  for (let improved = true, passes = 0; improved && passes < 50; passes++) {
    improved = false;
    for (const [index, layer] of order.entries()) {
      if (passes > 0 && !changedSince(index - 1, passes) && !changedSince(index, passes) && !changedSince(index + 1, passes)) continue;
      for (let i = 0; i + 1 < layer.length; i++) {
        const v = layer[i]!;
        const w = layer[i + 1]!;
        const [now, swapped] = pairCrossings(adjacency, v, w, place);
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
