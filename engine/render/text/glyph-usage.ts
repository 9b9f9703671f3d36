import type { FaceStyle, FontKey } from '../../measure/font-bytes.js';

/** The bundled faces in the fixed order definitions are written in. */
export const FACE_ORDER: ReadonlyArray<{ font: FontKey; style: FaceStyle }> = (['sans', 'mono', 'hand'] as const).flatMap(
  (font) => (['regular', 'bold', 'italic'] as const).map((style) => ({ font, style })),
);

/**
 * The characters a drawing used, per bundled face: code point → glyph index in that face.
 * Painters record into it while drawing and read it back for <defs>, in FACE_ORDER and
 * code point order, so the output never depends on the order labels were drawn in.
 */
export class GlyphUsage {
  private readonly byFace = new Map<string, Map<number, number>>();

  /** Notes that `cp` was drawn with `glyph` of the face (font, style). */
  add(font: FontKey, style: FaceStyle, cp: number, glyph: number): void {
    const key = `${font}/${style}`;
    let glyphs = this.byFace.get(key);
    if (glyphs === undefined) {
      glyphs = new Map();
      this.byFace.set(key, glyphs);
    }
    glyphs.set(cp, glyph);
  }

  /** The faces used, in FACE_ORDER, each with its characters sorted by code point. */
  faces(): Array<{ font: FontKey; style: FaceStyle; glyphs: Map<number, number> }> {
    return FACE_ORDER.flatMap(({ font, style }) => {
      const glyphs = this.byFace.get(`${font}/${style}`);
      if (glyphs === undefined) return [];
      return [{ font, style, glyphs: new Map([...glyphs].sort((a, b) => a[0] - b[0])) }];
    });
  }
}
