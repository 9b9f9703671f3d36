import { bottom, right, type Box, type Point } from '../../geometry/index.js';
import { OffsetArray } from './offset-array.js';

/** A recorded segment: its coordinate across its own line (y of a horizontal one), then its extent along it, min and max. */
export type TrackSegment = [number, number, number];

/** Parallel segments closer than this read as one line: a new route keeps its middle segment
 * at least this far from segments already routed along the same stretch. */
export const TRACK_SPACING = 8;

/**
 * The axis-parallel segments of the routes made so far, by orientation and coordinate, so a
 * new Z-shaped route can put its middle segment on a free track instead of on top of another
 * route's, and count the routes a new segment would cross (the track choice and the
 * search avoid crossings). Filled in routing order (document order): a later edge makes way
 * for earlier ones.
 */
export class TrackIndex {
  // Segments by keyOf their coordinate (for isTaken), in dense rows rather than Maps: the
  // router asks thousands of times per layout, and hashing was most of each answer.
  private readonly horizontal = new OffsetArray<TrackSegment[]>();
  private readonly vertical = new OffsetArray<TrackSegment[]>();
  // The same segments in square cells, for the crossing counts (the search asks for every
  // step it takes): a step looks only at the cells it passes through. By the cell along the
  // segments, then the cell across (their own line), so a perpendicular step reads one row.
  private readonly horizontalCells = new OffsetArray<OffsetArray<TrackSegment[]>>();
  private readonly verticalCells = new OffsetArray<OffsetArray<TrackSegment[]>>();

  /** Records every segment of a route. */
  add(points: readonly Point[]): void {
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      // One entry for both indexes (they only read it; remove matches by value).
      if (a.y === b.y && a.x !== b.x) {
        const entry: TrackSegment = [a.y, Math.min(a.x, b.x), Math.max(a.x, b.x)];
        fileIn(this.horizontal, keyOf(a.y), entry);
        insertInCells(this.horizontalCells, entry);
      } else if (a.x === b.x && a.y !== b.y) {
        const entry: TrackSegment = [a.x, Math.min(a.y, b.y), Math.max(a.y, b.y)];
        fileIn(this.vertical, keyOf(a.x), entry);
        insertInCells(this.verticalCells, entry);
      }
    }
  }

  /** Forgets a route recorded with add (the same points), so it can be routed again. */
  remove(points: readonly Point[]): void {
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      if (a.y === b.y && a.x !== b.x) {
        drop(this.horizontal.get(keyOf(a.y)), a.y, a.x, b.x);
        dropFromCells(this.horizontalCells, a.y, a.x, b.x);
      } else if (a.x === b.x && a.y !== b.y) {
        drop(this.vertical.get(keyOf(a.x)), a.x, a.y, b.y);
        dropFromCells(this.verticalCells, a.x, a.y, b.y);
      }
    }
  }

  /** Whether a recorded segment passes through the interior of `area` (a linear scan: self-loops ask, and they are few). */
  crossesArea(area: Box): boolean {
    const inside = (at: number, lo: number, hi: number, min: number, max: number, from: number, to: number): boolean =>
      at > lo && at < hi && Math.min(max, to) > Math.max(min, from);
    for (const list of this.horizontal.values()) {
      for (const [y, min, max] of list) if (inside(y, area.y, bottom(area), min, max, area.x, right(area))) return true;
    }
    for (const list of this.vertical.values()) {
      for (const [x, min, max] of list) if (inside(x, area.x, right(area), min, max, area.y, bottom(area))) return true;
    }
    return false;
  }

  /**
   * How many recorded segments the polyline's segments cross (pass through, interiors only);
   * once the count reaches `enough`, that count or more (the caller wants fewer only).
   */
  crossings(points: readonly Point[], enough = Infinity): number {
    let count = 0;
    for (let i = 1; i < points.length && count < enough; i++) count += this.segmentCrossings(points[i - 1]!.x, points[i - 1]!.y, points[i]!.x, points[i]!.y);
    return count;
  }

  /** How many recorded segments the axis-parallel segment (ax, ay)-(bx, by) crosses (numbers, not points: the search asks per step). */
  segmentCrossings(ax: number, ay: number, bx: number, by: number): number {
    if (ay === by) return ax === bx ? 0 : crossed(this.verticalCells, ay, ax, bx);
    return ax === bx ? crossed(this.horizontalCells, ax, ay, by) : 0;
  }

  /** Every recorded vertical segment (`vertical`), or every horizontal one. */
  *segments(vertical: boolean): Generator<Readonly<TrackSegment>> {
    for (const list of (vertical ? this.vertical : this.horizontal).values()) yield* list;
  }

  /** Whether segment a-b runs along (within TRACK_SPACING of) a recorded segment for part of its length. */
  isTaken(a: Point, b: Point): boolean {
    if (a.y === b.y) return taken(this.horizontal, a.y, a.x, b.x);
    if (a.x === b.x) return taken(this.vertical, a.x, a.y, b.y);
    return false;
  }
}

