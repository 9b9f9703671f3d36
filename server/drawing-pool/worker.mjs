// The file each drawing thread starts from. A worker thread gets no TypeScript loader from
// vitest (which compiles through vite in the main thread only), so in a checkout this shim
// registers tsx and runs worker.ts; in the built package (no sources) it runs the compiled
// worker.js next to it. The same approach as bin/dsp.mjs.
import { existsSync } from 'node:fs';

const source = new URL('./worker.ts', import.meta.url);

async function load() {
  if (!existsSync(source)) return import(new URL('./worker.js', import.meta.url).href);
  const { register } = await import('tsx/esm/api');
  register();
  return import(source.href);
}

const worker = await load();

export default worker.default;
