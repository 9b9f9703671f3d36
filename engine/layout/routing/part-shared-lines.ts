import { bottom, right, roundPoint, simplifyPolyline, type Point } from '../../geometry/index.js';
import { MIN_END_SEGMENT } from './route-constants.js';
import type { RoutingContext } from './route-orthogonal.js';
import type { RouteEnd } from './route-types.js';
import { outlineOf } from './shape-outline.js';
import type { SwappableEdge } from './swap-ends.js';
import { TRACK_SPACING, type TrackIndex } from './track-index.js';

/**
 * The last pass over orthogonal routes (issue 30, (b)): two different edges whose segments
 * lie on one line for more than SHARED_LENGTH px read as one line, and the reader cannot
 * tell where each goes. Every routing step before keeps routes apart in its own way (free
 * tracks for a Z's middle, spread ends, gap tracks), but each sees only part of the
 * picture: two facing sides whose spread ends fall 0.34 px apart (`A & B --> C & D`), an
 * edge to a frame ending on the line a member's edge runs down, a back edge's jog on the
 * track of a forward one, two ER routes stepping out of one table to the same stub column.
 * Here one of the two segments moves across its line, a track at a time (the move crossing
 * fewest routes wins; on a tie the later edge's, as a later edge makes way in routing), and
 * its two neighbouring segments stretch to follow; a first or last segment moves its end
 * along its side. A move is kept only when the moved segments run along no other
 * route nor frame border, the route crosses no heavier obstacle and at most one more route.
 * Edges leaving one element or entering one are a merge drawn on purpose and stay as they are.
 */

/** Segments closer than this across their line lie on one line, px. */
const SAME_LINE = 2;
/** Longest stretch two edges may share (the quality bench's tolerance), px. */
const SHARED_LENGTH = 4;
/** Offsets tried, in tracks, in order. */
const STEPS = [1, -1, 2, -2, 3, -3];
/** Rounds of finding shared lines and moving segments (a move may leave another pair to part). */
const PASSES = 4;

interface Segment {
  edge: number;
  index: number;
  at: number;
  lo: number;
  hi: number;
}

/**
 * Moves segments off lines they share with another edge (module comment); `edges` and
 * `context.tracks` are updated. Returns the edges moved.
 */
export function partSharedLines(edges: Map<string, SwappableEdge>, context: RoutingContext): Set<SwappableEdge> {
  const list = [...edges.values()];
  const parted = new Set<SwappableEdge>();
  for (let pass = 0; pass < PASSES; pass++) {
    // A moved edge's segments are numbered anew: its other pairs wait for the next pass.
    const moved = new Set<number>();
    for (const [p, q] of sharedPairs(list)) {
      if (moved.has(p.edge) || moved.has(q.edge)) continue;
      const mover = partPair(list, p, q, context);
      if (mover !== undefined) moved.add(mover.edge);
    }
    for (const e of moved) parted.add(list[e]!);
    if (moved.size === 0) break;
  }
  return parted;
}

/** Pairs of segments of different edges (not leaving or entering one element together) on one line over SHARED_LENGTH. */
function sharedPairs(list: readonly SwappableEdge[]): Array<[Segment, Segment]> {
  const pairs: Array<[Segment, Segment]> = [];
  for (const segments of lines(list)) {
    // By their line only: the sort is stable, so segments on one line stay in edge and index
    // order. Plain loops, no destructured literals: this reads every route, every pass.
    segments.sort(byLine);
    for (let i = 0; i < segments.length; i++) {
      const s = segments[i]!;
      for (let j = i + 1; j < segments.length; j++) {
        const t = segments[j]!;
        if (t.at - s.at >= SAME_LINE) break;
        if (t.edge === s.edge || Math.min(s.hi, t.hi) - Math.max(s.lo, t.lo) <= SHARED_LENGTH) continue;
        const a = list[s.edge]!;
        const b = list[t.edge]!;
        if (a.from.elementId === b.from.elementId || a.to.elementId === b.to.elementId) continue;
        pairs.push(s.edge < t.edge ? [s, t] : [t, s]);
      }
    }
  }
  return pairs;
}

const byLine = (s: Segment, t: Segment): number => s.at - t.at;

/** The routes' horizontal segments, then their vertical ones, in edge and index order. */
function lines(list: readonly SwappableEdge[]): [Segment[], Segment[]] {
  const horizontal: Segment[] = [];
  const vertical: Segment[] = [];
  for (let e = 0; e < list.length; e++) {
    const points = list[e]!.points;
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      if (a.y === b.y && a.x !== b.x) horizontal.push({ edge: e, index: i - 1, at: a.y, lo: Math.min(a.x, b.x), hi: Math.max(a.x, b.x) });
      else if (a.x === b.x && a.y !== b.y) vertical.push({ edge: e, index: i - 1, at: a.x, lo: Math.min(a.y, b.y), hi: Math.max(a.y, b.y) });
    }
  }
  return [horizontal, vertical];
}

interface Move {
  edge: SwappableEdge;
  points: Point[];
  ends: SwappableEdge['ends'];
  crossings: number;
}

