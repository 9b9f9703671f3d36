import { px, type Box } from '../geometry/index.js';
import type { TextLayout, TextRun } from '../model/index.js';
import type { FittedText } from './fit-text.js';
import type { TextSpec } from './measurer.js';

const ANCHORS = { left: 'start', center: 'middle', right: 'end' } as const;

/**
 * Turns text fitted into `area` (fitText, coordinates from the area's corner) into an
 * absolute TextLayout: one run per non-empty line, anchored per `align`, and the box the
 * lines occupy. `baseline`: from the top of a line box to its baseline (Measurer.baseline).
 */
export function textLayoutOf(
  fitted: FittedText,
  area: Box,
  spec: TextSpec,
  baseline: number,
  align: 'left' | 'center' | 'right',
  overflow: boolean,
): TextLayout {
  const runs: TextRun[] = [];
  let left = Infinity;
  for (const line of fitted.lines) {
    left = Math.min(left, line.x);
    if (line.text === '') continue;
    runs.push(textRun(line.text, px(area.x + line.anchorX), px(area.y + line.baseline), align, line.width, spec));
  }
  const firstBaseline = fitted.lines[0]?.baseline ?? 0;
  const box: Box = {
    x: px(area.x + (Number.isFinite(left) ? left : 0)),
    y: px(area.y + (firstBaseline - baseline)),
    width: px(fitted.width),
    height: px(fitted.height),
  };
  return { box, font: spec.font, lineHeight: fitted.lineHeight, runs, overflow };
}

/** One line of a layout, anchored per `align` at (x, baseline y). */
export function textRun(text: string, x: number, y: number, align: 'left' | 'center' | 'right', width: number, spec: TextSpec): TextRun {
  return { text, x, y, anchor: ANCHORS[align], width, fontSize: spec.size, weight: spec.weight, italic: spec.italic === true };
}
