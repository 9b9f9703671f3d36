import { diagnostic, type Diagnostic } from '../model/index.js';
import { PNG_DEFAULT_MAX_PIXELS, type PngScalePlan } from '../raster/index.js';

/** The info diagnostic PNG_DOWNSCALED of a plan that lowered the scale, saying what was drawn and how to get more pixels. */
export function pngDownscaledDiagnostic(plan: PngScalePlan): Diagnostic {
  const megapixels = PNG_DEFAULT_MAX_PIXELS / 1e6;
  return diagnostic(
    'PNG_DOWNSCALED',
    `At scale 1 the PNG would be ${plan.fullWidth} x ${plan.fullHeight} px, over the ${megapixels} megapixels drawn by default; it was drawn at scale ${plan.scale} (${plan.width} x ${plan.height} px). Pass a scale for more pixels, or use the SVG.`,
    { data: { scale: plan.scale, width: plan.width, height: plan.height, fullWidth: plan.fullWidth, fullHeight: plan.fullHeight, maxPixels: PNG_DEFAULT_MAX_PIXELS } },
  );
}
