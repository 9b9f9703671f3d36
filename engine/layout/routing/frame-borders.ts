import type { Box, Point } from '../../geometry/index.js';
import type { Geometry, SceneIndex } from '../types.js';
import { freeEnd } from './resolve-ends.js';
import type { EndElement, RouteEnd } from './route-types.js';
import { outlineOf } from './shape-outline.js';
import { TRACK_SPACING, type TrackIndex } from './track-index.js';

/**
 * Frame borders as the router sees them (issue 30: a dashed edge ran 135 px along a
 * subgraph's border; edges between subgraphs cut through a third one). Scenes without
 * frames see nothing of this.
 */

/** The boxes of the scene's frames, in document order. */
export function frameBoxes(index: SceneIndex, geometry: Geometry): Box[] {
  const boxes: Box[] = [];
  for (const frame of index.frames) {
    const box = geometry.boxes.get(frame.id);
    if (box !== undefined && box.width > 0 && box.height > 0) boxes.push(box);
  }
  return boxes;
}

/**
 * Records every frame's border as if a route ran along it, before any edge is routed: a Z's
 * middle then keeps a track's width off a border instead of running on it, an end segment
 * along one costs as one along a route, and a border crossed counts as a crossing, so the
 * track choice and the search keep edges out of frames they neither leave nor enter.
 */
export function recordFrameBorders(frames: readonly Box[], tracks: TrackIndex): void {
  for (const box of frames) {
    const [x0, y0, x1, y1] = [box.x, box.y, box.x + box.width, box.y + box.height];
    tracks.add([{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }, { x: x0, y: y0 }]);
  }
}

/** How far an end's line keeps from a frame border's line it would otherwise run along. */
const BORDER_CLEARANCE = 2 * TRACK_SPACING;

/**
 * An end whose segment would leave its side on the line of a frame's border (a node
 * outside a frame, centred under its side: ELK puts them there) moved along its side, away
 * from the frame, until it keeps BORDER_CLEARANCE from that line: its route then meets the
 * border across it. Ends pinned by the document, ends on ellipses and diamonds (whose tip
 * would sink into the curve), and ends with no room left on their side stay.
 */
export function endOffFrameBorders(end: RouteEnd, element: EndElement, other: Point, frames: readonly Box[]): RouteEnd {
  if (frames.length === 0 || end.inward || element.fixed !== undefined || element.columnRow !== undefined || outlineOf(element.shape) !== 'box') return end;
  const across = end.side === 'top' || end.side === 'bottom';
  const at = across ? end.point.x : end.point.y;
  const { box } = end;
  const [lo, hi] = across ? [box.x, box.x + box.width] : [box.y, box.y + box.height];
  for (const frame of frames) {
    const lines = across ? [frame.x, frame.x + frame.width] : [frame.y, frame.y + frame.height];
    for (const line of lines) {
      if (Math.abs(at - line) >= BORDER_CLEARANCE || !facesBorder(end, other, frame)) continue;
      // Away from the frame's middle: the end's segment stays outside the frame's span.
      const middle = across ? frame.x + frame.width / 2 : frame.y + frame.height / 2;
      const moved = line >= middle ? line + BORDER_CLEARANCE : line - BORDER_CLEARANCE;
      if (moved <= lo + TRACK_SPACING || moved >= hi - TRACK_SPACING) return end;
      const point: Point = across ? { x: moved, y: end.point.y } : { x: end.point.x, y: moved };
      return freeEnd(element, { point, side: end.side });
    }
  }
  return end;
}

/**
 * The router's view of the frames (module comment): their borders recorded in `tracks`,
 * and every decided pair of ends with endOffFrameBorders applied to both ends.
 */
