/**
 * Transposition, dot's local step of crossing minimisation (median-order.ts): neighbouring
 * vertices of a layer swap while that lowers the crossings with both adjacent layers. Shared
 * by the median rounds (median-order.ts) and sifting (sifting.ts).
 */
import type { Adjacencies } from './crossings.js';
import { pairCrossingsInto } from './crossings.js';
import { SettledPairs, TIE, UNKNOWN, WORSE } from './settled-pairs.js';

/**
 * Swaps neighbours while crossings drop (module comment); `ties`: equal counts swap too, once per pair a pass.
 * A layer's swaps depend only on its own order and its two neighbours', so a pass skips the
 * layers where none of the three changed since the layer was last looked at (dot's
 * candidate flags): the result is the same as looking at every layer, for far less work.
 * `settled`: pairs counted before whose count still holds (settled-pairs.ts), kept by the
 * caller across calls when it reports every other reordering to it; they swap or
 * stay as that count says, without counting again: the same swaps, in the same order.
 */
export function transpose(adjacency: Adjacencies, order: number[][], place: Float64Array, ties: boolean, settled = new SettledPairs(adjacency)): void {
  const lastChange = new Int32Array(order.length).fill(-1);
  const changedSince = (index: number, pass: number): boolean => index >= 0 && index < order.length && lastChange[index]! >= pass - 1;
  const counts = new Int32Array(2);
  for (let improved = true, passes = 0; improved && passes < 50; passes++) {
    improved = false;
    const tieSwaps = ties && passes === 0;
    for (let index = 0; index < order.length; index++) {
      const layer = order[index]!;
      if (passes > 0 && !changedSince(index - 1, passes) && !changedSince(index, passes) && !changedSince(index + 1, passes)) continue;
      for (let i = 0; i + 1 < layer.length; i++) {
        const v = layer[i]!;
        const w = layer[i + 1]!;
        let kind = settled.known(v, w);
        let better = false;
        if (kind === UNKNOWN) {
          pairCrossingsInto(adjacency, v, w, place, counts);
          better = counts[1]! < counts[0]!;
          kind = counts[0]! > 0 && counts[1] === counts[0] ? TIE : WORSE;
          if (!better) settled.keep(v, w, kind);
        }
        if (better || (tieSwaps && kind === TIE)) {
          layer[i] = w;
          layer[i + 1] = v;
          place[v] = i + 1;
          place[w] = i;
          // Only v and w change order with each other: reporting one voids every pair that read both.
          settled.moved(v);
          lastChange[index] = passes;
          if (better) improved = true;
        }
      }
    }
  }
}
