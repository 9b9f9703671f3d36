import type { ElementValue, SceneDocumentValue, TextStyleValue } from '../../../schema/index.js';
import { fontKeyFor, fontWeightFor } from '../../fonts/index.js';
import type { Measurer, TextSpec } from '../../measure/index.js';
import type { TextLayout } from '../../model/index.js';
import { placeText } from '../er/place-text.js';
import { styleOf } from '../labels/element-style.js';
import { SEQUENCE_METRICS as M } from './metrics.js';

/** A label measured once and placed later, when its position is known. */
export interface MeasuredText {
  width: number;
  height: number;
  /** The text laid out with its box's top-left corner at (x, y). */
  at(x: number, y: number): TextLayout;
}

/** What the element's text is set in: its style, else the scene defaults, else `defaultSize` px (notes and titles are set smaller than the usual 14 px). */
export function textSpecOf(element: ElementValue, scene: SceneDocumentValue, defaultSize: number): TextSpec {
  const style = styleOf(element, scene);
  return {
    font: fontKeyFor(style.fontFamily ?? scene.scene.defaults?.fontFamily),
    size: style.fontSize ?? scene.scene.defaults?.fontSize ?? defaultSize,
    weight: fontWeightFor(style.fontWeight),
  };
}

/**
 * A block of text (headers, notes, titles): wrap none breaks at newlines only; word and
 * character wrapping break at M.wrapWidth. Placed with its text style (centred by default).
 */
export function measureBlock(measurer: Measurer, text: string, spec: TextSpec, textStyle: Partial<TextStyleValue> = {}): MeasuredText {
  const wrap = textStyle.wrap ?? 'none';
  const block = measurer.block(text, spec, wrap === 'none' ? { wrap } : { wrap, maxWidth: M.wrapWidth });
  // Place with the measured width so wrapping gives the same lines as measured.
  const style = { ...textStyle, wrap: 'none' as const };
  const lines = block.lines.map((line) => line.text).join('\n');
  return {
    width: block.width,
    height: block.height,
    at: (x, y) => placeText(measurer, lines, spec, { x, y, width: block.width, height: block.height }, style),
  };
}
