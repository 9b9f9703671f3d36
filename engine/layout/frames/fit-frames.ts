import type { FrameValue } from '../../../schema/index.js';
import { roundBox, unionBoxes, type Box, type Insets } from '../../geometry/index.js';
import type { LabelContext } from '../labels/node-labels.js';
import type { Geometry, ResolvedStrategy, SceneIndex } from '../types.js';
import { arrangeLanes, type LaneInput } from './arrange-lanes.js';
import { fixedPoolLanes } from './fixed-lanes.js';
import { frameInsets, frameMinWidth, groupInsets, isPool, laneArrangement, poolMinHeight } from './frame-metrics.js';
import { memberExtent } from './member-extent.js';

/**
 * Stage 8: the boxes of frames and groups. A frame with its own layout (placed, or
 * relative and resolved) keeps its box; any other frame, and every group, is fitted
 * around its members on every layout: their boxes (workflow glyphs with the label below)
 * plus the container's insets, at least as wide as its title, at least as large as an
 * unplaced absolute layout says, grown toward the right (left for RL) and the bottom (top
 * for BT) as ELK leaves spare room. A box already in `geometry` for a layout-less
 * container (a constraint grew it) is a minimum. Pools: lanes without a layout become
 * contiguous bands (frames/arrange-lanes.ts); in a pool with its own layout they divide it
 * equally. Inner containers first. Containers with nothing boxed inside keep no box.
 */
export function fitFrames(index: SceneIndex, geometry: Geometry, labels: LabelContext): void {
  const strategy = index.strategy;
  const done = new Set<string>();

  const extentOf = (id: string): Box | undefined => {
    const box = geometry.boxes.get(id) ?? ownLayoutBox(index, id);
    return box === undefined ? undefined : memberExtent(index, id, box, labels);
  };
  const membersUnion = (ids: readonly string[]): Box | null =>
    unionBoxes(ids.flatMap((id) => {
      const box = extentOf(id);
      return box === undefined ? [] : [box];
    }));

  const fit = (id: string, depth: number): void => {
    if (done.has(id) || depth > 64) return;
    done.add(id);
    const container = index.byId.get(id);
    if (container?.kind !== 'frame' && container?.kind !== 'group') return;
    const children = index.childrenOf.get(id) ?? [];
    for (const child of children) fit(child, depth + 1);

    if (container.kind === 'group') {
      setFitted(geometry, id, fitBox(membersUnion(children), groupInsets(container), undefined, strategy, geometry.boxes.get(id)));
      return;
    }
    const lanes = lanesIn(index, container);
    if (keepsOwnBox(container)) {
      const own = geometry.boxes.get(id) ?? ownLayoutBox(index, id);
      if (own === undefined) return;
      geometry.boxes.set(id, own);
      if (isPool(container)) {
        const rows = laneArrangement(container, strategy) === 'rows';
        for (const [laneId, box] of fixedPoolLanes(own, lanes, rows)) geometry.boxes.set(laneId, roundBox(box));
      }
      return;
    }
    const free = lanes.filter((lane) => lane.layout === undefined);
    if (isPool(container) && free.length > 0) {
      fitPool(container, free, children);
      return;
    }
    const given = container.layout?.mode === 'absolute' ? container.layout : undefined;
    const minimum = {
      width: Math.max(frameMinWidth(container, strategy, labels), given?.width ?? 0),
      height: Math.max(poolMinHeight(container, strategy, labels), given?.height ?? 0),
    };
    setFitted(geometry, id, fitBox(membersUnion(children), frameInsets(container, strategy, labels, false), minimum, strategy, geometry.boxes.get(id)));
  };

  const fitPool = (pool: FrameValue, lanes: FrameValue[], children: readonly string[]): void => {
    const laneIds = new Set(lanes.map((lane) => lane.id));
    const inputs: LaneInput[] = lanes.map((lane) => ({
      id: lane.id,
      content: membersUnion(index.childrenOf.get(lane.id) ?? []),
      insets: frameInsets(lane, strategy, labels, false),
      titleRoom: frameMinWidth(lane, strategy, labels),
    }));
    if (inputs.every((lane) => lane.content === null) && membersUnion(children.filter((c) => !laneIds.has(c))) === null) return;
    const rows = laneArrangement(pool, strategy) === 'rows';
    const others = membersUnion(children.filter((c) => !laneIds.has(c)));
    const arranged = arrangeLanes(inputs, others, rows, poolMinHeight(pool, strategy, labels), frameInsets(pool, strategy, labels, false).right);
    for (const [laneId, box] of arranged.lanes) geometry.boxes.set(laneId, roundBox(box));
    geometry.boxes.set(pool.id, roundBox(arranged.pool));
  };

  for (const frame of index.frames) fit(frame.id, 0);
  for (const group of index.groups) fit(group.id, 0);
}

/** A frame placed by the document (absolute not at 0, 0) or following a target (relative). */
function keepsOwnBox(frame: FrameValue): boolean {
  const layout = frame.layout;
  if (layout === undefined) return false;
  return layout.mode === 'relative' || layout.x !== 0 || layout.y !== 0;
}

function lanesIn(index: SceneIndex, frame: FrameValue): FrameValue[] {
  return (index.childrenOf.get(frame.id) ?? []).flatMap((id) => {
    const child = index.byId.get(id);
    return child?.kind === 'frame' && child.containerType === 'lane' ? [child] : [];
  });
}

/** The absolute layout box of a frame, text or image. */
export function ownLayoutBox(index: SceneIndex, id: string): Box | undefined {
  const element = index.byId.get(id);
  if (element?.kind !== 'frame' && element?.kind !== 'text' && element?.kind !== 'image') return undefined;
  const layout = element.layout;
  return layout?.mode === 'absolute' ? { x: layout.x, y: layout.y, width: layout.width, height: layout.height } : undefined;
}

/** Members plus insets, grown to the minimum toward the far sides, and to any box already there. */
export function fitBox(members: Box | null, insets: Insets, minimum: { width: number; height: number } | undefined, strategy: ResolvedStrategy, existing: Box | undefined): Box | undefined {
  if (members === null) return existing;
  let box: Box = {
    x: members.x - insets.left,
    y: members.y - insets.top,
    width: members.width + insets.left + insets.right,
    height: members.height + insets.top + insets.bottom,
  };
  if (minimum !== undefined) {
    const extraWidth = Math.max(0, minimum.width - box.width);
    const extraHeight = Math.max(0, minimum.height - box.height);
    box = {
      x: strategy.direction === 'RL' ? box.x - extraWidth : box.x,
      y: strategy.direction === 'BT' ? box.y - extraHeight : box.y,
      width: box.width + extraWidth,
      height: box.height + extraHeight,
    };
  }
  return existing === undefined ? box : unionBoxes([box, existing])!;
}

function setFitted(geometry: Geometry, id: string, box: Box | undefined): void {
  if (box !== undefined) geometry.boxes.set(id, roundBox(box));
}

