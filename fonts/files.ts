import type { FaceBytes, FontBytes, FontKey } from '../engine/measure/index.js';

/**
 * Where each bundled face lives: next to this module, in the source tree, in dist/fonts/
 * (scripts/build.mjs copies the .ttf files there) or as an asset of a browser bundle. Each
 * URL is a literal `new URL('./x.ttf', import.meta.url)` because that is the form bundlers
 * recognise and copy.
 */
function fontUrls(): { [F in FontKey]: { [S in keyof FaceBytes]: URL } } {
  return {
    sans: {
      regular: new URL('./Inter-Regular.ttf', import.meta.url),
      bold: new URL('./Inter-Bold.ttf', import.meta.url),
      italic: new URL('./Inter-Italic.ttf', import.meta.url),
    },
    mono: {
      regular: new URL('./JetBrainsMono-Regular.ttf', import.meta.url),
      bold: new URL('./JetBrainsMono-Bold.ttf', import.meta.url),
      italic: new URL('./JetBrainsMono-Italic.ttf', import.meta.url),
    },
    hand: {
      regular: new URL('./ComicNeue-Regular.ttf', import.meta.url),
      bold: new URL('./ComicNeue-Bold.ttf', import.meta.url),
      italic: new URL('./ComicNeue-Italic.ttf', import.meta.url),
    },
  };
}

/**
 * The resvg WebAssembly for browsers: next to this module once built (scripts/build.mjs
 * copies @resvg/resvg-wasm/index_bg.wasm to dist/fonts/resvg.wasm), an asset of a bundle
 * after that. In the source tree the file is absent: the dev servers of the tests map the
 * URL to the package's file (web-test-runner.config.mjs, scripts/vite-source-assets.mjs).
 * Node reads the package's own file instead (node.ts).
 */
export function resvgWasmUrl(): URL {
  return new URL('./resvg.wasm', import.meta.url);
}

/** Reads all nine faces in parallel with `read` (from disk or over fetch). */
export async function loadFontFiles(read: (url: URL) => Promise<Uint8Array>): Promise<FontBytes> {
  const urls = fontUrls();
  const face = async (family: FontKey): Promise<FaceBytes> => {
    const { regular, bold, italic } = urls[family];
    const [r, b, i] = await Promise.all([read(regular), read(bold), read(italic)]);
    return { regular: r, bold: b, italic: i };
  };
  const [sans, mono, hand] = await Promise.all([face('sans'), face('mono'), face('hand')]);
  return { sans, mono, hand };
}

/** Remembers a load's promise for the life of the process, forgetting it if it fails so a later call retries. */
export function memoised<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
