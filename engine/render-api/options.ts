import { IMAGE_FORMATS, type ImageFormatName } from '../../schema/index.js';
import type { FontBytes } from '../measure/index.js';
import { RASTER_LIMITS, type Deflate, type WasmSource } from '../raster/index.js';
import { THEME_NAMES, type DocumentOptions, type ThemeName } from '../render/index.js';

/** Options of the one-call render. */
export interface RenderApiOptions {
  /** svg (default) or png; a png result carries the SVG it was drawn from too. */
  format?: ImageFormatName;
  /** Absent: clean, or dark for a dark canvas background (rule 2). */
  theme?: ThemeName;
  /** PNG only: output pixels per SVG px (rule 11). Absent: 1, or lower when 1 would pass 16 megapixels (PNG_DOWNSCALED). */
  scale?: number;
  /** The bundled fonts: text is measured and drawn with them. */
  fonts: FontBytes;
  /**
   * Faces for characters the bundled fonts lack (e.g. a Noto font's bytes for CJK): tried
   * after the bundled ones by measuring, the embedded SVG fonts and the PNG alike.
   */
  fallbackFonts?: readonly Uint8Array[];
  /** PNG only: the resvg WebAssembly, unless initRaster was called before. */
  wasm?: WasmSource;
  /** PNG only: a zlib-format deflate of the host's, used instead of resvg's encoder (renderPng; the same pixels, other bytes). */
  deflate?: Deflate;
  /**
   * A second theme for readers in dark mode, in the same SVG: a prefers-color-scheme rule
   * inside it shows `theme` or this one, so one <img> follows the reader's mode. The PNG
   * is the light drawing.
   */
  darkTheme?: ThemeName;
  /** 'transparent': no background (a PNG with alpha). Absent: the theme's or the scene's canvas colour. */
  background?: 'transparent';
  /** Space around the drawing, in px (0 to 1000). Absent: the layout's canvas (40 px around auto-laid-out content). */
  pad?: number;
  /**
   * Default true: ids and embedded font families are named after a hash of the drawing, so
   * several SVGs inlined into one page never collide; false writes the plain `dsp-` ids.
   */
  uniqueIds?: boolean;
  /** Default true: style="max-width:100%;height:auto" on the root <svg> (width and height stay the intrinsic size). */
  responsive?: boolean;
}

/** The largest `pad`: a margin wider than this is a mistake, and it would make the PNG huge. */
export const MAX_PAD = 1000;

/** The options that shape the SVG document itself (render/RenderOptions), as render() defaults them. */
export function documentOptions(options: Pick<RenderApiOptions, 'darkTheme' | 'background' | 'pad' | 'uniqueIds' | 'responsive'>): DocumentOptions {
  return {
    uniqueIds: options.uniqueIds ?? true,
    responsive: options.responsive ?? true,
    ...(options.darkTheme === undefined ? {} : { darkTheme: options.darkTheme }),
    ...(options.background === undefined ? {} : { background: options.background }),
    ...(options.pad === undefined ? {} : { pad: options.pad }),
  };
}

/** Refuses options a caller got wrong (a programming error, not a diagnostic of the scene). */
export function checkRenderOptions(options: Pick<RenderApiOptions, 'format' | 'theme' | 'scale' | 'darkTheme' | 'background' | 'pad'>): void {
  const format = options.format ?? 'svg';
  if (!IMAGE_FORMATS.includes(format)) throw new RangeError(`render: format must be ${IMAGE_FORMATS.map((name) => JSON.stringify(name)).join(' or ')}, not ${JSON.stringify(format)}`);
  for (const name of ['theme', 'darkTheme'] as const) {
    const theme = options[name];
    if (theme !== undefined && !THEME_NAMES.includes(theme)) {
      throw new RangeError(`render: unknown ${name} ${JSON.stringify(theme)}; use one of ${THEME_NAMES.join(', ')}`);
    }
  }
  if (options.background !== undefined && options.background !== 'transparent') {
    throw new RangeError(`render: background must be "transparent" (or left out for the canvas colour), not ${JSON.stringify(options.background)}`);
  }
  const pad = options.pad;
  if (pad !== undefined && !(Number.isFinite(pad) && pad >= 0 && pad <= MAX_PAD)) {
    throw new RangeError(`render: pad ${String(pad)} is out of range: use a number of px from 0 to ${MAX_PAD}`);
  }
  const scale = options.scale;
  if (scale !== undefined && !(Number.isFinite(scale) && scale >= RASTER_LIMITS.minScale && scale <= RASTER_LIMITS.maxScale)) {
    throw new RangeError(`render: scale ${String(scale)} is out of range: use a number from ${RASTER_LIMITS.minScale} to ${RASTER_LIMITS.maxScale}`);
  }
}
