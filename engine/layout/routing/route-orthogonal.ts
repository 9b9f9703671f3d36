import { contains, inflate, roundPoint, simplifyPolyline, unionBoxes, type Box, type Point } from '../../geometry/index.js';
import { corridorRoute } from './corridor-search.js';
import { directionOf, type GridPath, type GridSearch } from './grid-search.js';
import { FREE, HARD, weighAmong, type EdgeObstacle, type ObstacleIndex, type Weight } from './obstacle-index.js';
import { keepShape, SimpleShapes } from './orthogonal-shapes.js';
import { ROUTE_MARGIN } from './route-constants.js';
import type { RouteEnd } from './route-types.js';
import type { TrackIndex } from './track-index.js';
import { buildGrid } from './visibility-grid.js';

// The search first looks in the box around both ends grown by this (plus a quarter of its
// size), then in one four times as wide, then over the whole scene.
const SEARCH_PAD = 4 * ROUTE_MARGIN;
// A grid with more points than this is not searched (memory and time stay bounded on huge
// scenes); the best route found in a smaller region is kept.
const MAX_GRID_POINTS = 200_000;
// The stub of the last-resort search between tightly packed nodes.
const TIGHT_STUB = 1;
// Gaps between grid lines at least this wide get a centre line, so routes can run centred.
const MIN_CHANNEL = 3 * ROUTE_MARGIN;

/**
 * An orthogonal route (also used for polyline): axis-parallel segments from one end to the
 * other, leaving and entering perpendicular to their sides. The simple shapes come first
 * (straight, Z, L, U): of those that cross no obstacle and whose middle runs along no
 * earlier route, the one crossing the fewest earlier routes wins (pickSimpleShape), else
 * the first that crosses no obstacle; otherwise an A* search on a sparse visibility grid
 * finds the cheapest route (length, bends, obstacle penalties). The route is recorded in
 * `context.tracks`. Points are rounded with px().
 */
export function routeOrthogonal(from: RouteEnd, to: RouteEnd, context: RoutingContext): Point[] {
  const { obstacles, extent, search, tracks } = context;
  const ends = new Set([from.elementId, to.elementId]);
  const simple = pickSimpleShape(new SimpleShapes(from, to), obstacles, ends, tracks);
  const route = finishRoute(simple ?? searchRoute(from, to, obstacles, ends, extent, search), from, to);
  tracks.add(route);
  return route;
}

/** What routing one edge needs besides its ends, shared by all edges of one routeEdges call. */
export interface RoutingContext {
  obstacles: ObstacleIndex;
  /** Bounds every obstacle of the scene (with room around). */
  extent: Box;
  /** The search's reusable buffers. */
  search: GridSearch;
  /** The segments routed so far. */
  tracks: TrackIndex;
}

/** What an end segment running along an earlier route costs in crossings: two arrows on one line read as one edge, worse than a crossing. */
const ALONG_COST = 2;
/** Free shapes (no obstacle, no earlier route along their middle) compared for crossings at most; the first with none wins anyway. */
const MAX_FREE_SHAPES = 40;

/**
 * The simple shape to draw: of the first MAX_FREE_SHAPES that cross no obstacle and run
 * along no earlier route, the one crossing the fewest earlier routes (an end segment along
 * an earlier route counts ALONG_COST; the first on ties, so
 * the middle of the gap when nothing is in the way). Taking the first free track instead
 * (first come, first served) put a Z's middle across earlier routes' end segments when a
 * track a little further on crossed none (the 50-node bench flowchart: 16 crossings
 * against 8; docs/decisions/2026-11-24-router-crossings.md). Else the first that crosses no obstacle; undefined when
 * every shape crosses one.
 */
export function pickSimpleShape(shapes: SimpleShapes, obstacles: ObstacleIndex, ends: ReadonlySet<string>, tracks: TrackIndex): Point[] | undefined {
  let fallback: Point[] | undefined;
  let best: Point[] | undefined;
  let bestCost = Infinity;
  let tried = 0;
  // The obstacles in one area, queried once for every shape inside it: the shapes of one pair
  // of ends mostly share the box round both ends (a Z's tracks lie between them).
  const near = new NearObstacles(obstacles, ends);
  for (let shape = shapes.next(); shape !== undefined; shape = shapes.next()) {
    // The track test is cheaper than the obstacle test, but a blocked shape is no use anyway.
    // Once there is a fallback, it comes first (and is not asked again).
    const trackFirst = fallback !== undefined;
    if (trackFirst && middleTaken(shape, tracks)) continue;
    if (near.weight(shape) !== FREE) continue;
    // The first free shape is kept once, as the fallback and (mostly) the best too.
    const kept = trackFirst ? undefined : (fallback = keepShape(shape));
    if (!trackFirst && middleTaken(shape, tracks)) continue;
    // Counted only as far as it could still win: the cost is at least the crossings.
    const crossings = tracks.crossings(shape, bestCost);
    const cost = crossings >= bestCost ? crossings : crossings + ALONG_COST * endsAlong(shape, tracks);
    if (cost < bestCost) {
      best = kept ?? keepShape(shape);
      bestCost = cost;
    }
    if (cost === 0 || ++tried >= MAX_FREE_SHAPES) break;
  }
  return best ?? fallback;
}

