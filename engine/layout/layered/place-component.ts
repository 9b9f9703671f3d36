/**
 * A component placed top to bottom (TB): layered (layer-graph.ts), ordered by dot's median
 * method (median-order.ts), centres along the order axis by least squares from packed
 * layers or from Brandes-Köpf's coordinates (compaction.ts, brandes-koepf.ts), then edges
 * lined up where there is room (straighten.ts), each point dummy given its slot (via-slots.ts), and layers stacked: each as tall as its tallest vertex, rankSpacing
 * between or more where many edges jog across the gap (layer-gaps.ts), every vertex centred on its layer's middle line. Coordinates start at 0 on both
 * axes.
 */
import type { Point } from '../../geometry/index.js';
import { brandesKoepf, separation } from './brandes-koepf.js';
import { compact, orderExtent, packedCoordinates } from './compaction.js';
import { layerGaps } from './layer-gaps.js';
import { layerGraphOf, type ComponentInput } from './layer-graph.js';
import { medianOrder } from './median-order.js';
import { straighten } from './straighten.js';
import type { LayeredInput, ViaPoint } from './types.js';
import { viaSlots } from './via-slots.js';

/** A placed component: centres of its nodes, each edge's dummy centres (upper end to lower end) and label centre, and its extent. */
export interface PlacedComponent {
  centres: Point[];
  dummies: Array<{ points: ViaPoint[]; reversed: boolean; label: Point | undefined }>;
  width: number;
  height: number;
}

/** The component placed (module comment). */
export function placeComponent(component: ComponentInput, spacing: Pick<LayeredInput, 'nodeSpacing' | 'edgeSpacing' | 'rankSpacing' | 'start'>): PlacedComponent {
  const { graph, chains } = layerGraphOf(component);
  graph.layers = medianOrder(graph).layers;
  const gap = (a: number, b: number): number => separation(graph, a, b, spacing);
  const xs = spacing.start === 'brandes-koepf' ? brandesKoepf(graph, spacing) : packedCoordinates(graph, gap);
  compact(graph, xs, gap);
  straighten(graph, xs, gap);
  const [low, high] = orderExtent(graph, xs);
  const slots = viaSlots(graph, xs, gap, [low, high]);
  const gaps = layerGaps(graph, xs, spacing.rankSpacing);
  const middles: number[] = [];
  let top = 0;
  graph.layers.forEach((layer, i) => {
    const height = Math.max(0, ...layer.map((v) => graph.height[v]!));
    middles.push(top + height / 2);
    top += height + (gaps[i] ?? 0);
  });
  const at = (v: number): Point => ({ x: xs[v]! - low, y: middles[graph.layerOf[v]!]! });
  // Written out, not `{ ...at(v), before, after }`: a spread per dummy cost more than the slots themselves.
  const through = (v: number): ViaPoint => (slots.before[v]! + slots.after[v]! > 0 ? { x: xs[v]! - low, y: middles[graph.layerOf[v]!]!, before: slots.before[v]!, after: slots.after[v]! } : at(v));
  return {
    centres: component.nodes.map((_, v) => at(v)),
    dummies: chains.map((chain) => ({ points: chain.vertices.slice(1, -1).map(through), reversed: chain.reversed, label: chain.label < 0 ? undefined : at(chain.label) })),
    width: xs.length === 0 ? 0 : high - low,
    height: Math.max(0, top),
  };
}
