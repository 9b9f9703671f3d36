import type { NodeValue } from '../../../schema/index.js';
import type { FontKey } from '../../fonts/index.js';
import { px, type Box } from '../../geometry/index.js';
import { columnsOf, type ComputedBadge, type ComputedTable, type ResolvedColumn, type TextLayout } from '../../model/index.js';
import type { ResolvedStrategy } from '../../normalize/index.js';
import type { Measurer, TextSpec } from '../measurer.js';
import type { NodeSize } from './node-size.js';
import { placeText } from './place-text.js';
import { TABLE_METRICS as M } from './table-metrics.js';

/** The face and size the entity's label is set in (from its style or the scene defaults). */
export interface EntityTextOptions {
  /** Default sans (Inter). */
  font?: FontKey;
  /** The header's size in px; rows and badges are set smaller (see TABLE_METRICS). Default 14. */
  fontSize?: number;
}

/**
 * An entity laid out as a table. Every box and text position is RELATIVE to the node's
 * top-left corner: once the node is placed, move it with `translateTable` (and the label with
 * `translateText`, engine/geometry).
 */
export interface EntityTable {
  /** The node's size: its layout size (or nodeWidth x nodeHeight when it has none) grown to fit. */
  size: NodeSize;
  table: ComputedTable;
  /** The entity's title, centred in the header: use it as the ComputedNode's label. */
  label: TextLayout;
}

interface Specs {
  header: TextSpec;
  row: TextSpec;
  badge: TextSpec;
}

/**
 * Lays out an ER entity with columns (extensions.columns, either form) as a table: a bold
 * header with the entity's label, one row per column with PK/FK badges, the name on the
 * left and the type right-aligned. The node's layout width and height are minimums; the
 * table grows to fit its widest row and all its rows (spare height stays below the last
 * row). Returns null for a node without columns: it is a plain rectangle sized by the core.
 */
export function entityTable(
  node: NodeValue,
  measurer: Measurer,
  strategy: ResolvedStrategy,
  text: EntityTextOptions = {},
): EntityTable | null {
  const columns = columnsOf(node);
  if (columns.length === 0) return null;
  const specs = specsFor(text);
  const title = node.label ?? node.name ?? node.id;

  const titleBlock = measurer.block(title, specs.header, { wrap: 'none' });
  const headerHeight = Math.max(M.minHeaderHeight, titleBlock.height + 2 * M.headerPaddingY);
  const rowHeight = Math.max(M.minRowHeight, measurer.lineHeight(specs.row) + 2 * M.rowPaddingY);
  const badgeWidths = { PK: badgeWidth(measurer, 'PK', specs.badge), FK: badgeWidth(measurer, 'FK', specs.badge) };
  const badgesWidth = (column: ResolvedColumn): number => {
    const kinds = badgeKinds(column);
    return kinds.reduce((sum, kind) => sum + badgeWidths[kind], 0) + M.badgeGap * Math.max(0, kinds.length - 1);
  };
  const widestBadges = Math.max(...columns.map(badgesWidth));
  const nameX = M.cellPaddingX + (widestBadges > 0 ? widestBadges + M.badgeColumnGap : 0);

  // Each cell's one-line text, made once: the widths and the placed rows both read them.
  const cells = columns.map((column) => ({ name: oneLine(column.name), type: typeOf(column) }));
  const rowWidths = cells.map(({ name, type }) => {
    const typeWidth = type === undefined ? 0 : M.nameTypeGap + measurer.width(type, specs.row);
    return nameX + measurer.width(name, specs.row) + typeWidth + M.cellPaddingX;
  });
  const minimum = minimumSize(node, strategy);
  const width = px(Math.max(minimum.width, titleBlock.width + 2 * M.headerPaddingX, ...rowWidths));
  const height = px(Math.max(minimum.height, headerHeight + columns.length * rowHeight));

  const header: Box = { x: 0, y: 0, width, height: px(headerHeight) };
  const rows = columns.map((column, index) => {
    const box: Box = { x: 0, y: px(headerHeight + index * rowHeight), width, height: px(rowHeight) };
    const row: ComputedTable['rows'][number] = {
      name: column.name,
      box,
      label: placeText(measurer, cells[index]!.name, specs.row, { ...box, x: nameX, width: width - nameX - M.cellPaddingX }, { align: 'left' }),
      pk: column.pk,
      fk: column.fk,
      unique: column.unique,
      nullable: column.nullable,
    };
    const type = cells[index]!.type;
    if (type !== undefined) {
      row.type = placeText(measurer, type, specs.row, { ...box, x: M.cellPaddingX, width: width - 2 * M.cellPaddingX }, { align: 'right' });
    }
    const badges = placeBadges(measurer, badgeKinds(column), badgeWidths, specs.badge, box);
    if (badges.length > 0) row.badges = badges;
    return row;
  });

  return {
    size: { width, height },
    table: { header, rows },
    label: placeText(measurer, title, specs.header, header),
  };
}

function specsFor(text: EntityTextOptions): Specs {
  const font = text.font ?? 'sans';
  const headerSize = text.fontSize ?? M.headerFontSize;
  const rowSize = Math.max(M.minFontSize, headerSize - M.rowFontStep);
  const badgeSize = Math.max(M.minFontSize, rowSize - M.badgeFontStep);
  return {
    header: { font, size: headerSize, weight: 'bold' },
    row: { font, size: rowSize, weight: 'normal' },
    badge: { font, size: badgeSize, weight: 'bold' },
  };
}

/** The layout size the table may not shrink below. */
function minimumSize(node: NodeValue, strategy: ResolvedStrategy): NodeSize {
  const layout = node.layout;
  if (layout?.mode === 'absolute') return { width: layout.width, height: layout.height };
  if (layout?.mode === 'relative' && layout.preferredSize !== undefined) return layout.preferredSize;
  return { width: strategy.nodeWidth, height: strategy.nodeHeight };
}

function badgeKinds(column: ResolvedColumn): Array<ComputedBadge['kind']> {
  const kinds: Array<ComputedBadge['kind']> = [];
  if (column.pk) kinds.push('PK');
  if (column.fk) kinds.push('FK');
  return kinds;
}

function badgeWidth(measurer: Measurer, kind: ComputedBadge['kind'], spec: TextSpec): number {
  return Math.max(M.minBadgeWidth, measurer.width(kind, spec) + 2 * M.badgePaddingX);
}

function placeBadges(
  measurer: Measurer,
  kinds: Array<ComputedBadge['kind']>,
  widths: Record<ComputedBadge['kind'], number>,
  spec: TextSpec,
  row: Box,
): ComputedBadge[] {
  let x = M.cellPaddingX;
  return kinds.map((kind) => {
    const box: Box = { x: px(x), y: px(row.y + (row.height - M.badgeHeight) / 2), width: px(widths[kind]), height: M.badgeHeight };
    x += widths[kind] + M.badgeGap;
    return { kind, box, label: placeText(measurer, kind, spec, box) };
  });
}

function typeOf(column: ResolvedColumn): string | undefined {
  const type = column.type === undefined ? '' : oneLine(column.type);
  return type === '' ? undefined : type;
}

/** Table cells hold one line each. */
function oneLine(text: string): string {
  // Names rarely hold a line break: trim them without the regex replace's copy.
  const joined = text.includes('\n') || text.includes('\r') ? text.replace(/\s*[\r\n]+\s*/g, ' ') : text;
  return joined.trim();
}
