/**
 * The raster stage: SVG text to PNG bytes with @resvg/resvg-wasm and the bundled fonts.
 * The only engine folder that imports resvg, and only lazily.
 */
export { renderPng, type PngOptions } from './render-png.js';
export type { Deflate } from './png-encode.js';
export { initRaster, type WasmSource } from './wasm.js';
export { RASTER_LIMITS, RasterLimitError } from './limits.js';
export {
  planPngScale,
  pngSize,
  svgSize,
  PNG_DEFAULT_MAX_PIXELS,
  type DrawingSize,
  type PngScalePlan,
  type PngScaleRefusal,
  type PngLimit,
} from './plan-scale.js';
