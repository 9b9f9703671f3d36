import type { Point } from '../../geometry/index.js';
import { MinHeap } from './min-heap.js';
import { StepCrossings } from './step-crossings.js';
import { FREE, type Weight } from './obstacle-index.js';
import { BEND_COST, CROSSING_COST, CROSSING_GRID_POINTS, HARD_COST_PER_PX, HUG_COST_PER_PX, LARGE_GRID_POINTS, LARGE_GRID_WEIGHT, SOFT_COST_PER_PX } from './route-constants.js';
import type { TrackIndex } from './track-index.js';
import { indexOf, type RouteGrid } from './visibility-grid.js';

/** A path found on the grid: its points (every grid point passed), its cost and the heaviest obstacle it crosses. */
export interface GridPath {
  points: Point[];
  cost: number;
  worst: Weight;
}

// Directions: 0 +x, 1 +y, 2 -x, 3 -y.
const DX: readonly number[] = [1, 0, -1, 0];
const DY: readonly number[] = [0, 1, 0, -1];
const EXTRA_PER_PX: readonly number[] = [0, SOFT_COST_PER_PX, HARD_COST_PER_PX];

/** The direction number of an axis-parallel unit vector. */
export function directionOf(v: Point): number {
  if (v.x > 0) return 0;
  if (v.y > 0) return 1;
  if (v.x < 0) return 2;
  return 3;
}

/**
 * A* (weighted on large grids: LARGE_GRID_WEIGHT) over a RouteGrid's points, the state being a point and
 * the direction it was reached in; a state is expanded once. A step costs its length, times 1 + a per-px penalty inside obstacles (+ a little
 * running along one, so routes prefer the centre lines of channels), plus CROSSING_COST per
 * earlier route it crosses (small grids), plus BEND_COST per turn; reversing is not allowed. One instance keeps its buffers between searches (one
 * routeEdges call makes one), so a thousand searches do not allocate a thousand arrays.
 */
export class GridSearch {
  private g = new Float64Array(0);
  private parent = new Int32Array(0);
  private seen = new Uint32Array(0);
  private closed = new Uint32Array(0);
  // The crossings of every step of the grid under search, counted when it begins (small grids).
  private readonly stepCrossings = new StepCrossings();
  private generation = 0;
  private readonly heap = new MinHeap();
  // The search under way: its grid and goal, kept in fields rather than closures because
  // expand() and the helpers below run in the router's hottest loop.
  private xs: readonly number[] = [];
  private ys: readonly number[] = [];
  private cells: Uint8Array = new Uint8Array(0);
  private columns = 0;
  private rows = 0;
  private weight = 1;
  private goalX = 0;
  private goalY = 0;
  /** Whether this search counts crossings of `tracks`: on a small enough grid. */
  private countsCrossings = false;

  /** `tracks`: the routes drawn so far; on grids of at most CROSSING_GRID_POINTS points a step crossing one costs CROSSING_COST more. */
  constructor(private readonly tracks?: TrackIndex) {}

  /**
   * The cheapest path from `start` heading `startDir` to `goal`, arriving heading `goalDir`
   * (or turning once there, paying a bend). Both points must be grid points. Ties break by
   * push order, so the result is deterministic.
   */
  search(grid: RouteGrid, start: Point, startDir: number, goal: Point, goalDir: number): GridPath | undefined {
    const nx = this.begin(grid, goal);
    const { g, closed, heap } = this;
    const generation = this.generation;
    const gi = indexOf(this.xs, goal.x);
    const gj = indexOf(this.ys, goal.y);
    const si = indexOf(this.xs, start.x);
    const sj = indexOf(this.ys, start.y);
    const first = (sj * nx + si) * 4 + startDir;
    g[first] = 0;
    this.parent[first] = -1;
    this.seen[first] = generation;
    heap.clear();
    heap.push(first, this.weight * this.heuristic(this.xs[si]!, this.ys[sj]!, startDir));

    const arriveBackwards = (goalDir + 2) % 4;
    let best = -1;
    let bestCost = Infinity;
    while (heap.size > 0 && heap.peekPriority() < bestCost) {
      const state = heap.pop()!;
      if (closed[state] === generation) continue;
      closed[state] = generation;
      const d = state & 3;
      const point = state >> 2;
      const i = point % nx;
      const j = (point - i) / nx;
      if (i !== gi || j !== gj) {
        this.expand(state, i, j);
        continue;
      }
      if (d !== arriveBackwards) {
        const total = g[state]! + (d === goalDir ? 0 : BEND_COST);
        if (total < bestCost) [best, bestCost] = [state, total];
      }
    }
    if (best < 0) return undefined;
    return this.path(grid, best, bestCost);
  }

  /** Readies the buffers and fields for a search on `grid` towards `goal`; returns the grid's column count. */
  private begin(grid: RouteGrid, goal: Point): number {
    const nx = grid.xs.length;
    const ny = grid.ys.length;
    this.prepare(nx * ny * 4);
    this.xs = grid.xs;
    this.ys = grid.ys;
    this.cells = grid.cells;
    this.columns = nx - 1;
    this.rows = ny - 1;
    this.weight = nx * ny > LARGE_GRID_POINTS ? LARGE_GRID_WEIGHT : 1;
    this.countsCrossings = this.tracks !== undefined && nx * ny <= CROSSING_GRID_POINTS;
    if (this.countsCrossings) this.stepCrossings.count(this.tracks!, grid.xs, grid.ys);
    this.goalX = goal.x;
    this.goalY = goal.y;
    return nx;
  }

