import { defineConfig } from 'vitest/config';

/**
 * One config for vite (the browser bundle of the engine and element) and vitest (Node
 * tests). Browser tests run under @web/test-runner (web-test-runner.config.mjs).
 */
export default defineConfig({
  build: {
    outDir: 'dist/browser',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: { engine: 'engine/index.ts' },
      formats: ['es'],
    },
  },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/browser/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Writes test/golden/report.html when a golden differs (test/golden/README.md).
    globalSetup: ['test/support/golden-report-setup.ts'],
  },
});