/**
 * How many times the polylines cross each other (every pair once; a polyline's own segments
 * not counted): what recording them one by one in a TrackIndex and asking each its crossings
 * with those before would count, with no index to build. Pairwise, so for a few polylines.
 */
export function mutualCrossings(polylines: ReadonlyArray<readonly Point[]>): number {
  // The horizontal segments, then each vertical one against those of other polylines.
  // Plain variables, no destructured array literals (they were most of this one's garbage).
  const horizontal: number[] = [];
  for (let j = 0; j < polylines.length; j++) {
    const points = polylines[j]!;
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      if (a.y === b.y && a.x !== b.x) horizontal.push(j, a.y, Math.min(a.x, b.x), Math.max(a.x, b.x));
    }
  }
  let count = 0;
  for (let j = 0; j < polylines.length; j++) {
    const points = polylines[j]!;
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      if (a.x !== b.x || a.y === b.y) continue;
      const x = a.x;
      const lo = Math.min(a.y, b.y);
      const hi = Math.max(a.y, b.y);
      for (let h = 0; h < horizontal.length; h += 4) {
        if (horizontal[h] !== j && x > horizontal[h + 2]! && x < horizontal[h + 3]! && horizontal[h + 1]! > lo && horizontal[h + 1]! < hi) count++;
      }
    }
  }
  return count;
}

function keyOf(coordinate: number): number {
  return Math.round(coordinate / TRACK_SPACING);
}

/** Appends `entry` to the list at `index`; a new list starts as [entry] (no room for 16 more: most cells hold one or two). */
function fileIn(lists: OffsetArray<TrackSegment[]>, index: number, entry: TrackSegment): void {
  const list = lists.get(index);
  if (list === undefined) lists.set(index, [entry]);
  else list.push(entry);
}

/** Removes one entry [at, min(from, to), max(from, to)] from `list`. */
function drop(list: TrackSegment[] | undefined, at: number, from: number, to: number): void {
  if (list === undefined) return;
  const lo = Math.min(from, to);
  const hi = Math.max(from, to);
  for (let i = 0; i < list.length; i++) {
    const entry = list[i]!;
    if (entry[0] === at && entry[1] === lo && entry[2] === hi) {
      // The last entry takes its place (the lists' order means nothing; splice made garbage).
      list[i] = list[list.length - 1]!;
      list.pop();
      return;
    }
  }
}

function taken(lines: OffsetArray<TrackSegment[]>, at: number, from: number, to: number): boolean {
  const lo = Math.min(from, to);
  const hi = Math.max(from, to);
  const key = keyOf(at);
  for (let k = key - 1; k <= key + 1; k++) {
    const list = lines.get(k);
    if (list === undefined) continue;
    for (let i = 0; i < list.length; i++) {
      const entry = list[i]!;
      // Sharing only an end point (two routes meeting at a corner) does not count.
      if (Math.abs(entry[0] - at) < TRACK_SPACING && Math.min(hi, entry[2]) - Math.max(lo, entry[1]) > 0) return true;
    }
  }
  return false;
}

/** The side of a cell of the crossing-count index, px (128 rather than 64: half the cells to
 * file a long segment under and to visit, for a few more entries to scan in each). */
const CELL = 128;
const cellOf = (coordinate: number): number => Math.floor(coordinate / CELL);
const newRow = (): OffsetArray<TrackSegment[]> => new OffsetArray();

/** Files a segment under every cell it passes through. */
function insertInCells(cells: OffsetArray<OffsetArray<TrackSegment[]>>, entry: TrackSegment): void {
  const line = cellOf(entry[0]);
  for (let along = cellOf(entry[1]); along <= cellOf(entry[2]); along++) fileIn(cells.getOrCreate(along, newRow), line, entry);
}

function dropFromCells(cells: OffsetArray<OffsetArray<TrackSegment[]>>, at: number, from: number, to: number): void {
  const line = cellOf(at);
  for (let along = cellOf(Math.min(from, to)); along <= cellOf(Math.max(from, to)); along++) drop(cells.get(along)?.get(line), at, from, to);
}

/**
 * Recorded perpendicular segments that a segment at `at` from `from` to `to` passes through.
 * A perpendicular segment is filed once per cell along it, and the query visits one cell
 * per perpendicular line cell, so each is counted once.
 */
function crossed(perpendicular: OffsetArray<OffsetArray<TrackSegment[]>>, at: number, from: number, to: number): number {
  const row = perpendicular.get(cellOf(at));
  if (row === undefined) return 0;
  const lo = Math.min(from, to);
  const hi = Math.max(from, to);
  let count = 0;
  // Indexed loops, no `?? []` for empty cells: the router asks this for every shape it tries,
  // and the throwaway arrays and iterators were a fifth of its garbage.
  for (let line = cellOf(lo); line <= cellOf(hi); line++) {
    const list = row.get(line);
    if (list === undefined) continue;
    for (let i = 0; i < list.length; i++) {
      const entry = list[i]!;
      if (entry[0] > lo && entry[0] < hi && at > entry[1] && at < entry[2]) count++;
    }
  }
  return count;
}