/**
 * Of the offsets of STEPS on either segment, the kept move crossing fewest routes (on a tie
 * the later edge's, then the smaller offset): the segment moved, undefined when none may move.
 */
function partPair(list: readonly SwappableEdge[], p: Segment, q: Segment, context: RoutingContext): Segment | undefined {
  let best: { segment: Segment; move: Move } | undefined;
  for (const segment of [q, p]) {
    const move = bestMove(list[segment.edge]!, segment.index, context);
    if (move !== undefined && (best === undefined || move.crossings < best.move.crossings)) best = { segment, move };
  }
  if (best === undefined) return undefined;
  const { edge, points, ends } = best.move;
  context.tracks.remove(edge.points);
  Object.assign(edge, { points, ends });
  context.tracks.add(points);
  return best.segment;
}

/** The offset of STEPS on segment `index` of the edge's route crossing fewest routes that may be kept (module comment). */
function bestMove(edge: SwappableEdge, index: number, context: RoutingContext): Move | undefined {
  const { tracks, obstacles } = context;
  const old = edge.points;
  const own = new Set([edge.from.elementId, edge.to.elementId]);
  const weight = obstacles.polylineWeight(old, own);
  tracks.remove(old);
  let best: Move | undefined;
  const limit = tracks.crossings(old) + 1;
  for (const step of STEPS) {
    const moved = shifted(edge, index, step * TRACK_SPACING);
    if (moved === undefined || runsAlongOthers(moved.points, old, tracks) || obstacles.polylineWeight(moved.points, own) > weight) continue;
    const crossings = tracks.crossings(moved.points, Math.min(limit, best?.crossings ?? limit) + 1);
    if (crossings <= limit && (best === undefined || crossings < best.crossings)) best = { edge, ...moved, crossings };
  }
  tracks.add(old);
  return best;
}

/** Whether a segment of `points` that is not one of `old`'s runs along a recorded route or border. */
function runsAlongOthers(points: readonly Point[], old: readonly Point[], tracks: TrackIndex): boolean {
  const kept = new Set<string>();
  for (let i = 1; i < old.length; i++) kept.add(`${old[i - 1]!.x},${old[i - 1]!.y},${old[i]!.x},${old[i]!.y}`);
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    if (!kept.has(`${a.x},${a.y},${b.x},${b.y}`) && tracks.isTaken(a, b)) return true;
  }
  return false;
}

/**
 * The route with segment `index` moved `offset` px across its line, its neighbours
 * stretched; undefined when a neighbour would turn back or an end segment grow shorter than
 * MIN_END_SEGMENT, or when a moved end would leave its side or is not free to move.
 */
function shifted(edge: SwappableEdge, index: number, offset: number): { points: Point[]; ends: SwappableEdge['ends'] } | undefined {
  const points = edge.points.map((point) => ({ ...point }));
  const last = points.length - 1;
  const [a, b] = [points[index]!, points[index + 1]!];
  const horizontal = a.y === b.y;
  for (const point of [a, b]) {
    if (horizontal) point.y += offset;
    else point.x += offset;
    Object.assign(point, roundPoint(point));
  }
  const ends = { ...edge.ends };
  for (const which of ['from', 'to'] as const) {
    const k = which === 'from' ? 0 : last;
    if (k !== index && k !== index + 1) continue;
    const end = slidEnd(edge, which, points[k]!);
    if (end === undefined) return undefined;
    ends[which] = end;
  }
  // A neighbour keeps its direction (and an end segment its length), so the route does not fold back.
  for (const [k, near, far] of [[index - 1, index, index - 1], [index + 1, index + 1, index + 2]] as const) {
    if (k < 0 || k + 1 > last) continue;
    const [before, after] = [edge.points[far]!, edge.points[near]!];
    const length = (p: Point, q: Point): number => (horizontal ? q.y - p.y : q.x - p.x);
    const was = length(before, after);
    const now = length(points[far]!, points[near]!);
    const endSegment = k === 0 || k + 1 === last;
    if (Math.sign(now) !== Math.sign(was) || (endSegment && Math.abs(now) < MIN_END_SEGMENT)) return undefined;
  }
  return { points: simplifyPolyline(points), ends };
}

/**
 * The end moved to `point` along its side: only a free end on a box-like outline (its tip
 * is its point) or a container's end from inside, kept a track's width off the side's corners.
 */
function slidEnd(edge: SwappableEdge, which: 'from' | 'to', point: Point): RouteEnd | undefined {
  const element = edge[which];
  const end = edge.ends[which];
  if (element.fixed !== undefined || element.columnRow !== undefined || (!end.inward && outlineOf(element.shape) !== 'box')) return undefined;
  const across = end.side === 'top' || end.side === 'bottom';
  // Only a segment leaving the side square to it moves its end along the side.
  if (across ? point.y !== end.point.y : point.x !== end.point.x) return undefined;
  const [at, lo, hi] = across ? [point.x, end.box.x, right(end.box)] : [point.y, end.box.y, bottom(end.box)];
  if (at <= lo + TRACK_SPACING || at >= hi - TRACK_SPACING) return undefined;
  return { ...end, point, tip: point };
}
