import { px, type Box, type Point } from '../../geometry/index.js';
import { MIN_END_SEGMENT } from './route-constants.js';
import type { EdgeObstacle, Weight } from './obstacle-index.js';
import { NearObstacles, type RoutingContext } from './route-orthogonal.js';
import type { RouteEnd } from './route-types.js';
import { mutualCrossings, TRACK_SPACING, TrackIndex } from './track-index.js';

/** Which coordinate of a point is the mirrored frame's x and y (the layout axis is y). */
interface Axis {
  x: 'x' | 'y';
  y: 'x' | 'y';
}

/** One orthogonal edge whose jogs may move: its decided ends and its route. */
export interface GapEdge {
  ends: { from: RouteEnd; to: RouteEnd };
  points: Point[];
}

/**
 * A jog: a segment across the layout axis between two segments along it (TB: a horizontal
 * between two verticals), which may slide along the axis between `lo` and `hi` without
 * changing anything else of its route. In the frame where the axis is y.
 */
interface Jog {
  edgeId: string;
  /** Index of the jog's first point in the route. */
  at: number;
  lo: number;
  hi: number;
  /** Where the jog runs now (the route's own track choice). */
  y: number;
  /** x of the segment joining the jog from above (smaller y) and from below. */
  upX: number;
  downX: number;
  left: number;
  right: number;
}

/** Gaps of at most this many routes count their crossings with each other pair by pair (bestOf). */
const PAIRWISE_PIECES = 32;

/** Gaps of at most this many jogs keep above() of their neighbours in a table (ordered). */
const MAX_ABOVE_TABLE = 1024;

/** Gaps of at most this many jogs sort them by insertion (ordered). */
const INSERTION_SORTED = 64;

/** Tracks closer than this are not used: two lines closer read as one. */
const MIN_STEP = TRACK_SPACING / 2;

/**
 * Channel routing of each gap between layers, once every edge is routed through a placer's
 * via points: the jogs sharing a stretch of the layout axis (a gap) are ordered together from
 * their pins, each jog reinserted where it crosses fewest of the others until none moves
 * (`above`: A over B crosses B's upper segment when it lies inside A's span, and A's lower
 * one inside B's; from two starts, the better result kept), then given tracks in that order,
 * one level for each earlier jog it overlaps, TRACK_SPACING apart (down to half that in a
 * narrow gap) round the middle of the stretch they share. Each route picked its track alone, knowing only the routes before it,
 * so two Zs of a gap could cross twice where they need not cross at all (on the 200-node
 * bench flowchart through ELK's dummies, 275 crossings against ELK's own 197; with this, 203).
 * A gap's new tracks are kept only when its routes then cross fewer routes in all, each other
 * included, and come no closer to a node. `edges` and `context.tracks` are updated.
 */
