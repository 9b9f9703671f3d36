import type { NodeValue } from '../../../schema/index.js';
import type { ComputedNode, TextLayout, TextRun } from '../../model/index.js';
import { center, containsPoint } from '../../geometry/index.js';
import { canvasTextColour } from '../style/canvas-text.js';
import type { RenderContext, ResolvedStyle } from '../types.js';

/** Text in `colour` (tiered guard and action runs in the element's muted colour); '' for none. */
export function paintText(text: TextLayout | undefined, colour: string, style: ResolvedStyle, context: RenderContext): string {
  return text === undefined || text.runs.length === 0 ? '' : context.text.layout(text, colour, style.mutedColor);
}

/** Secondary text (column types, roles) in the element's muted colour. */
export function paintMutedText(text: TextLayout | undefined, style: ResolvedStyle, context: RenderContext): string {
  return paintText(text, style.mutedColor, style, context);
}

/** The colour of text drawn straight on the canvas (labels below events, actor names). */
export function onCanvasColour(node: NodeValue, context: RenderContext): string {
  return canvasTextColour(context.scene, node, context.theme);
}

/**
 * A node's label as the core draws it: on the fill's contrasting colour when it sits on
 * the shape, on the canvas colour when layout put it outside (workflow events, gateways).
 */
export function paintNodeLabel(node: NodeValue, computed: ComputedNode, style: ResolvedStyle, context: RenderContext): string {
  const label = computed.label;
  if (label === undefined) return '';
  // Judged by the label's centre, as in nodes/node-label.ts: an overflowing label is still on the fill.
  const inside = containsPoint(computed.box, center(label.box));
  return paintText(label, inside ? style.textColor : onCanvasColour(node, context), style, context);
}

/** The text layout moved by (dx, dy): mirrored headers reuse the measured runs. */
export function moveText(text: TextLayout, dx: number, dy: number): TextLayout {
  return {
    ...text,
    box: { ...text.box, x: text.box.x + dx, y: text.box.y + dy },
    runs: text.runs.map((run) => ({ ...run, x: run.x + dx, y: run.y + dy })),
  };
}

/** The layout split into its first line and the lines after it (by baseline). */
export function splitFirstLine(text: TextLayout): { first: TextLayout; rest: TextLayout | undefined } {
  const top = Math.min(...text.runs.map((run) => run.y));
  const pick = (keep: (run: TextRun) => boolean): TextRun[] => text.runs.filter(keep);
  const restRuns = pick((run) => run.y !== top);
  return { first: { ...text, runs: pick((run) => run.y === top) }, rest: restRuns.length > 0 ? { ...text, runs: restRuns } : undefined };
}

/** The layout with every run set bold (names on cards, department titles). */
export function boldText(text: TextLayout): TextLayout {
  return { ...text, runs: text.runs.map((run) => ({ ...run, weight: 'bold' })) };
}
