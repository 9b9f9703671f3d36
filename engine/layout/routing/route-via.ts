import { sideNormal, type Point, type Side } from '../../geometry/index.js';
import { FREE, HARD, type ObstacleIndex } from './obstacle-index.js';
import { SimpleShapes } from './orthogonal-shapes.js';
import { finishRoute, pickSimpleShape, type RoutingContext } from './route-orthogonal.js';
import type { ViaPoint } from '../layered/index.js';
import type { RouteEnd } from './route-types.js';
import { hasSlot, type ViaLanes } from './via-lanes.js';

/**
 * Via points closer than this across the layout direction are put in line: a jog of a pixel
 * or two between layers is a bend nobody reads as meaningful (dot's splines and a placer's
 * rounding give such offsets).
 */
const ALIGN_TOLERANCE = 2;

/**
 * An orthogonal route through given per-layer positions (`via`: where a placer put the
 * edge's dummies, in order from the source to the target). The route runs along the layout
 * direction through each layer (vertical in TB/BT, horizontal in LR/RL), so edges keep the
 * placement's order inside each layer, and joins them with one simple shape per gap
 * (straight when in line, else a Z on the track crossing the fewest earlier routes, as
 * routeOrthogonal picks it). A via point with a slot (ViaPoint: the free room its layer
 * leaves it) is passed anywhere inside the slot that the routes beside it leave (`lanes`,
 * slotStops), so the route jogs only where it must; when that route is not clear of nodes,
 * or without `lanes`, the exact points are taken. Undefined, so
 * the caller routes the edge as usual, when a via point lies in a node, the points do not
 * advance one way along the layout axis, or a gap has no shape clear of nodes. The route is
 * not recorded in `context.tracks` (the caller does, whichever route it keeps).
 */
export function routeThroughVia(
  from: RouteEnd,
  to: RouteEnd,
  via: readonly ViaPoint[],
  vertical: boolean,
  context: RoutingContext,
  lanes?: ViaLanes,
  rooms: EndRooms = {},
): ViaRoute | undefined {
  const exact = aligned(via, vertical);
  if (exact.length === 0) return undefined;
  if (lanes !== undefined && via.some(hasSlot)) {
    const chosen = slotStops(from, to, exact, via, vertical, lanes, rooms);
    const slotted = routeThroughStops(chosen.from, chosen.to, chosen.stops, vertical, context);
    if (slotted !== undefined) {
      via.forEach((p, i) => lanes.take(p, vertical ? chosen.stops[i]!.x : chosen.stops[i]!.y));
      return { points: slotted, from: chosen.from, to: chosen.to };
    }
  }
  const points = routeThroughStops(from, to, exact, vertical, context);
  return points === undefined ? undefined : { points, from, to };
}

/** A route through via points and the ends it took (moved inside their cells, or as given). */
export interface ViaRoute {
  points: Point[];
  from: RouteEnd;
  to: RouteEnd;
}

/** An end's cell along its side (spread-ends.ts) and the end at a point of it, for ends that may move. */
export interface EndRoom {
  cell: readonly [number, number];
  at: (across: number) => RouteEnd;
}
export type EndRooms = { from?: EndRoom; to?: EndRoom };

/**
 * The straight route between two ends facing each other along the layout axis (an edge
 * between neighbouring layers), each moved inside its cell to a point both cells share
 * (nearest the middle of the two ends), when there is one and the line is clear of nodes:
 * a Z needs two bends where the ends' cells allow none. Undefined otherwise.
 */
export function straightThroughCells(from: RouteEnd, to: RouteEnd, rooms: EndRooms, vertical: boolean, context: RoutingContext): ViaRoute | undefined {
  if (rooms.from === undefined || rooms.to === undefined) return undefined;
  const along = (p: Point): number => (vertical ? p.y : p.x);
  const across = (p: Point): number => (vertical ? p.x : p.y);
  const axis = (normal: Point): number => (vertical ? normal.y : normal.x);
  // Facing: the source leaves forward along the axis, the target is entered from behind, and lies ahead.
  const forward = axis(from.normal);
  if (forward === 0 || axis(to.normal) !== -forward || Math.sign(along(to.point) - along(from.point)) !== forward) return undefined;
  const low = Math.max(rooms.from.cell[0], rooms.to.cell[0]);
  const high = Math.min(rooms.from.cell[1], rooms.to.cell[1]);
  if (low > high) return undefined;
  const at = Math.min(high, Math.max(low, (across(from.point) + across(to.point)) / 2));
  const [start, end] = [rooms.from.at(at), rooms.to.at(at)];
  const ends = new Set([start.elementId, end.elementId]);
  if (context.obstacles.polylineWeight([start.point, end.point], ends) !== FREE) return undefined;
  return { points: finishRoute([start.point, end.point], start, end), from: start, to: end };
}