export function orderGapTracks(edges: ReadonlyMap<string, GapEdge>, via: (edgeId: string) => readonly Point[] | undefined, vertical: boolean, context: RoutingContext): void {
  // Written for TB (axis y): jogs and gaps are in a frame mirrored about the diagonal for
  // LR/RL; routes stay as they are, read through `axis` (mirroring every LR route up front
  // was most of this one's garbage). Nothing here changes a route's points in place.
  const axis: Axis = vertical ? { x: 'x', y: 'y' } : { x: 'y', y: 'x' };
  // A new point where `p` is, but at `y` along the axis.
  const along = (p: Point, y: number): Point => (vertical ? { x: p.x, y } : { x: y, y: p.y });
  const routes = new Map<string, Point[]>();
  for (const [id, edge] of edges) routes.set(id, edge.points);
  const flipBox = (b: Box): Box => (vertical ? b : { x: b.y, y: b.x, width: b.height, height: b.width });
  const jogs: Jog[] = [];
  for (const [id, points] of routes) {
    // A jog needs a segment before and after it: shorter routes have none.
    if (points.length < 4) continue;
    const { from, to } = edges.get(id)!.ends;
    // Made at the first jog's query: most routes have none.
    let ends: Set<string> | undefined;
    // In no particular order (jogsOf only narrows bounds with them).
    const nodesIn = (area: Box): readonly EdgeObstacle[] => context.obstacles.seenIn(flipBox(area), (ends ??= new Set([from.elementId, to.elementId])));
    jogsOf(jogs, id, points, via(id) ?? [], nodesIn, axis);
  }
  // Only the routes a gap moved go back (the others keep their points).
  const moved = new Set<string>();
  for (const gap of gapsOf(jogs)) {
    if (gap.jogs.length < 2) continue;
    const ids = [...new Set(gap.jogs.map((j) => j.edgeId))];
    // Two starts for the reinsertion, neither better on every placement (docs/decisions/2026-11-24-router-via-points.md):
    // the jogs by where their stretch starts, and the tracks as the routes chose them.
    const starts = [gap.jogs, [...gap.jogs].sort((a, b) => a.y - b.y)];
    const candidates = starts.map((start) => placed(ordered(start), gap)).filter((c) => c !== undefined);
    // The part of each route the gap's tracks move: its jogs and the segments either side.
    const pieces = new Map<string, [number, number]>();
    for (const jog of gap.jogs) {
      // Widened in place: a new pair per jog was a good share of this one's garbage.
      const piece = pieces.get(jog.edgeId);
      if (piece === undefined) pieces.set(jog.edgeId, [jog.at - 1, jog.at + 2]);
      else {
        piece[0] = Math.min(piece[0], jog.at - 1);
        piece[1] = Math.max(piece[1], jog.at + 2);
      }
    }
    const best = bestOf(ids, pieces, routes, candidates, edges, along, context);
    if (best === undefined) continue;
    for (const [id, points] of movedRoutes(best, routes, ids, along)) {
      routes.set(id, points);
      moved.add(id);
    }
  }
  for (const id of moved) edges.get(id)!.points = routes.get(id)!;
}

/** A gap's jogs (`order`) and the track each is given (`ys`, by index in `order`). */
interface Placement {
  order: readonly Jog[];
  ys: number[];
}

/** The gap's jogs on tracks in `order`: one level per earlier jog overlapped, round the middle of the shared stretch; undefined when the levels do not fit. */
function placed(order: readonly Jog[], gap: { lo: number; hi: number }): Placement | undefined {
  const levels = levelsOf(order);
  let count = 0;
  for (let i = 0; i < levels.length; i++) count = Math.max(count, levels[i]! + 1);
  const room = gap.hi - gap.lo - 2 * MIN_END_SEGMENT;
  const step = count === 1 ? 0 : Math.min(TRACK_SPACING, room / (count - 1));
  if (count > 1 && step < MIN_STEP) return undefined;
  const middle = (gap.lo + gap.hi) / 2;
  return { order, ys: levels.map((level) => px(middle + (level - (count - 1) / 2) * step)) };
}

/**
 * The gap's routes with a placement's jogs moved. Only the winning placement's are made
 * (bestOf compares the moved pieces alone). Moved points are new objects; the others are
 * shared with `routes` (no route's points are changed in place), since copying every point
 * of long routes was most of this.
 */
function movedRoutes({ order, ys }: Placement, routes: ReadonlyMap<string, Point[]>, ids: readonly string[], along: (p: Point, y: number) => Point): Map<string, Point[]> {
  const moved = new Map(ids.map((id) => [id, [...routes.get(id)!]]));
  for (let i = 0; i < order.length; i++) {
    const jog = order[i]!;
    const points = moved.get(jog.edgeId)!;
    points[jog.at] = along(points[jog.at]!, ys[i]!);
    points[jog.at + 1] = along(points[jog.at + 1]!, ys[i]!);
  }
  return moved;
}

/**
 * Appends to `jogs` the jogs of a route (its points and via points read through `axis`, so the
 * layout axis is y): each may slide between its neighbours' far ends, never past a via point
 * nor into a node (`nodesIn`: the obstacles, margins included, meeting an area of that frame;
 * their boxes as drawn, read through `axis` too).
 */
