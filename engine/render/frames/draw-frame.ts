import type { FrameValue } from '../../../schema/index.js';
import type { ComputedFrame } from '../../model/index.js';
import type { Box } from '../../geometry/index.js';
import { roundedRectOutline } from '../shapes/rounded-rect.js';
import { ownStyle } from '../style/own-style.js';
import { pathData } from '../svg/path-data.js';
import { group } from '../svg/writer.js';
import type { Paint, RenderContext } from '../types.js';

/** Rule 8: pools and lanes have solid borders; every other container type a dashed one (unless style.dash says otherwise). */
const SOLID_CONTAINERS: ReadonlySet<string> = new Set(['pool', 'lane']);
const FRAME_DASH = [6, 4];

/** A fragment's title tab: a box with its bottom-right corner cut off. */
function tabPath(tab: Box): string {
  const cut = Math.min(tab.height / 2, tab.width / 4, 8);
  return pathData().move(tab.x, tab.y).horizontal(tab.x + tab.width).vertical(tab.y + tab.height - cut)
    .line(tab.x + tab.width - cut, tab.y + tab.height).horizontal(tab.x).close().toString();
}

/**
 * A frame: its box (fill none when rule 9 drops a white fill inside a coloured frame),
 * the pool's title band or the fragment's tab, and the title; grouped under its SVG id.
 */
export function drawFrame(frame: FrameValue, computed: ComputedFrame, context: RenderContext, dropFill: boolean): string {
  const style = context.style(frame.id);
  const border: Paint = {
    fill: dropFill ? 'none' : style.fill,
    stroke: style.stroke,
    strokeWidth: style.strokeWidth,
    dash: style.dash ?? (SOLID_CONTAINERS.has(computed.containerType) ? null : FRAME_DASH),
  };
  const radius = ownStyle(context.scene, frame).cornerRadius ?? 0;
  let body = context.look.shape(roundedRectOutline(computed.box, radius).d, border, frame.id);
  const solidLine: Paint = { fill: 'none', stroke: style.stroke, strokeWidth: style.strokeWidth };
  if (computed.titleBand !== undefined) {
    body += context.look.shape(roundedRectOutline(computed.titleBand, 0).d, solidLine, `${frame.id}:band`);
  }
  if (computed.tab !== undefined) {
    body += context.look.shape(tabPath(computed.tab), { ...solidLine, fill: border.fill }, `${frame.id}:tab`);
  }
  if (computed.title !== undefined) body += context.text.layout(computed.title, style.textColor, style.mutedColor);
  return group({ id: context.svgId(frame.id), opacity: style.opacity < 1 ? style.opacity : null }, body);
}
