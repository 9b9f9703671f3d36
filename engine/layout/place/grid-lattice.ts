import type { Box, Point } from '../../geometry/index.js';
import type { NodeSize } from '../types.js';

/** How a lattice of equal cells is laid out from its origin. */
export interface LatticeSpec {
  /** The top-left corner of the first rank's area (for reversed axes, the cells count back from the far side of the estimated area). */
  origin: Point;
  /**
   * Most cells per rank (a row when filling rows, a column otherwise), for a lattice that
   * must fit an area; by default ceil(sqrt(cells needed)). Always widened to the widest item.
   */
  maxPerRank?: number;
  cell: NodeSize;
  gapX: number;
  gapY: number;
  /** TB/BT fill rows left to right; LR/RL fill columns top to bottom. */
  fillRows: boolean;
  /** RL: columns run right to left. */
  reverseX: boolean;
  /** BT: rows run bottom to top. */
  reverseY: boolean;
  /** Whether an item may not use this area (an obstacle is too close). */
  blocked: (area: Box) => boolean;
}

// A bound on the cells tried for one item; only a degenerate obstacle field could reach it.
const MAX_SLOTS = 10_000_000;

/**
 * Puts items into the cells of a lattice in the given order, each in the first free
 * run of cells after the previous item's (an item larger than a cell spans several), and
 * centred in them. Cells whose area is blocked are skipped. Returns each item's top-left.
 */
export function layLattice(items: readonly NodeSize[], spec: LatticeSpec): Point[] {
  const stepX = spec.cell.width + spec.gapX;
  const stepY = spec.cell.height + spec.gapY;
  const spans = items.map((item) => ({ x: cellsFor(item.width, stepX, spec.gapX), y: cellsFor(item.height, stepY, spec.gapY) }));
  const totalCells = spans.reduce((sum, span) => sum + span.x * span.y, 0);
  const square = Math.max(1, Math.ceil(Math.sqrt(totalCells)));
  const perRank = Math.max(Math.min(square, spec.maxPerRank ?? square), ...spans.map((span) => (spec.fillRows ? span.x : span.y)));
  const ranks = Math.max(1, Math.ceil(totalCells / perRank));
  const columns = spec.fillRows ? perRank : ranks;
  const rows = spec.fillRows ? ranks : perRank;
  const left = (column: number): number => spec.origin.x + (spec.reverseX ? columns - 1 - column : column) * stepX;
  const top = (row: number): number => spec.origin.y + (spec.reverseY ? rows - 1 - row : row) * stepY;
  const areaOf = (column: number, row: number, span: { x: number; y: number }): Box => ({
    x: Math.min(left(column), left(column + span.x - 1)),
    y: Math.min(top(row), top(row + span.y - 1)),
    width: span.x * stepX - spec.gapX,
    height: span.y * stepY - spec.gapY,
  });

  const occupied = new Set<string>();
  const isFree = (column: number, row: number, span: { x: number; y: number }): boolean => {
    for (let dx = 0; dx < span.x; dx++) for (let dy = 0; dy < span.y; dy++) if (occupied.has(`${column + dx},${row + dy}`)) return false;
    return true;
  };

  let cursor = 0;
  return items.map((item, i) => {
    const span = spans[i]!;
    const along = spec.fillRows ? span.x : span.y;
    let found: { column: number; row: number; area: Box } | undefined;
    let fallback: { column: number; row: number; area: Box } | undefined;
    for (let slot = cursor; found === undefined && slot < cursor + MAX_SLOTS; slot++) {
      const rank = Math.floor(slot / perRank);
      const position = slot % perRank;
      if (position + along > perRank) continue;
      const column = spec.fillRows ? position : rank;
      const row = spec.fillRows ? rank : position;
      if (!isFree(column, row, span)) continue;
      const area = areaOf(column, row, span);
      fallback ??= { column, row, area };
      if (!spec.blocked(area)) {
        found = { column, row, area };
        cursor = slot + 1;
      }
    }
    const chosen = found ?? fallback!;
    for (let dx = 0; dx < span.x; dx++) for (let dy = 0; dy < span.y; dy++) occupied.add(`${chosen.column + dx},${chosen.row + dy}`);
    return { x: chosen.area.x + (chosen.area.width - item.width) / 2, y: chosen.area.y + (chosen.area.height - item.height) / 2 };
  });
}

/** How many cells (with the gaps between them) an extent needs. */
function cellsFor(extent: number, step: number, gap: number): number {
  // A hair of tolerance: an item exactly as large as n cells fits in n.
  return Math.max(1, Math.ceil((extent + gap) / step - 1e-9));
}
