import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { countingReporter } from './test/browser/counting-reporter.mjs';
import { defaultReporter } from '@web/test-runner';
import { existsSync } from 'node:fs';

/**
 * Browser tests: the engine's TypeScript served as ESM to Debian's headless Chromium.
 * The flags keep Chromium off the (closed) network and working as root.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * elkjs ships its browser build as CommonJS (a browserify bundle). The engine imports it
 * as an ES module, so serve that one file with a `module` object around it and its
 * exports as the default export; it then loads as it does under Node and vite.
 */
const elkjsAsModule = {
  name: 'elkjs-as-module',
  transform(context) {
    if (!context.path.endsWith('/elkjs/lib/elk.bundled.js')) return undefined;
    return { body: `const module = { exports: {} };\nconst exports = module.exports;\n${context.body}\nexport default module.exports;\n` };
  },
};

/**
 * Requests the browser makes by itself rather than through an import the dev server
 * rewrites: the element's module worker (`new URL('./worker.js', import.meta.url)`, whose
 * source is worker.ts) and the resvg wasm the browser loader fetches as fonts/resvg.wasm
 * (a file only dist/ has: scripts/build.mjs copies it there).
 */
const sourceTreeRequests = async (context, next) => {
  const path = context.path;
  if (path === '/fonts/resvg.wasm') {
    context.url = '/node_modules/@resvg/resvg-wasm/index_bg.wasm';
  } else if (path.endsWith('.js') && !existsSync(`.${path}`) && existsSync(`.${path.slice(0, -3)}.ts`)) {
    context.url = context.url.replace(/\.js(\?|$)/, '.ts$1');
  }
  return next();
};

export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: true,
  rootDir: '.',
  concurrency: 1,
  testFramework: { config: { timeout: 60000 } },
  testsFinishTimeout: 300000,
  browserStartTimeout: 60000,
  middleware: [sourceTreeRequests],
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' }), elkjsAsModule],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromium,
        headless: true,
        args: [
          '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
          '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
        ],
      },
    }),
  ],
  reporters: [defaultReporter(), countingReporter()],
};
