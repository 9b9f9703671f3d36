#!/usr/bin/env node
/**
 * The whole test suite, as `npm test` runs it: type-check, lint, build, Node tests
 * (vitest), browser tests (web-test-runner in headless Chromium). Installs Debian's
 * Chromium first when it is missing. Prints one line per suite and a final line
 * "N passed, N failed" summing all suites; exits 1 when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = [];

function run(command, args, options = {}) {
  const started = process.hrtime.bigint();
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' }, ...options });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { ok: child.status === 0, seconds };
}

function record(name, passed, failed, seconds, note = '') {
  results.push({ name, passed, failed, seconds, note });
}

function ensureChromium() {
  if (existsSync(chromium)) return true;
  console.log(`Chromium is missing at ${chromium}; installing Debian's chromium package...`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo'];
  const update = run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(isRoot ? [] : ['apt-get']), 'update']);
  const install = update.ok && run(sudo[0] ?? 'apt-get', [...(isRoot ? [] : ['apt-get']), 'install', '-y', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (install && install.ok && existsSync(chromium)) return true;
  console.error('Could not install Chromium. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).');
  return false;
}

rmSync('.test-results', { recursive: true, force: true });
mkdirSync('.test-results', { recursive: true });

// 1. Types
{
  const { ok, seconds } = run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  record('typecheck', ok ? 1 : 0, ok ? 0 : 1, seconds);
}
// 2. Lint (the engine's import and purity rules included)
{
  const { ok, seconds } = run('npx', ['eslint', '.']);
  record('lint', ok ? 1 : 0, ok ? 0 : 1, seconds);
}
// 3. Build (the package face other programs import)
{
  const { ok, seconds } = run('node', ['scripts/build.mjs']);
  record('build', ok ? 1 : 0, ok ? 0 : 1, seconds);
}
// Chromium before the Node tests too: the page tests (test/browser-pages) drive it from vitest.
const haveChromium = ensureChromium();
// 4. Node tests
{
  const { seconds } = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.test-results/vitest.json']);
  if (existsSync('.test-results/vitest.json')) {
    const report = JSON.parse(readFileSync('.test-results/vitest.json', 'utf8'));
    const loadFailures = (report.testResults ?? []).filter((file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0).length;
    record('vitest', report.numPassedTests, report.numFailedTests + loadFailures, seconds);
  } else {
    record('vitest', 0, 1, seconds, 'no report written');
  }
}
// 5. Browser tests
{
  if (haveChromium) {
    const { ok, seconds } = run('npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs']);
    if (existsSync('.test-results/browser.json')) {
      const { passed, failed } = JSON.parse(readFileSync('.test-results/browser.json', 'utf8'));
      record('browser', passed, failed + (ok || failed > 0 ? 0 : 1), seconds);
    } else {
      record('browser', 0, 1, seconds, 'no report written');
    }
  } else {
    record('browser', 0, 1, 0, 'Chromium unavailable');
  }
}

console.log('\nSuites:');
for (const r of results) console.log(`  ${r.name.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds.toFixed(1)}s ${r.note}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
