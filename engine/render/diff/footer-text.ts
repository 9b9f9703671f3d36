import { createMeasurer } from '../../measure/index.js';
import type { TextLayout } from '../../model/index.js';
import type { RenderContext } from '../types.js';

/** A one-run text layout for the footer, measured in the theme's face (the face it is drawn with). */
export function footerText(context: RenderContext, text: string, size: number, x: number, baseline: number, anchor: 'start' | 'end'): TextLayout {
  const measurer = createMeasurer(context.fonts);
  const font = context.theme.font;
  const spec = { font, size, weight: 'normal' as const };
  const width = measurer.width(text, spec);
  const lineHeight = measurer.lineHeight(spec);
  return {
    box: { x: anchor === 'start' ? x : x - width, y: baseline - measurer.baseline(spec), width, height: lineHeight },
    font,
    lineHeight,
    runs: [{ text, x, y: baseline, anchor, width, fontSize: size, weight: 'normal', italic: false }],
    overflow: false,
  };
}

/** The width of a footer text, without placing it. */
export function footerTextWidth(context: RenderContext, text: string, size: number): number {
  return createMeasurer(context.fonts).width(text, { font: context.theme.font, size, weight: 'normal' });
}
