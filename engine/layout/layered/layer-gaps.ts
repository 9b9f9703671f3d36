import { EDGE_SPACING } from '../routing/route-constants.js';
import { TRACK_SPACING } from '../routing/track-index.js';
import type { SizedLayerGraph } from './types.js';

/** A jog needs its ends this far apart along the order axis; closer ends are drawn straight (the router's end cells). */
const STRAIGHT_WITHIN = TRACK_SPACING;
/** What a gap keeps above its first track and below its last: room for the stubs the router leaves its ends with. */
const STUB_ROOM = 12;

/**
 * The room each gap between layers needs along the layer axis (px, TB: height): the
 * spacing asked for, or more where many edges change place across the gap. The router
 * draws such an edge as a Z whose middle runs across the gap, and gives the Zs of a gap
 * tracks of their own (routing/gap-tracks.ts), one level for each Z it overlaps, at most
 * TRACK_SPACING apart (half that in a narrow gap). A gap too low for its levels is not
 * reordered, so its Zs cross each other where they need not: on the 1,000-node bench
 * flowchart, 2,819 of the 3,491 crossings the router added to the placement's own
 * (docs/decisions/2026-11-24-router-speed.md, second goal). So a gap is made as tall as the most Zs
 * that overlap at one place across it (its density) take EDGE_SPACING apart, plus the
 * stubs: the order gap-tracks finds may need more levels than the density, and at
 * EDGE_SPACING it has room for half as many again at TRACK_SPACING, or twice as many at
 * its narrowest step (flowchart 1,000: 7,970 crossings; levels TRACK_SPACING apart
 * 6,484; EDGE_SPACING 5,704; twice TRACK_SPACING 5,688). Below that density a gap keeps
 * the spacing asked for, so sparse drawings do not change. Ends are the vertices' centres plus their
 * edge-end offsets; the router may spread them, so the count is an estimate.
 */
export function layerGaps(graph: SizedLayerGraph, xs: ArrayLike<number>, rankSpacing: number): number[] {
  const gaps: number[] = [];
  // Each Z's span as a start and an end, sorted apart and merged (ends first at a tie, as
  // touching spans need no level of their own): no pair per Z, and two arrays for all layers.
  const starts: number[] = [];
  const ends: number[] = [];
  const ascending = (a: number, b: number): number => a - b;
  for (let layer = 0; layer + 1 < graph.layers.length; layer++) {
    starts.length = 0;
    ends.length = 0;
    for (const u of graph.layers[layer]!) {
      const below = graph.below[u]!;
      for (let k = 0; k < below.length; k++) {
        const offset = graph.ends?.below[u]![k];
        const from = xs[u]! + (offset?.own ?? 0);
        const to = xs[below[k]!]! + (offset?.other ?? 0);
        if (Math.abs(from - to) < STRAIGHT_WITHIN) continue;
        // A Z keeps TRACK_SPACING from the Zs beside it along the order axis too.
        starts.push(Math.min(from, to) - TRACK_SPACING / 2);
        ends.push(Math.max(from, to) + TRACK_SPACING / 2);
      }
    }
    starts.sort(ascending);
    ends.sort(ascending);
    let open = 0;
    let density = 0;
    let e = 0;
    for (const start of starts) {
      for (; e < ends.length && ends[e]! <= start; e++) open--;
      open++;
      density = Math.max(density, open);
    }
    gaps.push(Math.max(rankSpacing, density * EDGE_SPACING + 2 * STUB_ROOM));
  }
  return gaps;
}
