import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initRaster, type FontBytes } from '../../engine/index.js';
import { loadFontsFromDisk } from '../../fonts/node.js';

/** What rendering needs from disk in Node: the bundled fonts and the resvg WebAssembly. */
export interface RenderResources {
  fonts: FontBytes;
  wasm: Uint8Array;
}

/** What drawing needs in a thread: the bundled fonts (the resvg wasm is initialised once per thread). */
export interface EngineResources {
  fonts: FontBytes;
}

async function loadWasmBytes(): Promise<Uint8Array> {
  // Resolved through the package's exports map, so it works from the source tree and from dist/.
  const path = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
  const buffer = await readFile(path);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

let pending: Promise<RenderResources> | undefined;

/** The fonts and the resvg wasm bytes, read once per process (a failed read is retried next call). */
export function loadRenderResources(): Promise<RenderResources> {
  pending ??= Promise.all([loadFontsFromDisk(), loadWasmBytes()]).then(
    ([fonts, wasm]) => ({ fonts, wasm }),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Loads the fonts and initialises the rasteriser (once per thread: resvg's wasm state is per thread). */
export async function loadEngine(): Promise<EngineResources> {
  const { fonts, wasm } = await loadRenderResources();
  await initRaster(wasm);
  return { fonts };
}
