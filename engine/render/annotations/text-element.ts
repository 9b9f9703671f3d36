import type { TextValue } from '../../../schema/index.js';
import type { ComputedText } from '../../model/index.js';
import { rectOutline } from '../shapes/rect.js';
import { ownStyle } from '../style/own-style.js';
import { group } from '../svg/writer.js';
import type { RenderContext } from '../types.js';

/** A text element: its box only when its style gives it a fill or a stroke (or the diff outlines it), then its runs. */
export function drawTextElement(text: TextValue, computed: ComputedText, context: RenderContext): string {
  const style = context.style(text.id);
  let body = '';
  if (style.fill !== 'none' || style.stroke !== 'none') {
    const radius = ownStyle(context.scene, text).cornerRadius ?? 0;
    body += context.look.shape(rectOutline(computed.box, radius).d, { fill: style.fill, stroke: style.stroke, strokeWidth: style.strokeWidth, dash: style.dash }, text.id);
  }
  if (computed.label !== undefined) body += context.text.layout(computed.label, style.textColor, style.mutedColor);
  return group({ id: context.svgId(text.id), opacity: style.opacity < 1 ? style.opacity : null }, body);
}
