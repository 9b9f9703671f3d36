import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE, runsBundled } from './bundle-file.js';
import { compileWithCodeCache, userCacheFolder } from './code-cache.js';

/** What the local commands' module exports (cli/local-commands.ts), bundled or not. */
export type LocalCommands = typeof import('./local-commands.js');

/** The elkjs file the engine imports, which the bundle leaves to the installed package (scripts/bundle-cli.mjs). */
const ELKJS = 'elkjs/lib/elk.bundled.js';

type CommonJsWrapper = (exports: unknown, require: (id: string) => unknown, module: { exports: unknown }, filename: string, dirname: string, bundleUrl: string) => void;

/**
 * Runs one CommonJS file as a script compiled with a V8 code cache (saved at exit, after
 * the drawings, so the functions they compiled, ELK's above all, are in it too).
 * `require` is what the file's require() calls reach.
 */
function runCommonJs(file: string, require: (id: string) => unknown): unknown {
  // Both files are ASCII only (esbuild writes non-ASCII characters as escapes; elkjs is so), so latin1 reads them as they are, without UTF-8 decoding.
  const source = readFileSync(file, 'latin1');
  // CommonJS's parameters, and the bundle's own URL, from which its modules' import.meta.url are made.
  const wrapped = `(function (exports, require, module, __filename, __dirname, __dspBundleUrl) {${source}\n})`;
  const compiled = compileWithCodeCache(wrapped, file, userCacheFolder());
  if (compiled.cache !== 'used') process.once('exit', compiled.save);
  const module = { exports: {} as unknown };
  (compiled.value as CommonJsWrapper)(module.exports, require, module, file, dirname(file), BUNDLE.href);
  return module.exports;
}

/**
 * The local commands (render, validate, layout, derive). From the built package they come from one
 * bundled script, and elkjs from the installed package, both compiled with a V8 code cache:
 * a cold `dsp render` then skips resolving and compiling about 150 ES modules, and Node 20's
 * extra compile of elkjs's 1.6 MB to find out whether it is an ES module. In a checkout (no
 * bundle beside the sources), or with DSP_CLI_UNBUNDLED=1 (bench/cli.ts's baseline, the
 * byte-equality test), they are imported module by module. The same code runs either way,
 * so the pictures are the same.
 */
export async function localCommands(): Promise<LocalCommands> {
  if (!runsBundled()) return import('./local-commands.js');
  const bundle = fileURLToPath(BUNDLE);
  const resolve = createRequire(bundle);
  let elk: unknown;
  // elkjs is compiled only when the first layout asks for it: an all-up-to-date folder never does.
  const require = (id: string): unknown => (id === ELKJS ? (elk ??= runCommonJs(resolve.resolve(ELKJS), resolve)) : resolve(id));
  return runCommonJs(bundle, require) as LocalCommands;
}
