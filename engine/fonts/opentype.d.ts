/**
 * The slice of opentype.js 2.0 that engine/fonts reads faces with. The package ships no type
 * declarations; this file describes only what we call, so a wrong call fails type-checking.
 */
declare module 'opentype.js/dist/opentype.mjs' {
  export interface OpentypeGlyph {
    index: number;
    advanceWidth?: number;
  }

  export interface OpentypeFont {
    unitsPerEm: number;
    ascender: number;
    descender: number;
    tables: {
      hhea?: { ascender: number; descender: number; lineGap: number };
      os2?: { sTypoAscender: number; sTypoDescender: number; fsSelection: number };
    };
    glyphs: { get(index: number): OpentypeGlyph };
    /** 0 (.notdef) when the font has no glyph for the character. */
    charToGlyphIndex(character: string): number;
    /** GPOS pair kerning of two glyph indices in font units (only plain, non-extension lookups). */
    getKerningValue(left: number, right: number): number;
  }

  export function parse(buffer: ArrayBuffer | Uint8Array, options?: { lowMemory?: boolean }): OpentypeFont;
}
