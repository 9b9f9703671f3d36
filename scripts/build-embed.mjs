#!/usr/bin/env node
/**
 * The one file to embed: a Vite library build of <dsp-diagram> (engine included) into
 * dist/embed/: dsp-diagram.js, its module worker and lazily loaded chunks (ELK) under
 * assets/, and the fonts and resvg wasm as files of their own, fetched on first draw. The
 * playground's script (play.js, CodeMirror) and the dashboard's (app.js, app/) go beside it, and every file gets a .br and a
 * .gz copy. The service serves the folder at /assets/dsp-diagram@<version>/
 * (server/http/routes/embed.ts).
 *
 *   node scripts/build-embed.mjs             build
 *   node scripts/build-embed.mjs --if-stale  build only when the sources changed since the last build (npm start)
 *
 * dist/embed/build-info.json records a hash of every source file the bundle is made from.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { sourceAssets } from './vite-source-assets.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const EMBED_DIR = join(ROOT, 'dist/embed');
const INPUTS = ['engine', 'schema', 'fonts', 'element', 'app', 'package.json', 'package-lock.json', 'scripts/build-embed.mjs', 'scripts/vite-source-assets.mjs'];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((entry) => filesUnder(join(path, entry)));
}

/** A hash of every file the bundle is built from. */
export function embedSourceHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(join(ROOT, input)))) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return `sha256:${hash.digest('hex')}`;
}

/** The package version: the embed's versioned path. */
export function packageVersion() {
  return JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
}

function currentInfo() {
  try {
    return JSON.parse(readFileSync(join(EMBED_DIR, 'build-info.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The two library builds into `outDir`. */
async function viteBuilds(outDir) {
  const { build } = await import('vite');
  const common = {
    root: ROOT,
    configFile: false,
    // Asset and worker URLs relative to the script (new URL('x', import.meta.url)), wherever it is served from.
    base: './',
    logLevel: 'warn',
    mode: 'production',
    plugins: [sourceAssets()],
    worker: { format: 'es', plugins: () => [sourceAssets()], rolldownOptions: { checks: { pluginTimings: false } } },
  };
  /** One minified ES library build of `entry` into outDir as `fileName`. */
  const library = (entry, fileName, rolldownOptions) =>
    build({
      ...common,
      build: {
        outDir,
        emptyOutDir: false,
        minify: true,
        sourcemap: false,
        target: 'es2022',
        lib: { entry: join(ROOT, entry), formats: ['es'], fileName: () => fileName },
        rolldownOptions: { checks: { pluginTimings: false }, ...rolldownOptions },
      },
    });
  // A library build keeps whitespace unless told otherwise; these files are only ever served.
  await library('element/index.ts', 'dsp-diagram.js', {
    output: { minify: true, chunkFileNames: 'assets/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]' },
  });
  await library('element/playground/main.ts', 'play.js', {
    // The playground page loads the element from dsp-diagram.js; it is not bundled twice.
    external: [/[\\/]element[\\/]index\.(js|ts)$/],
    output: { minify: true, chunkFileNames: 'assets/play-[name]-[hash].js', assetFileNames: 'assets/play-[name]-[hash][extname]', paths: (id) => (/[\\/]element[\\/]index\.(js|ts)$/.test(id) ? './dsp-diagram.js' : id) },
  });
  // The dashboard (GET /app): Lit and its pages, nothing of the engine.
  await library('app/main.ts', 'app.js', {
    output: { minify: true, chunkFileNames: 'assets/app-[name]-[hash].js', assetFileNames: 'assets/app-[name]-[hash][extname]' },
  });
}

/**
 * Writes a .br and a .gz beside every file (the service sends the one the browser accepts):
 * the JavaScript, fonts and wasm of a first drawing are 6 MB as they are, 2.5 MB gzipped.
 */
async function precompress(directory) {
  const files = filesUnder(directory).filter((file) => !file.endsWith('build-info.json'));
  await Promise.all(files.map(async (file) => {
    const bytes = readFileSync(file);
    const [br, gz] = await Promise.all([
      promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      promisify(gzip)(bytes, { level: 9 }),
    ]);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
  }));
}

/** Builds dist/embed/ (into a fresh folder, swapped in at the end, so a server reading it never sees half a build). */
export async function buildEmbed() {
  const hash = embedSourceHash();
  const started = Date.now();
  const staging = `${EMBED_DIR}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await viteBuilds(staging);
    await precompress(staging);
    writeFileSync(join(staging, 'build-info.json'), `${JSON.stringify({ version: packageVersion(), sources: hash, builtInMs: Date.now() - started }, null, 2)}\n`);
    const old = `${EMBED_DIR}.old-${process.pid}`;
    if (existsSync(EMBED_DIR)) renameSync(EMBED_DIR, old);
    renameSync(staging, EMBED_DIR);
    rmSync(old, { recursive: true, force: true });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return { builtInMs: Date.now() - started };
}

/** Holds a lock folder while `work` runs, so that concurrent callers (test files, npm start) build once. */
async function withLock(work) {
  const lock = join(ROOT, 'dist/.embed-lock');
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than 10 minutes was left by a build that died.
      if (waited > 600_000 || Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds dist/embed/ unless it was built from exactly the current sources; says what it did. */
export async function ensureEmbed() {
  return withLock(async () => {
    const hash = embedSourceHash();
    const info = currentInfo();
    if (info?.sources === hash && existsSync(join(EMBED_DIR, 'dsp-diagram.js'))) return { built: false };
    const { builtInMs } = await buildEmbed();
    return { built: true, builtInMs };
  });
}

/** True when vite, a dev dependency, is not installed (npm ci --omit=dev). */
async function viteMissing() {
  try {
    await import('vite');
    return false;
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return true;
    throw error;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const ifStale = process.argv.includes('--if-stale');
  if (ifStale && (await viteMissing())) {
    // npm start on an install without dev dependencies: the service runs; /play and the
    // embed file answer 503 EMBED_NOT_BUILT until npm run build has been run with them.
    console.warn('embed: vite is not installed (dev dependencies omitted), so dist/embed/ was not built; /play and /assets/dsp-diagram@… answer 503 until npm run build runs');
    process.exit(0);
  }
  const started = Date.now();
  const result = ifStale ? await ensureEmbed() : await withLock(async () => ({ built: true, ...(await buildEmbed()) }));
  const hashMs = Date.now() - started - (result.builtInMs ?? 0);
  console.log(result.built ? `embed: dist/embed/ built in ${(result.builtInMs / 1000).toFixed(1)} s` : `embed: dist/embed/ is current (checked in ${hashMs} ms)`);
}
