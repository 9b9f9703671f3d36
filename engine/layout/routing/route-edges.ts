import type { EdgeValue } from '../../../schema/index.js';
import type { ComputedNode, Router } from '../../model/index.js';
import { inflate, unionBoxes, type Box, type Point, type Side } from '../../geometry/index.js';
import type { ViaPoint } from '../layered/index.js';
import type { EdgeRoute, ErEdge, Geometry, SceneIndex } from '../types.js';
import { endElement } from './end-elements.js';
import { frameEndsOffRoutes, keepOffFrameBorders } from './frame-borders.js';
import { orderGapTracks } from './gap-tracks.js';
import { GridSearch } from './grid-search.js';
import { ObstacleIndex, sceneObstacles } from './obstacle-index.js';
import { withColumnPoints } from './column-sides.js';
import { freeEnd, resolveEnds, type ResolvedEnds } from './resolve-ends.js';
import { outlineOf } from './shape-outline.js';
import { partSharedLines } from './part-shared-lines.js';
import { slotKey } from './spread-ends.js';
import { CROSSING_SEARCH_EDGES, ROUTE_MARGIN } from './route-constants.js';
import { routeCurvedAround } from './route-curved.js';
import { routeOrthogonal, type RoutingContext } from './route-orthogonal.js';
import { routeStraight } from './route-straight.js';
import { routeThroughVia, straightThroughCells, type EndRooms, type ViaRoute } from './route-via.js';
import { ViaLanes } from './via-lanes.js';
import type { EndElement, EndPair, LabelSizes, RouteEnd } from './route-types.js';
import { routeSelfLoop } from './self-loops.js';
import { swapCrossingEnds, type SwappableEdge } from './swap-ends.js';
import { TrackIndex } from './track-index.js';

export type { LabelSizes } from './route-types.js';

/** Optional inputs of routeEdges. */
export interface RouteEdgesOptions {
  /** Frame id → the box of its title band (pools, and any frame that draws a title band).
   * Routes avoid the bands of frames they do not connect (a soft obstacle: crossed only
   * when there is no way round). */
  titleBands?: ReadonlyMap<string, Box>;
  /** Edge id → its label's box size (edgeLabelSizes in labels/edge-labels.ts), so a
   * self-loop is made wide enough for its label beside it. */
  labelSizes?: LabelSizes;
}

interface RoutableEdge {
  edge: EdgeValue;
  router: Router;
  from: EndElement;
  to: EndElement;
  /** A self-loop with no port, anchor or column at either end: drawn as a loop shape. */
  plainLoop: boolean;
  /** Points an orthogonal route is to pass through (viaOf). */
  via?: readonly ViaPoint[];
}

/**
 * Stage 9: routes every edge whose two ends have a box in `geometry` (nodes, frames, groups,
 * texts, images); others get no entry. Call it after every box is final. Each route starts
 * on the source's border (port, anchor, ER column row, or the side facing the target, ends
 * on one side spread apart) and ends on the target's; an edge to a frame or group ends at its
 * box. Router: edge.router, else scene.defaults.router, else orthogonal (polyline is drawn
 * the same; waypoints are ignored). Orthogonal routes keep clear of nodes they do not
 * connect; curved routes are one cubic Bézier; self-loops leave and re-enter one side
 * (a straight self-loop is drawn orthogonal). `erEdges` gives the resolved ER columns.
 * Deterministic; iterates in document order; every number rounded with px().
 */
