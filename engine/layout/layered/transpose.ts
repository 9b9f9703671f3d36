/**
 * Transposition, dot's local step of crossing minimisation (median-order.ts): neighbouring
 * vertices of a layer swap while that lowers the crossings with both adjacent layers. Shared
 * by the median rounds (median-order.ts) and sifting (sifting.ts).
 */
import type { Adjacencies } from './crossings.js';

/**
 * Swaps neighbours while crossings drop (module comment); `ties`: equal counts swap too, once per pair a pass.
 * A layer's swaps depend only on its own order and its two neighbours', so a pass skips a
 * layer whose last look swapped nothing while neither neighbour has changed since (dot's
 * candidate flags, kept exactly): the result is the same as looking at every layer, for far less work.
 */
export function transpose(adjacency: Adjacencies, order: number[][], place: Float64Array, ties: boolean): void {
  const count = order.length;
  // Per layer: how many swaps it has had, and its neighbours' counts when a look at it last swapped nothing (-1: look again).
  // All three in one array (changes, then cleanAbove from `above`, cleanBelow from `below`): this runs every round.
  const state = new Int32Array(3 * count + 2);
  const above = count + 2;
  const below = 2 * count + 2;
  state.fill(-1, above, below);
  // Both sides written out below with their arrays in locals: the loops run for every pair of every pass.
  const { start: aboveStart, neighbour: aboveNeighbour, share: aboveShare } = adjacency.above;
  const { start: belowStart, neighbour: belowNeighbour, share: belowShare } = adjacency.below;
  for (let improved = true, passes = 0; improved && passes < 50; passes++) {
    improved = false;
    const takeTies = ties && passes === 0;
    for (let index = 0; index < count; index++) {
      // changes is shifted by one: layer k's count at k + 1, with a 0 that never changes on either side.
      const changedAbove = state[index]!;
      const changedBelow = state[index + 2]!;
      if (state[above + index] === changedAbove && state[below + index] === changedBelow) continue;
      const layer = order[index]!;
      let swaps = 0;
      for (let i = 0; i + 1 < layer.length; i++) {
        const v = layer[i]!;
        const w = layer[i + 1]!;
        // pairCrossings written out: a pair's two counts without an array for them, for every pair of every pass.
        let now = 0;
        let swapped = 0;
        for (let a = aboveStart[v]!, to = aboveStart[v + 1]!; a < to; a++) {
          const p = place[aboveNeighbour[a]!]! + aboveShare[a]!;
          for (let b = aboveStart[w]!, wTo = aboveStart[w + 1]!; b < wTo; b++) {
            const q = place[aboveNeighbour[b]!]! + aboveShare[b]!;
            if (p > q) now++;
            else if (p < q) swapped++;
          }
        }
        for (let a = belowStart[v]!, to = belowStart[v + 1]!; a < to; a++) {
          const p = place[belowNeighbour[a]!]! + belowShare[a]!;
          for (let b = belowStart[w]!, wTo = belowStart[w + 1]!; b < wTo; b++) {
            const q = place[belowNeighbour[b]!]! + belowShare[b]!;
            if (p > q) now++;
            else if (p < q) swapped++;
          }
        }
        if (swapped < now || (takeTies && now > 0 && swapped === now)) {
          layer[i] = w;
          layer[i + 1] = v;
          place[v] = i + 1;
          place[w] = i;
          swaps++;
          if (swapped < now) improved = true;
        }
      }
      state[index + 1]! += swaps;
      state[above + index] = swaps === 0 ? changedAbove : -1;
      state[below + index] = changedBelow;
    }
  }
}
