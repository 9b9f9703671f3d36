import tseslint from 'typescript-eslint';
import { boundaries } from './eslint/boundaries.js';

/**
 * Lint enforces the import rules of ARCHITECTURE.md (docs/architecture.md). The engine is
 * pure: no node:*, no DOM, no clock, no randomness; only engine/layout imports elkjs,
 * only engine/raster imports resvg and only engine/derive the schema parsers. Engine folders import each other only through their
 * index.ts and only as eslint/engine-layers.js allows; no engine function runs past 80
 * lines. element/, server/, cli/ and plugins/ reach the engine through engine/index.ts or entry/ only (the font loaders of fonts/ only through entry/); cli/
 * reaches the server through server/index.ts only, and element/ not at all. server/ layers
 * import downwards only, as eslint/server-layers.js allows (dsp/server-layers). bench/
 * imports the public entries, engine/internal.ts (the one door to the engine's internals)
 * and harness/ only, and harness/ (shared by tests and benches) imports neither. test/lint/
 * checks that each rule fails on a deliberate violation.
 */
const nodeBuiltins = ['fs', 'path', 'os', 'crypto', 'child_process', 'worker_threads', 'http', 'https', 'net', 'url', 'util', 'stream', 'buffer', 'process', 'module', 'zlib', 'events', 'timers', 'perf_hooks', 'vm', 'assert'];

/** The schema parsers engine/derive loads lazily (optional peer dependencies). */
const DERIVE_PARSERS = '^(@mrleebo/prisma-ast|pgsql-ast-parser|node-sql-parser|@dbml/core)(/.*)?$';

const enginePurity = {
  'no-restricted-imports': ['error', {
    patterns: [
      { regex: '^node:', message: 'engine/ is isomorphic: no Node built-ins.' },
      { regex: `^(${nodeBuiltins.join('|')})(/.*)?$`, message: 'engine/ is isomorphic: no Node built-ins.' },
      { regex: '(^|/)(server|element|cli)(/|$)', message: 'engine/ must not import server/, element/ or cli/.' },
      { regex: '^elkjs', message: 'Only engine/layout/ imports elkjs.' },
      { regex: '^@resvg/', message: 'Only engine/raster/ imports resvg.' },
      { regex: DERIVE_PARSERS, message: 'Only engine/derive/ imports the schema parsers (lazily).' },
    ],
  }],
  'no-restricted-globals': ['error',
    { name: 'document', message: 'engine/ has no DOM.' },
    { name: 'window', message: 'engine/ has no DOM.' },
    { name: 'navigator', message: 'engine/ has no DOM.' },
    { name: 'localStorage', message: 'engine/ has no DOM.' },
    { name: 'fetch', message: 'engine/ makes no requests; its caller passes bytes in.' },
    { name: 'XMLHttpRequest', message: 'engine/ makes no requests.' },
    { name: 'process', message: 'engine/ does not read the process.' },
    { name: 'Buffer', message: 'engine/ is isomorphic: use Uint8Array.' },
    { name: 'require', message: 'engine/ is ESM.' },
    { name: 'setTimeout', message: 'engine/ has no timers.' },
    { name: 'setInterval', message: 'engine/ has no timers.' },
    { name: 'performance', message: 'engine/ has no clock.' },
    { name: 'Date', message: 'engine/ has no clock: time comes in as an argument.' },
  ],
  'no-restricted-properties': ['error',
    { object: 'Math', property: 'random', message: 'engine/ is deterministic: no Math.random.' },
    { object: 'Date', property: 'now', message: 'engine/ has no clock.' },
    { object: 'performance', property: 'now', message: 'engine/ has no clock.' },
  ],
  'no-restricted-syntax': ['error',
    { selector: "NewExpression[callee.name='Date']", message: 'engine/ has no clock.' },
    { selector: "ImportExpression", message: 'engine/ loads nothing dynamically except through its lazy loaders in layout/, raster/ and derive/.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'scratch/**', '**/*.d.ts'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['engine/**/*.ts'],
    plugins: { dsp: boundaries },
    rules: {
      ...enginePurity,
      'dsp/engine-layers': 'error',
      // Long functions hide steps that deserve a name and a test of their own.
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  // The heavy libraries load lazily, each in its one folder.
  ...[['engine/layout/**/*.ts', '^elkjs'], ['engine/raster/**/*.ts', '^@resvg/'], ['engine/derive/**/*.ts', DERIVE_PARSERS]].map(([files, allowed]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': ['error', { patterns: enginePurity['no-restricted-imports'][1].patterns.filter((p) => p.regex !== allowed) }],
      'no-restricted-syntax': ['error', enginePurity['no-restricted-syntax'][1]],
    },
  })),
  {
    files: ['element/**/*.ts', 'app/**/*.ts', 'server/**/*.ts', 'cli/**/*.ts', 'plugins/**/*.ts'],
    plugins: { dsp: boundaries },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '(^|/)engine/(?!index(\\.js)?$).+', message: 'Use the engine through engine/index.ts only.' }],
      }],
      'dsp/front-doors': 'error',
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'dsp/server-layers': 'error' },
  },
  {
    files: ['bench/**/*.ts', 'bench/**/*.js', 'bench/**/*.mjs', 'harness/**/*.ts'],
    plugins: { dsp: boundaries },
    rules: { 'dsp/bench-fence': 'error' },
  },
);