export function routeEdges(
  index: SceneIndex,
  geometry: Geometry,
  nodes: ReadonlyMap<string, ComputedNode>,
  erEdges: ReadonlyMap<string, ErEdge>,
  options: RouteEdgesOptions = {},
): Map<string, EdgeRoute> {
  const defaultRouter = index.scene.scene.defaults?.router ?? 'orthogonal';
  const routable: RoutableEdge[] = [];
  for (const edge of index.edges) {
    const er = erEdges.get(edge.id);
    const from = endElement(edge.from, geometry.boxes, nodes, er?.from);
    const to = endElement(edge.to, geometry.boxes, nodes, er?.to);
    if (from === undefined || to === undefined) continue;
    const plainLoop = from.elementId === to.elementId && !isPinned(from) && !isPinned(to);
    const r: RoutableEdge = { edge, router: edge.router ?? defaultRouter, from, to, plainLoop };
    const via = viaOf(r, geometry);
    if (via !== undefined) r.via = via;
    routable.push(r);
  }

  const pairs: EndPair[] = routable
    .filter((r) => !r.plainLoop && !drawnStraight(r))
    .map((r) => (r.via === undefined ? { edgeId: r.edge.id, from: r.from, to: r.to } : { edgeId: r.edge.id, from: r.from, to: r.to, via: r.via }));
  const { ends, sides, cells } = resolveEnds(pairs, index.strategy.direction);
  const obstacleList = sceneObstacles(index, geometry, options.titleBands ?? new Map());
  const obstacles = new ObstacleIndex(obstacleList, ROUTE_MARGIN);
  const extent = unionBoxes(obstacleList.map((o) => inflate(o.box, 2 * ROUTE_MARGIN))) ?? { x: 0, y: 0, width: 0, height: 0 };
  const vertical = index.strategy.direction === 'TB' || index.strategy.direction === 'BT';
  const tracks = new TrackIndex();
  const frameIds = keepOffFrameBorders(index, geometry, pairs, ends, tracks);
  // Crossings steer the search on scenes up to CROSSING_SEARCH_EDGES edges (route-constants.ts).
  const search = new GridSearch(routable.length <= CROSSING_SEARCH_EDGES ? tracks : undefined);
  const context: RoutingContext = { obstacles, extent, search, tracks };
  const loopSides = new Map<string, Side[]>();
  // Sides do not change when the end swaps below move ends along them.
  const endSides = sidesInUse(ends.values());
  const lanes = new ViaLanes(viasOf(routable), vertical);
  const routes = new Map<string, EdgeRoute>();
  const swappable = new Map<string, SwappableEdge>();
  for (const r of routable) {
    const id = r.edge.id;
    const selfLoop = r.from.elementId === r.to.elementId;
    let points: Point[];
    if (r.plainLoop) {
      const own = new Set([r.from.elementId]);
      // A node (or title band) in the loop's way is worse than a route crossing it.
      const cost = (footprint: Box): number => 2 * obstacles.areaWeight(footprint, own) + (context.tracks.crossesArea(footprint) ? 1 : 0);
      const busy = endSides.get(r.from.elementId) ?? new Set<Side>();
      points = routeSelfLoop(r.from, loopSides, busy, options.labelSizes?.get(id), r.router === 'curved', cost);
      context.tracks.add(points);
    } else if (drawnStraight(r)) {
      const pair = withColumnPoints({ edgeId: id, from: r.from, to: r.to });
      points = routeStraight(pair.from, pair.to);
    } else {
      let decided = frameEndsOffRoutes(ends, id, r, frameIds, context.tracks);
      if (r.router === 'curved') {
        points = routeCurvedAround(decided.from, decided.to, curveVia(r, geometry), { obstacles, vertical });
      } else {
        const through = throughLayers(r, decided, { cells, lanes, vertical, context });
        if (through !== undefined) {
          ends.set(id, (decided = { from: through.from, to: through.to }));
          context.tracks.add(through.points);
        }
        points = through?.points ?? routeOrthogonal(decided.from, decided.to, context);
        swappable.set(id, { from: r.from, to: r.to, ends: decided, points });
      }
    }
    routes.set(id, { router: r.router, points, selfLoop });
  }
  settleRoutes(routable, sides, swappable, vertical, context);
  for (const [id, edge] of swappable) routes.get(id)!.points = edge.points;
  return routes;
}

/**
 * The passes over the orthogonal routes once all are made: each gap's tracks ordered
 * together (with a placer's layers every gap's Zs are pinned at both ends), crossing ends
 * swapped, then lines two edges share parted (a swap may leave two routes on one line), and
 * the ends of the sides a parted route ends on swapped again where that uncrosses them.
 */
function settleRoutes(
  routable: readonly RoutableEdge[],
  sides: ResolvedEnds['sides'],
  swappable: Map<string, SwappableEdge>,
  vertical: boolean,
  context: RoutingContext,
): void {
  const withVia = routable.filter((r) => r.via !== undefined);
  if (withVia.length > 0) {
    const viaById = new Map(withVia.map((r) => [r.edge.id, r.via]));
    orderGapTracks(swappable, (id) => viaById.get(id), vertical, context);
  }
  swapCrossingEnds(sides, swappable, context);
  const parted = partSharedLines(swappable, context);
  if (parted.size > 0) swapCrossingEnds(sides.filter((side) => side.some((end) => parted.has(swappable.get(end.edgeId)!))), swappable, context);
}

