import { build, type Plugin } from 'esbuild';

/**
 * Stand-ins any browser build of engine/index.ts needs: @mrleebo/prisma-ast imports lilconfig at load to look for a `prisma-ast` config file on
 * disk (none in a browser: the defaults, as in Node without such a file), and `os` for its
 * printer's line ending (unused by parsing).
 */
export const ENGINE_BROWSER_STAND_INS: Plugin = {
  name: 'engine-browser-stand-ins',
  setup(bundler) {
    bundler.onResolve({ filter: /^(lilconfig|os)$/ }, (args) => ({ path: args.path, namespace: 'stand-in' }));
    bundler.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => ({
      contents: args.path === 'lilconfig' ? 'export const lilconfigSync = () => ({ search: () => null });' : 'export const EOL = "\\n"; export default { EOL };',
      loader: 'js',
    }));
  },
};

/** A browser entry (next to this file) bundled with esbuild as a page would bundle the engine: one ES module's text. */
export async function bundleEntry(entry: string): Promise<string> {
  const bundle = await build({ entryPoints: [new URL(entry, import.meta.url).pathname], bundle: true, format: 'esm', platform: 'browser', target: 'es2022', write: false, plugins: [ENGINE_BROWSER_STAND_INS], logLevel: 'error' });
  return bundle.outputFiles[0]!.text;
}
