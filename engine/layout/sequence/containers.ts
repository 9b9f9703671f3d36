import type { FrameValue, GroupValue } from '../../../schema/index.js';
import { inflate, unionBoxes, type Box } from '../../geometry/index.js';
import { frameInsets, frameMinWidth } from '../frames/frame-metrics.js';
import type { LabelContext } from '../labels/node-labels.js';
import type { SceneIndex } from '../types.js';

/**
 * The box of a frame that is not a fragment (a box the author drew around some elements of
 * a sequence diagram): its absolute layout when it has one, else its children's boxes with
 * the insets every fitted frame keeps (frames/frame-metrics.ts); null when it has neither.
 */
export function plainFrameBox(frame: FrameValue, children: readonly Box[], index: SceneIndex, ctx: LabelContext): Box | null {
  const layout = frame.layout;
  if (layout?.mode === 'absolute') return { x: layout.x, y: layout.y, width: layout.width, height: layout.height };
  const content = unionBoxes(children);
  if (content === null) return null;
  const insets = frameInsets(frame, index.strategy, ctx, false);
  const width = Math.max(content.width + insets.left + insets.right, frameMinWidth(frame, index.strategy, ctx));
  return { x: content.x - insets.left, y: content.y - insets.top, width, height: content.height + insets.top + insets.bottom };
}

/** A group's invisible box: its children's boxes plus its padding, with its title bar on top; null without children. */
export function groupBox(group: GroupValue, children: readonly Box[]): Box | null {
  const content = unionBoxes(children);
  if (content === null) return null;
  const padding = group.layout?.padding ?? 0;
  const titleBar = group.layout?.titleBar ?? 0;
  const box = inflate(content, padding);
  return { ...box, y: box.y - titleBar, height: box.height + titleBar };
}
