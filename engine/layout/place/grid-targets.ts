import type { Box } from '../../geometry/index.js';
import { elementBox, placedBox } from '../relative/element-box.js';
import type { Geometry, NodeSize, SceneIndex } from '../types.js';

/**
 * What the grid and force placers place and must keep clear of. Placed: every node that is
 * neither anchored (its position came from the document) nor relative (stage 6 places it
 * from its target). Everything else already boxed is an obstacle.
 */
export function nodesToPlace(index: SceneIndex, geometry: Geometry): Set<string> {
  const result = new Set<string>();
  for (const node of index.nodes) {
    if (!geometry.anchored.has(node.id) && node.layout?.mode !== 'relative') result.add(node.id);
  }
  return result;
}

/** A node's size for placement: its measured size (sizeNodes), else its layout's size, else the strategy's node size. */
export function placementSize(index: SceneIndex, sizes: ReadonlyMap<string, NodeSize>, id: string): NodeSize {
  const measured = sizes.get(id);
  if (measured !== undefined) return measured;
  const element = index.byId.get(id);
  if (element?.kind === 'node' && element.layout?.mode === 'absolute') return { width: element.layout.width, height: element.layout.height };
  return { width: index.strategy.nodeWidth, height: index.strategy.nodeHeight };
}

/**
 * Boxes the placers must not cover, by element id: every box already in `geometry` (anchored
 * nodes first of all), frames with a box of their own (`fixed`: placed frames and the lanes
 * of placed pools), other frames around their anchored members (with the room fit-frames
 * will add), and text and images with an absolute layout.
 */
export function obstacleBoxes(index: SceneIndex, geometry: Geometry, toPlace: ReadonlySet<string>, fixed: ReadonlyMap<string, Box>): Map<string, Box> {
  const obstacles = new Map<string, Box>();
  for (const [id, box] of geometry.boxes) if (!toPlace.has(id)) obstacles.set(id, box);
  for (const frame of index.frames) {
    const box = fixed.get(frame.id) ?? elementBox(index, geometry, frame.id);
    if (box !== undefined) obstacles.set(frame.id, box);
  }
  for (const element of [...index.texts, ...index.images]) {
    const box = placedBox(index, geometry, element.id);
    if (box !== undefined) obstacles.set(element.id, box);
  }
  for (const id of toPlace) obstacles.delete(id);
  return obstacles;
}

/** The frame and every frame around it, innermost first. */
export function frameChain(index: SceneIndex, frameId: string | null): string[] {
  const chain: string[] = [];
  for (let current = frameId ?? undefined; current !== undefined && chain.length < 64; current = index.frameOf.get(current)) chain.push(current);
  return chain;
}
