/**
 * Load run (not a test) on loopback: the real service in child processes (rate limits off,
 * request log off, the default drawing pool; server-child.ts), loaded with autocannon in
 * bounded phases: outline reads, view=dsp reads, creates of a 50-node diagram, and outline
 * reads while creating. It runs the same phases on three setups one after the other, and
 * ends with their requests per second side by side:
 *   - sqlite: one process on a temporary SQLite file (the default service);
 *   - postgres: one process on a fresh PostgreSQL database (DSP_TEST_POSTGRES_URL, default
 *     the local one; dropped after);
 *   - postgres-2: two processes on one fresh PostgreSQL database, loaded at once (one
 *     autocannon per process, the connections shared out: what a round-robin proxy does).
 * Prints, per setup and phase, requests per second and p50/p99 latency next to the
 * targets and each server's RSS; per setup, where each server's memory is at start, right
 * after the load and after --settle seconds idle (steady state). PostgreSQL setups are
 * left out, said on one line, when it does not answer.
 *
 *   npx tsx bench/load.ts [--duration SECONDS] [--connections N] [--threads N] [--settle SECONDS]
 *                         [--setups sqlite,postgres,postgres-2]
 *
 * --threads sets each server's drawing threads (default: the server's own default).
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { defaultThreadCount } from '../server/index.js';
import { fiftyNodeScene, NODES } from './load-scene.js';
import { describeMemory, processRss, startServerChild, threadCpu, type ServerChild } from './server-child.js';
import { createPostgresDatabase, postgresAvailable, POSTGRES_URL } from '../harness/test-database.js';

/** The part of autocannon's result this run reads. */
interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}

interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** autocannon's per-request hook: here, a new body for every create. */
  requests?: Array<{ setupRequest: (request: { body?: string }) => { body?: string } }>;
}

type Autocannon = (options: LoadOptions) => Promise<LoadResult>;

/** Seconds the server idles after the last phase before its steady-state memory is read. */
const SETTLE_SECONDS = 10;

/**
 * Creates warm up for 15 s: a fresh server's first few hundred creates run 2-3x slower,
 * while V8 is still optimising ELK's and the engine's code in each drawing thread (measured
 * in 4 s windows from a cold start: 19, 48, 62, 71, 70, 72/s). The figure printed is the
 * service's steady state; the first line of the creates phase says what the cold start gave.
 */
const CREATE_WARM_UP_SECONDS = 15;

/**
 * A request hook giving each create a scene of its own: the client of instance `first` of
 * `stride` sends variants first + 1, first + 1 + stride, ..., so no two clients repeat one.
 */
function variedCreates(first: number, stride: number): LoadOptions['requests'] {
  let variant = first + 1;
  return [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ scene: fiftyNodeScene((variant += stride) - stride) }) }) }];
}


/** One load aimed at every instance of a setup: a path, the same options, the connections shared out. */
interface Load extends Omit<LoadOptions, 'duration' | 'url' | 'requests'> {
  path: string;
  /** Whether each create sends a diagram of its own (a hook per instance). */
  varied?: boolean;
}

interface Phase {
  name: string;
  /** Its column in the side-by-side table. */
  column: string;
  target: { perSecond: number; p99Ms?: number };
  load: Load;
  /** Seconds of the same load before the measured run, not counted. */
  warmUp: number;
  /** Load run at the same time, not measured (the reads-while-creating phase). */
  background?: Load;
}

/** autocannon's answers of one phase, one per instance, as one figure: requests added up, latencies the worst. */
interface Combined {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  why: string;
}

function combine(results: LoadResult[]): Combined {
  const statuses = new Map<string, number>();
  let errors = 0;
  let timeouts = 0;
  for (const result of results) {
    errors += result.errors;
    timeouts += result.timeouts;
    for (const [status, { count }] of Object.entries(result.statusCodeStats)) if (!status.startsWith('2')) statuses.set(status, (statuses.get(status) ?? 0) + count);
  }
  const failures = results.reduce((sum, result) => sum + result.non2xx, 0) + errors + timeouts;
  const reasons = [...[...statuses].map(([status, count]) => `${count}x${status}`), ...(errors ? [`${errors} errors`] : []), ...(timeouts ? [`${timeouts} timeouts`] : [])];
  return {
    perSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failures,
    why: failures > 0 ? ` (${reasons.join(', ')})` : '',
  };
}

/** The setups one run compares: where the data is and how many service processes serve it. */
type SetupName = 'sqlite' | 'postgres' | 'postgres-2';
const SETUPS: Record<SetupName, { label: string; database: 'sqlite' | 'postgres'; instances: number }> = {
  sqlite: { label: 'SQLite, 1 instance', database: 'sqlite', instances: 1 },
  postgres: { label: 'PostgreSQL, 1 instance', database: 'postgres', instances: 1 },
  'postgres-2': { label: 'PostgreSQL, 2 instances', database: 'postgres', instances: 2 },
};

interface RunningSetup {
  instances: ServerChild[];
  stop(): Promise<void>;
}