/** The route through one point per layer (`stops`), or undefined (routeThroughVia). */
function routeThroughStops(from: RouteEnd, to: RouteEnd, stops: readonly Point[], vertical: boolean, context: RoutingContext): Point[] | undefined {
  if (stops.some((point) => inNode(point, context.obstacles))) return undefined;
  const along = (p: Point): number => (vertical ? p.y : p.x);
  const forward = Math.sign(along(stops[0]!) - along(from.point));
  if (forward === 0) return undefined;
  // The sides a route leaves and enters by when it runs forward along the axis.
  const [out, into]: [Side, Side] = vertical ? (forward > 0 ? ['bottom', 'top'] : ['top', 'bottom']) : forward > 0 ? ['right', 'left'] : ['left', 'right'];
  for (let i = 1; i < stops.length; i++) if (Math.sign(along(stops[i]!) - along(stops[i - 1]!)) !== forward) return undefined;
  if (Math.sign(along(to.point) - along(stops.at(-1)!)) !== forward) return undefined;

  // Each gap is a route between two ends: a via point is an end leaving along the axis
  // (to the next gap) or arriving along it (from the previous one).
  const leaving = (point: Point): RouteEnd => viaEnd(point, out);
  const arriving = (point: Point): RouteEnd => viaEnd(point, into);
  const hops: Array<[RouteEnd, RouteEnd]> = [[from, arriving(stops[0]!)]];
  for (let i = 1; i < stops.length; i++) hops.push([leaving(stops[i - 1]!), arriving(stops[i]!)]);
  hops.push([leaving(stops.at(-1)!), to]);

  const points: Point[] = [];
  for (const [start, end] of hops) {
    const ends = new Set<string>();
    if (start.elementId !== '') ends.add(start.elementId);
    if (end.elementId !== '') ends.add(end.elementId);
    const shape = pickSimpleShape(new SimpleShapes(start, end), context.obstacles, ends, context.tracks);
    if (shape === undefined) return undefined;
    // Each hop starts where the one before ended: its first point is not repeated.
    for (let i = points.length === 0 ? 0 : 1; i < shape.length; i++) points.push(shape[i]!);
  }
  return finishRoute(points, from, to);
}

/**
 * Where the route crosses each layer, inside each point's slot: straight on from where it is
 * (from the source's end on) while that stays inside the slot, so consecutive layers need
 * no jog; where it must jog, to the point nearest where it is of the stretch the most
 * following slots share (the target's end last), so the next jog comes as late as it can.
 * Greedy as interval stabbing is: no fewer jogs exist. Each slot is narrowed to keep clear of
 * its neighbours' routes (via-lanes.ts), so the layer's order is kept whatever is chosen.
 */
function slotStops(
  from: RouteEnd,
  to: RouteEnd,
  exact: readonly Point[],
  via: readonly ViaPoint[],
  vertical: boolean,
  lanes: ViaLanes,
  rooms: EndRooms,
): { stops: Point[]; from: RouteEnd; to: RouteEnd } {
  const across = (p: Point): number => (vertical ? p.x : p.y);
  // A point without room keeps its place in line (aligned); a slot is the placer's, as far as
  // the routes beside it leave it; the ends first and last, their cells when they may move.
  const slots = exact.map((p, i): readonly [number, number] => (hasSlot(via[i]!) ? lanes.slot(via[i]!) : [across(p), across(p)]));
  const ends = [across(from.point), across(to.point)] as const;
  slots.unshift(rooms.from?.cell ?? [ends[0], ends[0]]);
  slots.push(rooms.to?.cell ?? [ends[1], ends[1]]);
  // From where the source's end is; the first choice is a choice like any jog (the end may move).
  let at = ends[0];
  const chosen = slots.map(([first, last], i) => {
    let [low, high] = [first, last];
    if (i === 0 || at < low || at > high) {
      for (let k = i + 1; k < slots.length; k++) {
        const [kLow, kHigh] = slots[k]!;
        if (Math.max(low, kLow) > Math.min(high, kHigh)) break;
        [low, high] = [Math.max(low, kLow), Math.min(high, kHigh)];
      }
      at = Math.min(high, Math.max(low, at));
    }
    return at;
  });
  const stops = exact.map((point, i) => (vertical ? { x: chosen[i + 1]!, y: point.y } : { x: point.x, y: chosen[i + 1]! }));
  const moved = (end: RouteEnd, room: EndRoom | undefined, value: number): RouteEnd => (room === undefined || value === across(end.point) ? end : room.at(value));
  return { stops, from: moved(from, rooms.from, chosen[0]!), to: moved(to, rooms.to, chosen.at(-1)!) };
}

/** A via point as the end of one gap's route: no element, leaving or entering by `side`. */
function viaEnd(point: Point, side: Side): RouteEnd {
  return { elementId: '', box: { x: point.x, y: point.y, width: 0, height: 0 }, inward: false, point, side, normal: sideNormal(side), tip: point };
}

/** The via points with each one less than ALIGN_TOLERANCE across the axis from the one before moved in line with it. */
function aligned(via: readonly Point[], vertical: boolean): Point[] {
  const out: Point[] = [];
  for (const point of via) {
    const before = out.at(-1);
    if (before !== undefined && vertical && Math.abs(point.x - before.x) < ALIGN_TOLERANCE) out.push({ x: before.x, y: point.y });
    else if (before !== undefined && !vertical && Math.abs(point.y - before.y) < ALIGN_TOLERANCE) out.push({ x: point.x, y: before.y });
    else out.push(point);
  }
  return out;
}

/** Whether a point lies inside a node's own box (a via point there would draw the edge through it). */
function inNode(point: Point, obstacles: ObstacleIndex): boolean {
  return obstacles.inArea({ x: point.x, y: point.y, width: 0, height: 0 }, new Set(), false, true).some(
    (o) => o.weight === HARD && point.x > o.box.x && point.x < o.box.x + o.box.width && point.y > o.box.y && point.y < o.box.y + o.box.height,
  );
}
