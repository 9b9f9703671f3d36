/**
 * The CLI's local commands (dist/cli/local-commands.js: render, validate, layout, derive, with the
 * engine, elkjs, opentype.js and the rest) as one CommonJS script, dist/cli/local-commands.cjs,
 * which cli/bundled-commands.ts compiles with a V8 code cache. One script instead of about 150
 * ES modules is what makes a cold `dsp render` cheap (docs/decisions/2026-11-24-dsp-render-bundle-and-threads.md).
 * Built from tsc's output, so it is the same JavaScript the package's modules run.
 *
 * The bundle is run inside a function whose parameters are CommonJS's plus __dspBundleUrl (the
 * bundle's file URL). Each module's import.meta.url becomes its own URL as it lies in dist/,
 * computed from that, so the fonts and package.json are found beside the modules as before.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = `${ROOT}dist/cli/local-commands.js`;
const OUTFILE = `${ROOT}dist/cli/local-commands.cjs`;

/** import.meta.url of a module of dist/, rewritten relative to the bundle's URL. */
const moduleUrls = {
  name: 'dist-module-urls',
  setup(bundler) {
    bundler.onLoad({ filter: /[\\/]dist[\\/].*\.js$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const own = relative(dirname(OUTFILE), path).split('\\').join('/');
      const contents = text.replaceAll('import.meta.url', `new URL(${JSON.stringify(own)}, __dspBundleUrl).href`);
      // Any other use (import.meta.resolve, import.meta.dirname) would be silently wrong in CommonJS.
      if (contents.includes('import.meta')) throw new Error(`bundle-cli: ${path} uses import.meta beyond .url`);
      return { contents, loader: 'js' };
    });
  },
};

/** The packages inside the bundle (name@version, licence), from esbuild's list of inputs. */
async function bundledPackages(metafile) {
  const names = new Set(Object.keys(metafile.inputs).flatMap((input) => input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1] ?? []));
  const described = await Promise.all([...names].sort().map(async (name) => {
    const { version, license } = JSON.parse(await readFile(`${ROOT}node_modules/${name}/package.json`, 'utf8'));
    return `${name}@${version} (${license})`;
  }));
  return described.join(', ');
}

export async function bundleCli() {
  const { metafile } = await build({
    entryPoints: [ENTRY],
    outfile: OUTFILE,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // Whitespace only: elkjs comes minified already, and names stay readable in stack traces.
    minifyWhitespace: true,
    charset: 'ascii',
    legalComments: 'inline',
    logLevel: 'warning',
    // Left to the installed packages: resvg's JavaScript must match the WebAssembly
    // fonts/node.ts reads from its package (and is needed only for a PNG); elkjs is 1.8 MB
    // that would be in the package twice (cli/bundled-commands.ts compiles it with its own
    // code cache when the bundle require()s it). Their import() become require() calls: a
    // script compiled from a code cache cannot run import() in Node 20
    // (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING).
    // The schema parsers of `dsp derive` are optional peer dependencies: required from the
    // installed packages when a derive runs, never carried in the bundle.
    external: ['@resvg/resvg-wasm', 'elkjs/lib/elk.bundled.js', '@mrleebo/prisma-ast', 'pgsql-ast-parser', 'node-sql-parser/build/mysql.js', '@dbml/core'],
    supported: { 'dynamic-import': false },
    plugins: [moduleUrls],
    metafile: true,
  });
  // Whose code this file carries: their licences come with them as the package's dependencies.
  const bundle = await readFile(OUTFILE, 'utf8');
  await writeFile(OUTFILE, `/* dsp-diagrams CLI bundle (scripts/bundle-cli.mjs). Bundled packages: ${await bundledPackages(metafile)}. */\n${bundle}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleCli();
