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
  return pairs.map((pair, i) => {
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
}

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
