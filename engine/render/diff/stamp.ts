import type { RenderContext } from '../types.js';
import { footerText, footerTextWidth } from './footer-text.js';

/** Stamp text size (px): small, out of the drawing's way. */
export const STAMP_FONT_SIZE = 10;

/** The stamp's width in px. */
export function stampWidth(context: RenderContext, stamp: string): number {
  return footerTextWidth(context, stamp, STAMP_FONT_SIZE);
}

/** The version address, right-aligned at (right, baseline) in the muted colour. */
export function drawStamp(context: RenderContext, stamp: string, right: number, baseline: number, colour: string): string {
  return context.text.layout(footerText(context, stamp, STAMP_FONT_SIZE, right, baseline, 'end'), colour, colour);
}
