import { extendPen, faceFor, faceStyleOf, fontStackFor, LINE_START, type FaceStyle, type FontBytes, type FontKey, type GlyphSource, type PenState } from '../fonts/index.js';
import { roundPx } from './precision.js';
import { paragraphsOf, wrapLines, type Pen, type TextLine, type WrapMode } from './wrap.js';

/**
 * Line height as a multiple of the font size, for every font: one fixed ratio keeps line
 * boxes identical across themes, so switching a theme changes widths but never how many
 * lines fit vertically. 1.25 is a touch above the content areas of Inter (1.21 em) and
 * Comic Neue (1.15 em); JetBrains Mono's (1.32 em) overhangs its line box slightly, as
 * CSS would draw it with the same line-height.
 */
export const LINE_HEIGHT_RATIO = 1.25;

/** What a piece of text is set in. */
export interface TextSpec {
  font: FontKey;
  /** px */
  size: number;
  weight: 'normal' | 'bold';
  italic?: boolean;
}

/** Lines of text with the box they need. All lengths in px, rounded to 1/100. */
export interface TextBlock {
  lines: TextLine[];
  /** the widest line */
  width: number;
  /** lines × lineHeight */
  height: number;
  lineHeight: number;
  /** the font's ascent at this size (baseline to top of the content area) */
  ascent: number;
  /** from the top of a line box to its baseline (ascent plus half the leading) */
  baseline: number;
}

export interface BlockOptions {
  wrap: WrapMode;
  /** px; without it, word and character wrapping break at newlines only */
  maxWidth?: number;
}

/** Text measurement from the bundled fonts; the same numbers in Node and the browser. */
export interface Measurer {
  /** Width in px of the widest line of `text` (newlines split lines, tabs are four spaces). */
  width(text: string, spec: TextSpec): number;
  /** Height of one line box in px: LINE_HEIGHT_RATIO × size. */
  lineHeight(spec: TextSpec): number;
  /** The font's ascent in px (hhea, or OS/2 typo metrics when the font asks for them). */
  ascent(spec: TextSpec): number;
  /** The font's descent in px, as a positive number. */
  descent(spec: TextSpec): number;
  /** From the top of a line box to its baseline, in px: ascent plus half the leading. */
  baseline(spec: TextSpec): number;
  /** Text broken into lines per the wrap mode, with each line's width and the block's size. */
  block(text: string, spec: TextSpec, options: BlockOptions): TextBlock;
}

/** Where a measurer reads one face's numbers: its characters, and its ascent and descent in em. */
export interface FaceMetrics {
  source: GlyphSource;
  ascent: number;
  descent: number;
}

class SourcePen implements Pen {
  readonly width: number;

  constructor(private readonly source: GlyphSource, private readonly size: number, private readonly state: PenState) {
    this.width = roundPx(state.advance * size);
  }

  extend(text: string): Pen {
    return new SourcePen(this.source, this.size, extendPen(this.source, this.state, text));
  }
}

/**
 * A measurer over faces' numbers: from the fonts (createMeasurer), or from the numbers
 * measuring kept for one text (shaped-text.ts). The same arithmetic either way, so a text
 * set again from its kept numbers breaks and measures exactly as it did from the fonts.
 */
export class FaceMeasurer implements Measurer {
  constructor(private readonly metricsOf: (spec: TextSpec) => FaceMetrics) {}

  width(text: string, spec: TextSpec): number {
    const { source } = this.metricsOf(spec);
    let widest = 0;
    for (const line of paragraphsOf(text)) {
      widest = Math.max(widest, roundPx(extendPen(source, LINE_START, line).advance * spec.size));
    }
    return widest;
  }

  lineHeight(spec: TextSpec): number {
    return roundPx(spec.size * LINE_HEIGHT_RATIO);
  }

  ascent(spec: TextSpec): number {
    return roundPx(this.metricsOf(spec).ascent * spec.size);
  }

  descent(spec: TextSpec): number {
    return roundPx(this.metricsOf(spec).descent * spec.size);
  }

  baseline(spec: TextSpec): number {
    const face = this.metricsOf(spec);
    const halfLeading = (LINE_HEIGHT_RATIO - face.ascent - face.descent) / 2;
    return roundPx((halfLeading + face.ascent) * spec.size);
  }

  block(text: string, spec: TextSpec, options: BlockOptions): TextBlock {
    const lines = wrapLines(text, options.wrap, options.maxWidth, new SourcePen(this.metricsOf(spec).source, spec.size, LINE_START));
    const lineHeight = this.lineHeight(spec);
    let widest = 0;
    for (const line of lines) widest = Math.max(widest, line.width);
    return {
      lines,
      width: widest,
      height: roundPx(lines.length * lineHeight),
      lineHeight,
      ascent: this.ascent(spec),
      baseline: this.baseline(spec),
    };
  }
}

/** The face of a spec with its fallback chain, read from the fonts. */
export function fontMetricsOf(fonts: FontBytes, spec: TextSpec): FaceMetrics {
  const face = faceFor(fonts[spec.font][faceStyleOf(spec)]);
  return { source: fontStackFor(fonts, spec.font, faceStyleOf(spec)), ascent: face.ascent, descent: face.descent };
}

const measurers = new WeakMap<FontBytes, Measurer>();

/** The measurer for these fonts; one per FontBytes object, each face parsed on first use. */
export function createMeasurer(fonts: FontBytes): Measurer {
  let measurer = measurers.get(fonts);
  if (measurer === undefined) {
    // Looked up on every call: a table by font and style, not a string key per call.
    const known: Record<FontKey, Partial<Record<FaceStyle, FaceMetrics>>> = { sans: {}, mono: {}, hand: {} };
    measurer = new FaceMeasurer((spec) => {
      const style = faceStyleOf(spec);
      return (known[spec.font][style] ??= fontMetricsOf(fonts, spec));
    });
    measurers.set(fonts, measurer);
  }
  return measurer;
}
