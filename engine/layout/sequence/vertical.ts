import type { FrameValue } from '../../../schema/index.js';
import type { Fragment, Fragments } from './fragments.js';
import type { Lifecycle } from './lifecycle.js';
import { SEQUENCE_METRICS as M } from './metrics.js';
import type { Row } from './rows.js';
import { selfLoopSize } from './self-loop.js';

/** Where a row is vertically. */
export interface RowPlace {
  /** The row's extent, label included. */
  top: number;
  bottom: number;
  /** Messages: the arrow (self-messages: the loop's outgoing line). Notes: the note's top. */
  y: number;
  /** Self-messages: the loop's returning line. Notes: the note's bottom. Other messages: = y. */
  y2: number;
}

/** The vertical plan of the diagram; y 0 is the top of the headers. */
export interface VerticalPlan {
  rows: RowPlace[];
  /** Header tops of lifelines created by a message (others start at 0). */
  headerTop: Map<number, number>;
  /** Top and bottom of every fragment, empty ones included. */
  fragments: Map<string, { top: number; bottom: number }>;
  /** Where the lifelines end and the foot bars start. */
  end: number;
}

/**
 * Stacks the rows under the headers in order, each rowGap below the previous one: a
 * message's label, then its arrow; a self-message's loop; a note. A fragment opens a tab
 * (its title) plus padding above its first row and closes with padding below its last,
 * so nested fragments stack their tabs and never share an edge.
 */
export function planVertical(
  rows: readonly Row[],
  headerHeight: number,
  lifecycle: Lifecycle,
  fragments: Fragments,
  tabHeight: (frame: FrameValue) => number,
): VerticalPlan {
  const opening = groupBy(fragments.placed, (fragment) => fragment.first, (a, b) => a.depth - b.depth || b.last - a.last);
  const closing = groupBy(fragments.placed, (fragment) => fragment.last, (a, b) => b.depth - a.depth || b.first - a.first);
  const spans = new Map<string, { top: number; bottom: number }>();
  const tops = new Map<string, number>();
  const headerTop = new Map<number, number>();
  const places: RowPlace[] = [];

  let cursor = headerHeight;
  rows.forEach((row, position) => {
    cursor += M.rowGap;
    for (const fragment of opening.get(position) ?? []) {
      tops.set(fragment.frame.id, cursor);
      cursor += tabHeight(fragment.frame) + M.fragmentPaddingY;
    }
    const place = placeRow(row, position, cursor, headerHeight, lifecycle, headerTop);
    places.push(place);
    cursor = place.bottom;
    for (const fragment of closing.get(position) ?? []) {
      cursor += M.fragmentPaddingY;
      spans.set(fragment.frame.id, { top: tops.get(fragment.frame.id) ?? cursor, bottom: cursor });
    }
  });
  for (const frame of fragments.empty) {
    cursor += M.rowGap;
    const top = cursor;
    cursor += tabHeight(frame) + 2 * M.fragmentPaddingY;
    spans.set(frame.id, { top, bottom: cursor });
  }
  return { rows: places, headerTop, fragments: spans, end: cursor + M.endGap };
}

function placeRow(row: Row, position: number, top: number, headerHeight: number, lifecycle: Lifecycle, headerTop: Map<number, number>): RowPlace {
  if (row.kind === 'note') return { top, bottom: top + row.height, y: top, y2: top + row.height };
  if (row.self) {
    const y = top + M.arrowClearance;
    const y2 = y + selfLoopSize(row).height;
    return { top, bottom: y2 + M.arrowClearance, y, y2 };
  }
  const above = row.label === undefined ? M.arrowClearance : row.label.height + M.labelGap;
  if (lifecycle.createdAt.get(row.to) === position) {
    // The created lifeline's header is centred on the arrow.
    const y = top + Math.max(above, headerHeight / 2);
    headerTop.set(row.to, y - headerHeight / 2);
    return { top, bottom: y + headerHeight / 2, y, y2: y };
  }
  const y = top + above;
  return { top, bottom: y + M.arrowClearance, y, y2: y };
}

function groupBy(fragments: readonly Fragment[], key: (fragment: Fragment) => number, order: (a: Fragment, b: Fragment) => number): Map<number, Fragment[]> {
  const groups = new Map<number, Fragment[]>();
  for (const fragment of fragments) {
    const group = groups.get(key(fragment)) ?? [];
    group.push(fragment);
    groups.set(key(fragment), group);
  }
  // Array.prototype.sort is stable, so ties keep document order.
  for (const group of groups.values()) group.sort(order);
  return groups;
}
