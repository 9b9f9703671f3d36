import { parse, type OpentypeFont } from 'opentype.js/dist/opentype.mjs';

/**
 * One parsed font face, with its lengths in em (font units / unitsPerEm) so faces of
 * different unitsPerEm can be mixed in one line. Glyph lookups and kerning are cached: a
 * scene repeats the same few hundred characters, and opentype's lookups are not cheap.
 */
export class Face {
  /** Distance from the baseline up to the top of the line's content area, in em. */
  readonly ascent: number;
  /** Distance from the baseline down to the bottom of the content area, in em (positive). */
  readonly descent: number;
  /** Advance of the .notdef glyph (the box drawn for a character the face lacks), in em. */
  readonly notdefAdvance: number;

  private readonly font: OpentypeFont;
  private readonly unitsPerEm: number;
  private readonly glyphByCodePoint = new Map<number, number>();
  private readonly advanceByGlyph = new Map<number, number>();
  private readonly kerningByPair = new Map<number, number>();

  constructor(bytes: Uint8Array) {
    // lowMemory parses glyphs on demand: 3-10x faster to open, same advances and kerning.
    this.font = parse(bytes, { lowMemory: true });
    this.unitsPerEm = this.font.unitsPerEm;
    const { hhea, os2 } = this.font.tables;
    // Browsers use the typo metrics when USE_TYPO_METRICS (fsSelection bit 7) is set, else hhea.
    const useTypo = os2 !== undefined && (os2.fsSelection & 0x80) !== 0;
    const ascender = useTypo ? os2.sTypoAscender : (hhea?.ascender ?? this.font.ascender);
    const descender = useTypo ? os2.sTypoDescender : (hhea?.descender ?? this.font.descender);
    this.ascent = ascender / this.unitsPerEm;
    this.descent = -descender / this.unitsPerEm;
    this.notdefAdvance = this.advance(0);
  }

  /** The glyph index for a code point; 0 (.notdef) when the face has none. */
  glyphIndex(cp: number): number {
    let index = this.glyphByCodePoint.get(cp);
    if (index === undefined) {
      index = this.font.charToGlyphIndex(String.fromCodePoint(cp));
      this.glyphByCodePoint.set(cp, index);
    }
    return index;
  }

  /** The advance width of a glyph, in em. */
  advance(glyph: number): number {
    let advance = this.advanceByGlyph.get(glyph);
    if (advance === undefined) {
      advance = (this.font.glyphs.get(glyph).advanceWidth ?? 0) / this.unitsPerEm;
      this.advanceByGlyph.set(glyph, advance);
    }
    return advance;
  }

  /** Pair kerning between two glyphs, in em; 0 where opentype.js cannot read the font's kerning. */
  kerning(left: number, right: number): number {
    const key = left * 0x10000 + right;
    let value = this.kerningByPair.get(key);
    if (value === undefined) {
      value = readKerning(this.font, left, right) / this.unitsPerEm;
      this.kerningByPair.set(key, value);
    }
    return value;
  }
}

function readKerning(font: OpentypeFont, left: number, right: number): number {
  try {
    const value = font.getKerningValue(left, right);
    return Number.isFinite(value) ? value : 0;
  } catch {
    // Some lookup formats make opentype.js throw; such pairs go unkerned, in Node and browser alike.
    return 0;
  }
}

const parsed = new WeakMap<Uint8Array, Face>();

/** The parsed face for these bytes, parsed once per byte array (the cache lets go with the bytes). */
export function faceFor(bytes: Uint8Array): Face {
  let face = parsed.get(bytes);
  if (face === undefined) {
    face = new Face(bytes);
    parsed.set(bytes, face);
  }
  return face;
}
