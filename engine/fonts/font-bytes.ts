/**
 * The bundled fonts as raw bytes. The engine never reads files: its caller loads these
 * (fonts/node.ts from disk, fonts/browser.ts from the bundle) and passes them in, and the
 * same bytes go to the rasteriser, so measured and drawn text come from one source.
 */

/** The three faces bundled per family. Bold italic is not bundled (faceStyleOf in fallback.ts). */
export interface FaceBytes {
  regular: Uint8Array;
  bold: Uint8Array;
  italic: Uint8Array;
}

/** sans = Inter (clean, dark), mono = JetBrains Mono (blueprint), hand = Comic Neue (sketch). */
export interface FontBytes {
  sans: FaceBytes;
  mono: FaceBytes;
  hand: FaceBytes;
  /**
   * Faces the caller adds for characters the bundled ones lack (a Noto font for CJK, say):
   * tried in this order after a font's bundled chain, in every style, by measuring,
   * painting (embedded like the bundled faces) and the rasteriser alike.
   */
  fallback?: readonly Uint8Array[];
}

/** A bundled font. */
export type FontKey = 'sans' | 'mono' | 'hand';

/** A face a character is drawn from: a bundled font, or the index of a caller's fallback face (FontBytes.fallback). */
export type FaceKey = FontKey | number;

export type FaceStyle = keyof FaceBytes;
