import { center, centerY, right, type Box, type Point, type Side } from '../../geometry/index.js';
import type { EndElement, EndPair } from './route-types.js';

/**
 * ER column rows as fixed points: the row's left or right edge at its centre. Each end takes
 * the side facing the other end (right when both ends are on the same entity), except that
 * two rows stacked one above the other (centres closer across than STACKED of the narrower
 * row; a row and an entity ending on no row likewise) take one side together, so the line runs out and back in on it as a C instead of
 * zig-zagging across both tables: the side with fewer column ends already on the two
 * entities, then the side the source faces. Issue 30's four tables: CUSTOMER sits 0.43 px
 * right of ORDER, so "places" left CUSTOMER on the left and entered ORDER on the right,
 * beside "contains" leaving ORDER there, and the two ran 25 px down one line.
 */
export function withColumnPointsAll(pairs: readonly EndPair[]): EndPair[] {
  const used = new Map<string, number>();
  const count = (end: EndElement): void => {
    if (end.fixed !== undefined) used.set(sideKey(end.elementId, end.fixed.side), (used.get(sideKey(end.elementId, end.fixed.side)) ?? 0) + 1);
  };
  const fixed = pairs.map((pair) => (stackedRows(pair) ? undefined : withColumnPoints(pair)));
  for (const pair of fixed) if (pair !== undefined) [pair.from, pair.to].forEach(count);
  const sided = pairs.map((pair, i) => {
    const known = fixed[i];
    if (known !== undefined) return known;
    const load = (side: Side): number => (used.get(sideKey(pair.from.elementId, side)) ?? 0) + (used.get(sideKey(pair.to.elementId, side)) ?? 0);
    const facing = pair.from.columnRow !== undefined ? facingColumnSide(pair.from.columnRow, referencePoint(pair.to))
      : facingColumnSide(pair.to.columnRow!, referencePoint(pair.from));
    const side = load('left') === load('right') ? facing : load('left') < load('right') ? 'left' : 'right';
    const chosen = { ...pair, from: onColumnSide(pair.from, side), to: onColumnSide(pair.to, side) };
    [chosen.from, chosen.to].forEach(count);
    return chosen;
  });
  return spreadSharedRowPoints(pairs, sided);
}

/** One row end given a point by withColumnPointsAll: its pair, which end, its row. */
interface RowEnd {
  index: number;
  which: 'from' | 'to';
  row: Box;
  /** Where the other end lies across the row (y), to order the ends on the row's side. */
  toward: number;
}

/**
 * Ends that landed on one point (the same side of the same row: a key row several lines
 * leave or reach) spread evenly down the row's height, ordered by where their other ends
 * lie (then edge id, from before to), so a line arriving from above and one leaving
 * downwards do not run out along one stub (the blog schema's POST.id: "writes" arriving and
 * "has" leaving drew 10 px of one line on its left).
 */
function spreadSharedRowPoints(original: readonly EndPair[], sided: EndPair[]): EndPair[] {
  const atPoint = new Map<string, RowEnd[]>();
  sided.forEach((pair, index) => {
    for (const which of ['from', 'to'] as const) {
      const row = original[index]![which].columnRow;
      const fixed = pair[which].fixed;
      if (row === undefined || fixed === undefined || original[index]![which].fixed !== undefined) continue;
      const other = which === 'from' ? original[index]!.to : original[index]!.from;
      const key = `${pair[which].elementId}\u0000${fixed.side}\u0000${fixed.point.x}\u0000${fixed.point.y}`;
      const list = atPoint.get(key) ?? [];
      list.push({ index, which, row, toward: referencePoint(other).y });
      atPoint.set(key, list);
    }
  });
  const result = sided.map((pair) => ({ ...pair }));
  for (const list of atPoint.values()) {
    if (list.length < 2) continue;
    list.sort((a, b) => a.toward - b.toward || compareIds(sided[a.index]!.edgeId, sided[b.index]!.edgeId) || (a.which === b.which ? 0 : a.which === 'from' ? -1 : 1));
    list.forEach((end, i) => {
      const pair = result[end.index]!;
      const fixed = pair[end.which].fixed!;
      const point = { x: fixed.point.x, y: end.row.y + (end.row.height * (i + 1)) / (list.length + 1) };
      pair[end.which] = { ...pair[end.which], fixed: { point, side: fixed.side } };
    });
  }
  return result;
}

const compareIds = (a: string, b: string): number => (a === b ? 0 : a < b ? -1 : 1);

/** How close (a share of the narrower row's width) two rows' centres are across for the rows to be stacked. */
const STACKED = 0.25;

/** An end on a row of one entity and the other on a row of, or anywhere on, another one
 * above or below it (module comment). */
function stackedRows({ from, to }: EndPair): boolean {
  if (from.fixed !== undefined || to.fixed !== undefined || from.elementId === to.elementId) return false;
  if (from.columnRow === undefined && to.columnRow === undefined) return false;
  const [a, b] = [from.columnRow ?? from.box, to.columnRow ?? to.box];
  return Math.abs(center(a).x - center(b).x) < STACKED * Math.min(a.width, b.width);
}

/** One pair's column rows as fixed points, each on the side facing the other end. */
export function withColumnPoints(pair: EndPair): EndPair {
  const from = columnFixed(pair.from, referencePoint(pair.to));
  const to = columnFixed(pair.to, referencePoint(pair.from));
  return { ...pair, from, to };
}

function referencePoint(end: EndElement): Point {
  if (end.fixed !== undefined) return end.fixed.point;
  return center(end.columnRow ?? end.box);
}

function facingColumnSide(row: Box, toward: Point): Side {
  return toward.x < center(row).x ? 'left' : 'right';
}

function columnFixed(end: EndElement, toward: Point): EndElement {
  if (end.columnRow === undefined || end.fixed !== undefined) return end;
  return onColumnSide(end, facingColumnSide(end.columnRow, toward));
}

/** The end on its row's side; an end on no row stays free. */
function onColumnSide(end: EndElement, side: Side): EndElement {
  const row = end.columnRow;
  if (row === undefined) return end;
  const point = { x: side === 'left' ? row.x : right(row), y: centerY(row) };
  return { elementId: end.elementId, box: end.box, shape: end.shape, fixed: { point, side } };
}

const sideKey = (elementId: string, side: Side): string => `${elementId}/${side}`;
