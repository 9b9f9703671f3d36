import type { EntityTable } from '../../measure/index.js';
import type { Diagnostic } from '../../model/index.js';
import { type Box, roundBox, shiftBox } from '../../geometry/index.js';
import type { LabelContext } from '../labels/node-labels.js';
import type { BandPlan, ErEdge, Geometry, NodeSize, SceneIndex } from '../types.js';
import { fixedFrames } from './anchor-nodes.js';
import { layoutItems, type BlockInput } from './elk-block.js';
import { buildLayoutTree, ROOT } from './layout-tree.js';
import { placeLayered, savedLayeredVia, shiftedVia, takesLayered } from './place-layered.js';
import { placeUnplaced } from './place-unplaced.js';
import { wholeShift } from './whole-shift.js';

/** What the hierarchical placer needs besides the stage arguments. */
export interface HierarchicalOptions {
  labels: LabelContext;
  /** Edge id → label box size (labels/edge-labels.ts edgeLabelSizes), so ELK leaves room. */
  edgeLabels: ReadonlyMap<string, NodeSize>;
  /** ER column anchors and tables: ELK's ports or the layered placement's end offsets line the rows edges attach to up (LR and RL). */
  er?: { edges: ReadonlyMap<string, ErEdge>; tables: ReadonlyMap<string, EntityTable> };
}

/**
 * Stage 5 for hierarchical and flow layouts (and every family but sequence without a
 * grid or force strategy): writes a box into `geometry.boxes` for every node that is
 * neither anchored (anchorNodes ran before) nor relative. With nothing placed (no
 * anchored node, no frame with its own box), a flat flowchart-like graph is placed by our
 * own layered placement (place-layered.ts), its long edges' dummies kept for the router
 * (geometry.via); any other scene by ELK layered, frames and groups as compound nodes and
 * autoGroup bands kept together; either way the result starts at LAYOUT_ORIGIN (moved
 * along the flow past any text or image it would cover). Otherwise
 * anchors stay and only the rest is placed, next to its neighbours (place-unplaced.ts).
 * Boxes are rounded to 1/100 px.
 */
export async function placeHierarchical(
  index: SceneIndex,
  sizes: ReadonlyMap<string, NodeSize>,
  geometry: Geometry,
  bands: readonly BandPlan[] | null,
  options: HierarchicalOptions,
): Promise<Diagnostic[]> {
  const tree = buildLayoutTree(index);
  const input: BlockInput = { index, tree, sizes, labels: options.labels, edgeLabels: options.edgeLabels, bands };
  if (options.er !== undefined) input.er = options.er;
  const fixed = fixedFrames(index);
  let diagnostics: Diagnostic[] = [];
  // A flat graph our own layered placement draws, were nothing placed yet (place-layered.ts).
  const flat = fixed.size === 0 && takesLayered(input, { anchored: new Set() });
  if (geometry.anchored.size === 0 && flat) {
    const placed = placeLayered(input);
    geometry.via = shiftedVia(placed.via, placeWhole(input, placed.boxes, geometry));
  } else if (geometry.anchored.size === 0 && fixed.size === 0) {
    const boxes = await layoutItems(input, tree.children.get(ROOT) ?? []);
    placeWhole(input, boxes, geometry);
  } else {
    diagnostics = await placeUnplaced(input, geometry, fixed);
    // A saved layered layout laid out again: its routes go through the same dummies while every node is where the placement put it.
    const kept = flat && geometry.anchored.size === index.nodes.length ? savedLayeredVia(input, geometry) : undefined;
    if (kept !== undefined) geometry.via = kept;
  }
  for (const node of index.nodes) {
    const box = geometry.boxes.get(node.id);
    if (box !== undefined) geometry.boxes.set(node.id, roundBox(box));
  }
  return diagnostics;
}

/** Moves a whole layout's node boxes by wholeShift and writes them into `geometry`; returns the shift. */
function placeWhole(input: BlockInput, boxes: ReadonlyMap<string, Box>, geometry: Geometry): { x: number; y: number } {
  const shift = wholeShift(input, boxes, geometry);
  for (const [id, box] of boxes) if (input.tree.kind.get(id) === 'node') geometry.boxes.set(id, shiftBox(box, shift.x, shift.y));
  return shift;
}
