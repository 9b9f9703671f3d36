import { unionBoxes, type Box } from '../../geometry/index.js';
import { LAYOUT_ORIGIN } from '../place/place-unplaced.js';
import type { Geometry, SceneIndex } from '../types.js';
import { frameMinWidth } from './frame-metrics.js';
import type { LabelContext } from '../labels/node-labels.js';

/**
 * Top-level frames without a layout and without anything boxed inside would have no box
 * and vanish. They are set in a row below everything else, nodeWidth x nodeHeight (wider
 * for a long title), nodeSpacing apart: the same place on every layout, since they never
 * get a layout of their own.
 */
export function placeEmptyFrames(index: SceneIndex, geometry: Geometry, labels: LabelContext): void {
  const empty = index.frames.filter((frame) => frame.layout === undefined && !geometry.boxes.has(frame.id) && !index.frameOf.has(frame.id) && !index.groupOf.has(frame.id));
  if (empty.length === 0) return;
  const content = unionBoxes([...geometry.boxes.values()]);
  const { nodeWidth, nodeHeight, nodeSpacing, rankSpacing } = index.strategy;
  let x = content?.x ?? LAYOUT_ORIGIN;
  const y = content === null ? LAYOUT_ORIGIN : content.y + content.height + rankSpacing;
  for (const frame of empty) {
    const box: Box = { x, y, width: Math.ceil(Math.max(nodeWidth, frameMinWidth(frame, index.strategy, labels))), height: nodeHeight };
    geometry.boxes.set(frame.id, box);
    x += box.width + nodeSpacing;
  }
}
