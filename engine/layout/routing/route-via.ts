import { sideNormal, type Point, type Side } from '../../geometry/index.js';
import { HARD, type ObstacleIndex } from './obstacle-index.js';
import { simpleShapes } from './orthogonal-shapes.js';
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
export function routeThroughVia(from: RouteEnd, to: RouteEnd, via: readonly ViaPoint[], vertical: boolean, context: RoutingContext, lanes?: ViaLanes): Point[] | undefined {
  const exact = aligned(via, vertical);
  if (exact.length === 0) return undefined;
  if (lanes !== undefined && via.some(hasSlot)) {
    const stops = slotStops(from, to, exact, via, vertical, lanes);
    const slotted = routeThroughStops(from, to, stops, vertical, context);
    if (slotted !== undefined) {
      via.forEach((p, i) => lanes.take(p, vertical ? stops[i]!.x : stops[i]!.y));
      return slotted;
    }
  }
  return routeThroughStops(from, to, exact, vertical, context);
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
    const ends = new Set([start.elementId, end.elementId].filter((id) => id !== ''));
    const shape = pickSimpleShape(simpleShapes(start, end), context.obstacles, ends, context.tracks);
    if (shape === undefined) return undefined;
    points.push(...(points.length === 0 ? shape : shape.slice(1)));
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
function slotStops(from: RouteEnd, to: RouteEnd, exact: readonly Point[], via: readonly ViaPoint[], vertical: boolean, lanes: ViaLanes): Point[] {
  const across = (p: Point): number => (vertical ? p.x : p.y);
  // A point without room keeps its place in line (aligned); a slot is the placer's, as far as the routes beside it leave it.
  const slots = exact.map((p, i): [number, number] => (hasSlot(via[i]!) ? lanes.slot(via[i]!) : [across(p), across(p)]));
  slots.push([across(to.point), across(to.point)]);
  let at = across(from.point);
  return exact.map((point, i) => {
    let [low, high] = slots[i]!;
    if (at < low || at > high) {
      for (let k = i + 1; k < slots.length; k++) {
        const [kLow, kHigh] = slots[k]!;
        if (Math.max(low, kLow) > Math.min(high, kHigh)) break;
        [low, high] = [Math.max(low, kLow), Math.min(high, kHigh)];
      }
      at = Math.min(high, Math.max(low, at));
    }
    return vertical ? { x: at, y: point.y } : { x: point.x, y: at };
  });
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
