import { BoxBuckets, contains, inflate, overlaps, type Box } from '../../geometry/index.js';
import type { Body } from './force-simulation.js';

/** A box no body may cover, except the bodies it names (a frame's own members). */
export interface Blocker {
  box: Box;
  ignores?: ReadonlySet<string>;
}

/** How far out (in cells) a body looks for a free spot before going past everything. */
const MAX_RINGS = 400;

/**
 * Removes overlaps by snapping the bodies that are not fixed to a lattice whose cells are
 * a typical node (the median width and height) plus `gap`: in order of distance from their
 * centroid (then body order), each body takes the free run of cells nearest to where the
 * simulation left it (a larger body spans several cells), clear of every box settled
 * before it, of fixed bodies and of blockers by `gap`. A member of a frame with a box of
 * its own snaps to a lattice laid from the frame's inner corner and stays inside when any
 * spot there is free. The simulation's arrangement survives, tidied to rows and columns,
 * and no two boxes come closer than `gap`, whatever the simulation did.
 */
export function removeOverlaps(bodies: Body[], blockers: readonly Blocker[], gap: number): void {
  const free = bodies.map((body, order) => ({ body, order })).filter(({ body }) => !body.fixed);
  if (free.length === 0) return;
  // A hair more than asked, so that rounding the boxes to 1/100 px cannot bring two closer than `gap`.
  const clearance = gap + 0.02;
  const cell = { width: median(free.map(({ body }) => body.width)) + clearance, height: median(free.map(({ body }) => body.height)) + clearance };
  const settled = new SettledBoxes(2 * Math.max(cell.width, cell.height));
  for (const blocker of blockers) settled.add(blocker);
  for (const body of bodies) if (body.fixed) settled.add({ box: boxOf(body) });

  const cx = free.reduce((sum, { body }) => sum + body.x, 0) / free.length;
  const cy = free.reduce((sum, { body }) => sum + body.y, 0) / free.length;
  const distance = (body: Body): number => (body.x - cx) * (body.x - cx) + (body.y - cy) * (body.y - cy);
  free.sort((a, b) => distance(a.body) - distance(b.body) || a.order - b.order);

  // Cells taken on the shared lattice: a quick "no" before the exact check against boxes.
  const taken = new Set<number>();
  for (const { body } of free) {
    const lattice = latticeFor(body, cell, clearance);
    const exactlyClear = (area: Box): boolean =>
      settled.near(area, clearance).every((entry) => entry.ignores?.has(body.id) === true || !overlaps(area, entry.box, clearance));
    const clear = (area: Box, column: number, row: number): boolean => (lattice.shared && lattice.cellsOf(column, row).some((key) => taken.has(key)) ? false : exactlyClear(area));
    const frame = body.frame;
    let area: Spot | undefined;
    if (frame !== undefined) {
      const rings = Math.ceil(Math.max(frame.width / cell.width, frame.height / cell.height)) + 1;
      area = nearestArea(body, lattice, rings, (candidate, column, row) => contains(frame, candidate.box) && clear(candidate.box, column, row));
    }
    const spot = area ?? nearestArea(body, lattice, MAX_RINGS, (candidate, column, row) => clear(candidate.box, column, row)) ?? belowEverything(lattice, clear);
    body.x = spot.box.x + spot.box.width / 2;
    body.y = spot.box.y + spot.box.height / 2;
    settled.add({ box: boxOf(body) });
    if (lattice.shared) for (const key of lattice.cellsOf(spot.column, spot.row)) taken.add(key);
  }
}

/** Boxes settled so far (blockers, fixed bodies, snapped bodies) in the shared spatial index. */
class SettledBoxes {
  private readonly index: BoxBuckets;
  private readonly entries: Blocker[] = [];

  constructor(cellSize: number) {
    this.index = new BoxBuckets(cellSize);
  }

  add(entry: Blocker): void {
    this.index.add(entry.box);
    this.entries.push(entry);
  }

  /** Every entry whose box comes within `margin` of `area` (touching counts). */
  near(area: Box, margin: number): Blocker[] {
    return this.index.query(inflate(area, margin)).map((id) => this.entries[id]!);
  }
}

interface Lattice {
  /** The box a body of this size gets at a cell: the cell run it spans, its box centred in it. */
  boxAt: (column: number, row: number) => Box;
  /** Keys of the cells a run starting at this cell covers. */
  cellsOf: (column: number, row: number) => number[];
  home: { column: number; row: number };
  /** The lattice laid from the origin that every body outside a boxed frame shares. */
  shared: boolean;
}

interface Spot {
  box: Box;
  column: number;
  row: number;
}

function latticeFor(body: Body, cell: { width: number; height: number }, clearance: number): Lattice {
  const originX = body.frame?.x ?? 0;
  const originY = body.frame?.y ?? 0;
  const spanX = Math.max(1, Math.ceil((body.width + clearance) / cell.width - 1e-9));
  const spanY = Math.max(1, Math.ceil((body.height + clearance) / cell.height - 1e-9));
  const runWidth = spanX * cell.width - clearance;
  const runHeight = spanY * cell.height - clearance;
  return {
    boxAt: (column, row) => ({
      x: originX + column * cell.width + (runWidth - body.width) / 2,
      y: originY + row * cell.height + (runHeight - body.height) / 2,
      width: body.width,
      height: body.height,
    }),
    cellsOf: (column, row) => {
      const keys: number[] = [];
      for (let dx = 0; dx < spanX; dx++) for (let dy = 0; dy < spanY; dy++) keys.push((column + dx + 0x100000) * 0x200000 + (row + dy + 0x100000));
      return keys;
    },
    // The cell run whose centre is nearest the body's centre.
    home: { column: Math.round((body.x - runWidth / 2 - originX) / cell.width), row: Math.round((body.y - runHeight / 2 - originY) / cell.height) },
    shared: body.frame === undefined,
  };
}

/** Searches rings of cells around home; in the first ring with a fit, the one nearest the body wins. */
function nearestArea(body: Body, lattice: Lattice, rings: number, fits: (spot: Spot, column: number, row: number) => boolean): Spot | undefined {
  for (let ring = 0; ring <= rings; ring++) {
    let best: { spot: Spot; cost: number } | undefined;
    for (let dc = -ring; dc <= ring; dc++) {
      // Columns inside the ring contribute only its top and bottom cells.
      const step = Math.abs(dc) === ring ? 1 : Math.max(1, 2 * ring);
      for (let dr = -ring; dr <= ring; dr += step) {
        const column = lattice.home.column + dc;
        const row = lattice.home.row + dr;
        const box = lattice.boxAt(column, row);
        const ex = box.x + box.width / 2 - body.x;
        const ey = box.y + box.height / 2 - body.y;
        const cost = ex * ex + ey * ey;
        if (best !== undefined && cost >= best.cost) continue;
        const spot = { box, column, row };
        if (fits(spot, column, row)) best = { spot, cost };
      }
    }
    if (best !== undefined) return best.spot;
  }
  return undefined;
}

/** Only a field of obstacles hundreds of cells wide gets here: go down until clear. */
function belowEverything(lattice: Lattice, clear: (box: Box, column: number, row: number) => boolean): Spot {
  const column = lattice.home.column;
  let row = lattice.home.row + MAX_RINGS + 1;
  while (!clear(lattice.boxAt(column, row), column, row)) row++;
  return { box: lattice.boxAt(column, row), column, row };
}

const boxOf = (body: Body): Box => ({ x: body.x - body.width / 2, y: body.y - body.height / 2, width: body.width, height: body.height });

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
