import type { FontBytes } from '../engine/measure/index.js';
import { loadFontFiles, memoised } from './files.js';

// The URLs are assets of the page's own bundle (same origin); nothing is fetched elsewhere.
async function fetchBytes(url: URL): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the bundled font ${url.href}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The bundled fonts fetched from the bundle's assets; fetched once per page. */
export const loadFontsInBrowser: () => Promise<FontBytes> = memoised(() => loadFontFiles(fetchBytes));
