#!/usr/bin/env node
/**
 * The whole test suite, as `npm test` runs it: type-check, lint, build, Node tests
 * (vitest, on SQLite), the API suites again on PostgreSQL and the rate-limit suites on
 * Redis, browser tests (web-test-runner in headless Chromium). Installs Debian's Chromium
 * first when it is missing. Prints one line per suite (passed, failed, skipped) and a final
 * line "N passed, N failed" summing all suites; exits 1 when anything failed.
 *
 * PostgreSQL and Redis are used where they run (DSP_TEST_POSTGRES_URL, default the local
 * postgres://postgres@127.0.0.1:5432/test; DSP_TEST_REDIS_URL, default
 * redis://127.0.0.1:6379); nothing is started here. Each test file makes its own database
 * and drops it. When one does not answer, that is said on one line and its suite's tests
 * are counted as skipped, never as passed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import pg from 'pg';
import { Redis } from 'ioredis';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = [];

function run(command, args, options = {}) {
  const started = process.hrtime.bigint();
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' }, ...options });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { ok: child.status === 0, seconds };
}

function record(name, passed, failed, seconds, note = '', skipped = 0) {
  results.push({ name, passed, failed, skipped, seconds, note });
}

/** Runs vitest on `files` (all when empty) with `env`, and records its counts as one suite. */
function vitestSuite(name, files, env = {}) {
  const report = `.test-results/${name}.json`;
  const { seconds } = run('npx', ['vitest', 'run', ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { env: { ...process.env, FORCE_COLOR: '0', ...env } });
  if (!existsSync(report)) return record(name, 0, 1, seconds, 'no report written');
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const loadFailures = (json.testResults ?? []).filter((file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0).length;
  record(name, json.numPassedTests, json.numFailedTests + loadFailures, seconds, '', json.numPendingTests + json.numTodoTests);
}

/** A suite that cannot run here: says why on one line and counts its tests as skipped. */
function skippedSuite(name, files, env, why) {
  console.log(`${name}: ${why}; its tests are counted as skipped.`);
  const list = `.test-results/${name}-list.json`;
  const { seconds } = run('npx', ['vitest', 'list', ...files, `--json=${list}`], { stdio: 'ignore', env: { ...process.env, ...env } });
  const tests = existsSync(list) ? JSON.parse(readFileSync(list, 'utf8')).length : 0;
  record(name, 0, tests === 0 ? 1 : 0, seconds, tests === 0 ? `${why}; the tests could not be listed` : why, tests);
}

/** Whether a PostgreSQL server answers at `url` within 5 s; the reason when it does not. */
async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error.code ?? error.message;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether Redis answers at `url` within 5 s; the reason when it does not. */
async function redisAnswers(url) {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 5_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let socketError;
  redis.on('error', (error) => (socketError = error));
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return socketError?.code ?? error.code ?? error.message;
  } finally {
    redis.disconnect();
  }
}

/** The suites that run on every database: the API end-to-end suites over REST and MCP, dsp admin (and its copy), the database layer. */
const DATABASE_SUITES = ['test/api', 'test/mcp', 'test/cli/admin', 'test/server/db'];
/** The suites that turn rate limits on: run once more with Redis as the store. */
const RATE_LIMIT_SUITES = ['test/api/rate-limits.test.ts', 'test/api/instances.test.ts', 'test/server/rate-limit-redis.test.ts'];
const POSTGRES_URL = process.env.DSP_TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.DSP_TEST_REDIS_URL || 'redis://127.0.0.1:6379';
/** An address fit for the log (no password). */
const shown = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

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
// 4. Node tests (the database suites on SQLite)
vitestSuite('vitest', []);
// 4b. The database suites on PostgreSQL, each test file in a database of its own
{
  const env = { DSP_TEST_DATABASE: 'postgres' };
  const down = await postgresAnswers(POSTGRES_URL);
  if (down) skippedSuite('api-postgres', DATABASE_SUITES, env, `PostgreSQL does not answer at ${shown(POSTGRES_URL)} (${down})`);
  else vitestSuite('api-postgres', DATABASE_SUITES, env);
}
// 4c. The rate-limit suites with Redis as the shared store
{
  const env = { DSP_TEST_RATE_LIMITS: 'redis' };
  const down = await redisAnswers(REDIS_URL);
  if (down) skippedSuite('api-redis', RATE_LIMIT_SUITES, env, `Redis does not answer at ${shown(REDIS_URL)} (${down})`);
  else vitestSuite('api-redis', RATE_LIMIT_SUITES, env);
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
for (const r of results) {
  console.log(`  ${r.name.padEnd(12)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${String(r.skipped).padStart(4)} skipped  ${r.seconds.toFixed(1)}s ${r.note}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