function jogsOf(jogs: Jog[], edgeId: string, points: readonly Point[], via: readonly Point[], nodesIn: (area: Box) => readonly EdgeObstacle[], axis: Axis): void {
  // Plain variables, no destructured array literals: those were most of this one's garbage.
  const X = axis.x;
  const Y = axis.y;
  for (let k = 1; k + 2 < points.length; k++) {
    const before = points[k - 1]!;
    const a = points[k]!;
    const b = points[k + 1]!;
    const after = points[k + 2]!;
    if (a[Y] !== b[Y] || before[X] !== a[X] || after[X] !== b[X] || a[X] === b[X]) continue;
    // The segments either side must run away from the jog on opposite sides (a Z, not a U).
    if (Math.sign(before[Y] - a[Y]) === Math.sign(after[Y] - b[Y])) continue;
    const down = before[Y] < a[Y];
    const upX = down ? a[X] : b[X];
    const downX = down ? b[X] : a[X];
    const top = down ? before[Y] : after[Y];
    const bottom = down ? after[Y] : before[Y];
    let lo = top + MIN_END_SEGMENT;
    let hi = bottom - MIN_END_SEGMENT;
    // A route through via points runs one way along the axis, so the via points between the
    // jog's far ends lie on its two neighbours (within the 2 px routeThroughVia aligns away,
    // or anywhere in the point's slot). Only their layers bound the jog: it slides along the
    // axis, never across it, so the neighbours keep the places routeThroughVia chose in the slots.
    for (const v of via) {
      if (v[Y] > top && v[Y] <= a[Y]) lo = Math.max(lo, v[Y] + 1);
      if (v[Y] < bottom && v[Y] >= a[Y]) hi = Math.min(hi, v[Y] - 1);
    }
    const left = Math.min(a[X], b[X]);
    const right = Math.max(a[X], b[X]);
    let blocked = false;
    for (const { box } of nodesIn({ x: left, y: lo, width: right - left, height: hi - lo })) {
      const x = box[X];
      const y = box[Y];
      const width = X === 'x' ? box.width : box.height;
      const height = X === 'x' ? box.height : box.width;
      if (x >= right || x + width <= left) continue;
      if (y + height <= a[Y]) lo = Math.max(lo, y + height);
      else if (y >= a[Y]) hi = Math.min(hi, y);
      else blocked = true;
    }
    if (blocked || hi - lo < MIN_STEP) continue;
    jogs.push({ edgeId, at: k, lo, hi, y: a[Y], upX, downX, left, right });
  }
}

/** Jogs grouped by the stretch of the axis they share (sorted by its start; a jog joins while the shared stretch stays two tracks wide). */
function gapsOf(jogs: readonly Jog[]): Array<{ jogs: Jog[]; lo: number; hi: number }> {
  const sorted = [...jogs].sort((a, b) => a.lo - b.lo || a.hi - b.hi || (a.edgeId < b.edgeId ? -1 : a.edgeId > b.edgeId ? 1 : a.at - b.at));
  const gaps: Array<{ jogs: Jog[]; lo: number; hi: number }> = [];
  for (const jog of sorted) {
    const gap = gaps.at(-1);
    if (gap !== undefined && Math.min(gap.hi, jog.hi) - Math.max(gap.lo, jog.lo) >= 2 * TRACK_SPACING) {
      gap.jogs.push(jog);
      gap.lo = Math.max(gap.lo, jog.lo);
      gap.hi = Math.min(gap.hi, jog.hi);
    } else {
      gaps.push({ jogs: [jog], lo: jog.lo, hi: jog.hi });
    }
  }
  return gaps;
}

const spans = (a: Jog, b: Jog): boolean => a.left < b.right && b.left < a.right;
const inside = (x: number, jog: Jog): number => (x > jog.left && x < jog.right ? 1 : 0);
/** Crossings between two jogs of one gap when `a` runs above `b`. */
const above = (a: Jog, b: Jog): number => (spans(a, b) ? inside(b.upX, a) + inside(a.downX, b) : 0);

/**
 * The jogs top to bottom: each reinserted where it crosses fewest, until a whole sweep moves
 * none. Only jogs overlapping across the axis cross, whatever their order, so each jog has a
 * rank (a number) and moves between two of its neighbours' ranks: a sweep costs the overlapping
 * pairs, not the square of the gap's jogs (the 1,000-node bench flowchart has gaps of hundreds).
 */
