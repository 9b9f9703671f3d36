import type { FaceKey, FaceStyle, FontKey } from '../../fonts/index.js';

const STYLES = ['regular', 'bold', 'italic'] as const;

/** The bundled faces in the fixed order definitions are written in (a caller's fallback faces follow, by index). */
export const FACE_ORDER: ReadonlyArray<{ font: FontKey; style: FaceStyle }> = (['sans', 'mono', 'hand'] as const).flatMap(
  (font) => STYLES.map((style) => ({ font, style })),
);

/**
 * The characters a drawing used, per bundled face: code point → glyph index in that face.
 * Painters record into it while drawing and read it back for <defs>, in FACE_ORDER and
 * code point order, so the output never depends on the order labels were drawn in.
 */
export class GlyphUsage {
  // font → style → code point → glyph; nested rather than keyed by a joined string, since
  // add() runs once per character drawn.
  private readonly byFace = new Map<FaceKey, Map<FaceStyle, Map<number, number>>>();

  /** Notes that `cp` was drawn with `glyph` of the face (font, style). */
  add(font: FaceKey, style: FaceStyle, cp: number, glyph: number): void {
    this.glyphsOf(font, style).set(cp, glyph);
  }

  /**
   * The characters drawn so far with the face (font, style), by code point, to add to: a
   * painter records a text's characters, nearly all from one face, into the one map.
   */
  glyphsOf(font: FaceKey, style: FaceStyle): Map<number, number> {
    let styles = this.byFace.get(font);
    if (styles === undefined) {
      styles = new Map();
      this.byFace.set(font, styles);
    }
    let glyphs = styles.get(style);
    if (glyphs === undefined) {
      glyphs = new Map();
      styles.set(style, glyphs);
    }
    return glyphs;
  }

  /** The faces used, in FACE_ORDER, each with its characters sorted by code point. */
  faces(): Array<{ font: FaceKey; style: FaceStyle; glyphs: Map<number, number> }> {
    const fallbacks = [...this.byFace.keys()].filter((key): key is number => typeof key === 'number').sort((a, b) => a - b);
    const order: ReadonlyArray<{ font: FaceKey; style: FaceStyle }> = [...FACE_ORDER, ...fallbacks.flatMap((font) => STYLES.map((style) => ({ font, style })))];
    return order.flatMap(({ font, style }) => {
      const glyphs = this.byFace.get(font)?.get(style);
      if (glyphs === undefined) return [];
      return [{ font, style, glyphs: new Map([...glyphs].sort((a, b) => a[0] - b[0])) }];
    });
  }
}