/** The obstacles one edge sees in the last area asked about, for weighing shapes inside it. */
export class NearObstacles {
  private area: Box | undefined;
  private found: readonly EdgeObstacle[] = [];

  constructor(
    private readonly obstacles: ObstacleIndex,
    private readonly ends: ReadonlySet<string>,
  ) {}

  /** obstacles.polylineWeight(points, ends), with a new query only when the points leave the last area. */
  weight(points: readonly Point[]): Weight {
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (let i = 0; i < points.length; i++) {
      const p = points[i]!;
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
    const area = this.area;
    if (area === undefined || x0 < area.x || y0 < area.y || x1 > area.x + area.width || y1 > area.y + area.height) {
      this.area = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
      this.found = this.obstacles.seenIn(this.area, this.ends);
    }
    return weighAmong(points, this.found);
  }
}

/** How many of a shape's two end segments run along an earlier route. */
function endsAlong(shape: readonly Point[], tracks: TrackIndex): number {
  const last = shape.length - 1;
  if (last < 2) return 0;
  return (tracks.isTaken(shape[0]!, shape[1]!) ? 1 : 0) + (tracks.isTaken(shape[last - 1]!, shape[last]!) ? 1 : 0);
}

/** Whether a segment between a shape's first and last runs along an earlier route. */
function middleTaken(shape: readonly Point[], tracks: TrackIndex): boolean {
  for (let i = 2; i < shape.length - 1; i++) if (tracks.isTaken(shape[i - 1]!, shape[i]!)) return true;
  return false;
}

function searchRoute(
  from: RouteEnd,
  to: RouteEnd,
  obstacles: ObstacleIndex,
  ends: ReadonlySet<string>,
  extent: Box,
  search: GridSearch,
): Point[] {
  const start = stub(from);
  const goal = stub(to);
  // The search may need to go round its own end nodes (a port on the far side), so the
  // region holds them; a frame or group end is no obstacle and would only widen the region.
  const ownBoxes = [from, to].filter((end) => obstacles.isNode(end.elementId)).map((end) => inflate(end.box, ROUTE_MARGIN));
  const core = unionBoxes([pointBox(start), pointBox(goal), ...ownBoxes])!;
  const pad = SEARCH_PAD + Math.max(core.width, core.height) / 4;
  const regions = [inflate(core, pad), inflate(core, 4 * pad), unionBoxes([extent, inflate(core, pad)])!];

  const startDir = directionOf(from.normal);
  const goalDir = directionOf({ x: -to.normal.x, y: -to.normal.y });
  let best: GridPath | undefined;
  let searched: Box | undefined;
  for (const [k, region] of regions.entries()) {
    if (k > 0 && contains(regions[k - 1]!, region)) continue;
    const grid = buildGrid(region, obstacles.inArea(region, ends, true), [start, goal], MIN_CHANNEL, MAX_GRID_POINTS);
    if (grid === undefined) break;
    searched = region;
    const path = search.search(grid, start, startDir, goal, goalDir);
    if (path !== undefined && (best === undefined || path.cost < best.cost)) best = path;
    if (best?.worst === FREE) break;
  }
  if (best !== undefined && best.worst === HARD && searched !== undefined) {
    // Nodes closer together than two margins block each other's inflated boxes; look
    // again with bare boxes and short stubs, which finds a way through narrow gaps.
    const [tightStart, tightGoal] = [stub(from, TIGHT_STUB), stub(to, TIGHT_STUB)];
    const grid = buildGrid(searched, obstacles.inArea(searched, ends, true, true), [tightStart, tightGoal], MIN_CHANNEL, MAX_GRID_POINTS);
    const tight = grid === undefined ? undefined : search.search(grid, tightStart, startDir, tightGoal, goalDir);
    if (tight !== undefined && tight.worst < HARD) best = tight;
  }
  if (best === undefined || best.worst === HARD) {
    // No region small enough to grid (a long edge on a large scene), or no way round: look along the two L routes.
    const along = corridorRoute(start, startDir, goal, goalDir, { obstacles, ends, search, minChannel: MIN_CHANNEL, maxPoints: MAX_GRID_POINTS });
    if (along !== undefined && (best === undefined || along.worst < best.worst)) best = along;
  }
  if (best === undefined) return [from.point, start, { x: goal.x, y: start.y }, goal, to.point];
  return [from.point, ...best.points, to.point];
}

/** The point a route reaches after leaving its end by `length`. */
function stub(end: RouteEnd, length = ROUTE_MARGIN): Point {
  return { x: end.point.x + end.normal.x * length, y: end.point.y + end.normal.y * length };
}

/** Swaps the end points for the drawn tips, rounds with px() and drops redundant points. */
export function finishRoute(points: readonly Point[], from: RouteEnd, to: RouteEnd): Point[] {
  const drawn = [from.tip, ...points.slice(1, -1), to.tip].map(roundPoint);
  const simplified = simplifyPolyline(drawn);
  return simplified.length >= 2 ? simplified : [roundPoint(from.tip), roundPoint(to.tip)];
}

function pointBox(point: Point): Box {
  return { x: point.x, y: point.y, width: 0, height: 0 };
}
