import { bottom, BoxBuckets, bucketSizeFor, inflate, overlaps, right, segmentCrossesBox, type Box, type Point } from '../../geometry/index.js';
import type { Geometry, SceneIndex } from '../types.js';


/** How much crossing an area costs a route: nothing (0), a soft penalty (1) or a hard one (2). */
export type Weight = 0 | 1 | 2;
export const FREE = 0;
export const SOFT = 1;
export const HARD = 2;

/** Something a route keeps out of: a node (hard), a frame's title band (soft) or a frame's inside (soft). */
export interface Obstacle {
  /** The node id, or the frame id of a title band or a frame's inside. */
  id: string;
  box: Box;
  weight: typeof SOFT | typeof HARD;
  /** A frame's inside: the frame and every element in it, at any depth; an edge ending on one of them may pass. */
  inside?: ReadonlySet<string>;
}

/**
 * The obstacles of a scene: every node with a box, then the given frame title bands, then
 * every frame's inside (frameInsides).
 */
export function sceneObstacles(index: SceneIndex, geometry: Geometry, titleBands: ReadonlyMap<string, Box>): Obstacle[] {
  const obstacles: Obstacle[] = [];
  for (const node of index.nodes) {
    const box = geometry.boxes.get(node.id);
    if (box !== undefined) obstacles.push({ id: node.id, box, weight: HARD });
  }
  for (const frame of index.frames) {
    const band = titleBands.get(frame.id);
    if (band !== undefined) obstacles.push({ id: frame.id, box: band, weight: SOFT });
  }
  obstacles.push(...frameInsides(index, geometry));
  return obstacles;
}

/** How far outside its border a frame's inside reaches for the routes that keep out of it: a track's width, so a route going round does not run on the border. */
export const FRAME_CLEARANCE = 8;

/**
 * Every frame's inside as a soft obstacle (grown by FRAME_CLEARANCE) for the edges with no
 * end in it: an edge between two subgraphs keeps out of a third one it neither leaves nor
 * enters, and passes it a track's width off its border, instead of cutting through it or
 * running along its side (issue 30), unless there is no way round. An end is in a frame
 * when the frame holds it, at any depth, or when its box's centre lies in the frame's box
 * (a placed node drawn over a frame that does not list it: its edges start inside anyway).
 */
function frameInsides(index: SceneIndex, geometry: Geometry): Obstacle[] {
  const insides: Obstacle[] = [];
  for (const frame of index.frames) {
    const box = geometry.boxes.get(frame.id);
    if (box === undefined || box.width <= 0 || box.height <= 0) continue;
    const inside = new Set<string>([frame.id]);
    const visit = (id: string): void => {
      for (const child of index.childrenOf.get(id) ?? []) {
        if (inside.has(child)) continue;
        inside.add(child);
        visit(child);
      }
    };
    visit(frame.id);
    for (const [id, other] of geometry.boxes) if (centreIn(other, box)) inside.add(id);
    insides.push({ id: frame.id, box: inflate(box, FRAME_CLEARANCE), weight: SOFT, inside });
  }
  return insides;
}

function centreIn(box: Box, frame: Box): boolean {
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  return x > frame.x && x < right(frame) && y > frame.y && y < bottom(frame);
}

/** An obstacle as one edge sees it. */
export interface EdgeObstacle {
  box: Box;
  weight: typeof SOFT | typeof HARD;
}

const EPSILON = 1e-7;

/**
 * The obstacles in a spatial index. Nodes are kept inflated by the margin; for one edge,
 * the nodes it connects count with their own box (`ownInflated` false: a simple shape may
 * pass close to its own ends) or inflated (the search keeps clear of them too), and the
 * title bands of frames it connects do not count.
 */
export class ObstacleIndex {
  private readonly buckets: BoxBuckets;
  private readonly nodeIds: Set<string>;
  // Each obstacle as an edge not connecting it sees it (nodes inflated by the margin), and a
  // node as its own edges see it from close by (its own box): made once, not per query
  // (the router asks thousands of times per layout). Shared: callers only read them.
  private readonly seenByOthers: EdgeObstacle[];
  private readonly seenByOwn: EdgeObstacle[];

  constructor(private readonly obstacles: readonly Obstacle[], margin: number) {
    this.nodeIds = new Set(obstacles.filter((o) => o.weight === HARD).map((o) => o.id));
    this.seenByOthers = obstacles.map((o) => ({ box: o.weight === HARD ? inflate(o.box, margin) : o.box, weight: o.weight }));
    this.seenByOwn = obstacles.map((o) => ({ box: o.box, weight: o.weight }));
    const boxes = this.seenByOthers.map((o) => o.box);
    this.buckets = new BoxBuckets(bucketSizeFor(boxes));
    for (const box of boxes) this.buckets.add(box);
  }

