import { bundledFonts, initRaster, resvgWasm, type FontBytes } from '../../entry/node.js';

/** What drawing needs in a thread: the bundled fonts (the resvg wasm is initialised once per thread). */
export interface EngineResources {
  fonts: FontBytes;
}

/** Loads the fonts and initialises the rasteriser (once per thread: resvg's wasm state is per thread). */
export async function loadEngine(): Promise<EngineResources> {
  const [fonts, wasm] = await Promise.all([bundledFonts(), resvgWasm()]);
  await initRaster(wasm);
  return { fonts };
}
