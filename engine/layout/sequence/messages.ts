import type { ComputedEdge } from '../../model/index.js';
import { px, roundPoint, type Box, type Point } from '../../geometry/index.js';
import { barAt, barOffset, type ActivationBar } from './activations.js';
import { SEQUENCE_METRICS as M } from './metrics.js';
import type { MessageRow } from './rows.js';
import { selfLoopSize } from './self-loop.js';
import type { RowPlace } from './vertical.js';
import { edgeLabelAt } from '../../measure/index.js';

/** What a message's geometry depends on, besides its row. */
export interface MessageContext {
  centres: readonly number[];
  bars: readonly ActivationBar[];
  /** The header of the lifeline this message creates, when it does (the arrow ends at it). */
  createdHeader?: Box;
}

/**
 * A message as a ComputedEdge: a horizontal arrow at its row's y, from lifeline to lifeline
 * (or from and to the side of an activation bar there), its label centred above it; a
 * self-message is a U-shaped loop to the right with the label inside.
 */
export function messageEdge(row: MessageRow, place: RowPlace, context: MessageContext): ComputedEdge {
  const edge: ComputedEdge = {
    kind: 'edge',
    from: row.edge.from.elementId,
    to: row.edge.to.elementId,
    router: row.self ? 'orthogonal' : 'straight',
    points: [],
    selfLoop: row.self,
  };
  if (row.self) {
    const loop = selfLoopSize(row);
    const out = sideAt(context, row.from, place.y, 'right');
    const back = sideAt(context, row.from, place.y2, 'right');
    const far = Math.max(out, back) + loop.width;
    edge.points = [{ x: out, y: place.y }, { x: far, y: place.y }, { x: far, y: place.y2 }, { x: back, y: place.y2 }].map(roundPoint);
    if (row.label !== undefined) {
      const inside = far - loop.width;
      edge.label = edgeLabelAt(row.label, px(inside + (loop.width - row.label.width) / 2), px(place.y + (place.y2 - place.y - row.label.height) / 2));
    }
    return edge;
  }
  const rightward = (context.centres[row.to] ?? 0) > (context.centres[row.from] ?? 0);
  const start = sideAt(context, row.from, place.y, rightward ? 'right' : 'left');
  const header = context.createdHeader;
  const end = header !== undefined ? (rightward ? header.x : header.x + header.width) : sideAt(context, row.to, place.y, rightward ? 'left' : 'right');
  const points: Point[] = [{ x: start, y: place.y }, { x: end, y: place.y }];
  edge.points = points.map(roundPoint);
  if (row.label !== undefined) {
    edge.label = edgeLabelAt(row.label, px((start + end) / 2 - row.label.width / 2), px(place.y - M.labelGap - row.label.height));
  }
  return edge;
}

/** Where a message meets a lifeline at height y: its line, or the facing side of the innermost activation bar there. */
function sideAt(context: MessageContext, column: number, y: number, side: 'left' | 'right'): number {
  const x = context.centres[column] ?? 0;
  const bar = barAt(context.bars, column, y);
  if (bar === undefined) return x;
  return x + barOffset(bar) + (side === 'right' ? M.activationWidth : 0);
}
