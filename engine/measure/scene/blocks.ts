import type { TextStyleValue } from '../../../schema/index.js';
import type { Box } from '../../geometry/index.js';
import type { TextLayout } from '../../model/index.js';
import { fitText, type FittedText } from '../fit-text.js';
import type { Measurer, TextSpec } from '../measurer.js';
import { textLayoutOf } from '../text-layout.js';

/**
 * A block of text measured once and placed later, when its position is known (a sequence
 * header, note or fragment title): its size and its lines fitted in a box of exactly that
 * size. Plain data; blockAt places it.
 */
export interface MeasuredBlock {
  width: number;
  height: number;
  spec: TextSpec;
  /** From the top of a line box to its baseline. */
  baseline: number;
  align: 'left' | 'center' | 'right';
  fitted: FittedText;
}

/**
 * Measures a block: wrap none breaks at newlines only; word and character wrapping break
 * at `wrapWidth`. Placed with its text style (centred by default).
 */
export function measureBlock(measurer: Measurer, text: string, spec: TextSpec, textStyle: Partial<TextStyleValue>, wrapWidth: number): MeasuredBlock {
  const wrap = textStyle.wrap ?? 'none';
  const block = measurer.block(text, spec, wrap === 'none' ? { wrap } : { wrap, maxWidth: wrapWidth });
  // Placed at the measured width, so wrapping gives the same lines as measured.
  const style = { ...textStyle, wrap: 'none' as const };
  const lines = block.lines.map((line) => line.text).join('\n');
  const fitted = fitText(measurer, lines, spec, style, { width: block.width, height: block.height });
  return { width: block.width, height: block.height, spec, baseline: measurer.baseline(spec), align: style.align ?? 'center', fitted };
}

/** The block laid out with its box's top-left corner at (x, y). */
export function blockAt(block: MeasuredBlock, x: number, y: number): TextLayout {
  const box: Box = { x, y, width: block.width, height: block.height };
  return textLayoutOf(block.fitted, box, block.spec, block.baseline, block.align, block.fitted.overflows);
}
