import { readFile } from 'node:fs/promises';
import type { FontBytes } from '../engine/measure/index.js';
import { loadFontFiles, memoised } from './files.js';

async function readBytes(url: URL): Promise<Uint8Array> {
  const buffer = await readFile(url);
  // A plain Uint8Array view, not a Buffer: the engine's contract is the standard type.
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** The bundled fonts read from the files next to this module; read once per process. */
export const loadFontsFromDisk: () => Promise<FontBytes> = memoised(() => loadFontFiles(readBytes));
