import type { TextStyleValue } from '../../../schema/index.js';
import type { Box } from '../../geometry/index.js';
import type { TextLayout } from '../../model/index.js';
import { fitText } from '../fit-text.js';
import type { Measurer, TextSpec } from '../measurer.js';
import { textLayoutOf } from '../text-layout.js';

/**
 * Text placed in a box per a text style (wrap none, centred both ways by default), as the
 * renderer draws it: one run per line, anchored at the align edge, baselines absolute.
 * `overflow` is set when the text is taller than the box inside its padding.
 */
export function placeText(
  measurer: Measurer,
  text: string,
  spec: TextSpec,
  box: Box,
  style: Partial<TextStyleValue> = {},
  padding = 0,
): TextLayout {
  const fitted = fitText(measurer, text, spec, style, box, padding);
  return textLayoutOf(fitted, box, spec, measurer.baseline(spec), style.align ?? 'center', fitted.overflows);
}
