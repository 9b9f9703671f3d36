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

/** What a table's parts are set in: a bold header, smaller rows, smaller bold badges. */
export interface TableTextSpecs {
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
  const specs = tableTextSpecs(text);
  const title = node.label ?? node.name ?? node.id;

  const titleBlock = measurer.block(title, specs.header, { wrap: 'none' });
  const headerHeight = Math.max(M.minHeaderHeight, titleBlock.height + 2 * M.headerPaddingY);
  const rowHeight = Math.max(M.minRowHeight, measurer.lineHeight(specs.row) + 2 * M.rowPaddingY);
  const badgeWidths = { PK: badgeWidth(measurer, 'PK', specs.badge), FK: badgeWidth(measurer, 'FK', specs.badge) };
  // Each column's one-line cells, made once: the widths and the placed rows both read them
  // (two lists of strings, not an object per column; badge lists are shared constants).
  const names = columns.map((column) => oneLine(column.name));
  const types = columns.map(typeOf);
  let widestBadges = 0;
  for (const column of columns) widestBadges = Math.max(widestBadges, badgesWidth(badgeKinds(column), badgeWidths));
  const nameX = M.cellPaddingX + (widestBadges > 0 ? widestBadges + M.badgeColumnGap : 0);

  let widestRow = titleBlock.width + 2 * M.headerPaddingX;
  for (let i = 0; i < columns.length; i++) {
    const type = types[i];
    const typeWidth = type === undefined ? 0 : M.nameTypeGap + measurer.width(type, specs.row);
    widestRow = Math.max(widestRow, nameX + measurer.width(names[i]!, specs.row) + typeWidth + M.cellPaddingX);
  }
  const minimum = minimumSize(node, strategy);
  const width = px(Math.max(minimum.width, widestRow));
  const height = px(Math.max(minimum.height, headerHeight + columns.length * rowHeight));

  const header: Box = { x: 0, y: 0, width, height: px(headerHeight) };
  // The areas names and types are placed in, moved down row by row: placeText keeps nothing of them.
  const nameArea: Box = { x: nameX, y: 0, width: width - nameX - M.cellPaddingX, height: px(rowHeight) };
  const typeArea: Box = { x: M.cellPaddingX, y: 0, width: width - 2 * M.cellPaddingX, height: px(rowHeight) };
  const rows = columns.map((column, index) => {
    const box: Box = { x: 0, y: px(headerHeight + index * rowHeight), width, height: px(rowHeight) };
    const type = types[index];
    const kinds = badgeKinds(column);
    nameArea.y = typeArea.y = box.y;
    // Built whole, type and badges undefined when absent: one hidden class for every row (and for
    // translateTable's copies), where adding them afterwards grew each row a second shape and store.
    const label = placeText(measurer, names[index]!, specs.row, nameArea, LEFT);
    const row: ComputedTable['rows'][number] = {
      name: column.name,
      box,
      label,
      pk: column.pk,
      fk: column.fk,
      unique: column.unique,
      nullable: column.nullable,
      type: type === undefined ? undefined : placeText(measurer, type, specs.row, typeArea, RIGHT),
      badges: kinds.length > 0 ? placeBadges(measurer, kinds, badgeWidths, specs.badge, box) : undefined,
    };
    return row;
  });

  return {
    size: { width, height },
    table: { header, rows },
    label: placeText(measurer, title, specs.header, header),
  };
}

/** The specs of an entity's header, rows and badges for the face and size of its label. */
export function tableTextSpecs(text: EntityTextOptions = {}): TableTextSpecs {
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

const LEFT = { align: 'left' } as const;
const RIGHT = { align: 'right' } as const;

const NO_BADGES: ReadonlyArray<ComputedBadge['kind']> = [];
const PK: ReadonlyArray<ComputedBadge['kind']> = ['PK'];
const FK: ReadonlyArray<ComputedBadge['kind']> = ['FK'];
const PK_FK: ReadonlyArray<ComputedBadge['kind']> = ['PK', 'FK'];

/** The column's badges, PK before FK (shared lists: nothing changes them). */
function badgeKinds(column: ResolvedColumn): ReadonlyArray<ComputedBadge['kind']> {
  if (column.pk) return column.fk ? PK_FK : PK;
  return column.fk ? FK : NO_BADGES;
}

/** The width of a row's badges side by side. */
function badgesWidth(kinds: ReadonlyArray<ComputedBadge['kind']>, widths: Record<ComputedBadge['kind'], number>): number {
  let sum = 0;
  for (const kind of kinds) sum += widths[kind];
  return sum + M.badgeGap * Math.max(0, kinds.length - 1);
}

function badgeWidth(measurer: Measurer, kind: ComputedBadge['kind'], spec: TextSpec): number {
  return Math.max(M.minBadgeWidth, measurer.width(kind, spec) + 2 * M.badgePaddingX);
}

function placeBadges(
  measurer: Measurer,
  kinds: ReadonlyArray<ComputedBadge['kind']>,
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