export function keepOffFrameBorders(
  index: SceneIndex,
  geometry: Geometry,
  pairs: ReadonlyArray<{ edgeId: string; from: EndElement; to: EndElement }>,
  ends: Map<string, { from: RouteEnd; to: RouteEnd }>,
  tracks: TrackIndex,
): ReadonlySet<string> {
  const frames = frameBoxes(index, geometry);
  if (frames.length === 0) return new Set();
  recordFrameBorders(frames, tracks);
  for (const pair of pairs) {
    const decided = ends.get(pair.edgeId)!;
    ends.set(pair.edgeId, {
      from: endOffFrameBorders(decided.from, pair.from, decided.to.point, frames),
      to: endOffFrameBorders(decided.to, pair.to, decided.from.point, frames),
    });
  }
  return new Set(index.frames.map((frame) => frame.id));
}

/** How far ahead of a frame's end the probe for an earlier route looks, px. */
const PROBE = 3 * TRACK_SPACING;

/**
 * The edge's decided ends, an end on a frame (an edge to or from a subgraph) slid along its
 * side when an earlier route already runs out of that point's line (a member's edge leaving
 * from the frame's middle, as in the microservices example: `services --> data` ran 82 px on
 * `catalog --> cache`): to the nearest point, a track's width apart at a time, whose line is
 * free. Written back into `ends` (the end swaps read them). Other ends are as decided.
 */
export function frameEndsOffRoutes(
  ends: Map<string, { from: RouteEnd; to: RouteEnd }>,
  edgeId: string,
  elements: { from: EndElement; to: EndElement },
  frameIds: ReadonlySet<string>,
  tracks: TrackIndex,
): { from: RouteEnd; to: RouteEnd } {
  const decided = ends.get(edgeId)!;
  if (frameIds.size === 0 || (!frameIds.has(decided.from.elementId) && !frameIds.has(decided.to.elementId))) return decided;
  const slid = { from: offTakenLine(decided.from, elements.from, frameIds, tracks), to: offTakenLine(decided.to, elements.to, frameIds, tracks) };
  ends.set(edgeId, slid);
  return slid;
}

function offTakenLine(end: RouteEnd, element: EndElement, frameIds: ReadonlySet<string>, tracks: TrackIndex): RouteEnd {
  if (!frameIds.has(end.elementId) || element.fixed !== undefined) return end;
  const across = end.side === 'top' || end.side === 'bottom';
  const probe = (at: number): boolean => {
    const start = across ? { x: at, y: end.point.y } : { x: end.point.x, y: at };
    return tracks.isTaken(start, { x: start.x + end.normal.x * PROBE, y: start.y + end.normal.y * PROBE });
  };
  const at = across ? end.point.x : end.point.y;
  if (!probe(at)) return end;
  const [lo, hi] = across ? [end.box.x, end.box.x + end.box.width] : [end.box.y, end.box.y + end.box.height];
  for (let k = 1; k * TRACK_SPACING < (hi - lo) / 2; k++) {
    for (const moved of [at + 2 * k * TRACK_SPACING, at - 2 * k * TRACK_SPACING]) {
      if (moved <= lo + TRACK_SPACING || moved >= hi - TRACK_SPACING || probe(moved)) continue;
      const point: Point = across ? { x: moved, y: end.point.y } : { x: end.point.x, y: moved };
      return end.inward ? { ...end, point, tip: point } : freeEnd(element, { point, side: end.side });
    }
  }
  return end;
}

/**
 * Whether the frame lies in front of the end (its side faces the frame) no further than the
 * route's other end: where the end's segment may run before the route turns.
 */
function facesBorder(end: RouteEnd, other: Point, frame: Box): boolean {
  const { point, normal } = end;
  const vertical = normal.y !== 0;
  const [at, far] = vertical ? [point.y, other.y] : [point.x, other.x];
  const [lo, hi] = vertical ? [frame.y, frame.y + frame.height] : [frame.x, frame.x + frame.width];
  const ahead = vertical ? normal.y : normal.x;
  // The stretch from the end towards the other end, on the side the end faces.
  const [from, to] = ahead < 0 ? [Math.min(at, far), at] : [at, Math.max(at, far)];
  return Math.min(to, hi) - Math.max(from, lo) > 0;
}
