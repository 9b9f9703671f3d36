import { bottom, right, type Box, type Point } from '../../geometry/index.js';
import type { EdgeObstacle } from './obstacle-index.js';

/**
 * A sparse orthogonal grid over a region: its lines are the region's edges, the obstacles'
 * edges, the route's two stub points, and the middle of every wide gap between those (so
 * routes can run centred in channels rather than hugging a box). Each cell between
 * neighbouring lines is covered by obstacles entirely or not at all, which makes the cost
 * of a grid step a table look-up.
 */
export interface RouteGrid {
  xs: number[];
  ys: number[];
  /** Per cell (column i, row j at j * (xs.length - 1) + i): the heaviest obstacle weight covering it. */
  cells: Uint8Array;
}

/** Builds the grid, or returns undefined when it would have more than `maxPoints` points. */
export function buildGrid(
  region: Box,
  obstacles: readonly EdgeObstacle[],
  required: readonly Point[],
  minChannel: number,
  maxPoints: number,
): RouteGrid | undefined {
  const xs = [region.x, right(region), ...required.map((p) => p.x)];
  const ys = [region.y, bottom(region), ...required.map((p) => p.y)];
  for (const { box } of obstacles) {
    xs.push(clamp(box.x, region.x, right(region)), clamp(right(box), region.x, right(region)));
    ys.push(clamp(box.y, region.y, bottom(region)), clamp(bottom(box), region.y, bottom(region)));
  }
  const gridXs = withChannels(sortedUnique(xs), minChannel);
  const gridYs = withChannels(sortedUnique(ys), minChannel);
  if (gridXs.length * gridYs.length > maxPoints) return undefined;

  const columns = gridXs.length - 1;
  const cells = new Uint8Array(Math.max(0, columns * (gridYs.length - 1)));
  for (const { box, weight } of obstacles) {
    const i0 = indexOf(gridXs, clamp(box.x, region.x, right(region)));
    const i1 = indexOf(gridXs, clamp(right(box), region.x, right(region)));
    const j0 = indexOf(gridYs, clamp(box.y, region.y, bottom(region)));
    const j1 = indexOf(gridYs, clamp(bottom(box), region.y, bottom(region)));
    for (let j = j0; j < j1; j++) {
      for (let i = i0; i < i1; i++) {
        const cell = j * columns + i;
        if (cells[cell]! < weight) cells[cell] = weight;
      }
    }
  }
  return { xs: gridXs, ys: gridYs, cells };
}

/** Index of `value` in a sorted array that holds it. */
export function indexOf(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function sortedUnique(values: number[]): number[] {
  values.sort((a, b) => a - b);
  return values.filter((v, i) => i === 0 || v !== values[i - 1]);
}

function withChannels(lines: number[], minChannel: number): number[] {
  const out: number[] = [];
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    if (previous !== undefined && line - previous >= minChannel) out.push((previous + line) / 2);
    out.push(line);
  });
  return out;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
