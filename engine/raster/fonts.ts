import { FACE_FAMILY_NAMES, FONT_ORDER, type FontBytes, type FontKey } from '../fonts/index.js';

/**
 * resvg's font options: the three faces of each of `keys` (by default all nine bundled
 * faces, in FONT_ORDER), and the generic CSS families mapped onto the bundled fonts.
 */
export function resvgFontOptions(fonts: FontBytes, keys: readonly FontKey[] = FONT_ORDER): {
  fontBuffers: Uint8Array[];
  defaultFontFamily: string;
  sansSerifFamily: string;
  serifFamily: string;
  monospaceFamily: string;
  cursiveFamily: string;
  fantasyFamily: string;
} {
  return {
    // Without the buffers resvg draws no text at all, silently. A caller's fallback faces
    // follow whenever there is text: runs name them, and resvg's own fallback finds them.
    fontBuffers: [
      ...FONT_ORDER.filter((key) => keys.includes(key)).flatMap((key) => [fonts[key].regular, fonts[key].bold, fonts[key].italic]),
      ...(keys.length === 0 ? [] : (fonts.fallback ?? [])),
    ],
    defaultFontFamily: FACE_FAMILY_NAMES.sans,
    sansSerifFamily: FACE_FAMILY_NAMES.sans,
    // No serif face is bundled; the sans face keeps widths equal to the measured ones.
    serifFamily: FACE_FAMILY_NAMES.sans,
    monospaceFamily: FACE_FAMILY_NAMES.mono,
    cursiveFamily: FACE_FAMILY_NAMES.hand,
    fantasyFamily: FACE_FAMILY_NAMES.hand,
  };
}
