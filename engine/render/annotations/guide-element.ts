import type { GuideValue } from '../../../schema/index.js';
import type { ComputedGuide } from '../../model/index.js';
import { pathData } from '../svg/path-data.js';
import { group } from '../svg/writer.js';
import type { RenderContext } from '../types.js';

const GUIDE_DASH = [4, 4];

/** A guide: a thin dashed line across the whole canvas at its position. */
export function drawGuideElement(guide: GuideValue, computed: ComputedGuide, context: RenderContext): string {
  const style = context.style(guide.id);
  const canvas = context.computed.canvas;
  const d = computed.orientation === 'horizontal'
    ? pathData().move(canvas.x, computed.position).horizontal(canvas.x + canvas.width)
    : pathData().move(computed.position, canvas.y).vertical(canvas.y + canvas.height);
  const line = context.look.line(d.toString(), { fill: 'none', stroke: style.stroke, strokeWidth: style.strokeWidth, dash: style.dash ?? GUIDE_DASH }, guide.id);
  return group({ id: context.svgId(guide.id), opacity: style.opacity < 1 ? style.opacity : null }, line);
}
