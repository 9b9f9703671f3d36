import { initRaster, type FontBytes } from '../../engine/index.js';
import { loadRenderResources } from '../../fonts/node.js';

/** What drawing needs in a thread: the bundled fonts (the resvg wasm is initialised once per thread). */
export interface EngineResources {
  fonts: FontBytes;
}

/** Loads the fonts and initialises the rasteriser (once per thread: resvg's wasm state is per thread). */
export async function loadEngine(): Promise<EngineResources> {
  const { fonts, wasm } = await loadRenderResources();
  await initRaster(wasm);
  return { fonts };
}
