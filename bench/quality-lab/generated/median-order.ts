/**
 * dot's crossing minimisation (engine/layout/layered/median-order.ts, where the algorithm
 * lives and is described) on a layered graph read from ELK's layout (layered-graph.ts), for
 * the ordering experiment of bench/layout-options.ts, which gives the order found back to
 * ELK. The first start is ELK's own order (the graph's layers as read).
 */
import { countCrossings, medianOrder as engineMedianOrder, type MedianOrder } from '../../../engine/internal.js';
import type { LayeredGraph } from './layered-graph.js';

export { countCrossings, type MedianOrder };

/** How many of the starts (ELK's order, breadth-first from the top, from the bottom) to try (MEDIAN_STARTS=n, default 3). */
const STARTS = Number(process.env.MEDIAN_STARTS ?? 3);

/** dot's ordering of the graph's layers, starting from ELK's order and from breadth-first ones. */
export function medianOrder(graph: LayeredGraph): MedianOrder {
  return engineMedianOrder(graph, STARTS);
}
