import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';

/**
 * Loading elkjs's 1.6 MB bundle the way the engine imports it costs a cold `dsp render`
 * more than the layout's own first run (CPU profile of one 50-node flowchart: 0.4 s
 * detecting whether it is an ES module, as Node 20.19 does for a package without "type",
 * 0.14 s scanning it for export names, 0.2 s compiling it). The CLI knows better: it
 * compiles the bundle once as CommonJS with a V8 code cache kept in the temp folder, and a
 * load hook hands the engine's import that module. The pictures are the same: only how the
 * same code is loaded changes.
 */

const KEY = Symbol.for('dsp-diagrams.cli.elkjs');
const HOOK = `export async function load(url, context, next) {
  if (url.endsWith('/elkjs/lib/elk.bundled.js')) return { format: 'module', source: 'export default globalThis[Symbol.for("dsp-diagrams.cli.elkjs")];', shortCircuit: true };
  return next(url, context);
}`;

/** Where the code cache of this elkjs file for this Node lives (a cache from another Node version is rejected by V8 anyway). */
function cachePath(source: string): string {
  const key = createHash('sha256').update(process.version).update(source).digest('hex').slice(0, 16);
  return join(tmpdir(), 'dsp-diagrams-v8-cache', `elkjs-${key}.bin`);
}

function readCache(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

let preloaded = false;

/**
 * Compiles elkjs (with the code cache when there is one) and routes the engine's import of
 * it here; once per process, before the first layout. DSP_CLI_PLAIN_ELK=1 leaves elkjs to
 * load as the engine alone loads it (bench/cli.ts's baseline).
 */
export function preloadElk(): void {
  if (preloaded || process.env.DSP_CLI_PLAIN_ELK !== undefined) return;
  preloaded = true;
  const require = createRequire(import.meta.url);
  const file = require.resolve('elkjs/lib/elk.bundled.js');
  const source = readFileSync(file, 'utf8');
  const path = cachePath(source);
  const cachedData = readCache(path);
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as unknown };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, require, module, file, join(file, '..'));
  (globalThis as Record<symbol, unknown>)[KEY] = module.exports;
  register(`data:text/javascript,${encodeURIComponent(HOOK)}`);
  if (cachedData !== undefined && !script.cachedDataRejected) return;
  // Written at exit, after the first layouts, so the functions they compiled are in it too.
  process.once('exit', () => {
    try {
      mkdirSync(join(path, '..'), { recursive: true });
      // Renamed into place, so a run reading it meanwhile sees the whole old file or the whole new one.
      writeFileSync(`${path}.${process.pid}`, script.createCachedData());
      renameSync(`${path}.${process.pid}`, path);
    } catch {
      // No cache: the next run compiles again.
    }
  });
}
