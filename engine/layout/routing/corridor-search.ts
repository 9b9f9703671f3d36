import { bottom, inflate, right, unionBoxes, type Box, type Point } from '../../geometry/index.js';
import type { GridPath, GridSearch } from './grid-search.js';
import { HARD, type EdgeObstacle, type ObstacleIndex } from './obstacle-index.js';
import { buildGrid } from './visibility-grid.js';

/**
 * How far an L-shaped corridor reaches either side of its two legs, in px, tried in turn:
 * wide enough to go round a few nodes of one rank (bench flowchart nodes are 100-300 px
 * wide, 50 px apart), narrow enough that a grid over it stays small.
 */
const CORRIDOR_HALF_WIDTHS = [400, 1200];

/** One search: the grid limits and the search's reusable buffers. */
export interface CorridorSearch {
  obstacles: ObstacleIndex;
  ends: ReadonlySet<string>;
  search: GridSearch;
  minChannel: number;
  maxPoints: number;
}

/**
 * A route for an edge whose search regions were too large to grid (long edges on large
 * scenes: the grid's lines are every obstacle's edges in the region). The search runs in
 * an L-shaped corridor along each of the two L routes between the stubs; the rest of the
 * corridor's bounding box is one hard obstacle, so the grid holds only the lines of the
 * obstacles near the L. The best path found wins (fewest obstacles crossed, then cost).
 * Before this, such an edge was drawn as a plain L through whatever lay on the way.
 */
export function corridorRoute(start: Point, startDir: number, goal: Point, goalDir: number, context: CorridorSearch): GridPath | undefined {
  let best: GridPath | undefined;
  for (const half of CORRIDOR_HALF_WIDTHS) {
    for (const corner of [{ x: goal.x, y: start.y }, { x: start.x, y: goal.y }]) {
      const legs = [legBox(start, corner, half), legBox(corner, goal, half)];
      const region = unionBoxes(legs)!;
      const obstacles = corridorObstacles(legs, region, start, goal, corner, half, context);
      const grid = buildGrid(region, obstacles, [start, goal], context.minChannel, context.maxPoints);
      const path = grid === undefined ? undefined : context.search.search(grid, start, startDir, goal, goalDir);
      if (path !== undefined && (best === undefined || path.worst < best.worst || (path.worst === best.worst && path.cost < best.cost))) best = path;
    }
    if (best !== undefined && best.worst < HARD) return best;
  }
  return best;
}

function legBox(a: Point, b: Point, half: number): Box {
  return inflate({ x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) }, half);
}

/** The obstacles meeting either leg, once each, and the corner of the region the L leaves out as a hard one. */
function corridorObstacles(legs: Box[], region: Box, start: Point, goal: Point, corner: Point, half: number, context: CorridorSearch): EdgeObstacle[] {
  const seen = new Set<string>();
  const found: EdgeObstacle[] = [];
  for (const leg of legs) {
    for (const obstacle of context.obstacles.inArea(leg, context.ends, true)) {
      const key = `${obstacle.box.x},${obstacle.box.y},${obstacle.box.width},${obstacle.box.height}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(obstacle);
    }
  }
  // The quadrant diagonally opposite the corner, beyond both legs.
  const opposite = { x: start.x + goal.x - corner.x, y: start.y + goal.y - corner.y };
  const [x0, x1] = opposite.x < corner.x ? [region.x, corner.x - half] : [corner.x + half, right(region)];
  const [y0, y1] = opposite.y < corner.y ? [region.y, corner.y - half] : [corner.y + half, bottom(region)];
  if (x1 > x0 && y1 > y0) found.push({ box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, weight: HARD });
  return found;
}
