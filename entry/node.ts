/**
 * `dsp-diagrams/engine` in Node (the "node" export condition): the whole engine, with
 * render, renderMermaid, renderPng and measureScene working without options. The bundled
 * fonts and the resvg WebAssembly are read from the package's files on first use, once.
 */
import { loadFontsFromDisk, loadWasmFromDisk } from '../fonts/node.js';
import { zeroConfigEngine } from './zero-config.js';

export * from '../engine/index.js';
export type { RenderOptions as ZeroConfigRenderOptions, RenderMermaidOptions, RenderPngOptions, ZeroConfigEngine } from './zero-config.js';

const engine = zeroConfigEngine({ fonts: loadFontsFromDisk, wasm: loadWasmFromDisk });

export const { render, renderMermaid, renderPng, measureScene, bundledFonts, resvgWasm } = engine;
