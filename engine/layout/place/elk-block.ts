import type { ElkNode } from 'elkjs/lib/elk-api.js';
import type { FrameValue } from '../../../schema/index.js';
import { type Box, shiftBox, unionBoxes } from '../../geometry/index.js';
import { arrangeLanes, laneMinimum, type LaneInput } from '../frames/arrange-lanes.js';
import { frameInsets, frameMinWidth, laneArrangement, poolMinHeight } from '../frames/frame-metrics.js';
import { memberExtent } from '../frames/member-extent.js';
import { FRAME_INSET, type NodeSize } from '../types.js';
import { buildElkGraph, type GraphInput } from './elk-graph.js';
import { runElk } from './elk-runner.js';
import { lanesOf } from './layout-tree.js';

/** What a block layout needs: the graph input without the fixed containers (found here). */
export type BlockInput = Omit<GraphInput, 'fixed'>;

/**
 * Lays out `topItems` and everything inside them with ELK layered: frames and groups as
 * compound nodes; a pool with lanes laid out first on its own (lanes as bands, see
 * layoutPool) and then placed as one box. Returns every item's box (nodes, and the
 * compound boxes ELK drew for containers, which fit-frames later refits), in the layout's
 * own coordinates.
 */
export async function layoutItems(input: BlockInput, topItems: readonly string[]): Promise<Map<string, Box>> {
  const fixed = new Map<string, NodeSize>();
  const pools = new Map<string, Map<string, Box>>();
  for (const pool of poolsWithin(input, topItems)) {
    const laid = await layoutPool(input, pool);
    fixed.set(pool.id, laid.size);
    pools.set(pool.id, laid.boxes);
  }
  const built = buildElkGraph({ ...input, fixed }, topItems);
  const boxes = readBoxes(await runElk(built.graph));
  for (const [id, box] of boxes) {
    // A glyph's ELK box is as wide as its label: the glyph sits in its middle.
    const size = input.tree.kind.get(id) === 'node' ? input.sizes.get(id) : undefined;
    if (size !== undefined && box.width > size.width) boxes.set(id, { ...box, x: box.x + (box.width - size.width) / 2, width: size.width });
  }
  for (const [poolId, inner] of pools) {
    const at = boxes.get(poolId);
    if (at === undefined) continue;
    for (const [id, box] of inner) boxes.set(id, shiftBox(box, at.x, at.y));
  }
  return boxes;
}

/** Pools with lanes inside the items (outermost only: a pool's own layout handles those within it). */
function poolsWithin(input: BlockInput, topItems: readonly string[]): FrameValue[] {
  const found: FrameValue[] = [];
  const visit = (id: string): void => {
    const element = input.index.byId.get(id);
    if (element?.kind === 'frame' && element.containerType === 'pool' && lanesOf(input.index, input.tree, id).length > 0) {
      found.push(element);
      return;
    }
    for (const child of input.tree.children.get(id) ?? []) visit(child);
  };
  topItems.forEach(visit);
  return found;
}

/** Every ELK node's box in the root's coordinates (band compounds under their BAND_PREFIX ids). */
export function readBoxes(root: ElkNode): Map<string, Box> {
  const boxes = new Map<string, Box>();
  const visit = (node: ElkNode, dx: number, dy: number): void => {
    for (const child of node.children ?? []) {
      const x = dx + (child.x ?? 0);
      const y = dy + (child.y ?? 0);
      boxes.set(child.id, { x, y, width: child.width ?? 0, height: child.height ?? 0 });
      visit(child, x, y);
    }
  };
  visit(root, 0, 0);
  return boxes;
}

/**
 * A pool with lanes: its members laid out together (lanes dissolved, so ranks line up
 * across lanes), then each lane's members moved across the flow into the lane's band, the
 * bands stacked in listed order (arrangeLanes, which fit-frames uses too). Boxes are
 * relative to the pool's top-left corner; `size` is the pool's.
 */
async function layoutPool(input: BlockInput, pool: FrameValue): Promise<{ size: NodeSize; boxes: Map<string, Box> }> {
  const { index, tree, labels } = input;
  const strategy = index.strategy;
  const lanes = lanesOf(index, tree, pool.id);
  const laneIds = new Set(lanes.map((lane) => lane.id));
  const members = (laneId: string) => tree.children.get(laneId) ?? [];
  const others = (tree.children.get(pool.id) ?? []).filter((id) => !laneIds.has(id));
  const topItems = [...lanes.flatMap((lane) => members(lane.id)), ...others];
  const boxes = await layoutItems({ ...input, bands: null }, topItems);

  const rows = laneArrangement(pool, strategy) === 'rows';
  const across = (box: Box) => (rows ? { start: box.y, size: box.height } : { start: box.x, size: box.width });
  const shiftAcross = (ids: readonly string[], by: number): void => {
    const move = (id: string): void => {
      const box = boxes.get(id);
      if (box !== undefined) boxes.set(id, rows ? shiftBox(box, 0, by) : shiftBox(box, by, 0));
      for (const child of tree.children.get(id) ?? []) move(child);
    };
    ids.forEach(move);
  };
  const contentOf = (ids: readonly string[]): Box | null =>
    unionBoxes(ids.flatMap((id) => (boxes.has(id) ? [memberExtent(index, id, boxes.get(id)!, labels)] : [])));

  const inputs: LaneInput[] = [];
  let next = 0;
  for (const lane of lanes) {
    const insets = frameInsets(lane, strategy, labels, false);
    const startInset = rows ? insets.top : insets.left;
    const endInset = rows ? insets.bottom : insets.right;
    const titleRoom = frameMinWidth(lane, strategy, labels);
    const content = contentOf(members(lane.id));
    if (content !== null) shiftAcross(members(lane.id), next + startInset - across(content).start);
    const moved = contentOf(members(lane.id));
    inputs.push({ id: lane.id, content: moved, insets, titleRoom });
    next += Math.max(laneMinimum({ content: moved, titleRoom }, rows), moved === null ? 0 : startInset + across(moved).size + endInset);
  }
  const rest = contentOf(others);
  if (rest !== null) shiftAcross(others, next + FRAME_INSET.side - across(rest).start);

  const arranged = arrangeLanes(inputs, contentOf(others), rows, poolMinHeight(pool, strategy, labels), FRAME_INSET.side);
  const origin = arranged.pool;
  const relative = new Map<string, Box>();
  for (const [id, box] of boxes) relative.set(id, shiftBox(box, -origin.x, -origin.y));
  for (const [id, box] of arranged.lanes) relative.set(id, shiftBox(box, -origin.x, -origin.y));
  relative.set(pool.id, shiftBox(origin, -origin.x, -origin.y));
  return { size: { width: origin.width, height: origin.height }, boxes: relative };
}
