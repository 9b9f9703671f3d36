import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FontBytes } from '../engine/measure/index.js';
import { loadFontFiles, memoised } from './files.js';

async function readBytes(url: URL | string): Promise<Uint8Array> {
  const buffer = await readFile(url);
  // A plain Uint8Array view, not a Buffer: the engine's contract is the standard type.
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** The bundled fonts read from the files next to this module; read once per process. */
export const loadFontsFromDisk: () => Promise<FontBytes> = memoised(() => loadFontFiles(readBytes));

/** What rendering needs from disk in Node: the bundled fonts and the resvg WebAssembly. */
export interface RenderResources {
  fonts: FontBytes;
  wasm: Uint8Array;
}

/** The resvg WebAssembly, resolved through its package's exports (works from the source tree and from dist/). */
function loadWasmFromDisk(): Promise<Uint8Array> {
  return readBytes(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm'));
}

let pending: Promise<RenderResources> | undefined;

/** The fonts and the resvg wasm bytes, read once per process (a failed read is retried next call). */
export function loadRenderResources(): Promise<RenderResources> {
  pending ??= Promise.all([loadFontsFromDisk(), loadWasmFromDisk()]).then(
    ([fonts, wasm]) => ({ fonts, wasm }),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
