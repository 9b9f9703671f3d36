import type { FontBytes } from '../engine/measure/index.js';
import { loadFontFiles, memoised, resvgWasmUrl } from './files.js';

/**
 * The bytes of an asset of the package, fetched from the URL its module resolved (the
 * page's own bundle, or the service that serves the embed file). A missing file is one
 * error naming it and saying what to do.
 */
async function fetchAsset(url: URL, what: string): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(`dsp-diagrams could not fetch ${what} ${url.href} (${error instanceof Error ? error.message : String(error)}); serve the package's asset files next to its module, or pass the bytes in the options`);
  }
  if (!response.ok) {
    throw new Error(`dsp-diagrams could not load ${what} ${url.href}: HTTP ${response.status}; serve the package's asset files next to its module (bundlers copy them), or pass the bytes in the options`);
  }
  return new Uint8Array(await response.arrayBuffer());
}

/** The bundled fonts fetched from the bundle's assets; fetched once per page or worker. */
export const loadFontsInBrowser: () => Promise<FontBytes> = memoised(() => loadFontFiles((url) => fetchAsset(url, 'the bundled font')));

/** The resvg WebAssembly fetched from the bundle's assets; fetched once per page or worker. */
export const loadWasmInBrowser: () => Promise<Uint8Array> = memoised(() => fetchAsset(resvgWasmUrl(), 'the resvg WebAssembly'));
