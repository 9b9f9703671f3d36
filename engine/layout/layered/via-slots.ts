/**
 * Each point-sized dummy's slot: the free room around it in its layer along the order axis,
 * which the router may pass anywhere in (routing/route-via.ts) instead of jogging to the
 * dummy's exact centre in every gap. The slot reaches over the other point dummies up to the
 * nearest node or label's dummy on each side, ending where the separation the coordinates
 * kept (brandes-koepf.ts `separation`) would start, or at the component's extent at a layer's
 * end, so routes stay inside the drawing. Slots of neighbouring dummies overlap: the router
 * keeps their order itself (routing/via-lanes.ts), each route at least edgeSpacing from the
 * others through the layer.
 */
import type { SizedLayerGraph } from './types.js';

/** How far each vertex's route may pass before and after its centre (zero for nodes and label dummies). */
export interface Slots {
  before: Float64Array;
  after: Float64Array;
}

/** The slots of `graph`'s point dummies at coordinates `xs` (module comment); `gap`: separation between neighbours' centres; `extent`: the component's low and high. */
export function viaSlots(graph: SizedLayerGraph, xs: Float64Array, gap: (a: number, b: number) => number, extent: readonly [number, number]): Slots {
  const before = new Float64Array(xs.length);
  const after = new Float64Array(xs.length);
  const point = (v: number): boolean => graph.dummy[v]! && graph.width[v]! === 0;
  for (const layer of graph.layers) {
    // The nearest node or label before each vertex, then after it.
    let wall: number | undefined;
    for (const v of layer) {
      if (!point(v)) wall = v;
      else before[v] = Math.max(0, xs[v]! - (wall === undefined ? extent[0] : xs[wall]! + gap(wall, v)));
    }
    wall = undefined;
    for (let i = layer.length - 1; i >= 0; i--) {
      const v = layer[i]!;
      if (!point(v)) wall = v;
      else after[v] = Math.max(0, (wall === undefined ? extent[1] : xs[wall]! - gap(v, wall)) - xs[v]!);
    }
  }
  return { before, after };
}
