import type { FontBytes } from '../measure/index.js';
import { RASTER_LIMITS, type WasmSource } from '../raster/index.js';
import { THEME_NAMES, type ThemeName } from '../render/index.js';

/** Options of the one-call render. */
export interface RenderApiOptions {
  /** svg (default) or png; a png result carries the SVG it was drawn from too. */
  format?: 'svg' | 'png';
  /** Absent: clean, or dark for a dark canvas background (rule 2). */
  theme?: ThemeName;
  /** PNG only: output pixels per SVG px (rule 11). Absent: 1, or lower when 1 would pass 16 megapixels (PNG_DOWNSCALED). */
  scale?: number;
  /** The bundled fonts: text is measured and drawn with them. */
  fonts: FontBytes;
  /** PNG only: the resvg WebAssembly, unless initRaster was called before. */
  wasm?: WasmSource;
}

/** Refuses options a caller got wrong (a programming error, not a diagnostic of the scene). */
export function checkRenderOptions(options: Pick<RenderApiOptions, 'format' | 'theme' | 'scale'>): void {
  const format = options.format ?? 'svg';
  if (format !== 'svg' && format !== 'png') throw new RangeError(`render: format must be "svg" or "png", not ${JSON.stringify(format)}`);
  if (options.theme !== undefined && !THEME_NAMES.includes(options.theme)) {
    throw new RangeError(`render: unknown theme ${JSON.stringify(options.theme)}; use one of ${THEME_NAMES.join(', ')}`);
  }
  const scale = options.scale;
  if (scale !== undefined && !(Number.isFinite(scale) && scale >= RASTER_LIMITS.minScale && scale <= RASTER_LIMITS.maxScale)) {
    throw new RangeError(`render: scale ${String(scale)} is out of range: use a number from ${RASTER_LIMITS.minScale} to ${RASTER_LIMITS.maxScale}`);
  }
}
