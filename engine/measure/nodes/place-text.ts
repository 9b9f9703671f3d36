import type { TextStyleValue } from '../../../schema/index.js';
import { px, type Box } from '../../geometry/index.js';
import type { TextLayout, TextRun } from '../../model/index.js';
import { alignedOffset, blockIn, lineBaseline, linesTop } from '../fit-text.js';
import type { Measurer, TextSpec } from '../measurer.js';
import { roundPx } from '../precision.js';
import { textRun } from '../text-layout.js';

/** The default style, shared: nothing changes it (a fresh {} per header and badge was garbage). */
const NO_STYLE: Partial<TextStyleValue> = {};

/**
 * Text placed in a box per a text style (wrap none, centred both ways by default), as the
 * renderer draws it: one run per line, anchored at the align edge, baselines absolute.
 * `overflow` is set when the text is taller than the box inside its padding.
 *
 * The numbers of textLayoutOf(fitText(...)), worked out straight from the measured block:
 * an ER table places every cell here, and fitText's lines in between were a good share of
 * the measure stage's garbage.
 */
export function placeText(
  measurer: Measurer,
  text: string,
  spec: TextSpec,
  box: Box,
  style: Partial<TextStyleValue> = NO_STYLE,
  padding = 0,
): TextLayout {
  const innerWidth = Math.max(0, box.width - padding - padding);
  const innerHeight = Math.max(0, box.height - padding - padding);
  const align = style.align ?? 'center';
  const block = blockIn(measurer, text, spec, style.wrap ?? 'none', innerWidth);
  const lines = block.lines;
  const top = linesTop(style.verticalAlign ?? 'middle', padding, innerHeight, block);
  const anchorX = px(box.x + roundPx(padding + alignedOffset(align, innerWidth)));
  // Most cells are one line: the runs start as an array of exactly the first, not an empty one grown.
  let runs: TextRun[] | undefined;
  let left = Infinity;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    left = Math.min(left, roundPx(padding + alignedOffset(align, innerWidth - line.width)));
    if (line.text === '') continue;
    const run = textRun(line.text, anchorX, px(box.y + lineBaseline(top, i, block)), align, line.width, spec);
    if (runs === undefined) runs = [run];
    else runs.push(run);
  }
  const firstBaseline = lines.length === 0 ? 0 : lineBaseline(top, 0, block);
  const layoutBox: Box = {
    x: px(box.x + (Number.isFinite(left) ? left : 0)),
    y: px(box.y + (firstBaseline - measurer.baseline(spec))),
    width: px(block.width),
    height: px(block.height),
  };
  const requiredHeight = lines.length === 0 ? 0 : roundPx(block.height + padding + padding);
  return { box: layoutBox, font: spec.font, lineHeight: block.lineHeight, runs: runs ?? [], overflow: requiredHeight > box.height };
}
