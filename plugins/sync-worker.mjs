// The file the synchronous drawing thread starts from (plugins/sync-drawer.ts). In a
// checkout it registers tsx and runs sync-worker.ts; in the built package it runs the
// compiled sync-worker.js next to it (as server/drawing-pool/worker.mjs does).
import { existsSync } from 'node:fs';

const source = new URL('./sync-worker.ts', import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  await import(new URL('./sync-worker.js', import.meta.url).href);
}
