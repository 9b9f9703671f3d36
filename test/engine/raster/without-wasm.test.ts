import { describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { renderPng } from '../../../engine/raster/index.js';

// A file of its own: vitest gives it a fresh module, so the rasteriser has not been started.
describe('renderPng before the rasteriser is started', () => {
  it('says how to pass the WebAssembly', async () => {
    const fonts = await loadFontsFromDisk();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';
    await expect(renderPng(svg, { fonts })).rejects.toThrow(/needs the resvg WebAssembly: pass options.wasm/);
  });
});
