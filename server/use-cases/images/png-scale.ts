import { planPngScale, svgSize, type PngScalePlan, type PngScaleRefusal } from '../../../engine/index.js';
import { pngRefusalError } from '../../ports/index.js';

/**
 * The scale a PNG of a stored SVG is drawn at (the PNG size rule of engine/raster/plan-scale.ts,
 * from the size the SVG's root gives; a drawing made now is planned from the size the engine
 * returns with it, server/drawing-pool/tasks.ts):
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

/** The size rule's plan or refusal for an SVG, as plain data. */
function pngPlanOf(svg: string, requested: number | undefined): PngScalePlan | PngScaleRefusal {
  const size = svgSize(svg);
  // renderSvg always writes a width and a height; another SVG falls back on the raster stage's own checks.
  if (size === undefined) {
    const scale = requested ?? 1;
    return { ok: true, scale, width: 0, height: 0, downscaled: false, fullWidth: 0, fullHeight: 0 };
  }
  return planPngScale(size, requested);
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
