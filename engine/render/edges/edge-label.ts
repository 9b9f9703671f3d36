import type { TextLayout } from '../../model/index.js';
import { inflate } from '../../geometry/index.js';
import { paintAttributes } from '../svg/paint.js';
import { element } from '../svg/writer.js';
import type { RenderContext, ResolvedStyle } from '../types.js';

/** Room between a label's text and the edge of its background box. */
export const LABEL_BACKGROUND_PADDING = 2;

/** A label on a line: a background box (style.labelBackground, else the scene's or theme's) under its runs; guards and actions muted. */
export function drawLineLabel(label: TextLayout, style: ResolvedStyle, context: RenderContext): string {
  if (label.runs.length === 0) return '';
  const box = inflate(label.box, LABEL_BACKGROUND_PADDING);
  const background = style.labelBackground === null || style.labelBackground === 'none'
    ? ''
    : element('rect', { x: box.x, y: box.y, width: box.width, height: box.height, rx: 2, ...paintAttributes({ fill: style.labelBackground, stroke: 'none', strokeWidth: 0 }) });
  return background + context.text.layout(label, style.textColor, style.mutedColor);
}