/**
 * The route through the placer's layers: through the edge's via points, or, when the
 * placement gave slots (lanes.slotted), straight between neighbouring layers through its
 * ends' cells; undefined when neither applies (the edge is routed as usual).
 */
function throughLayers(
  r: RoutableEdge,
  decided: { from: RouteEnd; to: RouteEnd },
  { cells, lanes, vertical, context }: { cells: ReadonlyMap<string, [number, number]>; lanes: ViaLanes; vertical: boolean; context: RoutingContext },
): ViaRoute | undefined {
  // A placement giving slots lets ends move inside their cells too (endRooms).
  const rooms = lanes.slotted ? endRooms(r.edge.id, r, decided, cells, vertical) : {};
  if (r.via === undefined) return straightThroughCells(decided.from, decided.to, rooms, vertical, context);
  return routeThroughVia(decided.from, decided.to, r.via, vertical, context, lanes, rooms);
}

/**
 * Where each end of an edge may move along its side (spread-ends.ts cells): ends spread on a
 * side across the layout axis (top or bottom in TB/BT, left or right in LR/RL) of a box-like
 * node; an ellipse's or diamond's end stays at its point (off centre its tip would sit deep
 * inside the bounding box).
 */
function endRooms(id: string, r: RoutableEdge, decided: { from: RouteEnd; to: RouteEnd }, cells: ReadonlyMap<string, [number, number]>, vertical: boolean): EndRooms {
  const rooms: EndRooms = {};
  for (const [which, element] of [['from', r.from], ['to', r.to]] as const) {
    const end = decided[which];
    const cell = cells.get(slotKey(id, which));
    const across = end.side === 'top' || end.side === 'bottom';
    if (cell === undefined || across !== vertical || outlineOf(element.shape) !== 'box') continue;
    rooms[which] = { cell, at: (value) => freeEnd(element, { point: vertical ? { x: value, y: end.point.y } : { x: end.point.x, y: value }, side: end.side }) };
  }
  return rooms;
}

/** The sides of each element where other edges end (self-loops prefer the other sides). */
function sidesInUse(pairs: Iterable<{ from: RouteEnd; to: RouteEnd }>): Map<string, Set<Side>> {
  const sides = new Map<string, Set<Side>>();
  for (const pair of pairs) {
    for (const end of [pair.from, pair.to]) {
      const set = sides.get(end.elementId) ?? new Set<Side>();
      set.add(end.side);
      sides.set(end.elementId, set);
    }
  }
  return sides;
}

/** An end the document pins to a point: a port, an anchor or an ER column row. */
function isPinned(end: EndElement): boolean {
  return end.fixed !== undefined || end.columnRow !== undefined;
}

/**
 * The points the placer gives an orthogonal edge to pass through (Geometry.via). Self-loops
 * and ends pinned to ports or anchors route on their own. An end on an ER column's row does
 * take them: the placement lined the rows up (edge-end offsets), and searching a route per
 * long ER edge instead cost most of an ER diagram's routing (ER 60: 18 of 33 ms) for more
 * crossings (143 against 83 through the via points; docs/decisions/2026-11-24-subset-font-writer.md).
 */
function viaOf(r: RoutableEdge, geometry: Geometry): readonly ViaPoint[] | undefined {
  return r.router === 'curved' ? undefined : curveVia(r, geometry);
}

/** The placer's via points as viaOf takes them, for a curved edge too (it passes them only when its one cubic would cross a node: routeCurvedAround). */
function curveVia(r: RoutableEdge, geometry: Geometry): readonly ViaPoint[] | undefined {
  if (r.from.elementId === r.to.elementId || r.from.fixed !== undefined || r.to.fixed !== undefined) return undefined;
  const via = geometry.via?.get(r.edge.id);
  return via === undefined || via.length === 0 ? undefined : via;
}

/** The via points of every edge that has them, in routing order. */
function viasOf(routable: readonly RoutableEdge[]): Array<readonly ViaPoint[]> {
  const vias: Array<readonly ViaPoint[]> = [];
  for (const r of routable) if (r.via !== undefined) vias.push(r.via);
  return vias;
}

function drawnStraight(r: RoutableEdge): boolean {
  return r.router === 'straight' && r.from.elementId !== r.to.elementId;
}
