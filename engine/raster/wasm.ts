import type { InitInput } from '@resvg/resvg-wasm';

/**
 * Where the resvg WebAssembly comes from. The engine never reads files or fetches: Node
 * callers pass the bytes of node_modules/@resvg/resvg-wasm/index_bg.wasm, browsers pass
 * `fetch(wasmUrl)` (from `import wasmUrl from '@resvg/resvg-wasm/index_bg.wasm?url'`).
 */
export type WasmSource = InitInput | Promise<InitInput>;

type ResvgModule = typeof import('@resvg/resvg-wasm');

// The one piece of module-level state the engine allows: resvg's initWasm may run once
// per process (a second call throws), so every caller shares this promise.
let ready: Promise<ResvgModule> | undefined;

const ALREADY_INITIALISED = /already initiali[sz]ed/i;

async function load(wasm: WasmSource): Promise<ResvgModule> {
  // Loaded lazily so that pages and workers that never rasterise never fetch resvg.
  const resvg = await import('@resvg/resvg-wasm');
  try {
    await resvg.initWasm(wasm);
  } catch (error) {
    // Another copy of this module (two bundles sharing one resvg) got there first: the
    // wasm is ready, which is all we need.
    if (!(error instanceof Error && ALREADY_INITIALISED.test(error.message))) throw error;
  }
  return resvg;
}

/**
 * Initialises the rasteriser once per process and returns its promise; later calls return
 * the same promise whatever they pass. A failed start is forgotten, so a later call retries.
 */
export function initRaster(wasm: WasmSource): Promise<ResvgModule> {
  ready ??= load(wasm).catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/** The initialised rasteriser, or an error saying how to start it when nobody has. */
export function rasterModule(wasm: WasmSource | undefined): Promise<ResvgModule> {
  if (ready !== undefined) return ready;
  if (wasm === undefined) {
    return Promise.reject(new Error('renderPng needs the resvg WebAssembly: pass options.wasm (Node: the bytes of @resvg/resvg-wasm/index_bg.wasm; browser: fetch of its URL) or call initRaster(wasm) first'));
  }
  return initRaster(wasm);
}
