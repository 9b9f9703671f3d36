import type { PreviewBodyValue } from '../../../schema/index.js';
import { mergeDiagnostics, pngDownscaledDiagnostic, svgSize, type Diagnostic } from '../../../engine/index.js';
import { type Drawer, type DrawingCaller, ServiceError } from '../../ports/index.js';
import { pngHeaderSize } from './png-scale.js';
import { sceneFromBody, publicWarnings } from '../diagrams/index.js';
import { IMAGE_TYPES } from './version-image.js';

/**
 * A checked preview request (schema/api.ts PreviewBody); `format` absent means "as the
 * caller negotiates". The scene is checked by engine/validate (precise paths), and the
 * scale by the PNG size rule, so a scale out of range answers PNG_SCALE_OUT_OF_RANGE here
 * as on every image.
 */
export type PreviewRequest = PreviewBodyValue;

/** A drawn preview: the image, its size (SVG px, or the PNG's pixels) and what drawing noticed. */
export interface PreviewImage {
  format: 'svg' | 'png';
  contentType: 'image/svg+xml' | 'image/png';
  body: string | Uint8Array;
  width: number;
  height: number;
  /** PNG: the scale drawn at. */
  scale?: number;
  /** PNG: lowered to fit 16 megapixels (a PNG_DOWNSCALED diagnostic says so too). */
  downscaled?: boolean;
  diagnostics: Diagnostic[];
}

/**
 * POST /v1/diagrams/preview and its MCP twin, and the Kroki-style URLs: draws an unsaved
 * scene or Mermaid text as SVG or PNG. Never stamped, nothing stored. Invalid input:
 * 422 VALIDATION_FAILED (or the Mermaid refusal). The drawing, a PNG's raster included, is
 * one job under the caller's budget (5 s keyless).
 */
export async function previewImage(drawer: Drawer, request: PreviewRequest, format: 'svg' | 'png', caller: DrawingCaller): Promise<PreviewImage> {
  if (request.scale !== undefined && format !== 'png') {
    throw new ServiceError(400, 'BODY_INVALID', 'scale applies to PNG previews only; drop it or send format: "png".', { parameter: 'scale' });
  }
  const input = sceneFromBody(request);
  const job = { scene: input.scene, ...(request.theme !== undefined ? { theme: request.theme } : {}) };
  if (format === 'svg') {
    const drawn = await drawer.draw(job, caller);
    const diagnostics = publicWarnings(mergeDiagnostics(input.warnings, drawn.diagnostics));
    const size = svgSize(drawn.svg) ?? { width: drawn.computed.canvas.width, height: drawn.computed.canvas.height };
    return { format, contentType: IMAGE_TYPES.svg, body: drawn.svg, width: size.width, height: size.height, diagnostics };
  }
  // One drawing job (layout, SVG, the PNG size rule, raster) under one budget: drawing and
  // rasterising as two jobs would queue twice and hold a thread for up to twice the budget.
  const drawn = await drawer.drawPng(job, request.scale, caller);
  const diagnostics = publicWarnings(mergeDiagnostics(input.warnings, drawn.diagnostics));
  if (drawn.plan.downscaled) diagnostics.push(pngDownscaledDiagnostic(drawn.plan));
  const size = pngHeaderSize(drawn.png);
  return { format, contentType: IMAGE_TYPES.png, body: drawn.png, width: size.width, height: size.height, scale: drawn.plan.scale, downscaled: drawn.plan.downscaled, diagnostics };
}

/** The JSON answer of a preview: the retired POST /v1/scenes/render shape, so clients moving from it change only the path. */
export function previewAnswer(image: PreviewImage): { output: Record<string, unknown>; diagnostics: Diagnostic[] } {
  const content = typeof image.body === 'string' ? { content: image.body } : { contentBase64: Buffer.from(image.body).toString('base64') };
  return {
    output: {
      mimeType: image.contentType,
      ...content,
      width: image.width,
      height: image.height,
      ...(image.scale !== undefined ? { scale: image.scale } : {}),
    },
    diagnostics: image.diagnostics,
  };
}