  /**
   * The obstacles one edge sees that meet `area`, in index order. `tight`: every node as
   * its own box, no margin (the last resort between nodes packed closer than two margins).
   */
  inArea(area: Box, ends: ReadonlySet<string>, ownInflated: boolean, tight = false): EdgeObstacle[] {
    const found: EdgeObstacle[] = [];
    for (const i of this.buckets.query(area)) {
      const seen = this.asSeen(i, ends, ownInflated);
      if (seen !== undefined) found.push(tight ? this.seenByOwn[i]! : seen);
    }
    return found;
  }

  /** The nodes meeting `area` but those in `except`, as their bare boxes (no margin), in index order. */
  nodesIn(area: Box, except: ReadonlySet<string>): EdgeObstacle[] {
    const found: EdgeObstacle[] = [];
    for (const i of this.buckets.query(area)) {
      const obstacle = this.obstacles[i]!;
      if (obstacle.weight === HARD && !except.has(obstacle.id)) found.push(this.seenByOwn[i]!);
    }
    return found;
  }

  /** inArea(area, ends, false) in no particular order (no sort): the candidates weighAmong takes. */
  seenIn(area: Box, ends: ReadonlySet<string>): EdgeObstacle[] {
    const found: EdgeObstacle[] = [];
    for (const i of this.buckets.queryUnordered(area)) {
      const seen = this.asSeen(i, ends, false);
      if (seen !== undefined) found.push(seen);
    }
    return found;
  }

  /**
   * The heaviest obstacle whose interior a polyline passes through (own ends as their own box).
   * For many polylines inside one area, weighAmong over seenIn(area, ends) gives the same
   * with one query.
   */
  polylineWeight(points: readonly Point[], ends: ReadonlySet<string>): Weight {
    let worst: Weight = FREE;
    for (let i = 1; i < points.length && worst < HARD; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      const area = { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) };
      // Only the heaviest counts, so the order of the boxes found does not matter.
      for (const k of this.buckets.queryUnordered(area)) {
        const obstacle = this.asSeen(k, ends, false);
        if (obstacle !== undefined && obstacle.weight > worst && crossesInterior(a, b, obstacle.box)) worst = obstacle.weight;
      }
    }
    return worst;
  }

  /** Whether the element is a node obstacle (frames, groups and the rest are not). */
  isNode(id: string): boolean {
    return this.nodeIds.has(id);
  }

  /** The heaviest obstacle (own ends as their own box) sharing interior area with `area`. */
  areaWeight(area: Box, ends: ReadonlySet<string>): Weight {
    let worst: Weight = FREE;
    for (const obstacle of this.inArea(area, ends, false)) {
      if (obstacle.weight > worst && overlaps(area, obstacle.box)) worst = obstacle.weight;
    }
    return worst;
  }

  /** Obstacle `i` as an edge between `ends` sees it; undefined when it does not count (its own frame's title band). */
  private asSeen(i: number, ends: ReadonlySet<string>, ownInflated: boolean): EdgeObstacle | undefined {
    const obstacle = this.obstacles[i]!;
    if (obstacle.inside !== undefined) {
      for (const end of ends) if (obstacle.inside.has(end)) return undefined;
      return this.seenByOthers[i]!;
    }
    if (!ends.has(obstacle.id)) return this.seenByOthers[i]!;
    if (obstacle.weight === SOFT) return undefined;
    return ownInflated ? this.seenByOthers[i]! : this.seenByOwn[i]!;
  }
}

/**
 * The heaviest of `candidates` whose interior a polyline passes through: polylineWeight's answer
 * when the candidates are the obstacles the edge sees in an area holding the polyline (every
 * obstacle a segment passes through meets the segment's bounding box, so meets that area).
 */
export function weighAmong(points: readonly Point[], candidates: readonly EdgeObstacle[]): Weight {
  let worst: Weight = FREE;
  for (let i = 1; i < points.length && worst < HARD; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    for (let k = 0; k < candidates.length; k++) {
      const obstacle = candidates[k]!;
      if (obstacle.weight > worst && crossesInterior(a, b, obstacle.box)) worst = obstacle.weight;
    }
  }
  return worst;
}

/** Whether segment a-b runs through the open interior of a box (along its border does not count). */
function crossesInterior(a: Point, b: Point, box: Box): boolean {
  if (a.y === b.y) {
    return a.y > box.y + EPSILON && a.y < bottom(box) - EPSILON
      && Math.min(right(box), Math.max(a.x, b.x)) - Math.max(box.x, Math.min(a.x, b.x)) > EPSILON;
  }
  if (a.x === b.x) {
    return a.x > box.x + EPSILON && a.x < right(box) - EPSILON
      && Math.min(bottom(box), Math.max(a.y, b.y)) - Math.max(box.y, Math.min(a.y, b.y)) > EPSILON;
  }
  return segmentCrossesBox(a, b, box);
}
