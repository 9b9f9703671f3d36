import type { FontBytes, FontKey } from '../measure/index.js';

/** The family names inside the bundled TTFs (their name tables), which the SVG's font-family lists refer to. */
export const FACE_FAMILY_NAMES: Readonly<Record<FontKey, string>> = {
  sans: 'Inter',
  mono: 'JetBrains Mono',
  hand: 'Comic Neue',
};

/** resvg's font options: all nine bundled faces, and the generic CSS families mapped onto them. */
export function resvgFontOptions(fonts: FontBytes): {
  fontBuffers: Uint8Array[];
  defaultFontFamily: string;
  sansSerifFamily: string;
  serifFamily: string;
  monospaceFamily: string;
  cursiveFamily: string;
  fantasyFamily: string;
} {
  const faces = [fonts.sans, fonts.mono, fonts.hand];
  return {
    // Without the buffers resvg draws no text at all, silently.
    fontBuffers: faces.flatMap((face) => [face.regular, face.bold, face.italic]),
    defaultFontFamily: FACE_FAMILY_NAMES.sans,
    sansSerifFamily: FACE_FAMILY_NAMES.sans,
    // No serif face is bundled; the sans face keeps widths equal to the measured ones.
    serifFamily: FACE_FAMILY_NAMES.sans,
    monospaceFamily: FACE_FAMILY_NAMES.mono,
    cursiveFamily: FACE_FAMILY_NAMES.hand,
    fantasyFamily: FACE_FAMILY_NAMES.hand,
  };
}
