import { FONT_ORDER, type FontKey } from '../../fonts/index.js';
import type { Measurer } from '../measurer.js';
import type { MeasuredTitle } from './titles.js';

/**
 * The texts render adds under a drawing: the colour diff's legend and the version stamp,
 * in 11 and 10 px of the theme's face. Render chooses the theme (a dark canvas picks the
 * dark one), so they are measured in each bundled face and render takes its theme's.
 */
export const FOOTER_TEXT = {
  legendFontSize: 11,
  stampFontSize: 10,
  legend: { added: 'Added', modified: 'Modified', removed: 'Removed', unchanged: 'Unchanged' },
} as const;

/** One of the legend's entries. */
export type LegendEntry = keyof typeof FOOTER_TEXT.legend;

/** What a footer needs: the legend (a colour diff) and the version stamp to print, if any. */
export interface FooterRequest {
  legend?: boolean;
  stamp?: string;
}

/** The footer's texts measured in each bundled face. */
export interface FooterTexts {
  legend?: Record<FontKey, Record<LegendEntry, MeasuredTitle>>;
  stamp?: Record<FontKey, MeasuredTitle>;
}

function line(measurer: Measurer, text: string, font: FontKey, size: number): MeasuredTitle {
  const spec = { font, size, weight: 'normal' as const };
  const lineHeight = measurer.lineHeight(spec);
  return { text, spec, width: measurer.width(text, spec), height: lineHeight, lineHeight, baseline: measurer.baseline(spec) };
}

function inEachFace<T>(make: (font: FontKey) => T): Record<FontKey, T> {
  const byFont = {} as Record<FontKey, T>;
  for (const font of FONT_ORDER) byFont[font] = make(font);
  return byFont;
}

/** Measures the footer's texts; undefined when the request asks for none. */
export function measureFooter(measurer: Measurer, request: FooterRequest): FooterTexts | undefined {
  if (request.legend !== true && request.stamp === undefined) return undefined;
  const texts: FooterTexts = {};
  if (request.legend === true) {
    const entries = Object.entries(FOOTER_TEXT.legend) as Array<[LegendEntry, string]>;
    texts.legend = inEachFace((font) => Object.fromEntries(entries.map(([entry, text]) => [entry, line(measurer, text, font, FOOTER_TEXT.legendFontSize)])) as Record<LegendEntry, MeasuredTitle>);
  }
  const stamp = request.stamp;
  if (stamp !== undefined) texts.stamp = inEachFace((font) => line(measurer, stamp, font, FOOTER_TEXT.stampFontSize));
  return texts;
}
