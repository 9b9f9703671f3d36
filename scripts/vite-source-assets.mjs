import { createRequire } from 'node:module';

/**
 * A Vite plugin for builds of the source tree (the embed file, the playground): the font
 * loaders' `new URL('./X.ttf', import.meta.url)` become files of their own beside the
 * script, fetched on first draw (library builds would inline them as base64 otherwise),
 * and `new URL('./resvg.wasm', import.meta.url)`, a file that only dist/ has, points at
 * the package's own wasm. Installed copies (dist/fonts) need none of this.
 */
export function sourceAssets() {
  const wasm = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
  return {
    name: 'dsp-source-assets',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]fonts[\\/]files\.ts$/.test(id)) return null;
      return code
        .replace(/new URL\('\.\/([\w-]+\.ttf)', import\.meta\.url\)/g, "new URL('./$1?no-inline', import.meta.url)")
        .replace("new URL('./resvg.wasm', import.meta.url)", `new URL(${JSON.stringify(`${wasm}?no-inline`)}, import.meta.url)`);
    },
  };
}
