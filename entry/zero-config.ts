import {
  measureScene as measureWithFonts,
  render as renderWithFonts,
  renderMermaid as renderMermaidWithFonts,
  renderPng as renderPngWithFonts,
  type FontBytes,
  type MeasuredScene,
  type MeasureOptions,
  type NormalizedScene,
  type PngOptions,
  type RenderApiOptions,
  type RenderResult,
  type WasmSource,
} from '../engine/index.js';

/** How a platform finds the package's assets: each loader reads its files once, lazily. */
export interface BundledAssets {
  fonts(): Promise<FontBytes>;
  wasm(): Promise<WasmSource>;
}

/** render()'s options with the assets optional: the bundled fonts and wasm load themselves when absent. */
export type RenderOptions = Omit<RenderApiOptions, 'fonts'> & { fonts?: FontBytes };

/** renderMermaid()'s options: render()'s, with the assets optional. */
export type RenderMermaidOptions = RenderOptions;

/** renderPng()'s options with the fonts and wasm optional. */
export type RenderPngOptions = Omit<PngOptions, 'fonts'> & { fonts?: FontBytes };

/** The engine calls that need fonts or wasm, with both loaded on first use when the caller passes none. */
export interface ZeroConfigEngine {
  /** A scene document (or Mermaid text) to SVG, or PNG with `format: 'png'`; see the engine's render(). */
  render(input: unknown, options?: RenderOptions): Promise<RenderResult>;
  /** Mermaid text to SVG, or PNG with `format: 'png'`: render()'s answer (valid false with the diagnostics when refused). */
  renderMermaid(text: string, options?: RenderMermaidOptions): Promise<RenderResult>;
  /** An SVG drawn by the engine to PNG bytes. */
  renderPng(svg: string, options?: RenderPngOptions): Promise<Uint8Array>;
  /** Measures a normalized scene (the stage before layoutScene, the only one that needs the fonts). */
  measureScene(scene: NormalizedScene, options?: MeasureOptions & { fonts?: FontBytes }): Promise<MeasuredScene>;
  /** The bundled fonts, loaded once: pass them to the calls that take fonts explicitly (createTextPainting for renderSvg, createMeasurer). */
  bundledFonts(): Promise<FontBytes>;
  /** The resvg WebAssembly of the package, loaded once (for initRaster). */
  resvgWasm(): Promise<WasmSource>;
}

/**
 * The engine with its assets loaded on demand by `assets`. Explicit options win: fonts or
 * wasm passed by the caller are used and nothing is loaded for them. The wasm is loaded only
 * for a PNG (the rasteriser keeps the first wasm it was started with, see initRaster).
 */
export function zeroConfigEngine(assets: BundledAssets): ZeroConfigEngine {
  const fontsOf = (options: { fonts?: FontBytes } | undefined): Promise<FontBytes> => (options?.fonts ? Promise.resolve(options.fonts) : assets.fonts());
  const wasmOf = (options: { wasm?: WasmSource } | undefined): Promise<WasmSource> => (options?.wasm !== undefined ? Promise.resolve(options.wasm) : assets.wasm());
  /** render()'s options with the fonts filled in, and the wasm too for a PNG. */
  const drawingOptions = async (options: RenderOptions): Promise<RenderApiOptions> => {
    const png = options.format === 'png';
    const [fonts, wasm] = await Promise.all([fontsOf(options), png ? wasmOf(options) : undefined]);
    return { ...options, fonts, ...(wasm === undefined ? {} : { wasm }) };
  };
  return {
    render: async (input, options = {}) => renderWithFonts(input, await drawingOptions(options)),
    renderMermaid: async (text, options = {}) => renderMermaidWithFonts(text, await drawingOptions(options)),
    async renderPng(svg, options = {}) {
      const [fonts, wasm] = await Promise.all([fontsOf(options), wasmOf(options)]);
      return renderPngWithFonts(svg, { ...options, fonts, wasm });
    },
    async measureScene(scene, options = {}) {
      const { fonts: _fonts, ...measureOptions } = options;
      return measureWithFonts(scene, await fontsOf(options), measureOptions);
    },
    bundledFonts: () => assets.fonts(),
    resvgWasm: () => assets.wasm(),
  };
}
