import { FOOTER_TEXT, type MeasuredTitle } from '../../measure/index.js';
import type { RenderContext } from '../types.js';
import { footerText } from './footer-text.js';

/** Stamp text size (px): small, out of the drawing's way. */
export const STAMP_FONT_SIZE = FOOTER_TEXT.stampFontSize;

/**
 * Characters every stamped drawing's font holds, drawn or not: the digits and letters of
 * version addresses (ids are base62). Without them the embedded subset font would depend
 * on which id a diagram was given, so no two versions' drawings could share one, and
 * writing a subset font was 3.5 ms of the 5 ms a 50-node drawing took (the renderer keeps
 * the fonts it wrote lately, font-face-cache.ts). With them, drawings whose labels use the
 * same characters (most Latin-script labels add only a space and some punctuation) share
 * one font, across diagrams too. The price is bytes: 3.6 KB more on a six-node stamped
 * SVG (23 KB in all), 4.9 KB more on a 50-node one (40 KB).
 */
export const STAMP_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The version address (measured in the theme's face), right-aligned at (right, baseline) in the muted colour. */
export function drawStamp(context: RenderContext, stamp: MeasuredTitle, right: number, baseline: number, colour: string): string {
  context.text.reserve?.(context.theme.font, STAMP_ALPHABET);
  return context.text.layout(footerText(stamp, right, baseline, 'end'), colour, colour);
}
