import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { FontBytes } from '../engine/measure/index.js';
import { loadFontFiles, memoised } from './files.js';

/** A file of the package as a plain Uint8Array; a missing file is one error naming it. */
async function readAsset(url: URL | string, what: string): Promise<Uint8Array> {
  let buffer: Buffer;
  try {
    buffer = await readFile(url);
  } catch (error) {
    const path = url instanceof URL ? fileURLToPath(url) : url;
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`dsp-diagrams could not read ${what} ${path} (${reason}); reinstall the package, or pass the bytes in the options`);
  }
  // A plain Uint8Array view, not a Buffer: the engine's contract is the standard type.
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** The bundled fonts read from the files next to this module; read once per process. */
export const loadFontsFromDisk: () => Promise<FontBytes> = memoised(() => loadFontFiles((url) => readAsset(url, 'the bundled font')));

/**
 * The resvg WebAssembly, resolved through its package's exports (works from the source tree
 * and from dist/), so the bytes always match the JavaScript that loads them. Read once per process.
 */
export const loadWasmFromDisk: () => Promise<Uint8Array> = memoised(async () => {
  let path: string;
  try {
    path = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
  } catch {
    throw new Error('dsp-diagrams could not find @resvg/resvg-wasm/index_bg.wasm; install the package\'s dependencies (npm install), or pass the bytes in the options');
  }
  return readAsset(path, 'the resvg WebAssembly');
});

/** What rendering needs from disk in Node: the bundled fonts and the resvg WebAssembly. */
export interface RenderResources {
  fonts: FontBytes;
  wasm: Uint8Array;
}

/** The fonts and the resvg wasm bytes, read once per process (a failed read is retried next call). */
export async function loadRenderResources(): Promise<RenderResources> {
  const [fonts, wasm] = await Promise.all([loadFontsFromDisk(), loadWasmFromDisk()]);
  return { fonts, wasm };
}
