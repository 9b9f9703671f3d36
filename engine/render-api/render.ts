import { layoutScene } from '../layout/index.js';
import { measureScene } from '../measure/index.js';
import { parseMermaid } from '../mermaid/index.js';
import type { Computed, Diagnostic } from '../model/index.js';
import { readScene } from '../normalize/index.js';
import { renderPng } from '../raster/index.js';
import { createTextPainting, renderSvg } from '../render/index.js';
import { mermaidDiagnostic } from './mermaid-diagnostic.js';
import { checkRenderOptions, type RenderApiOptions } from './options.js';

/** What render() gives back: the picture when the input is valid, and every diagnostic on the way. */
export interface RenderResult {
  svg?: string;
  png?: Uint8Array;
  diagnostics: Diagnostic[];
  /** The layout the picture was drawn from. */
  computed?: Computed;
  /** False when the input was refused (Mermaid that does not parse, a scene with errors): no picture then. */
  valid: boolean;
}

/** The scene document in the input: Mermaid text is parsed, anything else is taken as a document. */
function readInput(input: unknown): { document?: unknown; diagnostics: Diagnostic[] } {
  if (typeof input !== 'string') return { document: input, diagnostics: [] };
  const parsed = parseMermaid(input);
  return parsed.ok ? { document: parsed.scene, diagnostics: parsed.warnings } : { diagnostics: [mermaidDiagnostic(parsed.error)] };
}

/**
 * The one-call API: a scene document (or Mermaid text) is validated, normalized, laid out
 * and drawn as SVG, and rasterised when format is png. Invalid input gives valid false
 * with its diagnostics and no picture. Throws RangeError for bad options or a PNG above
 * the raster limits.
 */
export async function render(input: unknown, options: RenderApiOptions): Promise<RenderResult> {
  checkRenderOptions(options);
  const source = readInput(input);
  if (source.document === undefined) return { valid: false, diagnostics: source.diagnostics };
  const reading = readScene(source.document);
  const diagnostics = [...source.diagnostics, ...reading.diagnostics];
  if (!reading.valid) return { valid: false, diagnostics };

  const laidOut = await layoutScene(measureScene(reading.scene, options.fonts));
  diagnostics.push(...laidOut.diagnostics);
  const svg = renderSvg(laidOut, { text: createTextPainting(options.fonts), theme: options.theme });
  const result: RenderResult = { svg, diagnostics, computed: laidOut.computed, valid: true };
  if (options.format === 'png') result.png = await renderPng(svg, { fonts: options.fonts, scale: options.scale, wasm: options.wasm });
  return result;
}

/** Mermaid text to SVG: the picture (absent when the text is refused or its scene invalid) and the diagnostics. */
export async function renderMermaid(text: string, options: Omit<RenderApiOptions, 'format' | 'scale' | 'wasm'>): Promise<{ svg?: string; diagnostics: Diagnostic[] }> {
  const result = await render(text, { ...options, format: 'svg' });
  return result.svg === undefined ? { diagnostics: result.diagnostics } : { svg: result.svg, diagnostics: result.diagnostics };
}
