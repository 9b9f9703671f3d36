/**
 * `dsp-diagrams/engine` in browsers, workers and other runtimes (the "browser" and
 * "default" export conditions): the whole engine, with render, renderMermaid, renderPng
 * and measureScene working without options. The bundled fonts and the resvg WebAssembly are
 * fetched on first use, once, from URLs resolved against this module
 * (`new URL('./x', import.meta.url)`), which bundlers such as Vite copy as assets.
 */
import { loadFontsInBrowser, loadWasmInBrowser } from '../fonts/browser.js';
import { zeroConfigEngine } from './zero-config.js';

export * from '../engine/index.js';
export type { RenderOptions as ZeroConfigRenderOptions, RenderMermaidOptions, RenderPngOptions, ZeroConfigEngine } from './zero-config.js';

const engine = zeroConfigEngine({ fonts: loadFontsInBrowser, wasm: loadWasmInBrowser });

export const { render, renderMermaid, renderPng, measureScene, bundledFonts, resvgWasm } = engine;
