import type { NodeValue } from '../../../schema/index.js';
import type { ComputedNode } from '../../model/index.js';
import type { Box } from '../../geometry/index.js';
import type { NodeDrawer, Paint, RenderContext, ResolvedStyle } from '../types.js';
import { boldText, paintMutedText, paintText, splitFirstLine } from './label.js';
import { fillPaint, outlinePaint, partSeed, secondaryAccent } from './paint.js';
import { rectPath, roundedRectPath, segmentsPath } from './path.js';

/**
 * The org-chart family. A person or role is a card: the label's first line is the name
 * (bold for people), the lines after it the role or title (muted). A department is a box
 * with an accent band along its top.
 */

const CARD_RADIUS = 8;
const ACCENT_WIDTH = 4;
const DEPARTMENT_BAND = 6;

/** The accent stripe down the card's left side, inside its straight part. */
function accentBar(box: Box, radius: number, colour: string, style: ResolvedStyle, seed: string, context: RenderContext): string {
  const x = box.x + ACCENT_WIDTH / 2 + style.strokeWidth / 2;
  const inset = Math.min(radius, box.height / 2);
  if (box.height - 2 * inset <= 0) return '';
  const paint: Paint = { fill: 'none', stroke: colour, strokeWidth: ACCENT_WIDTH };
  return context.look.line(segmentsPath([[{ x, y: box.y + inset }, { x, y: box.y + box.height - inset }]]), paint, seed);
}

function nameAndRole(computed: ComputedNode, style: ResolvedStyle, boldName: boolean, context: RenderContext): string {
  if (computed.label === undefined || computed.label.runs.length === 0) return '';
  const { first, rest } = splitFirstLine(computed.label);
  return paintText(boldName ? boldText(first) : first, style.textColor, style, context) + paintMutedText(rest, style, context);
}

function drawCard(node: NodeValue, computed: ComputedNode, context: RenderContext): string {
  const style = context.style(node.id);
  const radius = style.cornerRadius > 0 ? style.cornerRadius : CARD_RADIUS;
  const person = node.nodeType === 'org.person';
  const accent = person ? style.accentColor : secondaryAccent(context);
  return (
    context.look.shape(roundedRectPath(computed.box, radius), outlinePaint(style), partSeed(node.id, 'card')) +
    accentBar(computed.box, radius, accent, style, partSeed(node.id, 'accent'), context) +
    nameAndRole(computed, style, person, context)
  );
}

function drawDepartment(node: NodeValue, computed: ComputedNode, context: RenderContext): string {
  const style = context.style(node.id);
  const box = computed.box;
  const band: Box = { x: box.x, y: box.y, width: box.width, height: Math.min(DEPARTMENT_BAND, box.height / 4) };
  return (
    context.look.shape(rectPath(box), outlinePaint(style), partSeed(node.id, 'box')) +
    context.look.shape(rectPath(band), fillPaint(style.accentColor), partSeed(node.id, 'band')) +
    (computed.label ? paintText(boldText(computed.label), style.textColor, style, context) : '')
  );
}

/** Draws people, roles and departments; null for other nodes. */
export const drawOrgNode: NodeDrawer = (node, computed, context) => {
  switch (node.nodeType) {
    case 'org.person':
    case 'org.role':
      return drawCard(node, computed, context);
    case 'org.department':
      return drawDepartment(node, computed, context);
    default:
      return null;
  }
};
