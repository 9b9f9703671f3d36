import { pngSize, RASTER_LIMITS } from './limits.js';

/**
 * The PNG size rule (decided for the service, the one-call render() and `dsp render`):
 * a PNG asked for without a scale is drawn at scale 1 unless that passes 16 megapixels;
 * then the scale is lowered until it fits, and the caller is told. An explicit scale is
 * honoured up to the hard limits of RASTER_LIMITS; past them it is refused, saying which
 * limit and the largest scale that stays under it.
 */
export const PNG_DEFAULT_MAX_PIXELS = 16_000_000;

export { pngSize };

/** A drawing's size in SVG px (the root's width and height). */
export interface DrawingSize {
  width: number;
  height: number;
}

/** The scale a PNG is drawn at and the size it comes out. */
export interface PngScalePlan {
  ok: true;
  scale: number;
  /** The PNG's pixels. */
  width: number;
  height: number;
  /** True when no scale was asked for and scale 1 would have passed PNG_DEFAULT_MAX_PIXELS. */
  downscaled: boolean;
  /** The PNG's pixels at scale 1 (what a downscaled PNG would have been). */
  fullWidth: number;
  fullHeight: number;
}

/** Which hard limit a PNG would break: the scale range, the pixel count or the longest side. */
export type PngLimit = 'scale' | 'pixels' | 'side';

export interface PngScaleRefusal {
  ok: false;
  limit: PngLimit;
  /** One line: what was asked, the limit, and how to stay under it. */
  message: string;
  /** The largest scale (three decimals) under every hard limit; absent when even the smallest scale is too large. */
  maxScale?: number;
}

function fits(size: DrawingSize, scale: number, maxPixels: number): boolean {
  const out = pngSize(size, scale);
  return out.width * out.height <= maxPixels && Math.max(out.width, out.height) <= RASTER_LIMITS.maxSide;
}

/** The largest scale of three decimals at which the PNG has at most `maxPixels` and no side past the limit. */
function largestFittingScale(size: DrawingSize, maxPixels: number): number {
  const area = Math.max(size.width * size.height, 1e-9);
  const bySide = RASTER_LIMITS.maxSide / Math.max(size.width, size.height, 1e-9);
  let scale = Math.floor(Math.min(Math.sqrt(maxPixels / area), bySide) * 1000) / 1000;
  // Rounding each side can add a row or a column: step down until it fits.
  while (scale > 0 && !fits(size, scale, maxPixels)) scale = Math.round((scale - 0.001) * 1000) / 1000;
  return scale;
}

const megapixels = (pixels: number): string => `${Math.round(pixels / 1e5) / 10} megapixels`;

/**
 * Plans a PNG of a drawing of `size` SVG px: with `requested` undefined, scale 1 or the
 * largest scale that fits PNG_DEFAULT_MAX_PIXELS; with a scale, that scale when it is
 * within RASTER_LIMITS. Pure: the same size and request always give the same plan.
 */
export function planPngScale(size: DrawingSize, requested?: number): PngScalePlan | PngScaleRefusal {
  const full = pngSize(size, 1);
  const plan = (scale: number, downscaled: boolean): PngScalePlan => ({ ok: true, scale, ...pngSize(size, scale), downscaled, fullWidth: full.width, fullHeight: full.height });
  const hardMax = largestFittingScale(size, RASTER_LIMITS.maxPixels);
  const canFit = hardMax >= RASTER_LIMITS.minScale;

  if (requested === undefined) {
    if (fits(size, 1, PNG_DEFAULT_MAX_PIXELS)) return plan(1, false);
    const scale = largestFittingScale(size, PNG_DEFAULT_MAX_PIXELS);
    if (scale >= RASTER_LIMITS.minScale) return plan(scale, true);
    return {
      ok: false,
      limit: full.width * full.height > RASTER_LIMITS.maxPixels ? 'pixels' : 'side',
      message: `The drawing is ${full.width} x ${full.height} px: too large for a PNG even at the smallest scale ${RASTER_LIMITS.minScale}; use the SVG`,
    };
  }

  if (!Number.isFinite(requested) || requested < RASTER_LIMITS.minScale || requested > RASTER_LIMITS.maxScale) {
    return {
      ok: false,
      limit: 'scale',
      message: `PNG scale ${String(requested)} is out of range: use a number from ${RASTER_LIMITS.minScale} to ${RASTER_LIMITS.maxScale} (2 doubles the resolution), or leave it out for the largest PNG up to ${megapixels(PNG_DEFAULT_MAX_PIXELS)}`,
      ...(canFit ? { maxScale: Math.min(hardMax, RASTER_LIMITS.maxScale) } : {}),
    };
  }
  const out = pngSize(size, requested);
  const pixels = out.width * out.height;
  if (pixels <= RASTER_LIMITS.maxPixels && Math.max(out.width, out.height) <= RASTER_LIMITS.maxSide) return plan(requested, false);
  const limit: PngLimit = pixels > RASTER_LIMITS.maxPixels ? 'pixels' : 'side';
  const broken = limit === 'pixels' ? `the limit is ${megapixels(RASTER_LIMITS.maxPixels)}` : `the limit is ${RASTER_LIMITS.maxSide} px a side`;
  const fix = canFit ? `use a scale of ${hardMax} or less, or the SVG` : 'use the SVG';
  return {
    ok: false,
    limit,
    message: `At scale ${requested} the PNG would be ${out.width} x ${out.height} px (${megapixels(pixels)}); ${broken}: ${fix}`,
    ...(canFit ? { maxScale: hardMax } : {}),
  };
}

const ROOT_TAG = /<svg\b[^>]*>/;
const LENGTH = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\\s*(?:px)?\\s*["']`);
const WIDTH = LENGTH('width');
const HEIGHT = LENGTH('height');
const VIEW_BOX = /\sviewBox\s*=\s*["']\s*[-+0-9.eE]+[\s,]+[-+0-9.eE]+[\s,]+([0-9]*\.?[0-9]+)[\s,]+([0-9]*\.?[0-9]+)\s*["']/;

/**
 * The drawing size of an SVG from its root element: width and height in px (as renderSvg
 * writes them), else the viewBox's. Undefined when the root says neither.
 */
export function svgSize(svg: string): DrawingSize | undefined {
  const root = ROOT_TAG.exec(svg.slice(0, 4096))?.[0];
  if (root === undefined) return undefined;
  const width = WIDTH.exec(root)?.[1];
  const height = HEIGHT.exec(root)?.[1];
  if (width !== undefined && height !== undefined) return { width: Number(width), height: Number(height) };
  const box = VIEW_BOX.exec(root);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : undefined;
}
