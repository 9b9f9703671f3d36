import type { TextStyleValue } from '../../schema/index.js';
import type { GlyphSource, Missing, Resolved } from '../fonts/index.js';
import { fitText, type FittedText, type Padding } from './fit-text.js';
import { FaceMeasurer, type BlockOptions, type FaceMetrics, type Measurer, type TextBlock, type TextSpec } from './measurer.js';
import { paragraphsOf } from './wrap.js';

/** How a missing code point is kept: 0 for a character some face has. */
type MissingCode = 0 | 1 | 2 | 3 | 4;
const MISSING: readonly Missing[] = [null, 'plain', 'pictograph', 'modifier', 'flag'];

/**
 * A text measured in its face, kept as numbers: what breaking it into lines at any width
 * needs, without the fonts. Measure keeps one for each text layout fits into a box whose
 * final size only placement knows (a node's label, a text element's text: a constraint or
 * a lane can resize them). Plain data (JSON).
 */
export interface ShapedText {
  /** The text as written. */
  text: string;
  spec: TextSpec;
  /** The face's ascent and descent, in em. */
  ascent: number;
  descent: number;
  /** Each distinct code point of the text: [code point, advance in em, glyph of the primary face or -1, missing kind]. */
  glyphs: Array<[number, number, number, MissingCode]>;
  /** [left glyph, right glyph, kerning in em] for the neighbouring glyphs of the text that kern. */
  kerning: Array<[number, number, number]>;
}

/**
 * Keeps what `measure` found for every character of `text` and every pair of neighbours in it.
 * The numbers are also made into the shaped text's measurer here (KeptGlyphs), from the
 * maps this walk builds anyway: layout breaks every label it places, and building the
 * same maps again from the plain data was a third of what keeping them cost (flowchart 50).
 */
export function shapeText(text: string, spec: TextSpec, metrics: FaceMetrics): ShapedText {
  const { source } = metrics;
  const glyphs = new Map<number, ShapedText['glyphs'][number]>();
  const kerning = new Map<number, ShapedText['kerning'][number]>();
  const kept = new KeptGlyphs();
  for (const paragraph of paragraphsOf(text)) {
    let previous = -1;
    for (const ch of paragraph) {
      const cp = ch.codePointAt(0) ?? 0;
      const resolved = source.resolve(cp);
      if (!glyphs.has(cp)) {
        const glyph: ShapedText['glyphs'][number] = [cp, resolved.advance, resolved.glyph, MISSING.indexOf(resolved.missing) as MissingCode];
        glyphs.set(cp, glyph);
        kept.addGlyph(glyph);
      }
      const key = previous * 0x10000 + resolved.glyph;
      if (previous >= 0 && resolved.glyph >= 0 && !kerning.has(key)) {
        const value = source.kerning(previous, resolved.glyph);
        if (value !== 0) {
          const pair: ShapedText['kerning'][number] = [previous, resolved.glyph, value];
          kerning.set(key, pair);
          kept.addKerning(pair);
        }
      }
      previous = resolved.glyph;
    }
  }
  const shaped: ShapedText = { text, spec, ascent: metrics.ascent, descent: metrics.descent, glyphs: [...glyphs.values()], kerning: [...kerning.values()] };
  measurers.set(shaped, new FaceMeasurer(constant({ source: kept, ascent: shaped.ascent, descent: shaped.descent })));
  return shaped;
}

/** A shaped text's numbers as a GlyphSource: built as shapeText keeps them, or from a shaped text's plain data (one read back, or copied). */
class KeptGlyphs implements GlyphSource {
  private readonly resolved = new Map<number, Resolved>();
  private readonly kerns = new Map<number, number>();

  static of(shaped: ShapedText): KeptGlyphs {
    const kept = new KeptGlyphs();
    for (const glyph of shaped.glyphs) kept.addGlyph(glyph);
    for (const pair of shaped.kerning) kept.addKerning(pair);
    return kept;
  }

  addGlyph([cp, advance, glyph, missing]: ShapedText['glyphs'][number]): void {
    this.resolved.set(cp, { advance, glyph, missing: MISSING[missing] ?? null });
  }

  addKerning([left, right, value]: ShapedText['kerning'][number]): void {
    this.kerns.set(left * 0x10000 + right, value);
  }

  resolve(cp: number): Resolved {
    const resolved = this.resolved.get(cp);
    if (resolved === undefined) throw new Error(`U+${cp.toString(16)} was not measured with this text`);
    return resolved;
  }

  kerning(left: number, right: number): number {
    return this.kerns.get(left * 0x10000 + right) ?? 0;
  }
}

const measurers = new WeakMap<ShapedText, Measurer>();

function constant(metrics: FaceMetrics): () => FaceMetrics {
  return () => metrics;
}

function measurerOf(shaped: ShapedText): Measurer {
  let measurer = measurers.get(shaped);
  if (measurer === undefined) {
    measurer = new FaceMeasurer(constant({ source: KeptGlyphs.of(shaped), ascent: shaped.ascent, descent: shaped.descent }));
    measurers.set(shaped, measurer);
  }
  return measurer;
}

/** The shaped text broken into lines per `options`, as the fonts would break it. */
export function blockOfShaped(shaped: ShapedText, options: BlockOptions): TextBlock {
  return measurerOf(shaped).block(shaped.text, shaped.spec, options);
}

/** The shaped text fitted in a box per its text style (fitText), as the fonts would fit it. */
export function fitShaped(shaped: ShapedText, style: Partial<TextStyleValue>, box: { width: number; height: number }, padding: Padding = 0): FittedText {
  return fitText(measurerOf(shaped), shaped.text, shaped.spec, style, box, padding);
}

/** From the top of a line box of the shaped text to its baseline, in px. */
export function baselineOfShaped(shaped: ShapedText): number {
  return measurerOf(shaped).baseline(shaped.spec);
}
