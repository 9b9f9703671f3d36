import type { FrameValue, GroupValue } from '../../../schema/index.js';
import { frameTitleOf, type LabelContext } from '../labels/node-labels.js';
import { FRAME_INSET, type ResolvedStrategy } from '../types.js';
import type { Insets } from '../../geometry/index.js';

/** A pool's title band (service spec, Rendering rules 8). */
export const POOL_BAND = 24;
/** Where a frame title starts: from the frame's left edge, and from its top edge. */
export const TITLE_INSET = { x: 12, y: 10 } as const;
/** Height of a lane without members, across its band. */
export const EMPTY_LANE = 60;

/**
 * How a pool's lanes are arranged. `rows`: horizontal bands stacked top to bottom, title
 * band on the left (laneDirection vertical); `columns`: vertical bands side by side, title
 * band on top (laneDirection horizontal). Without laneDirection the lanes run along the
 * flow: rows for LR/RL, columns for TB/BT.
 */
export function laneArrangement(frame: FrameValue, strategy: ResolvedStrategy): 'rows' | 'columns' {
  const direction = frame.laneDirection ?? (strategy.direction === 'LR' || strategy.direction === 'RL' ? 'vertical' : 'horizontal');
  return direction === 'vertical' ? 'rows' : 'columns';
}

export function isPool(frame: FrameValue): boolean {
  return frame.containerType === 'pool';
}

export function isLane(frame: FrameValue | undefined): boolean {
  return frame?.containerType === 'lane';
}

/** Room around a frame's members: FRAME_INSET (the top grown for a tall title); pools add their title band instead. */
export function frameInsets(frame: FrameValue, strategy: ResolvedStrategy, ctx: LabelContext, hasLanes: boolean): Insets {
  if (isPool(frame)) {
    const rows = laneArrangement(frame, strategy) === 'rows';
    // Lanes fill the pool; members straight in a pool keep the usual room.
    const room = hasLanes ? 0 : FRAME_INSET.side;
    return { top: (rows ? 0 : POOL_BAND) + room, right: room, bottom: room, left: (rows ? POOL_BAND : 0) + room };
  }
  const title = frameTitleOf(frame, ctx);
  const top = Math.max(FRAME_INSET.top, title === undefined ? 0 : title.height + 2 * TITLE_INSET.y);
  return { top, right: FRAME_INSET.side, bottom: FRAME_INSET.bottom, left: FRAME_INSET.side };
}

/** The narrowest a frame may be: its title (pools: along a top band only) with its insets. */
export function frameMinWidth(frame: FrameValue, strategy: ResolvedStrategy, ctx: LabelContext): number {
  const title = frameTitleOf(frame, ctx);
  if (title === undefined) return 0;
  if (isPool(frame) && laneArrangement(frame, strategy) === 'rows') return 0;
  return title.width + 2 * TITLE_INSET.x;
}

/** The shortest a pool with a left band may be: its title, turned, along the band. */
export function poolMinHeight(frame: FrameValue, strategy: ResolvedStrategy, ctx: LabelContext): number {
  const title = frameTitleOf(frame, ctx);
  if (title === undefined || !isPool(frame) || laneArrangement(frame, strategy) !== 'rows') return 0;
  return title.width + 2 * TITLE_INSET.x;
}

/** Room around a group's members: its layout padding, plus the title bar on top. */
export function groupInsets(group: GroupValue): Insets {
  const padding = group.layout?.padding ?? 0;
  const titleBar = group.layout?.titleBar ?? 0;
  return { top: padding + titleBar, right: padding, bottom: padding, left: padding };
}

