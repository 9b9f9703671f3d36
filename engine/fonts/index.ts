/**
 * The engine's knowledge of the bundled fonts: their bytes' shape, the parsed faces, the
 * fallback order, the family names, and the rules for characters no face has. Not a stage:
 * measure reads advances through it, render embeds and draws glyphs through it, raster
 * hands the same faces to resvg by the same names. Loading the files is the caller's job
 * (fonts/node.ts, fonts/browser.ts at the repository root).
 */
export type { FaceBytes, FaceKey, FaceStyle, FontBytes, FontKey } from './font-bytes.js';
export { Face, faceFor } from './face.js';
export { lookedUpOnce, perFontStyle, type PerFontStyle } from './cache.js';
export { extendPen, FontStack, LINE_START, type GlyphSource, type Missing, type PenState, type Resolved, type StackGlyph } from './font-stack.js';
export { FALLBACK_FONTS, faceBytes, faceChain, faceStyleOf, fontChain, fontStackFor, withFallbackFonts } from './fallback.js';
export { FACE_FAMILY_NAMES, FONT_ORDER, GENERIC_FAMILIES, TAB, expandTabs } from './families.js';
export { fontKeyFor, fontWeightFor } from './font-key.js';
export {
  extendsCluster,
  isCombiningMark,
  isEmojiModifier,
  isInvisible,
  isPictographic,
  isRegionalIndicator,
  isWide,
  ZERO_WIDTH_JOINER,
} from './code-points.js';
