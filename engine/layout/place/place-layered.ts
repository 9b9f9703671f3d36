import { roundBox, shiftBox, type Box, type Point } from '../../geometry/index.js';
import { hasOutsideLabel, OUTSIDE_LABEL } from '../../measure/index.js';
import { layeredPlacement, type LayeredInput, type ViaPoint } from '../layered/index.js';
import { outsideLabelSize } from '../labels/node-labels.js';
import type { Geometry } from '../types.js';
import type { BlockInput } from './elk-block.js';
import { columnRow } from './column-row.js';
import { EDGE_SPACING } from './elk-options.js';
import { ROOT } from './layout-tree.js';
import { wholeShift } from './whole-shift.js';

/**
 * Families drawn by our own layered placement when their graph is flat (takesLayered):
 * the flowchart-like ones, ER diagrams (their edges' ends on rows given as end offsets,
 * so rows line up as ELK's ports lined them up), and scenes naming no family. Org charts
 * and workflows keep ELK, whose balanced Brandes-Köpf alignment (a parent or a decision
 * centred over its branches) the goldens were chosen for.
 */
const LAYERED_FAMILIES: ReadonlySet<string> = new Set(['architecture', 'network', 'uiflow', 'entityRelationship']);

/**
 * Whether the scene is one our own layered placement (engine/layout/layered) draws instead
 * of ELK: a flat graph (nodes only at the top: no frames, groups or autoGroup bands) of one
 * of LAYERED_FAMILIES, nothing placed by the document (no absolute or relative layout, no
 * constraint), and no edge end pinned to a port or an anchor (ELK's ports keep those).
 * Measured against dot and ELK in docs/decisions/2026-11-24-own-layered-placement.md and
 * 2026-11-24-wiring-layered-placement.md: 10-20x faster than ELK, as compact as dot, fewer crossings.
 */
export function takesLayered(input: Pick<BlockInput, 'index' | 'tree' | 'bands'>, geometry: Pick<Geometry, 'anchored'>): boolean {
  const { index, tree } = input;
  if ((index.family !== undefined && !LAYERED_FAMILIES.has(index.family)) || geometry.anchored.size > 0 || (input.bands?.length ?? 0) > 0) return false;
  const top = tree.children.get(ROOT) ?? [];
  if (top.some((id) => tree.kind.get(id) !== 'node')) return false;
  // Relative nodes follow their targets and constraints move boxes after placement: the
  // via points would no longer be where the edges' dummies were, so ELK keeps those scenes.
  if (top.length !== index.nodes.length || (index.scene.constraints?.length ?? 0) > 0) return false;
  return index.edges.every((edge) => edge.from.portId === undefined && edge.to.portId === undefined && edge.from.anchor === undefined && edge.to.anchor === undefined);
}

/** Where the layered placement put the nodes, and the points (with their slots) each long edge's route runs through. */
export interface LayeredBoxes {
  boxes: Map<string, Box>;
  via: Map<string, ViaPoint[]>;
}

/**
 * The flat scene placed by engine/layout/layered: every node at its measured size (a
 * workflow-style glyph with its outside label below it takes the room of both, and its
 * glyph sits centred at the top of that room), every edge label given a slot.
 */
export function placeLayered(input: BlockInput): LayeredBoxes {
  const { index } = input;
  const strategy = index.strategy;
  /** Glyph nodes: the glyph's size inside the room placed for glyph and label. */
  const glyphs = new Map<string, { width: number; height: number }>();
  const nodes: LayeredInput['nodes'] = [];
  for (const node of index.nodes) {
    const size = input.sizes.get(node.id) ?? { width: strategy.nodeWidth, height: strategy.nodeHeight };
    const label = hasOutsideLabel(node.nodeType) ? outsideLabelSize(node, size.width, input.labels) : undefined;
    if (label === undefined) {
      nodes.push({ id: node.id, width: size.width, height: size.height });
      continue;
    }
    glyphs.set(node.id, size);
    nodes.push({ id: node.id, width: Math.max(size.width, label.width), height: size.height + OUTSIDE_LABEL.gap + label.height });
  }
  const heightOf = new Map(nodes.map((node) => [node.id, node.height]));
  // An ER end on a column's row (LR/RL): the row's middle from the table's centre, where ELK's port would be.
  const rowOffset = (edgeId: string, nodeId: string, end: 'from' | 'to'): { fromOffset?: number; toOffset?: number } => {
    const row = columnRow(input, nodeId, edgeId, end);
    const height = heightOf.get(nodeId);
    if (row === undefined || height === undefined) return {};
    return { [end === 'from' ? 'fromOffset' : 'toOffset']: (row.offset - 0.5) * height };
  };
  const edges: LayeredInput['edges'] = index.edges.map((edge) => {
    const label = input.edgeLabels.get(edge.id);
    return {
      id: edge.id,
      from: edge.from.elementId,
      to: edge.to.elementId,
      ...(label === undefined ? {} : { label }),
      ...rowOffset(edge.id, edge.from.elementId, 'from'),
      ...rowOffset(edge.id, edge.to.elementId, 'to'),
    };
  });
  const placed = layeredPlacement({
    nodes,
    edges,
    direction: strategy.direction,
    nodeSpacing: strategy.nodeSpacing,
    rankSpacing: strategy.rankSpacing,
    edgeSpacing: EDGE_SPACING,
  });
  const boxes = new Map<string, Box>();
  for (const [id, room] of placed.boxes) {
    const glyph = glyphs.get(id);
    boxes.set(id, glyph === undefined ? room : { x: room.x + (room.width - glyph.width) / 2, y: room.y, width: glyph.width, height: glyph.height });
  }
  return { boxes, via: placed.via };
}

/** Via points moved as their placement's boxes were (a slot is relative to its point: it moves along). */
export function shiftedVia(via: ReadonlyMap<string, readonly ViaPoint[]>, shift: Point): Map<string, ViaPoint[]> {
  return new Map([...via].map(([id, points]) => [id, points.map((p) => ({ ...p, x: p.x + shift.x, y: p.y + shift.y }))]));
}

/**
 * The via points of a saved layered layout laid out again (every node placed, as write-back
 * leaves them): the placement is run again, and when every node is still exactly where it
 * put it (same graph and sizes: the placement is deterministic), its dummies are where they
 * were, so the routes are the same as the first time. Undefined when anything moved or
 * changed size: the edges then take their own tracks, as on any placed diagram.
 */
export function savedLayeredVia(input: BlockInput, geometry: Geometry): Map<string, ViaPoint[]> | undefined {
  const placed = placeLayered(input);
  const shift = wholeShift(input, placed.boxes, geometry);
  for (const [id, box] of placed.boxes) {
    const saved = geometry.boxes.get(id);
    const now = roundBox(shiftBox(box, shift.x, shift.y));
    if (saved === undefined || saved.x !== now.x || saved.y !== now.y || Math.abs(saved.width - now.width) > 0.01 || Math.abs(saved.height - now.height) > 0.01) return undefined;
  }
  return shiftedVia(placed.via, shift);
}
