import type { NodeValue } from '../../../schema/index.js';
import type { ComputedBadge, ComputedNode, ComputedTable } from '../../model/index.js';
import { inflate } from '../../geometry/index.js';
import type { NodeDrawer, Paint, RenderContext, ResolvedStyle } from '../types.js';
import { paintMutedText, paintNodeLabel, paintText } from './label.js';
import { fillPaint, outlinePaint, partSeed, secondaryAccent, strokePaint } from './paint.js';
import { pathData } from '../svg/path-data.js';
import { diamondPath, ellipsePath, rectPath, roundedRectPath, segmentsPath } from './path.js';

/**
 * The entity-relationship family (spec rule 6 and "ER entity columns"): entities as tables
 * (from ComputedNode.table), weak entities with a double border, Chen attributes and
 * relationships. The crow's feet on the edges are in crows-foot.ts.
 */

/** The gap between a weak entity's two borders. */
const WEAK_GAP = 4;
/** The header band's tint of the accent colour. */
const HEADER_TINT = 0.16;
const ROW_RULE_OPACITY = 0.35;

function headerBand(table: ComputedTable, style: ResolvedStyle, id: string, context: RenderContext): string {
  const band = context.look.shape(rectPath(table.header), fillPaint(style.accentColor, HEADER_TINT), partSeed(id, 'header'));
  const y = table.header.y + table.header.height;
  const rule = segmentsPath([[{ x: table.header.x, y }, { x: table.header.x + table.header.width, y }]]);
  return band + context.look.line(rule, strokePaint(style), partSeed(id, 'header-rule'));
}

function rowRules(table: ComputedTable, style: ResolvedStyle, id: string, context: RenderContext): string {
  const rows = table.rows;
  if (rows.length < 2) return '';
  // The rules' path written straight from the rows (segmentsPath's strokes, without a pair of points per row).
  const d = pathData();
  for (let i = 1; i < rows.length; i++) {
    const box = rows[i]!.box;
    d.move(box.x, box.y).line(box.x + box.width, box.y);
  }
  const paint = { ...strokePaint(style, Math.min(1, style.strokeWidth)), opacity: ROW_RULE_OPACITY };
  return context.look.line(d.toString(), paint, partSeed(id, 'rows'));
}

function badge(item: ComputedBadge, style: ResolvedStyle, id: string, context: RenderContext): string {
  // Outlined rather than filled so the badge reads on every theme's background.
  const colour = item.kind === 'PK' ? style.accentColor : secondaryAccent(context);
  const paint: Paint = { fill: style.fill, stroke: colour, strokeWidth: 1 };
  const seed = context.look.ignoresSeed === true ? '' : partSeed(id, `badge-${item.kind}-${item.box.y}`);
  const shape = context.look.shape(roundedRectPath(item.box, 3), paint, seed);
  return shape + context.text.layout(item.label, colour, colour);
}

function drawTable(node: NodeValue, computed: ComputedNode, table: ComputedTable, style: ResolvedStyle, context: RenderContext): string {
  let svg = headerBand(table, style, node.id, context) + rowRules(table, style, node.id, context);
  for (const row of table.rows) {
    if (row.badges !== undefined) for (const item of row.badges) svg += badge(item, style, node.id, context);
    svg += paintText(row.label, style.textColor, style, context) + paintMutedText(row.type, style, context);
  }
  return svg + paintNodeLabel(node, computed, style, context);
}

function drawEntity(node: NodeValue, computed: ComputedNode, context: RenderContext): string {
  const style = context.style(node.id);
  let svg = context.look.shape(rectPath(computed.box), outlinePaint(style), partSeed(node.id, 'entity'));
  svg += computed.table ? drawTable(node, computed, computed.table, style, context) : paintNodeLabel(node, computed, style, context);
  if (node.nodeType === 'er.weakEntity') {
    // Drawn last so that the header band does not cover the inner border.
    svg += context.look.shape(rectPath(inflate(computed.box, -WEAK_GAP)), strokePaint(style), partSeed(node.id, 'inner'));
  }
  return svg;
}

/** Draws ER entities (tables or plain), weak entities, attributes and relationships; null for other nodes. */
export const drawErNode: NodeDrawer = (node, computed, context) => {
  switch (node.nodeType) {
    case 'er.entity':
    case 'er.weakEntity':
      return drawEntity(node, computed, context);
    case 'er.attribute':
    case 'er.relationship': {
      const style = context.style(node.id);
      const outline = node.nodeType === 'er.attribute' ? ellipsePath(computed.box) : diamondPath(computed.box);
      return context.look.shape(outline, outlinePaint(style), partSeed(node.id, 'outline')) + paintNodeLabel(node, computed, style, context);
    }
    default:
      return null;
  }
};
