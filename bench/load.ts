/**
 * Load run (not a test) on loopback: the real service in a child process on a temporary
 * database (rate limits off, request log off, the default drawing pool; server-child.ts),
 * loaded with autocannon in bounded phases: outline reads, view=dsp reads, and creates of a
 * 50-node diagram. Prints requests per second and p99 latency next to the targets, the
 * server's RSS after each phase, and where its memory is at start, right after the load
 * and after 10 s idle (steady state).
 *
 *   npx tsx bench/load.ts [--duration SECONDS] [--connections N] [--threads N]
 *
 * --threads sets the drawing threads (default: the server's own default, one per core but one).
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { defaultThreadCount } from '../server/render-pool/index.js';
import { describeMemory, processRss, startServerChild } from './server-child.js';

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

const NODES = 50;

/** Seconds the server idles after the last phase before its steady-state memory is read. */
const SETTLE_SECONDS = 10;

/**
 * A 50-node architecture diagram without positions (the engine lays it out on every
 * create). `variant` goes into every label, so each create of the run sends a diagram no
 * earlier one had: no cache keyed on content can answer for the work.
 */
function fiftyNodeScene(variant = 0): Record<string, unknown> {
  const words = ['orders', 'payments', 'stock', 'mail', 'search', 'billing', 'audit', 'ledger'];
  const elements: Array<Record<string, unknown>> = [];
  for (let i = 0; i < NODES; i++) {
    const label = variant === 0 ? `${words[i % words.length]} ${i}` : `${words[(i + variant) % words.length]} ${i}.${variant}`;
    elements.push({ id: `n${i}`, kind: 'node', nodeType: i % 7 === 3 ? 'database' : 'service', label });
  }
  for (let i = 1; i < NODES; i++) elements.push({ id: `e${i}`, kind: 'edge', from: { elementId: `n${Math.floor((i - 1) / 2)}` }, to: { elementId: `n${i}` } });
  return { schemaVersion: '0.1', scene: { id: 'load' }, diagramFamily: 'architecture', elements };
}

interface Phase {
  name: string;
  target: { perSecond: number; p99Ms?: number };
  options: Omit<LoadOptions, 'duration'>;
  /** Seconds of the same load before the measured run, not counted. */
  warmUp: number;
  /** Load run at the same time, not measured (the reads-while-creating phase). */
  background?: Omit<LoadOptions, 'duration'>;
}

/**
 * Creates warm up for 15 s: a fresh server's first few hundred creates run 2-3x slower,
 * while V8 is still optimising ELK's and the engine's code in each drawing thread (measured
 * in 4 s windows from a cold start: 19, 48, 62, 71, 70, 72/s). The figure printed is the
 * service's steady state; the first line of the creates phase says what the cold start gave.
 */
const CREATE_WARM_UP_SECONDS = 15;

/** A request hook giving each create a scene of its own. */
function variedCreates(): LoadOptions['requests'] {
  let variant = 0;
  return [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ scene: fiftyNodeScene(++variant) }) }) }];
}

async function run(duration: number, connections: number, threads: number | undefined): Promise<void> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const server = await startServerChild(threads);
  const ready = { url: server.url, key: server.keys.write };
  try {
    console.log(`Memory at start: ${describeMemory(await server.memory())}`);
    const headers = { authorization: `Bearer ${ready.key}`, 'content-type': 'application/json' };
    const body = JSON.stringify({ scene: fiftyNodeScene() });
    const created = await fetch(`${ready.url}/v1/diagrams`, { method: 'POST', headers, body });
    if (created.status !== 201) throw new Error(`could not create the diagram to read: ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };

    const outline = { url: `${ready.url}/v1/diagrams/${id}`, connections, headers };
    const creates = { url: `${ready.url}/v1/diagrams`, connections, headers, method: 'POST' as const, body, requests: variedCreates() };
    const phases: Phase[] = [
      { name: 'GET outline (default view)', target: { perSecond: 1500, p99Ms: 50 }, options: outline, warmUp: 2 },
      { name: 'GET view=dsp', target: { perSecond: 0, p99Ms: 50 }, options: { ...outline, url: `${outline.url}?view=dsp` }, warmUp: 2 },
      { name: `POST create (${NODES} nodes)`, target: { perSecond: 50 }, options: creates, warmUp: CREATE_WARM_UP_SECONDS },
      // Reads while every drawing thread is busy: the event loop must not queue behind drawings.
      { name: 'GET outline while creating', target: { perSecond: 0, p99Ms: 50 }, options: { ...outline, connections: 2 }, warmUp: 0, background: creates },
    ];
    const pool = threads ? `${threads} drawing thread${threads === 1 ? '' : 's'}` : `the default drawing pool (${defaultThreadCount()} thread${defaultThreadCount() === 1 ? '' : 's'} on ${availableParallelism()} cores)`;
    console.log(`Load on loopback: ${connections} connections, ${duration} s per phase after a warm-up (2 s for reads, ${CREATE_WARM_UP_SECONDS} s for creates); every create sends a different diagram; the server is one child process with ${pool}.`);
    console.log(`${'phase'.padEnd(30)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}  target`);
    for (const phase of phases) {
      if (phase.warmUp > 0) {
        const warm = await autocannon({ ...phase.options, duration: phase.warmUp });
        if (phase.warmUp >= 10) console.log(`  (warm-up of ${phase.warmUp} s from this phase's cold start: ${warm.requests.average.toFixed(0)}/s, p99 ${warm.latency.p99} ms)`);
      }
      const [result] = await Promise.all([
        autocannon({ ...phase.options, duration }),
        ...(phase.background ? [autocannon({ ...phase.background, duration: duration + 1 })] : []),
      ]);
      const perSecond = result.requests.average;
      const checks: string[] = [];
      if (phase.target.perSecond > 0) checks.push(`>= ${phase.target.perSecond}/s ${perSecond >= phase.target.perSecond ? 'met' : 'MISSED'}`);
      if (phase.target.p99Ms !== undefined) checks.push(`p99 < ${phase.target.p99Ms} ms ${result.latency.p99 < phase.target.p99Ms ? 'met' : 'MISSED'}`);
      const failures = result.non2xx + result.errors + result.timeouts;
      const statuses = Object.entries(result.statusCodeStats).filter(([status]) => !status.startsWith('2')).map(([status, { count }]) => `${count}x${status}`);
      const why = failures > 0 ? ` (${[...statuses, ...(result.errors ? [`${result.errors} errors`] : []), ...(result.timeouts ? [`${result.timeouts} timeouts`] : [])].join(', ')})` : '';
      console.log(`${phase.name.padEnd(30)} ${perSecond.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(failures).padStart(8)}  ${checks.join(', ')}${why}  (RSS ${processRss(server.pid).rssMb} MB)`);
    }
    console.log(`Memory right after the load: ${describeMemory(await server.memory())}`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    console.log(`Memory after ${SETTLE_SECONDS} s idle (steady state): ${describeMemory(await server.memory())}`);
  } finally {
    await server.stop();
  }
}

const { values } = parseArgs({ options: { duration: { type: 'string' }, connections: { type: 'string' }, threads: { type: 'string' } } });
await run(Number(values.duration ?? 10), Number(values.connections ?? 10), values.threads === undefined ? undefined : Number(values.threads));
