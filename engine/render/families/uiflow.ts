import type { NodeValue } from '../../../schema/index.js';
import type { ComputedNode } from '../../model/index.js';
import { inflate, type Box } from '../../geometry/index.js';
import { mutedColour } from '../style/cascade.js';
import type { NodeDrawer, Paint, RenderContext, ResolvedStyle } from '../types.js';
import { paintNodeLabel } from './label.js';
import { fillPaint, foregroundColour, outlinePaint, partSeed, solidPaint, strokePaint } from './paint.js';
import { circlePath, ellipsePath, roundedRectPath, segmentsPath } from './path.js';

/**
 * The UI-flow family: screens are windows (a title bar strip with three window dots),
 * modals are windows casting a shadow with a close mark, entry and exit points are pills
 * or circles (exit with a double rim).
 */

const WINDOW_RADIUS = 6;
const TITLE_BAR = 18;
const DOT_RADIUS = 2.5;
const DOT_STEP = 8;
const SHADOW_OFFSET = { x: 4, y: 5 };
const SHADOW_OPACITY = 0.18;
const EXIT_GAP = 3;

/** The window outline, its title bar rule and its dots (and a close mark on modals). */
function window(node: NodeValue, box: Box, style: ResolvedStyle, context: RenderContext): string {
  const radius = style.cornerRadius > 0 ? style.cornerRadius : WINDOW_RADIUS;
  const bar = Math.min(TITLE_BAR, box.height / 4);
  let svg = context.look.shape(roundedRectPath(box, radius), outlinePaint(style), partSeed(node.id, 'window'));
  const ruleY = box.y + bar;
  svg += context.look.line(segmentsPath([[{ x: box.x, y: ruleY }, { x: box.x + box.width, y: ruleY }]]), strokePaint(style), partSeed(node.id, 'bar'));
  const dotY = box.y + bar / 2;
  const dotRadius = Math.min(DOT_RADIUS, bar / 4);
  const dotPaint = solidPaint(mutedColour(context.scene, context.theme), style);
  for (let i = 0; i < 3; i++) {
    svg += context.look.shape(circlePath({ x: box.x + radius + 4 + i * DOT_STEP, y: dotY }, dotRadius), dotPaint, partSeed(node.id, `dot${i}`));
  }
  if (node.nodeType === 'uiflow.modal') {
    const cx = box.x + box.width - radius - 6;
    const half = Math.min(3.5, bar / 4);
    const close = segmentsPath([
      [{ x: cx - half, y: dotY - half }, { x: cx + half, y: dotY + half }],
      [{ x: cx + half, y: dotY - half }, { x: cx - half, y: dotY + half }],
    ]);
    svg += context.look.line(close, strokePaint(style, Math.max(1, style.strokeWidth)), partSeed(node.id, 'close'));
  }
  return svg;
}

function drawScreen(node: NodeValue, computed: ComputedNode, context: RenderContext): string {
  const style = context.style(node.id);
  let svg = '';
  if (node.nodeType === 'uiflow.modal') {
    const radius = style.cornerRadius > 0 ? style.cornerRadius : WINDOW_RADIUS;
    const shadow: Box = { ...computed.box, x: computed.box.x + SHADOW_OFFSET.x, y: computed.box.y + SHADOW_OFFSET.y };
    svg += context.look.shape(roundedRectPath(shadow, radius), fillPaint(foregroundColour(context), SHADOW_OPACITY), partSeed(node.id, 'shadow'));
  }
  return svg + window(node, computed.box, style, context) + paintNodeLabel(node, computed, style, context);
}

/** A pill for pill-shaped nodes, otherwise the ellipse filling the box. */
function terminalOutline(computed: ComputedNode, box: Box): string {
  return computed.shape === 'pill' ? roundedRectPath(box, box.height / 2) : ellipsePath(box);
}

function drawTerminal(node: NodeValue, computed: ComputedNode, context: RenderContext): string {
  const style = context.style(node.id);
  const entry = node.nodeType === 'uiflow.entry';
  const rim: Paint = entry ? { ...outlinePaint(style), stroke: style.accentColor, strokeWidth: Math.max(2, style.strokeWidth * 2) } : outlinePaint(style);
  let svg = context.look.shape(terminalOutline(computed, computed.box), rim, partSeed(node.id, 'outline'));
  if (!entry) svg += context.look.shape(terminalOutline(computed, inflate(computed.box, -EXIT_GAP)), strokePaint(style), partSeed(node.id, 'inner'));
  return svg + paintNodeLabel(node, computed, style, context);
}

/** Draws screens, modals, entry and exit points; null for other nodes. */
export const drawUiFlowNode: NodeDrawer = (node, computed, context) => {
  switch (node.nodeType) {
    case 'uiflow.screen':
    case 'uiflow.modal':
      return drawScreen(node, computed, context);
    case 'uiflow.entry':
    case 'uiflow.exit':
      return drawTerminal(node, computed, context);
    default:
      return null;
  }
};
