import { lookedUpOnce } from './cache.js';
import type { Face } from './face.js';
import {
  isCombiningMark, isEmojiModifier, isInvisible, isPictographic, isRegionalIndicator, isWide, ZERO_WIDTH_JOINER,
} from './code-points.js';

/** How a code point that no face has is treated in context (null: a face has it). */
export type Missing = 'plain' | 'pictograph' | 'modifier' | 'flag' | null;

/** A code point resolved once: its advance in em, and its glyph in the primary face (-1 if none). */
export interface Resolved {
  advance: number;
  glyph: number;
  missing: Missing;
}

/** A code point resolved by a FontStack, with the face of its chain that draws it. */
export interface StackGlyph extends Resolved {
  /** The face's place in the chain (0: the primary face); -1 when no face draws it. */
  face: number;
  /** The glyph in that face (0 when none does). */
  faceGlyph: number;
}

/**
 * What setting text needs to know of each character: how it resolves, and the kerning
 * between two glyphs of the primary face. A FontStack answers from the fonts; measured
 * text (engine/measure, shaped-text.ts) answers from the numbers it kept.
 */
export interface GlyphSource {
  resolve(cp: number): Resolved;
  kerning(left: number, right: number): number;
}

/** Where the pen stands after some text: its advance in em and what kerning and emoji rules need to know. */
export interface PenState {
  readonly advance: number;
  /** last glyph of the primary face (-1: none, or a fallback glyph) */
  readonly glyph: number;
  /** last code point (-1 at the start) */
  readonly cp: number;
  /** the last visible character was an emoji drawn by the fallback rule */
  readonly pictograph: boolean;
  /** the last character was the first half of a flag */
  readonly openFlag: boolean;
}

/** Code points below this are resolved into FontStack's array (Latin-1). */
const LATIN1_END = 0x100;

/** The pen at the start of a line. */
export const LINE_START: PenState = { advance: 0, glyph: -1, cp: -1, pictograph: false, openFlag: false };

/**
 * A primary face and the faces to try when it lacks a character (the same order a CSS
 * family list falls back in), plus the rule for characters no face has:
 * - invisible code points (controls, joiners, variation selectors, bidi marks, tags) and
 *   combining marks: 0;
 * - East Asian wide or fullwidth characters, emoji and flag letters: 1 em; an emoji after a
 *   ZWJ, a skin tone after an emoji and the second letter of a flag pair: 0 (they draw as
 *   one picture with what precedes them);
 * - anything else (e.g. Hebrew, Arabic, Devanagari in Inter): the primary face's .notdef
 *   advance, the box the rasteriser draws for it.
 * Kerning applies between adjacent glyphs of the primary face.
 */
export class FontStack implements GlyphSource {
  private readonly resolved = new Map<number, StackGlyph>();

  constructor(private readonly primary: Face, private readonly fallbacks: readonly Face[]) {}

  /** The advance of a single line of text (no newlines; tabs already expanded), in em. */
  lineAdvance(text: string): number {
    return this.extend(LINE_START, text).advance;
  }

  /**
   * The pen after setting `text` on from `state`. Extending piece by piece gives exactly
   * the number one pass over the joined text gives (same additions in the same order), so
   * line breaking can grow a line a word at a time without measuring it again.
   */
  extend(state: PenState, text: string): PenState {
    return extendPen(this, state, text);
  }

  /** Pair kerning between two glyphs of the primary face, in em. */
  kerning(left: number, right: number): number {
    return this.primary.kerning(left, right);
  }

  private readonly lookUpOnce = (cp: number): StackGlyph => this.lookUp(cp);

  /**
   * Latin-1 code points resolved, by code point: most characters of most labels are here,
   * and an array read is cheaper than the Map every other code point goes through.
   */
  private readonly latin1: Array<StackGlyph | undefined> = new Array<StackGlyph | undefined>(LATIN1_END).fill(undefined);

  /** How the stack sets a code point, and which face draws it (looked up once). */
  resolve(cp: number): StackGlyph {
    if (cp < LATIN1_END) return (this.latin1[cp] ??= this.lookUp(cp));
    return lookedUpOnce(this.resolved, cp, this.lookUpOnce);
  }

  // The primary face, then (unless the character is invisible) each fallback face; what no
  // face has advances by the rules above and is drawn by none.
  private lookUp(cp: number): StackGlyph {
    const glyph = this.primary.glyphIndex(cp);
    if (glyph !== 0) return { advance: this.primary.advance(glyph), glyph, missing: null, face: 0, faceGlyph: glyph };
    if (isInvisible(cp)) return undrawn(0, 'plain');
    for (const [i, face] of this.fallbacks.entries()) {
      const other = face.glyphIndex(cp);
      if (other !== 0) return { advance: face.advance(other), glyph: -1, missing: null, face: i + 1, faceGlyph: other };
    }
    if (isEmojiModifier(cp)) return undrawn(1, 'modifier');
    if (isRegionalIndicator(cp)) return undrawn(1, 'flag');
    if (isPictographic(cp)) return undrawn(1, 'pictograph');
    if (isWide(cp)) return undrawn(1, 'plain');
    if (isCombiningMark(cp)) return undrawn(0, 'plain');
    return undrawn(this.primary.notdefAdvance, 'plain');
  }
}

function undrawn(advance: number, missing: Missing): StackGlyph {
  return { advance, glyph: -1, missing, face: -1, faceGlyph: 0 };
}

/**
 * The pen after setting `text` from `state` with `source`'s characters: advances summed in
 * text order, kerning between neighbouring primary glyphs, and the emoji rules (an emoji
 * after a joiner, a skin tone after an emoji, the second half of a flag take no room).
 */
export function extendPen(source: GlyphSource, state: PenState, text: string): PenState {
  let { advance: total, glyph: previousGlyph, cp: previousCp, pictograph: previousPictograph, openFlag } = state;
  // By index, not `for (const ch of text)`: the iterator makes a string per character,
  // and every label and column of a scene is measured here (a share of the GC's work).
  for (let i = 0; i < text.length; i++) {
    const cp = text.codePointAt(i)!;
    if (cp > 0xffff) i++;
    const r = source.resolve(cp);
    let advance = r.advance;
    if (r.glyph >= 0 && previousGlyph >= 0) advance += source.kerning(previousGlyph, r.glyph);
    if (r.missing === 'pictograph' && previousCp === ZERO_WIDTH_JOINER) advance = 0;
    if (r.missing === 'modifier' && previousPictograph) advance = 0;
    if (r.missing === 'flag' && openFlag) advance = 0;
    openFlag = r.missing === 'flag' && !openFlag;
    previousPictograph = r.missing === 'pictograph' || r.missing === 'flag' ||
      (previousPictograph && (r.missing === 'modifier' || r.advance === 0));
    total += advance;
    previousGlyph = r.glyph;
    previousCp = cp;
  }
  return { advance: total, glyph: previousGlyph, cp: previousCp, pictograph: previousPictograph, openFlag };
}
