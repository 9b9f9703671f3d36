import { planPngScale, PNG_DEFAULT_MAX_PIXELS, RASTER_LIMITS, svgSize, type PngScalePlan, type PngScaleRefusal } from '../../engine/index.js';
import { ServiceError } from './errors.js';

/** The codes of a refused PNG, one per hard limit, so a caller can tell which one it hit. */
const REFUSALS = {
  scale: { status: 400, code: 'PNG_SCALE_OUT_OF_RANGE' },
  pixels: { status: 422, code: 'PNG_TOO_MANY_PIXELS' },
  side: { status: 422, code: 'PNG_SIDE_TOO_LONG' },
} as const;

/**
 * The scale a PNG of this SVG is drawn at (the PNG size rule of engine/raster/plan-scale.ts):
 * no scale asked for gives 1, or less when 1 would pass 16 megapixels (downscaled); an
 * explicit scale is honoured up to the hard limits. Past them: 400 PNG_SCALE_OUT_OF_RANGE,
 * 422 PNG_TOO_MANY_PIXELS or 422 PNG_SIDE_TOO_LONG, with the limit and the largest scale
 * that stays under it.
 */
export function planPng(svg: string, requested: number | undefined): PngScalePlan {
  const plan = pngPlanOf(svg, requested);
  if (plan.ok) return plan;
  throw pngRefusalError(plan);
}

/**
 * The size rule's plan or refusal as plain data, thrown nowhere: a drawing thread plans the
 * PNG of the SVG it has just drawn and sends a refusal back as it is (an Error does not keep
 * its class across a thread), and the calling thread answers it with pngRefusalError.
 */
export function pngPlanOf(svg: string, requested: number | undefined): PngScalePlan | PngScaleRefusal {
  const size = svgSize(svg);
  // renderSvg always writes a width and a height; another SVG falls back on the raster stage's own checks.
  if (size === undefined) {
    const scale = requested ?? 1;
    return { ok: true, scale, width: 0, height: 0, downscaled: false, fullWidth: 0, fullHeight: 0 };
  }
  return planPngScale(size, requested);
}

/** The 4xx of a refused PNG: the code names the limit, the details say how to stay under it. */
export function pngRefusalError(refusal: PngScaleRefusal): ServiceError {
  const { status, code } = REFUSALS[refusal.limit];
  const limits = {
    scale: { minScale: RASTER_LIMITS.minScale, maxScale: RASTER_LIMITS.maxScale },
    pixels: { limit: 'maxPixels', maximum: RASTER_LIMITS.maxPixels },
    side: { limit: 'maxSide', maximum: RASTER_LIMITS.maxSide },
  }[refusal.limit];
  return new ServiceError(status, code, `${refusal.message}.`, {
    ...limits,
    ...(refusal.maxScale !== undefined ? { largestScale: refusal.maxScale } : {}),
    defaultMaxPixels: PNG_DEFAULT_MAX_PIXELS,
  });
}

/** A scale as it is written in keys, ETags and the X-PNG-Scale header: "1", "0.544". */
export function scaleText(scale: number): string {
  return String(scale);
}

/** A PNG's width and height, read from its header (IHDR follows the 8-byte signature). */
export function pngHeaderSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
