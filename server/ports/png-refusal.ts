import { PNG_DEFAULT_MAX_PIXELS, RASTER_LIMITS, type PngScaleRefusal } from '../../engine/index.js';
import { ServiceError } from './service-error.js';

/**
 * The service's answer to a PNG the engine's size rule refused: an error shape, like
 * errors.ts, shared by the use cases that plan a stored SVG's PNG (png-scale.ts) and the
 * drawing threads that plan the PNG of a drawing they have just made (drawing-pool/tasks.ts).
 */

/** The codes of a refused PNG, one per hard limit, so a caller can tell which one it hit. */
const REFUSALS = {
  scale: { status: 400, code: 'PNG_SCALE_OUT_OF_RANGE' },
  pixels: { status: 422, code: 'PNG_TOO_MANY_PIXELS' },
  side: { status: 422, code: 'PNG_SIDE_TOO_LONG' },
} as const;

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
