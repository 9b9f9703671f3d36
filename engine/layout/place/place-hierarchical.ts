import type { EntityTable } from '../../measure/index.js';
import type { Diagnostic } from '../../model/index.js';
import { bottom, type Box, overlaps, right, roundBox, shiftBox, unionBoxes } from '../../geometry/index.js';
import { memberExtent } from '../frames/member-extent.js';
import type { LabelContext } from '../labels/node-labels.js';
import type { BandPlan, ErEdge, Geometry, NodeSize, SceneIndex } from '../types.js';
import { fixedFrames } from './anchor-nodes.js';
import { layoutItems, type BlockInput } from './elk-block.js';
import { buildLayoutTree, ROOT } from './layout-tree.js';
import { placeLayered, takesLayered } from './place-layered.js';
import { LAYOUT_ORIGIN, placeUnplaced } from './place-unplaced.js';

/** What the hierarchical placer needs besides the stage arguments. */
export interface HierarchicalOptions {
  labels: LabelContext;
  /** Edge id → label box size (labels/edge-labels.ts edgeLabelSizes), so ELK leaves room. */
  edgeLabels: ReadonlyMap<string, NodeSize>;
  /** ER column anchors and tables: ELK lines the rows edges attach to up (LR and RL). */
  er?: { edges: ReadonlyMap<string, ErEdge>; tables: ReadonlyMap<string, EntityTable> };
}

/**
 * Stage 5 for hierarchical and flow layouts (and every family but sequence without a
 * grid or force strategy): writes a box into `geometry.boxes` for every node that is
 * neither anchored (anchorNodes ran before) nor relative. With nothing placed (no
 * anchored node, no frame with its own box), ELK layered lays out the whole scene, frames
 * and groups as compound nodes and autoGroup bands kept together, and the result starts at
 * LAYOUT_ORIGIN (moved along the flow past any text or image it would cover). Otherwise
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
  if (geometry.anchored.size === 0 && fixed.size === 0 && takesLayered(input, geometry)) {
    const placed = placeLayered(input);
    const shift = placeWhole(input, placed.boxes, geometry);
    geometry.via = new Map([...placed.via].map(([id, points]) => [id, points.map((p) => ({ x: p.x + shift.x, y: p.y + shift.y }))]));
  } else if (geometry.anchored.size === 0 && fixed.size === 0) {
    const boxes = await layoutItems(input, tree.children.get(ROOT) ?? []);
    placeWhole(input, boxes, geometry);
  } else {
    diagnostics = await placeUnplaced(input, geometry, fixed);
  }
  for (const node of index.nodes) {
    const box = geometry.boxes.get(node.id);
    if (box !== undefined) geometry.boxes.set(node.id, roundBox(box));
  }
  return diagnostics;
}

/**
 * Moves a whole layout to the origin, then (when it would cover a text or image, such as a
 * title above the diagram) down or right past them, whichever moves it less. Returns how
 * far it moved, for what was placed with the boxes (the layered placement's via points).
 */
function placeWhole(input: BlockInput, boxes: ReadonlyMap<string, Box>, geometry: Geometry): { x: number; y: number } {
  const { index, tree } = input;
  const extent = unionBoxes([...boxes].map(([id, box]) => memberExtent(index, id, box, input.labels)));
  if (extent === null) return { x: 0, y: 0 };
  const origin = { x: LAYOUT_ORIGIN - extent.x, y: LAYOUT_ORIGIN - extent.y };
  const fixedBoxes = [...index.texts, ...index.images].flatMap((e) => geometry.boxes.get(e.id) ?? []);
  const gap = index.strategy.nodeSpacing;
  const clear = (axis: 'x' | 'y'): { x: number; y: number } => {
    const shift = { ...origin };
    for (let round = 0; round < fixedBoxes.length; round++) {
      const moved = shiftBox(extent, shift.x, shift.y);
      const covered = fixedBoxes.filter((box) => overlaps(moved, box, gap));
      if (covered.length === 0) break;
      shift[axis] += Math.max(...covered.map((box) => (axis === 'x' ? right(box) - moved.x : bottom(box) - moved.y))) + gap;
    }
    return shift;
  };
  const down = clear('y');
  const across = clear('x');
  const shift = across.x - origin.x < down.y - origin.y ? across : down;
  for (const [id, box] of boxes) if (tree.kind.get(id) === 'node') geometry.boxes.set(id, shiftBox(box, shift.x, shift.y));
  return shift;
}
