#!/usr/bin/env node
/**
 * npm run build: JavaScript and type declarations in dist/ for the package's exports
 * (. and ./engine from entry/, ./schema, ./element, ./server), the CLI and its one-file bundle of the local
 * commands (scripts/bundle-cli.mjs), the bundled font
 * files and the resvg WebAssembly next to their loaders, the entry file of the server's
 * drawing threads, and the embed file with the playground (dist/embed/). The JSON Schemas
 * (./schemas/*) are committed files, written by scripts/write-schemas.ts.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';

function step(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

rmSync('dist', { recursive: true, force: true });
step('npx', ['tsc', '-p', 'tsconfig.build.json']);

// Non-TypeScript assets that the built modules read at run time.
if (existsSync('fonts')) {
  for (const file of readdirSync('fonts')) {
    if (/\.(ttf|otf|woff2?|txt|md)$/i.test(file)) {
      mkdirSync('dist/fonts', { recursive: true });
      cpSync(`fonts/${file}`, `dist/fonts/${file}`);
    }
  }
}

// The icons' licences beside the icon data they cover (lucide's ISC licence asks for its notice in copies).
cpSync('engine/render/icons/LICENSES.md', 'dist/engine/render/icons/LICENSES.md');

// The resvg WebAssembly beside the browser loader (fonts/browser.ts fetches
// new URL('./resvg.wasm', import.meta.url); Node reads the dependency's own file).
cpSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm'), 'dist/fonts/resvg.wasm');

// The entry files of the drawing threads (plain JavaScript, so tsc does not emit them).
cpSync('server/drawing-pool/worker.mjs', 'dist/server/drawing-pool/worker.mjs');
// The entry file of markdown-it's drawing thread (plugins/sync-drawer.ts).
cpSync('plugins/sync-worker.mjs', 'dist/plugins/sync-worker.mjs');

// The MCP authoring guide, read by server/mcp/resources.ts beside its module.
cpSync('server/mcp/authoring-guide.md', 'dist/server/mcp/authoring-guide.md');

// The CLI's local commands as one script (scripts/bundle-cli.mjs), for a cheap cold start.
const { bundleCli } = await import('./bundle-cli.mjs');
await bundleCli();

// The one file to embed and the playground (dist/embed/), which the service serves.
const { buildEmbed } = await import('./build-embed.mjs');
await buildEmbed();
console.log('build: dist/ ready');
