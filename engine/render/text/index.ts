import type { FontBytes } from '../../fonts/index.js';
import type { IdScheme } from '../svg/ids.js';
import type { TextPainter, TextPainting, Theme } from '../types.js';
import { createEmbeddedFontPainter } from './embedded-font-painter.js';
import { createOutlinePainter } from './outline-painter.js';

/**
 * How text is embedded (README.md in this folder has the measurements behind the default):
 * `embedded-font` writes selectable <text> with the used glyphs as a subset font;
 * `outlines` draws each glyph as a path (no font support needed in the viewer, and resvg
 * rasterises it about a third faster, but the text is not selectable).
 */
export type TextMode = 'embedded-font' | 'outlines';

/** The text painter for one drawing in a theme: the embedded subset font unless `mode` asks for outlines. */
export function createTextPainter(theme: Theme, fonts: FontBytes, mode: TextMode = 'embedded-font', ids?: IdScheme): TextPainter {
  return mode === 'outlines' ? createOutlinePainter(theme, fonts, ids) : createEmbeddedFontPainter(theme, fonts, ids);
}

/**
 * Text painting with the bundled fonts: each drawing gets a painter for its theme
 * (createTextPainter). What renderSvg takes as `options.text`.
 */
export function createTextPainting(fonts: FontBytes, mode: TextMode = 'embedded-font'): TextPainting {
  return { painter: (theme, ids) => createTextPainter(theme, fonts, mode, ids) };
}

export { createEmbeddedFontPainter } from './embedded-font-painter.js';
export { createOutlinePainter } from './outline-painter.js';
