import type { FrameValue } from '../../../schema/index.js';
import { blockAt, measuredEntry, type MeasuredBlock, type MeasuredSceneData } from '../../measure/index.js';
import type { ComputedFrame } from '../../model/index.js';
import { px, roundBox, unionBoxes, type Box } from '../../geometry/index.js';
import type { Fragments } from './fragments.js';
import { SEQUENCE_METRICS as M } from './metrics.js';
import type { VerticalPlan } from './vertical.js';

/** Fragment titles as measured, needed before the vertical plan (the tab's height is part of it). */
export function fragmentTitles(fragments: Fragments, measured: MeasuredSceneData): Map<string, MeasuredBlock> {
  const frames = [...fragments.placed.map((fragment) => fragment.frame), ...fragments.empty];
  return new Map(frames.flatMap((frame) => {
    const title = measuredEntry(measured.sequence?.fragmentTitles ?? {}, frame.id);
    return title === undefined ? [] : [[frame.id, title] as const];
  }));
}

/** The height of a fragment's title tab (the room kept above its first row even without a title). */
export function tabHeightOf(title: MeasuredBlock | undefined): number {
  return (title?.height ?? 0) + 2 * M.tabPaddingY;
}

/**
 * Boxes for the fragments: vertically from the plan (just above the first row to just
 * below the last), horizontally around what they enclose (their rows' messages, labels and
 * notes, and their nested fragments) plus side padding, at least as wide as the tab plus
 * a little. Empty fragments span the lifelines' headers. Inner fragments are boxed first.
 */
export function fragmentFrames(
  fragments: Fragments,
  plan: VerticalPlan,
  titles: ReadonlyMap<string, MeasuredBlock>,
  rowBoxes: ReadonlyArray<Box | null>,
  headersSpan: Box | null,
): Map<string, ComputedFrame> {
  const frames = new Map<string, ComputedFrame>();
  const deepestFirst = [...fragments.placed].sort((a, b) => b.depth - a.depth);
  for (const fragment of deepestFirst) {
    const inner = [
      ...fragment.rows.map((row) => rowBoxes[row] ?? null),
      ...fragment.nested.map((id) => frames.get(id)?.box ?? null),
    ].filter((box): box is Box => box !== null);
    frames.set(fragment.frame.id, frameAround(fragment.frame, unionBoxes(inner) ?? headersSpan, plan, titles));
  }
  for (const frame of fragments.empty) frames.set(frame.id, frameAround(frame, headersSpan, plan, titles));
  return frames;
}

function frameAround(frame: FrameValue, content: Box | null, plan: VerticalPlan, titles: ReadonlyMap<string, MeasuredBlock>): ComputedFrame {
  const span = plan.fragments.get(frame.id) ?? { top: 0, bottom: 0 };
  const title = titles.get(frame.id);
  const tabHeight = tabHeightOf(title);
  const tabWidth = (title?.width ?? 0) + 2 * M.tabPaddingX + M.tabNotch;
  const left = (content?.x ?? 0) - M.fragmentPaddingX;
  const right = Math.max((content === null ? 0 : content.x + content.width) + M.fragmentPaddingX, left + tabWidth + M.fragmentMinExtraWidth);
  const box = roundBox({ x: left, y: span.top, width: right - left, height: span.bottom - span.top });
  const computed: ComputedFrame = { kind: 'frame', box, containerType: frame.containerType };
  if (title !== undefined && title.width > 0) {
    computed.tab = roundBox({ x: box.x, y: box.y, width: tabWidth, height: tabHeight });
    computed.title = blockAt(title, px(box.x + M.tabPaddingX), px(box.y + M.tabPaddingY));
  }
  return computed;
}

