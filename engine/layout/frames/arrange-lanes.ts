import type { Box, Insets } from '../../geometry/index.js';
import { EMPTY_LANE, POOL_BAND } from './frame-metrics.js';

/** One lane of a pool: the union of its members' boxes (null when empty) and its room. */
export interface LaneInput {
  id: string;
  content: Box | null;
  insets: Insets;
  /** Lane title width plus its insets: a lane is at least this long along its title's line. */
  titleRoom: number;
}

export interface LaneArrangement {
  lanes: Map<string, Box>;
  /** The pool: title band plus lanes plus the members outside any lane. */
  pool: Box;
  band: Box;
}

/** A box in (flow, cross) coordinates: `u` along the lanes, `v` across them. */
interface UV {
  u: number;
  v: number;
  du: number;
  dv: number;
}

const toUV = (box: Box, rows: boolean): UV =>
  rows ? { u: box.x, v: box.y, du: box.width, dv: box.height } : { u: box.y, v: box.x, du: box.height, dv: box.width };
const fromUV = (box: UV, rows: boolean): Box =>
  rows ? { x: box.u, y: box.v, width: box.du, height: box.dv } : { x: box.v, y: box.u, width: box.dv, height: box.du };

/**
 * Lanes as contiguous bands filling a pool (service spec, Rendering rules 8). `rows`: lanes
 * stacked top to bottom, the 24 px title band on the left; otherwise side by side with the
 * band on top. Lanes run in listed order, each across its members plus its insets (an empty
 * lane EMPTY_LANE px), the first starting where its members put it; all lanes share the
 * extent along the flow that holds every member and every lane title. `others`: members
 * of the pool outside any lane, which the pool holds after the lanes. `minLength`: the
 * pool's least extent across the lanes (its title along a left band).
 */
export function arrangeLanes(lanes: readonly LaneInput[], others: Box | null, rows: boolean, minLength: number, othersRoom: number): LaneArrangement {
  const insetsUV = (insets: Insets) =>
    rows
      ? { uStart: insets.left, uEnd: insets.right, vStart: insets.top, vEnd: insets.bottom }
      : { uStart: insets.top, uEnd: insets.bottom, vStart: insets.left, vEnd: insets.right };

  // Along the flow: every member, and each lane's title (rows: titles run along the flow).
  let uStart = Infinity;
  let uEnd = -Infinity;
  for (const lane of lanes) {
    if (lane.content === null) continue;
    const c = toUV(lane.content, rows);
    const room = insetsUV(lane.insets);
    uStart = Math.min(uStart, c.u - room.uStart);
    uEnd = Math.max(uEnd, c.u + c.du + room.uEnd);
  }
  const otherUV = others === null ? null : toUV(others, rows);
  if (otherUV !== null) {
    uStart = Math.min(uStart, otherUV.u - othersRoom);
    uEnd = Math.max(uEnd, otherUV.u + otherUV.du + othersRoom);
  }
  if (!Number.isFinite(uStart)) {
    uStart = 0;
    uEnd = 0;
  }
  const titleLength = rows ? Math.max(0, ...lanes.map((lane) => lane.titleRoom)) : 0;
  uEnd = Math.max(uEnd, uStart + titleLength, uStart + EMPTY_LANE);

  // Across: the first lane starts where its members are (less the empty lanes before it).
  const firstFilled = lanes.findIndex((lane) => lane.content !== null);
  let v = 0;
  if (firstFilled >= 0) {
    const lane = lanes[firstFilled]!;
    v = toUV(lane.content!, rows).v - insetsUV(lane.insets).vStart - firstFilled * EMPTY_LANE;
  } else if (otherUV !== null) {
    v = otherUV.v - othersRoom - lanes.length * EMPTY_LANE;
  }
  const vStart = v;
  const boxes = new Map<string, Box>();
  for (const lane of lanes) {
    const room = insetsUV(lane.insets);
    let end = v + laneMinimum(lane, rows);
    if (lane.content !== null) {
      const c = toUV(lane.content, rows);
      end = Math.max(end, c.v + c.dv + room.vEnd);
    }
    boxes.set(lane.id, fromUV({ u: uStart, v, du: uEnd - uStart, dv: end - v }, rows));
    v = end;
  }
  if (otherUV !== null) v = Math.max(v, otherUV.v + otherUV.dv + othersRoom);
  if (v - vStart < minLength) {
    // The last lane takes the extra length the pool's title needs.
    const last = lanes[lanes.length - 1];
    const extra = minLength - (v - vStart);
    if (last !== undefined) {
      const box = toUV(boxes.get(last.id)!, rows);
      boxes.set(last.id, fromUV({ ...box, dv: box.dv + extra }, rows));
    }
    v += extra;
  }
  const band = fromUV({ u: uStart - POOL_BAND, v: vStart, du: POOL_BAND, dv: v - vStart }, rows);
  const pool = fromUV({ u: uStart - POOL_BAND, v: vStart, du: uEnd - uStart + POOL_BAND, dv: v - vStart }, rows);
  return { lanes: boxes, pool, band };
}

/** The least extent of a lane across its band: EMPTY_LANE when empty; in columns, its title too. */
export function laneMinimum(lane: Pick<LaneInput, 'content' | 'titleRoom'>, rows: boolean): number {
  return Math.max(lane.content === null ? EMPTY_LANE : 0, rows ? 0 : lane.titleRoom);
}
