import type { Box } from '../../geometry/index.js';
import { ownLayoutBox } from '../frames/fit-frames.js';
import { fixedPoolLanes } from '../frames/fixed-lanes.js';
import { laneArrangement } from '../frames/frame-metrics.js';
import type { Geometry, NodeSize, SceneIndex } from '../types.js';

/**
 * Marks the anchors before placement: every node with an absolute layout not at 0, 0
 * keeps that corner, at its (possibly grown) size, and is never moved by placement. Text
 * and image elements with an absolute layout are boxed where they are (texts at their
 * measured size, which autoSize may have grown).
 */
export function anchorNodes(index: SceneIndex, sizes: ReadonlyMap<string, NodeSize>, geometry: Geometry): void {
  for (const node of index.nodes) {
    const layout = node.layout;
    if (layout?.mode !== 'absolute' || (layout.x === 0 && layout.y === 0)) continue;
    const size = sizes.get(node.id) ?? { width: layout.width, height: layout.height };
    geometry.boxes.set(node.id, { x: layout.x, y: layout.y, width: size.width, height: size.height });
    geometry.anchored.add(node.id);
  }
  for (const element of [...index.texts, ...index.images]) {
    const own = ownLayoutBox(index, element.id);
    if (own === undefined) continue;
    const size = sizes.get(element.id) ?? own;
    geometry.boxes.set(element.id, { x: own.x, y: own.y, width: size.width, height: size.height });
  }
}

/** Frames that keep a box of their own during placement: an absolute layout not at 0, 0, and the lanes dividing such a pool. */
export function fixedFrames(index: SceneIndex): Map<string, Box> {
  const fixed = new Map<string, Box>();
  for (const frame of index.frames) {
    const layout = frame.layout;
    if (layout?.mode !== 'absolute' || (layout.x === 0 && layout.y === 0)) continue;
    const box = { x: layout.x, y: layout.y, width: layout.width, height: layout.height };
    fixed.set(frame.id, box);
    if (frame.containerType !== 'pool') continue;
    const lanes = (index.childrenOf.get(frame.id) ?? []).flatMap((id) => {
      const child = index.byId.get(id);
      return child?.kind === 'frame' && child.containerType === 'lane' ? [child] : [];
    });
    for (const [laneId, laneBox] of fixedPoolLanes(box, lanes, laneArrangement(frame, index.strategy) === 'rows')) fixed.set(laneId, laneBox);
  }
  return fixed;
}