  /** Pushes every state one step from `state` (at grid point i, j) whose cost it lowers; never straight back. */
  private expand(state: number, i: number, j: number): void {
    const { xs, ys, g, seen, heap } = this;
    const generation = this.generation;
    const nx = xs.length;
    const ny = ys.length;
    const d = state & 3;
    const here = g[state]!;
    const reverse = (d + 2) & 3;
    for (let nd = 0; nd < 4; nd++) {
      if (nd === reverse) continue;
      const ni = i + DX[nd]!;
      const nj = j + DY[nd]!;
      if (ni < 0 || nj < 0 || ni >= nx || nj >= ny) continue;
      const step = this.stepCost(i, j, ni, nj);
      const cost = here + step + (nd === d ? 0 : BEND_COST);
      const next = (nj * nx + ni) * 4 + nd;
      if (seen[next] !== generation || cost < g[next]!) {
        seen[next] = generation;
        g[next] = cost;
        this.parent[next] = state;
        heap.push(next, cost + this.weight * this.heuristic(xs[ni]!, ys[nj]!, nd));
      }
    }
  }

  /**
   * The cost of the step from grid point (i, j) to its neighbour (ni, nj): its length times
   * 1 + a per-px penalty. A step runs along a grid line between two rows (or columns) of
   * cells: it is inside an obstacle only when the cells on both sides are, and runs along
   * one when one side is.
   */
  private stepCost(i: number, j: number, ni: number, nj: number): number {
    let a: number;
    let b: number;
    let length: number;
    if (nj === j) {
      const ci = i < ni ? i : ni;
      a = this.cellWeight(ci, j - 1);
      b = this.cellWeight(ci, j);
      length = this.xs[ni]! - this.xs[i]!;
    } else {
      const cj = j < nj ? j : nj;
      a = this.cellWeight(i - 1, cj);
      b = this.cellWeight(i, cj);
      length = this.ys[nj]! - this.ys[j]!;
    }
    if (length < 0) length = -length;
    const low = a < b ? a : b;
    const crossings = this.countsCrossings ? this.stepCrossings.between(i, j, ni, nj) : 0;
    return length * (1 + EXTRA_PER_PX[low]! + (a !== b ? HUG_COST_PER_PX : 0)) + crossings * CROSSING_COST;
  }

  /** The weight of cell (i, j), clamped to the grid (cellAt below, for the hot loop). */
  private cellWeight(i: number, j: number): number {
    const { columns, rows } = this;
    if (columns <= 0 || rows <= 0) return FREE;
    const ci = i < 0 ? 0 : i >= columns ? columns - 1 : i;
    const cj = j < 0 ? 0 : j >= rows ? rows - 1 : j;
    return this.cells[cj * columns + ci]!;
  }

  /** A lower bound of the cost left from (x, y) heading `d`: the distance, and the bends still needed at least. */
  private heuristic(x: number, y: number, d: number): number {
    const dx = this.goalX - x;
    const dy = this.goalY - y;
    const ahead = dx * DX[d]! + dy * DY[d]!;
    const aside = DX[d] === 0 ? dx : dy;
    // Bends still needed at least: none straight ahead, one to the side, two behind.
    const bends = ahead < 0 ? 2 : aside !== 0 ? 1 : 0;
    return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy) + bends * BEND_COST;
  }

  private path(grid: RouteGrid, last: number, cost: number): GridPath {
    const { xs, ys } = grid;
    const nx = xs.length;
    const inside = (i: number, j: number, ni: number, nj: number): number =>
      nj === j
        ? Math.min(cellAt(grid, Math.min(i, ni), j - 1), cellAt(grid, Math.min(i, ni), j))
        : Math.min(cellAt(grid, i - 1, Math.min(j, nj)), cellAt(grid, i, Math.min(j, nj)));
    const points: Point[] = [];
    let worst: Weight = FREE;
    let previous: [number, number] | undefined;
    for (let state = last; state >= 0; state = this.parent[state]!) {
      const point = state >> 2;
      const i = point % nx;
      const j = (point - i) / nx;
      points.push({ x: xs[i]!, y: ys[j]! });
      if (previous !== undefined) worst = Math.max(worst, inside(i, j, previous[0], previous[1])) as Weight;
      previous = [i, j];
    }
    points.reverse();
    return { points, cost, worst };
  }

  private prepare(states: number): void {
    this.generation += 1;
    if (this.g.length >= states && this.generation < 0xffffffff) return;
    const capacity = Math.max(states, 2 * this.g.length);
    this.g = new Float64Array(capacity);
    this.parent = new Int32Array(capacity);
    this.seen = new Uint32Array(capacity);
    this.closed = new Uint32Array(capacity);
    this.generation = 1;
  }
}

/**
 * The weight of cell (i, j). Outside the grid, the nearest cell inside counts: an obstacle
 * cut off by the region's edge goes on past it, so a step along that edge is inside it.
 */
function cellAt(grid: RouteGrid, i: number, j: number): number {
  const columns = grid.xs.length - 1;
  const rows = grid.ys.length - 1;
  if (columns <= 0 || rows <= 0) return FREE;
  const ci = Math.min(columns - 1, Math.max(0, i));
  const cj = Math.min(rows - 1, Math.max(0, j));
  return grid.cells[cj * columns + ci]!;
}