/** Starts a setup's processes: one on a temporary SQLite file, or one or two on a fresh PostgreSQL database (dropped at stop). */
async function startSetup(name: SetupName, threads: number | undefined): Promise<RunningSetup> {
  const setup = SETUPS[name];
  if (setup.database === 'sqlite') {
    const server = await startServerChild(threads);
    return { instances: [server], stop: () => server.stop() };
  }
  const database = await createPostgresDatabase();
  const instances: ServerChild[] = [];
  try {
    // One after the other: the first migrates and makes the accounts, the others join.
    for (let i = 0; i < setup.instances; i++) instances.push(await startServerChild(threads, { url: database.url, ...(i > 0 ? { joining: instances[0] } : {}) }));
  } catch (error) {
    await Promise.all(instances.map((server) => server.stop()));
    await database.drop();
    throw error;
  }
  return {
    instances,
    async stop() {
      await Promise.all(instances.map((server) => server.stop()));
      await database.drop();
    },
  };
}

/** Runs `load` against every instance at once for `duration` seconds (connections shared out). */
function loadAll(autocannon: Autocannon, instances: ServerChild[], load: Load, duration: number): Promise<LoadResult[]> {
  const { path, varied, ...options } = load;
  const connections = Math.max(1, Math.round(options.connections / instances.length));
  return Promise.all(instances.map((server, i) => autocannon({ ...options, connections, duration, url: `${server.url}${path}`, ...(varied ? { requests: variedCreates(i, instances.length) } : {}) })));
}

/**
 * The servers' CPU time per request of a phase, and the threads that used it: what bounds
 * the rate on this machine (creates: the drawing threads' CPU a create; the cores are shared
 * with the client). Threads are named as Linux names them, with their id.
 */
function cpuPerRequest(before: Array<Map<number, { name: string; ms: number }>>, after: Array<Map<number, { name: string; ms: number }>>, requests: number, seconds: number): string {
  const used: Array<[string, number]> = [];
  after.forEach((threads, i) => {
    for (const [tid, { name, ms }] of threads) used.push([`${name}/${tid}`, ms - (before[i]!.get(tid)?.ms ?? 0)]);
  });
  const total = used.reduce((sum, [, ms]) => sum + ms, 0);
  const busiest = used.filter(([, ms]) => ms >= total * 0.05).sort((a, b) => b[1] - a[1]);
  const per = (ms: number): string => (ms / Math.max(1, requests)).toFixed(2);
  return `server CPU ${per(total)} ms a request (${(total / 10 / seconds).toFixed(0)}% of one core; ${busiest.map(([name, ms]) => `${name} ${per(ms)}`).join(', ')})`;
}

interface RunOptions {
  duration: number;
  connections: number;
  threads: number | undefined;
  settle: number;
}

