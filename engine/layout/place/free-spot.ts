import type { Box, FlowAxes } from '../../geometry/index.js';

/** How to look for a free spot. */
export interface SpotSearch {
  axes: FlowAxes;
  size: { width: number; height: number };
  /** Boxes in the way of a candidate (empty when it is free), already grown by their gaps. */
  blockers(candidate: Box): Box[];
  /** Rows further along the flow are this far apart. */
  rowStep: number;
  /** The candidate must lie inside this box (a frame with its own layout). */
  bounds?: Box;
}

/** Rows tried on each side of the preferred one, and jumps per sweep. */
const ROWS = 6;
const JUMPS = 80;

/**
 * The free spot nearest to `preferred` (a top-left corner, first moved inside the bounds):
 * on the preferred row, sweeping across the flow both ways past whatever is in the way,
 * then on rows further along and back along the flow, alternately; the closest wins (the
 * preferred row, then the forward sweep, on ties). Undefined when nothing is free within
 * the bounds or the search limits.
 */
export function findFreeSpot(preferred: { x: number; y: number }, search: SpotSearch): Box | undefined {
  const { axes, size } = search;
  const start: Box = { ...clampInto(preferred, size, search.bounds), ...size };
  const main0 = axes.mainStart(start);
  const cross0 = axes.crossStart(start);
  const crossSize = axes.crossSize(size);
  let best: { box: Box; cost: number } | undefined;

  for (let step = 0; step <= 2 * ROWS; step++) {
    // Rows 0, +1, -1, +2, -2, ... along the flow.
    const row = step % 2 === 1 ? (step + 1) / 2 : -step / 2;
    const along = row * search.rowStep;
    if (best !== undefined && Math.abs(along) >= best.cost) break;
    for (const way of [1, -1] as const) {
      let cross = cross0;
      for (let jump = 0; jump < JUMPS; jump++) {
        const cost = Math.abs(along) + Math.abs(cross - cross0);
        if (best !== undefined && cost >= best.cost) break;
        const box: Box = { ...axes.corner(main0 + along, cross, size), ...size };
        if (search.bounds !== undefined && !within(search.bounds, box)) break;
        const blockers = search.blockers(box);
        if (blockers.length === 0) {
          best = { box, cost };
          break;
        }
        cross =
          way === 1
            ? Math.max(cross + 1, ...blockers.map((b) => axes.crossStart(b) + axes.crossSize(b)))
            : Math.min(cross - 1, ...blockers.map((b) => axes.crossStart(b) - crossSize));
      }
    }
  }
  return best?.box;
}

/** The corner moved so that a box of `size` lies inside `bounds` (when it can). */
function clampInto(corner: { x: number; y: number }, size: { width: number; height: number }, bounds: Box | undefined): { x: number; y: number } {
  if (bounds === undefined) return corner;
  const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, Math.max(low, high)));
  return {
    x: clamp(corner.x, bounds.x, bounds.x + bounds.width - size.width),
    y: clamp(corner.y, bounds.y, bounds.y + bounds.height - size.height),
  };
}

function within(outer: Box, inner: Box): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
}