function ordered(jogs: readonly Jog[]): Jog[] {
  // Jogs by their index in `jogs`, ranks in an array: the sorts below compare ranks often,
  // and looking each up in a Map was most of this.
  const rank = jogs.map((_, i) => i);
  const neighbours = jogs.map((): number[] => []);
  // above() of every pair of neighbours, asked again in every sweep: in a table when the gap
  // is not huge (n² bytes).
  const n = jogs.length;
  const table = n <= MAX_ABOVE_TABLE ? new Uint8Array(n * n) : undefined;
  const aboveOf = (a: number, b: number): number => (table === undefined ? above(jogs[a]!, jogs[b]!) : table[a * n + b]!);
  const byLeft = jogs.map((_, i) => i).sort((a, b) => jogs[a]!.left - jogs[b]!.left || a - b);
  for (let i = 0; i < byLeft.length; i++) {
    const ia = byLeft[i]!;
    const a = jogs[ia]!;
    for (let k = i + 1; k < byLeft.length && jogs[byLeft[k]!]!.left < a.right; k++) {
      const ib = byLeft[k]!;
      const b = jogs[ib]!;
      if (!spans(a, b)) continue;
      neighbours[ia]!.push(ib);
      neighbours[ib]!.push(ia);
      if (table === undefined) continue;
      table[ia * n + ib] = above(a, b);
      table[ib * n + ia] = above(b, a);
    }
  }
  // A small gap's list by insertion (sortedByRank, the same stable order): Array.prototype.sort
  // copies the list every time; a large one's may be far from sorted after a sweep.
  const byRank = (list: number[]): number[] => (n <= INSERTION_SORTED ? sortedByRank(list, rank) : list.sort((a, b) => rank[a]! - rank[b]!));
  const order = jogs.map((_, i) => i);
  for (let sweep = 0; sweep < 8; sweep++) {
    let moved = false;
    // Sorted anew each sweep from `jogs`' order (a stable sort: ties as before).
    for (let i = 0; i < order.length; i++) order[i] = i;
    byRank(order);
    for (const index of order) {
      const around = sortedByRank(neighbours[index]!, rank);
      if (around.length === 0) continue;
      // cost at slot k: below around[..k-1], above around[k..].
      let cost = 0;
      for (const other of around) cost += aboveOf(index, other);
      const own = rank[index]!;
      let current = cost;
      let bestSlot = 0;
      let bestCost = cost;
      for (let k = 0; k < around.length; k++) {
        cost += aboveOf(around[k]!, index) - aboveOf(index, around[k]!);
        if (rank[around[k]!]! < own) current = cost;
        if (cost < bestCost) {
          bestSlot = k + 1;
          bestCost = cost;
        }
      }
      if (bestCost >= current) continue;
      const upper = bestSlot === 0 ? undefined : rank[around[bestSlot - 1]!]!;
      const lower = bestSlot === around.length ? undefined : rank[around[bestSlot]!]!;
      rank[index] = upper === undefined ? lower! - 1 : lower === undefined ? upper + 1 : (upper + lower) / 2;
      moved = true;
    }
    if (!moved) break;
  }
  for (let i = 0; i < order.length; i++) order[i] = i;
  return byRank(order).map((i) => jogs[i]!);
}

/**
 * `list` sorted in place by rank, stably (ties keep their order from the last sort, as
 * Array.prototype.sort would). By insertion: between sweeps only a few ranks change, so the
 * list is nearly sorted, and this is linear where a general sort paid for every comparison.
 */
function sortedByRank(list: number[], rank: readonly number[]): number[] {
  for (let i = 1; i < list.length; i++) {
    const item = list[i]!;
    const key = rank[item]!;
    let k = i;
    for (; k > 0 && rank[list[k - 1]!]! > key; k--) list[k] = list[k - 1]!;
    list[k] = item;
  }
  return list;
}

/** Levels top to bottom: one below every earlier jog it overlaps across the axis. */
function levelsOf(order: readonly Jog[]): number[] {
  // By index in `order`, not by jog in a Map: a gap asks for every jog pair.
  const levels: number[] = [];
  for (let i = 0; i < order.length; i++) {
    const jog = order[i]!;
    let level = 0;
    for (let j = 0; j < i; j++) {
      const other = order[j]!;
      if (other.left - TRACK_SPACING < jog.right && jog.left - TRACK_SPACING < other.right) level = Math.max(level, levels[j]! + 1);
    }
    levels.push(level);
  }
  return levels;
}

