import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FontBytes } from '../engine/index.js';
import { loadFontsFromDisk } from '../fonts/node.js';

/** What rendering needs from disk in Node: the bundled fonts and the resvg WebAssembly. */
export interface RenderResources {
  fonts: FontBytes;
  wasm: Uint8Array;
}

let pending: Promise<RenderResources> | undefined;

async function loadWasmBytes(): Promise<Uint8Array> {
  // Resolved through the package's exports map, so it works from the source tree and from dist/.
  const path = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
  const buffer = await readFile(path);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

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
