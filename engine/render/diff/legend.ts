import type { ElementChange } from '../../compare/index.js';
import { FOOTER_TEXT, type LegendEntry, type MeasuredTitle } from '../../measure/index.js';
import { pathData } from '../svg/path-data.js';
import type { Paint, RenderContext } from '../types.js';
import { DIFF_LOOKS } from './diff-styles.js';
import { footerText } from './footer-text.js';

/** Legend text size (px). */
export const LEGEND_FONT_SIZE = FOOTER_TEXT.legendFontSize;
const SWATCH = 18;
const SWATCH_GAP = 4;
const ENTRY_GAP = 14;

/** The entries in order; their labels are measured (engine/measure FOOTER_TEXT). */
const ENTRIES: ReadonlyArray<ElementChange & LegendEntry> = ['added', 'modified', 'removed', 'unchanged'];

/** The legend's labels, measured in the theme's face. */
export type LegendLines = Readonly<Record<LegendEntry, MeasuredTitle>>;

/** A swatch drawn the way the category draws an element's outline (unchanged: the theme's stroke, faded). */
function swatchPaint(change: ElementChange, context: RenderContext): Paint {
  const look = DIFF_LOOKS[change];
  return {
    fill: 'none',
    stroke: look.stroke ?? context.theme.nodeStroke,
    strokeWidth: look.strokeWidth ?? context.theme.strokeWidth,
    dash: look.dash ?? null,
    opacity: look.opacityFactor,
  };
}

/** The legend's width in px (swatches, labels and gaps). */
export function legendWidth(lines: LegendLines): number {
  const labels = ENTRIES.reduce((sum, entry) => sum + lines[entry].width, 0);
  return ENTRIES.length * (SWATCH + SWATCH_GAP) + labels + (ENTRIES.length - 1) * ENTRY_GAP;
}

/** Rule 10's legend: a line swatch and a label per category, left to right from (x, baseline). */
export function drawLegend(context: RenderContext, lines: LegendLines, x: number, baseline: number, textColour: string): string {
  let cursor = x;
  let out = '';
  const swatchY = baseline - LEGEND_FONT_SIZE * 0.35;
  for (const entry of ENTRIES) {
    const line = pathData().move(cursor, swatchY).horizontal(cursor + SWATCH).toString();
    out += context.look.line(line, swatchPaint(entry, context), `legend:${entry}`);
    cursor += SWATCH + SWATCH_GAP;
    const text = footerText(lines[entry], cursor, baseline, 'start');
    out += context.text.layout(text, textColour, textColour);
    cursor += text.box.width + ENTRY_GAP;
  }
  return out;
}