/**
 * Of the candidates (the gap's routes moved), the one crossing fewest routes in all (each
 * other included), when that is fewer than now and it comes no closer to a node. Only the
 * moved pieces of the routes (`pieces`: first and last point index) are compared: the rest of
 * each route is the same in every candidate, and long routes through many gaps would otherwise
 * be counted again for every gap (4 s on the 1,000-node bench flowchart on dot's placement).
 */
function bestOf(
  ids: readonly string[],
  pieces: ReadonlyMap<string, [number, number]>,
  routes: ReadonlyMap<string, Point[]>,
  candidates: readonly Placement[],
  edges: ReadonlyMap<string, GapEdge>,
  along: (p: Point, y: number) => Point,
  context: RoutingContext,
): Placement | undefined {
  // No candidate: the index stays as it is (taking the pieces out and back in changes nothing).
  if (candidates.length === 0) return undefined;
  const { tracks, obstacles } = context;
  const before = ids.map((id) => {
    const [first, last] = pieces.get(id)!;
    return routes.get(id)!.slice(first, last + 1);
  });
  // A candidate's pieces: the pieces now with its jogs' points moved (the rest shared).
  const slots = new Map(ids.map((id, i) => [id, i]));
  const piecesOf = ({ order, ys }: Placement): Point[][] => {
    const after = before.map((piece) => [...piece]);
    for (let i = 0; i < order.length; i++) {
      const jog = order[i]!;
      const route = routes.get(jog.edgeId)!;
      const piece = after[slots.get(jog.edgeId)!]!;
      const first = pieces.get(jog.edgeId)![0];
      piece[jog.at - first] = along(route[jog.at]!, ys[i]!);
      piece[jog.at + 1 - first] = along(route[jog.at + 1]!, ys[i]!);
    }
    return after;
  };
  for (const points of before) tracks.remove(points);
  // Each piece against the rest and the pieces before it: every crossing once. The pieces
  // go into an index of their own rather than into `tracks` and out again: removing
  // scans the lists of every cell a segment passes (a crossing count is a sum over the
  // recorded segments, so two indexes count what one holding both would).
  // A gap of a few routes counts their crossings pair by pair (no index to build, a fifth
  // of this on the 60-entity ER bench diagram); the hundreds of a large flowchart's gap by index.
  const cost = (set: Point[][]): number => {
    let total = 0;
    for (const points of set) total += tracks.crossings(points);
    if (set.length <= PAIRWISE_PIECES) return total + mutualCrossings(set);
    const earlier = new TrackIndex();
    for (const points of set) {
      total += earlier.crossings(points);
      earlier.add(points);
    }
    return total;
  };
  let best: { placement: Placement; after: Point[][] } | undefined;
  let bound = cost(before);
  // How near each piece comes to nodes now: a candidate may come no nearer. Weighed once, and
  // a candidate's pieces only when it would win on crossings (the same choice, fewer queries).
  // Each route's pieces weighed among the obstacles of one area (NearObstacles), not one
  // query per segment: a candidate's piece mostly lies where the piece now does.
  let near: NearObstacles[] | undefined;
  let weightBefore: Weight[] | undefined;
  for (const placement of candidates) {
    const after = piecesOf(placement);
    const total = cost(after);
    if (total >= bound) continue;
    near ??= ids.map((id) => new NearObstacles(obstacles, new Set([edges.get(id)!.ends.from.elementId, edges.get(id)!.ends.to.elementId])));
    weightBefore ??= before.map((points, i) => near![i]!.weight(points));
    // Each jog stays clear of nodes by its bounds (jogsOf); this guards the rest, margins included.
    if (after.every((points, i) => near![i]!.weight(points) <= weightBefore![i]!)) [best, bound] = [{ placement, after }, total];
  }
  for (const points of best?.after ?? before) tracks.add(points);
  return best?.placement;
}
