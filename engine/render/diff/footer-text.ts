import type { MeasuredTitle } from '../../measure/index.js';
import type { TextLayout } from '../../model/index.js';

/** A one-run text layout for the footer, from its line measured in the theme's face (the face it is drawn with). */
export function footerText(line: MeasuredTitle, x: number, baseline: number, anchor: 'start' | 'end'): TextLayout {
  const { spec, width, lineHeight } = line;
  return {
    box: { x: anchor === 'start' ? x : x - width, y: baseline - line.baseline, width, height: lineHeight },
    font: spec.font,
    lineHeight,
    runs: [{ text: line.text, x, y: baseline, anchor, width, fontSize: spec.size, weight: 'normal', italic: false }],
    overflow: false,
  };
}
