import { RasterLimitError, render, sourceKind, type Diagnostic, type RenderApiOptions } from '../../entry/node.js';
import { parseJsonInput } from '../read-input.js';

/** The options every file of one `dsp render` is drawn with: the engine's, less what the CLI loads itself. */
export type DrawOptions = Omit<RenderApiOptions, 'fonts' | 'wasm' | 'format'> & { format: NonNullable<RenderApiOptions['format']> };

/** One file drawn: the image when it could be made, and every diagnostic on the way. */
export interface Drawing {
  image?: string | Uint8Array;
  diagnostics: Diagnostic[];
  /** Why no image was made when no error diagnostic says it (a PNG past the raster limits). */
  refusal?: string;
}

/** Draws one input's text (Mermaid or a scene document, told apart by the engine's sourceKind) with the bundled fonts (and the resvg wasm for a PNG). */
export async function drawText(source: string, text: string, options: DrawOptions): Promise<Drawing> {
  let input: unknown = text;
  if (sourceKind(text, source) === 'dsp') {
    const parsed = parseJsonInput(source, text);
    if (parsed.document === undefined) return { diagnostics: parsed.diagnostics };
    input = parsed.document;
  }
  try {
    const result = await render(input, options);
    const image = options.format === 'png' ? result.png : result.svg;
    return result.valid && image !== undefined ? { image, diagnostics: result.diagnostics } : { diagnostics: result.diagnostics };
  } catch (error) {
    // The raster limits (a PNG too large to make) are refusals of this input, not crashes.
    if (!(error instanceof RasterLimitError)) throw error;
    return { diagnostics: [], refusal: error.message };
  }
}
