/**
 * The engine's refusal of a PNG it will not make: a scale out of range, a drawing with no
 * area, an output past the pixel or side limit. It is a RangeError, so callers that catch
 * RangeError keep working, and a class of its own, so a refusal is told apart from a bug's
 * RangeError (a stack overflow is one too) without reading the message.
 */
export class RasterLimitError extends RangeError {
  override name = 'RasterLimitError';
}

/** Bounds on a PNG: beyond them a render would exhaust memory rather than help anyone. */
export const RASTER_LIMITS = {
  /** Output pixels (width x height after scaling). */
  maxPixels: 100_000_000,
  /** Longest output side in px. */
  maxSide: 32_000,
  /** Accepted scale range (spec rule 11: for example 2 for double resolution). */
  minScale: 0.1,
  maxScale: 10,
} as const;

/** The PNG's size at `scale` of a drawing of width x height SVG px, as resvg makes it (each side rounded to the nearest pixel; measured). */
export function pngSize(size: { width: number; height: number }, scale: number): { width: number; height: number } {
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

/** Refuses a scale outside RASTER_LIMITS with a message that says what is accepted. */
export function checkScale(scale: number): void {
  if (!Number.isFinite(scale) || scale < RASTER_LIMITS.minScale || scale > RASTER_LIMITS.maxScale) {
    throw new RasterLimitError(`PNG scale ${String(scale)} is out of range: use a number from ${RASTER_LIMITS.minScale} to ${RASTER_LIMITS.maxScale} (2 doubles the resolution)`);
  }
}

/** The output size of a width x height drawing at `scale`, refused when it is absurd. */
export function checkOutputSize(width: number, height: number, scale: number): { width: number; height: number } {
  // The size resvg makes (plan-scale.ts), so a scale the planner accepts is never refused here.
  const out = pngSize({ width, height }, scale);
  if (out.width < 1 || out.height < 1) {
    throw new RasterLimitError(`The SVG has no area (${width} x ${height} px); it needs a width and a height or a viewBox`);
  }
  const pixels = out.width * out.height;
  if (pixels > RASTER_LIMITS.maxPixels || Math.max(out.width, out.height) > RASTER_LIMITS.maxSide) {
    const megapixels = Math.round(pixels / 1e5) / 10;
    throw new RasterLimitError(
      `The PNG would be ${out.width} x ${out.height} px (${megapixels} megapixels); the limit is ${RASTER_LIMITS.maxPixels / 1e6} megapixels and ${RASTER_LIMITS.maxSide} px a side: lower the scale or use the SVG`,
    );
  }
  return out;
}
