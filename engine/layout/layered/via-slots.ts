/**
 * Each point-sized dummy's slot: the free room around it in its layer along the order axis,
 * which the router may pass anywhere in (routing/route-via.ts) instead of jogging to the
 * dummy's exact centre in every gap. Toward a node or a label's dummy the slot ends where
 * the separation the coordinates kept (brandes-koepf.ts `separation`) would start; toward
 * another point dummy, the room between the two is split in the middle, edgeSpacing kept
 * between the halves, so neighbours' slots never overlap and any choice inside them keeps
 * the layer's order. At a layer's ends the slot stops at the component's extent, so routes
 * stay inside the drawing.
 */
import type { SizedLayerGraph } from './types.js';

/** How far each vertex's route may pass before and after its centre (zero for nodes and label dummies). */
export interface Slots {
  before: Float64Array;
  after: Float64Array;
}

/** The slots of `graph`'s point dummies at coordinates `xs` (module comment); `gap`: separation between neighbours' centres; `extent`: the component's low and high. */
export function viaSlots(graph: SizedLayerGraph, xs: Float64Array, gap: (a: number, b: number) => number, edgeSpacing: number, extent: readonly [number, number]): Slots {
  const before = new Float64Array(xs.length);
  const after = new Float64Array(xs.length);
  const point = (v: number): boolean => graph.dummy[v]! && graph.width[v]! === 0;
  // Where a route through `v` may come nearest its neighbour `u`, which lies on the side `sign` (-1: before it).
  const limit = (v: number, u: number, sign: number): number => {
    if (point(u)) return (xs[u]! + xs[v]!) / 2 - (sign * edgeSpacing) / 2;
    return xs[u]! - sign * (sign < 0 ? gap(u, v) : gap(v, u));
  };
  for (const layer of graph.layers) {
    layer.forEach((v, i) => {
      if (!point(v)) return;
      const left = layer[i - 1];
      const right = layer[i + 1];
      const low = left === undefined ? extent[0] : limit(v, left, -1);
      const high = right === undefined ? extent[1] : limit(v, right, 1);
      before[v] = Math.max(0, xs[v]! - low);
      after[v] = Math.max(0, high - xs[v]!);
    });
  }
  return { before, after };
}
