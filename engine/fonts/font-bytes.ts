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
}

export type FontKey = keyof FontBytes;

export type FaceStyle = keyof FaceBytes;
