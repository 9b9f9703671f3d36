import { LIMITS } from '../../schema/index.js';
import { parseMermaid } from '../mermaid/index.js';
import type { Computed, Diagnostic } from '../model/index.js';
import { withFallbackFonts } from '../measure/index.js';
import { readScene } from '../normalize/index.js';
import { planPngScale, RasterLimitError, renderPng } from '../raster/index.js';
import { pngDownscaledDiagnostic } from './png-downscaled.js';
import { drawScene } from './draw-scene.js';
import { mermaidDiagnostic } from './mermaid-diagnostic.js';
import { checkRenderOptions, documentOptions, type RenderApiOptions } from './options.js';

/** What render() gives back: the picture when the input is valid, and every diagnostic on the way. */
export interface RenderResult {
  svg?: string;
  png?: Uint8Array;
  /** The scale the PNG was drawn at: the one asked for, or 1, or lower when 1 would pass 16 megapixels (then a PNG_DOWNSCALED info diagnostic says so). */
  scale?: number;
  diagnostics: Diagnostic[];
  /** The layout the picture was drawn from. */
  computed?: Computed;
  /** False when the input was refused (Mermaid that does not parse, a scene with errors): no picture then. */
  valid: boolean;
}

/**
 * The library draws diagrams of any size (the service keeps the spec's 1,000 elements and
 * checks them before it draws): up to LIMITS.libraryElements.
 */
const LIBRARY_LIMIT = { maxElements: LIMITS.libraryElements };

/** The scene document in the input: Mermaid text is parsed, anything else is taken as a document. */
function readInput(input: unknown): { document?: unknown; diagnostics: Diagnostic[]; owned: boolean } {
  if (typeof input !== 'string') return { document: input, diagnostics: [], owned: false };
  const parsed = parseMermaid(input, LIBRARY_LIMIT);
  // The parsed scene is this call's alone: readScene need not copy it.
  return parsed.ok ? { document: parsed.scene, diagnostics: parsed.warnings, owned: true } : { diagnostics: [mermaidDiagnostic(parsed.error)], owned: false };
}

/**
 * The one-call API: a scene document (or Mermaid text) is validated, normalized, laid out
 * and drawn as SVG, and rasterised when format is png. Invalid input gives valid false
 * with its diagnostics and no picture. A PNG without a scale follows the size rule
 * (raster/plan-scale.ts: scale 1, lowered to fit 16 megapixels). Throws RangeError for bad
 * options or a PNG past the hard raster limits. Not bound by the service's 1,000 elements.
 */
export async function render(input: unknown, options: RenderApiOptions): Promise<RenderResult> {
  checkRenderOptions(options);
  const source = readInput(input);
  if (source.document === undefined) return { valid: false, diagnostics: source.diagnostics };
  const reading = readScene(source.document, LIBRARY_LIMIT, source.owned);
  const diagnostics = [...source.diagnostics, ...reading.diagnostics];
  if (!reading.valid) return { valid: false, diagnostics };

  const fonts = withFallbackFonts(options.fonts, options.fallbackFonts);
  const { laidOut, svg, size } = await drawScene(reading.scene, {
    fonts,
    ...(options.theme === undefined ? {} : { theme: options.theme }),
    document: documentOptions(options),
  });
  diagnostics.push(...laidOut.diagnostics);
  const result: RenderResult = { svg, diagnostics, computed: laidOut.computed, valid: true };
  if (options.format === 'png') {
    // Planned from the drawing's size as the layout and render made it, not read back out of the SVG.
    const plan = planPngScale(size, options.scale);
    if (!plan.ok) throw new RasterLimitError(plan.message);
    if (plan.downscaled) diagnostics.push(pngDownscaledDiagnostic(plan));
    result.png = await renderPng(svg, { fonts, scale: plan.scale, wasm: options.wasm, ...(options.deflate === undefined ? {} : { deflate: options.deflate }) });
    result.scale = plan.scale;
  }
  return result;
}

/**
 * Mermaid text drawn like render() draws it: SVG, or PNG with `format: 'png'`, and `valid`
 * false with the diagnostics when the text is refused. Only text is taken (a scene object
 * goes to render()), so a caller's mistake is a TypeError rather than a drawing of something else.
 */
export async function renderMermaid(text: string, options: RenderApiOptions): Promise<RenderResult> {
  if (typeof text !== 'string') throw new TypeError(`renderMermaid: the input must be Mermaid text, not ${text === null ? 'null' : typeof text}; pass a scene document to render()`);
  return render(text, options);
}
