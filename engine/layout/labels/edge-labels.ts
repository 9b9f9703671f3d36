import { edgeLabelAt, measuredEntry, type MeasuredEdgeLabel, type MeasuredSceneData } from '../../measure/index.js';
import type { TextLayout } from '../../model/index.js';
import { px, type Box, type Point } from '../../geometry/index.js';
import type { EdgeRoute, ErEdge, SceneIndex } from '../types.js';
import { labelCandidates } from './edge-label-candidates.js';
import { EdgeLabelSpace } from './edge-label-space.js';
import { shownLabel } from './edge-label-style.js';

export { EDGE_LABEL_PADDING } from '../../measure/index.js';

/** Optional inputs of placeEdgeLabels. */
export interface EdgeLabelOptions {
  /** Frame id → its title band box; labels keep off title bands as off nodes. */
  titleBands?: ReadonlyMap<string, Box>;
}

/**
 * Stage 10 (edge labels): lays out the label of every routed edge that shows one (not
 * blank; an ER label dropped as redundant only with style.forceLabel). Tiered labels
 * (`EVENT [guard] / action`) get runs with roles event/guard/action; plain labels centred
 * lines. Each label takes the first candidate position (labelCandidates: on the route's
 * longest segment or the path's middle, then beside it and further along; a self-loop's
 * beside its loop) that overlaps no box of `obstacles` and no label placed before it, or the
 * least-overlapping one. `obstacles`: element id → box of every node, frame (only its border
 * counts), text and image; groups are ignored; a key that is no element id (such as
 * `${nodeId}#label` for a workflow event's label below its shape) counts as a solid box.
 * The TextLayout box is the text plus EDGE_LABEL_PADDING on each side: the area the
 * renderer fills with labelBackground. Edges are visited in document order; deterministic;
 * numbers rounded with px(). Measure labels first (edgeLabelSizes) for routeEdges' loops.
 */
export function placeEdgeLabels(
  index: SceneIndex,
  routes: ReadonlyMap<string, EdgeRoute>,
  obstacles: ReadonlyMap<string, Box>,
  measured: MeasuredSceneData,
  erEdges: ReadonlyMap<string, ErEdge>,
  options: EdgeLabelOptions = {},
): Map<string, TextLayout> {
  const space = new EdgeLabelSpace(index, obstacles, options.titleBands ?? new Map());
  const labels = new Map<string, TextLayout>();
  for (const edge of index.edges) {
    const route = routes.get(edge.id);
    const text = shownLabel(edge, index.scene, erEdges.get(edge.id));
    if (route === undefined || text === undefined || route.points.length < 2) continue;
    const label = measuredLabel(measured, edge.id);
    const corner = bestCorner(labelCandidates(route, label), label, space);
    const layout = edgeLabelAt(label, corner.x, corner.y);
    space.occupy(layout.box);
    labels.set(edge.id, layout);
  }
  return labels;
}

/**
 * The top-left corner (rounded, as drawn) of the first candidate in the way of nothing,
 * else of the least obstructed one (first among equals).
 */
function bestCorner(centres: readonly Point[], size: { width: number; height: number }, space: EdgeLabelSpace): Point {
  let best: Point | undefined;
  let bestCost = Infinity;
  for (const centre of centres) {
    const corner = { x: px(centre.x - size.width / 2), y: px(centre.y - size.height / 2) };
    const cost = space.cost({ ...corner, width: size.width, height: size.height });
    if (cost === 0) return corner;
    if (cost < bestCost) [best, bestCost] = [corner, cost];
  }
  return best!;
}

/** The measured label of an edge that shows one (measure measures every label that is not blank). */
function measuredLabel(measured: MeasuredSceneData, edgeId: string): MeasuredEdgeLabel {
  const label = measuredEntry(measured.edgeLabels, edgeId);
  if (label === undefined) throw new Error(`the label of edge ${edgeId} was not measured`);
  return label;
}

/**
 * The box size (padding included) of every edge label that will be drawn, by edge id: pass
 * it to routeEdges (options.labelSizes) so self-loops are sized for their labels.
 */
export function edgeLabelSizes(index: SceneIndex, measured: MeasuredSceneData, erEdges: ReadonlyMap<string, ErEdge>): Map<string, { width: number; height: number }> {
  const sizes = new Map<string, { width: number; height: number }>();
  for (const edge of index.edges) {
    if (shownLabel(edge, index.scene, erEdges.get(edge.id)) === undefined) continue;
    const { width, height } = measuredLabel(measured, edge.id);
    sizes.set(edge.id, { width, height });
  }
  return sizes;
}
