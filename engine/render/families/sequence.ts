import type { NodeValue } from '../../../schema/index.js';
import type { ComputedLifeline, ComputedNode, TextLayout } from '../../model/index.js';
import { bottom, centerX, type Box, type Point } from '../../geometry/index.js';
import type { EdgeDecorator, NodeDrawer, RenderContext, ResolvedStyle } from '../types.js';
import { edgeEnd } from './edge-ends.js';
import { moveText, onCanvasColour, paintNodeLabel, paintText } from './label.js';
import { outlinePaint, partSeed, strokePaint } from './paint.js';
import { circlePath, polygonPath, polylinePath, rectPath, segmentsPath } from './path.js';

/**
 * The sequence family (spec rule 7): lifeline headers (a box, or a stick figure for
 * sequence.actor) with their dashed lifelines and foot bars, activation bars and notes. The
 * message lines and arrowheads come from the edge-type table of the core; the decorator
 * adds the X of sequence.destroy.
 */

const LIFELINE_DASH = [6, 4];
const NOTE_FOLD = 10;
const DESTROY_HALF = 8;

/** The stick figure of an actor, fitted into `area` (head, body, arms, legs). */
function stickFigure(area: Box, style: ResolvedStyle, seed: string, context: RenderContext): string {
  const height = Math.max(8, area.height);
  const unit = height / 28; // proportions of a 28 px figure
  const cx = centerX(area);
  const top = area.y;
  const head = 4.5 * unit;
  const p = (dx: number, dy: number): Point => ({ x: cx + dx * unit, y: top + dy * unit });
  const limbs = segmentsPath([
    [p(0, 9), p(0, 19)],
    [p(-8, 12), p(8, 12)],
    [p(0, 19), p(-7, 28)],
    [p(0, 19), p(7, 28)],
  ]);
  const paint = strokePaint(style, Math.max(1, style.strokeWidth));
  return context.look.shape(circlePath({ x: cx, y: top + head }, head), { ...paint, fill: style.fill }, `${seed}/head`) + context.look.line(limbs, paint, `${seed}/limbs`);
}

/** A header (or its mirrored foot) at `box`: a box with the label, or an actor's figure above it. */
function header(node: NodeValue, box: Box, label: TextLayout | undefined, style: ResolvedStyle, seed: string, context: RenderContext): string {
  if (node.nodeType !== 'sequence.actor') {
    return context.look.shape(rectPath(box), outlinePaint(style), seed) + paintText(label, style.textColor, style, context);
  }
  // Layout keeps the figure's room above the label (SEQUENCE_METRICS.actorFigureHeight).
  const labelTop = label !== undefined && label.box.y > box.y ? label.box.y : bottom(box);
  const area: Box = { x: box.x, y: box.y + 2, width: box.width, height: labelTop - box.y - 4 };
  // An actor has no box: its name sits on the canvas.
  return stickFigure(area, style, seed, context) + paintText(label, onCanvasColour(node, context), style, context);
}

function lifelineLine(line: ComputedLifeline, style: ResolvedStyle, id: string, context: RenderContext): string {
  if (line.bottom <= line.top) return '';
  const d = polylinePath([{ x: line.x, y: line.top }, { x: line.x, y: line.bottom }]);
  return context.look.line(d, { ...strokePaint(style), dash: LIFELINE_DASH }, partSeed(id, 'lifeline'));
}

function drawParticipant(node: NodeValue, computed: ComputedNode, context: RenderContext): string {
  const style = context.style(node.id);
  let svg = computed.lifeline ? lifelineLine(computed.lifeline, style, node.id, context) : '';
  svg += header(node, computed.box, computed.label, style, partSeed(node.id, 'header'), context);
  const foot = computed.lifeline?.foot;
  if (foot !== undefined) {
    const label = computed.label && moveText(computed.label, foot.x - computed.box.x, foot.y - computed.box.y);
    svg += header(node, foot, label, style, partSeed(node.id, 'foot'), context);
  }
  return svg;
}

function drawNote(node: NodeValue, computed: ComputedNode, context: RenderContext): string {
  const style = context.style(node.id);
  const { x, y, width: w, height: h } = computed.box;
  const fold = Math.min(NOTE_FOLD, w / 4, h / 4);
  const outline = polygonPath([
    { x, y },
    { x: x + w - fold, y },
    { x: x + w, y: y + fold },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ]);
  const crease = polylinePath([{ x: x + w - fold, y }, { x: x + w - fold, y: y + fold }, { x: x + w, y: y + fold }]);
  return (
    context.look.shape(outline, outlinePaint(style), partSeed(node.id, 'note')) +
    context.look.line(crease, strokePaint(style), partSeed(node.id, 'fold')) +
    paintNodeLabel(node, computed, style, context)
  );
}

/** Draws lifelines, actors, activation bars and notes; null for other nodes. */
export const drawSequenceNode: NodeDrawer = (node, computed, context) => {
  switch (node.nodeType) {
    case 'sequence.lifeline':
    case 'sequence.actor':
      return drawParticipant(node, computed, context);
    case 'sequence.activation': {
      const style = context.style(node.id);
      return context.look.shape(rectPath(computed.box), outlinePaint(style), partSeed(node.id, 'bar')) + paintNodeLabel(node, computed, style, context);
    }
    case 'sequence.note':
      return drawNote(node, computed, context);
    default:
      return null;
  }
};

/** The X that ends a lifeline where a sequence.destroy message reaches it (on the lifeline, not the arrow tip, when an activation bar is in between). */
export const decorateSequenceDestroy: EdgeDecorator = (edge, computed, context) => {
  if (edge.edgeType !== 'sequence.destroy') return '';
  const end = edgeEnd(computed.points, 'end');
  if (end === null) return '';
  const target = context.computed.elements[edge.to.elementId];
  const x = target?.kind === 'node' && target.lifeline !== undefined ? target.lifeline.x : end.tip.x;
  const arm = (dx: number, dy: number): Point => ({ x: x + dx * DESTROY_HALF, y: end.tip.y + dy * DESTROY_HALF });
  const d = segmentsPath([
    [arm(-1, -1), arm(1, 1)],
    [arm(1, -1), arm(-1, 1)],
  ]);
  const style = context.style(edge.id);
  return context.look.line(d, strokePaint(style, Math.max(2, style.strokeWidth * 1.5)), partSeed(edge.id, 'destroy'));
};
