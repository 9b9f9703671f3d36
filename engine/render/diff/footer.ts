import type { Box } from '../../geometry/index.js';
import { mutedColour } from '../style/cascade.js';
import type { RenderContext } from '../types.js';
import type { MeasuredTitle } from '../../measure/index.js';
import { drawLegend, legendWidth, type LegendLines } from './legend.js';
import { drawStamp } from './stamp.js';

/** The strip added under the canvas for the diff legend (bottom-left) and the version stamp (bottom-right), so neither covers the drawing. */
export const FOOTER_HEIGHT = 24;
/** Space between the strip's edges and its contents, and between legend and stamp. */
export const FOOTER_MARGIN = 8;
/** Baseline of the strip's text, from the strip's top. */
export const FOOTER_BASELINE = 16;

/** What the strip holds: the legend's labels and the stamp, measured in the theme's face. */
export interface FooterContent {
  legend?: LegendLines;
  stamp?: MeasuredTitle;
}

/**
 * The footer strip: the canvas grown by FOOTER_HEIGHT (and widened when legend and stamp
 * need more room), with the legend and the stamp in the muted colour. Nothing without either.
 */
export function drawFooter(context: RenderContext, canvas: Box, content: FooterContent): { canvas: Box; markup: string } {
  if (content.legend === undefined && content.stamp === undefined) return { canvas, markup: '' };
  const muted = mutedColour(context.scene, context.theme);
  const legend = content.legend === undefined ? 0 : legendWidth(content.legend);
  const stamp = content.stamp === undefined ? 0 : content.stamp.width;
  const needed = legend + stamp + (legend > 0 && stamp > 0 ? FOOTER_MARGIN : 0) + 2 * FOOTER_MARGIN;
  const grown = { x: canvas.x, y: canvas.y, width: Math.max(canvas.width, needed), height: canvas.height + FOOTER_HEIGHT };
  const baseline = canvas.y + canvas.height + FOOTER_BASELINE;
  let markup = content.legend === undefined ? '' : drawLegend(context, content.legend, grown.x + FOOTER_MARGIN, baseline, muted);
  if (content.stamp !== undefined) markup += drawStamp(context, content.stamp, grown.x + grown.width - FOOTER_MARGIN, baseline, muted);
  return { canvas: grown, markup };
}