/** Loads one setup phase by phase and prints its lines; returns each phase's requests per second by column. */
async function runSetup(autocannon: Autocannon, name: SetupName, options: RunOptions): Promise<Record<string, number>> {
  const { duration, connections, threads } = options;
  const setup = SETUPS[name];
  const running = await startSetup(name, threads);
  const { instances } = running;
  const figures: Record<string, number> = {};
  try {
    const memories = async (when: string) => {
      for (const [i, server] of instances.entries()) console.log(`Memory ${when}${instances.length > 1 ? ` (instance ${i + 1})` : ''}: ${describeMemory(await server.memory())}`);
    };
    const headers = { authorization: `Bearer ${instances[0]!.keys.write}`, 'content-type': 'application/json' };
    const body = JSON.stringify({ scene: fiftyNodeScene() });
    const created = await fetch(`${instances[0]!.url}/v1/diagrams`, { method: 'POST', headers, body });
    if (created.status !== 201) throw new Error(`could not create the diagram to read: ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };

    const outline: Load = { path: `/v1/diagrams/${id}`, connections, headers };
    const creates: Load = { path: '/v1/diagrams', connections, headers, method: 'POST', body, varied: true };
    const phases: Phase[] = [
      { name: 'GET outline (default view)', column: 'outline', target: { perSecond: 1500, p99Ms: 50 }, load: outline, warmUp: 2 },
      { name: 'GET view=dsp', column: 'view=dsp', target: { perSecond: 0, p99Ms: 50 }, load: { ...outline, path: `${outline.path}?view=dsp` }, warmUp: 2 },
      { name: `POST create (${NODES} nodes)`, column: 'creates', target: { perSecond: 50 }, load: creates, warmUp: CREATE_WARM_UP_SECONDS },
      // Reads while every drawing thread is busy: the event loop must not queue behind drawings.
      { name: 'GET outline while creating', column: 'outline while creating', target: { perSecond: 0, p99Ms: 50 }, load: { ...outline, connections: 2 }, warmUp: 0, background: creates },
    ];
    const pool = threads ? `${threads} drawing thread${threads === 1 ? '' : 's'}` : `the default drawing pool (${defaultThreadCount()} thread${defaultThreadCount() === 1 ? '' : 's'} on ${availableParallelism()} cores)`;
    const spread = instances.length > 1 ? `; every phase loads the ${instances.length} processes at once, the connections shared out (req/s added up, latencies the worst of them)` : '';
    console.log(`\n== ${setup.label}: ${instances.length} server process${instances.length > 1 ? 'es' : ''}, each with ${pool}${spread}`);
    await memories('at start');
    console.log(`${'phase'.padEnd(30)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}  target`);
    for (const phase of phases) {
      if (phase.warmUp > 0) {
        const warm = combine(await loadAll(autocannon, instances, phase.load, phase.warmUp));
        if (phase.warmUp >= 10) console.log(`  (warm-up of ${phase.warmUp} s from this phase's cold start: ${warm.perSecond.toFixed(0)}/s, p99 ${warm.p99} ms)`);
      }
      const cpuBefore = instances.map((server) => threadCpu(server.pid));
      const clientBefore = process.cpuUsage();
      const [measured] = await Promise.all([
        loadAll(autocannon, instances, phase.load, duration),
        ...(phase.background ? [loadAll(autocannon, instances, phase.background, duration + 1)] : []),
      ]);
      const cpuAfter = instances.map((server) => threadCpu(server.pid));
      const client = process.cpuUsage(clientBefore);
      const result = combine(measured);
      figures[phase.column] = result.perSecond;
      const checks: string[] = [];
      if (phase.target.perSecond > 0) checks.push(`>= ${phase.target.perSecond}/s ${result.perSecond >= phase.target.perSecond ? 'met' : 'MISSED'}`);
      if (phase.target.p99Ms !== undefined) checks.push(`p99 < ${phase.target.p99Ms} ms ${result.p99 < phase.target.p99Ms ? 'met' : 'MISSED'}`);
      const rss = instances.map((server) => processRss(server.pid).rssMb).join(' + ');
      console.log(`${phase.name.padEnd(30)} ${result.perSecond.toFixed(0).padStart(8)} ${String(result.p50).padStart(7)} ${String(result.p99).padStart(7)} ${String(result.failures).padStart(8)}  ${checks.join(', ')}${result.why}  (RSS ${rss} MB)`);
      const requests = measured.reduce((sum, one) => sum + one.requests.total, 0);
      console.log(`  ${cpuPerRequest(cpuBefore, cpuAfter, requests, duration)}; this client (autocannon) ${((client.user + client.system) / 1000 / requests).toFixed(2)} ms a request`);
    }
    await memories('right after the load');
    if (options.settle > 0) {
      await new Promise((resolve) => setTimeout(resolve, options.settle * 1000));
      await memories(`after ${options.settle} s idle (steady state)`);
    }
  } finally {
    await running.stop();
  }
  return figures;
}

async function run(setups: SetupName[], options: RunOptions): Promise<void> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  console.log(`Load on loopback: ${options.connections} connections, ${options.duration} s per phase after a warm-up (2 s for reads, ${CREATE_WARM_UP_SECONDS} s for creates); every create sends a different diagram; rate limits and the request log off. Setups one after the other: ${setups.map((name) => SETUPS[name].label).join('; ')}.`);
  let runnable = setups;
  if (setups.some((name) => SETUPS[name].database === 'postgres') && !(await postgresAvailable())) {
    console.log(`PostgreSQL does not answer at ${POSTGRES_URL} (set DSP_TEST_POSTGRES_URL): its setups are left out of this run.`);
    runnable = setups.filter((name) => SETUPS[name].database !== 'postgres');
  }
  const table: Array<[SetupName, Record<string, number>]> = [];
  for (const name of runnable) table.push([name, await runSetup(autocannon, name, options)]);

  const columns = ['outline', 'view=dsp', 'creates', 'outline while creating'];
  console.log('\nSide by side, requests per second of this run (the client and every server share the machine\'s cores):');
  console.log(`${'setup'.padEnd(26)} ${columns.map((column) => column.padStart(column.length < 9 ? 9 : column.length)).join(' ')}`);
  for (const [name, figures] of table) {
    console.log(`${SETUPS[name].label.padEnd(26)} ${columns.map((column) => (figures[column] ?? NaN).toFixed(0).padStart(column.length < 9 ? 9 : column.length)).join(' ')}`);
  }
}

const { values } = parseArgs({
  options: { duration: { type: 'string' }, connections: { type: 'string' }, threads: { type: 'string' }, settle: { type: 'string' }, setups: { type: 'string' } },
});
const setups = (values.setups ?? 'sqlite,postgres,postgres-2').split(',') as SetupName[];
for (const name of setups) if (!(name in SETUPS)) throw new Error(`--setups takes ${Object.keys(SETUPS).join(', ')} (comma-separated); got "${name}"`);
await run(setups, {
  duration: Number(values.duration ?? 10),
  connections: Number(values.connections ?? 10),
  threads: values.threads === undefined ? undefined : Number(values.threads),
  settle: Number(values.settle ?? SETTLE_SECONDS),
});
