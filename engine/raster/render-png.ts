import type { FontBytes } from '../fonts/index.js';
import { resvgFontOptions } from './fonts.js';
import { checkOutputSize, checkScale } from './limits.js';
import { encodePng, type Deflate } from './png-encode.js';
import { fontsForSvg, withoutFontFaceRules } from './svg-fonts.js';
import { rasterModule, type WasmSource } from './wasm.js';

export interface PngOptions {
  /** The bundled fonts: the same bytes the text was measured with. */
  fonts: FontBytes;
  /** Output pixels per SVG px (spec rule 11); default 1. */
  scale?: number;
  /** The resvg WebAssembly; may be omitted once initRaster has been called. */
  wasm?: WasmSource;
  /**
   * The host's deflate: the PNG is then framed by the engine around resvg's pixels and
   * compressed by it (the service passes Node's zlib: several times faster than resvg's own
   * encoder on large images). Absent: resvg's encoder, whose bytes are the same on every
   * host; the pixels are the same either way.
   */
  deflate?: Deflate;
}

/**
 * Draws an SVG (as written by renderSvg) into PNG bytes with resvg, using the bundled fonts.
 * Refuses, with a RasterLimitError (a RangeError), a scale out of range or an output above the pixel limits.
 *
 * resvg gets the SVG without its embedded @font-face rules and only the bundled fonts the
 * SVG can draw with (svg-fonts.ts): both cost parsing time and change no pixel.
 */
export async function renderPng(svg: string, options: PngOptions): Promise<Uint8Array> {
  const scale = options.scale ?? 1;
  checkScale(scale);
  const { Resvg } = await rasterModule(options.wasm);
  const source = withoutFontFaceRules(svg);
  const font = resvgFontOptions(options.fonts, fontsForSvg(source, options.fonts));
  let resvg: InstanceType<typeof Resvg>;
  try {
    resvg = new Resvg(source, { font, fitTo: { mode: 'zoom', value: scale } });
  } catch (error) {
    throw new Error(`renderPng could not read the SVG (${error instanceof Error ? error.message : String(error)})`);
  }
  try {
    // Parsing is cheap; the size is checked before the costly pixel buffer is allocated.
    checkOutputSize(resvg.width, resvg.height, scale);
    const image = resvg.render();
    try {
      return options.deflate ? encodePng(image.pixels, image.width, image.height, options.deflate) : image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
