/**
 * Memory after a drawing flood (not a test; issue 27, defect 9): the real service in a
 * child process (server-child.ts: rate limits off, the request log off, the default drawing
 * pool), flooded with keyless PNG previews from several loopback addresses, as the probe
 * that found the defect did. Prints the server's RSS before the flood, at its peak (sampled
 * every 250 ms, and the kernel's high-water mark), and a minute after it, with where the
 * memory is at each point (each drawing thread's heap and external memory, which holds
 * resvg's WebAssembly memory), and whether "after within 200 MB of before" is met.
 *
 *   npx tsx bench/memory.ts [--duration SECONDS] [--after SECONDS] [--addresses N] [--keyed N] [--threads N]
 *
 * --duration: the flood (default 60 s); --after: idle seconds before the last reading
 * (default 60); --addresses: keyless clients, one loopback address each (default 8);
 * --keyed: keyed clients sending the same previews at once (default 0: the issue's flood
 * is keyless; keyless work holds at most half the threads, so keyed clients load the rest).
 *
 * The previews mix sizes (MIX): scenes of 10 to 200 nodes, PNGs at the default scale (at most
 * 16 megapixels) and at explicit scales up to 6 (what grows a thread's WebAssembly memory
 * most). Every request sends a scene no earlier one sent.
 */
import { parseArgs } from 'node:util';
import { addressedClient, type AddressedClient } from '../harness/addressed-client.js';
import { serviceScene } from '../harness/scenes.js';
import { describeMemory, processRss, startServerChild, type ServerChild } from './server-child.js';

/** The issue's target: RSS a minute after the flood within this many MB of RSS before it. */
const TARGET_GROWTH_MB = 200;
const SAMPLE_MS = 250;
/**
 * The flood's previews, in turn: [nodes, explicit scale]. Sizes from 1 to 21 megapixels (a
 * 20-node scene is 1,882 x 700 SVG px; 200 nodes at the default scale are drawn down to 16
 * megapixels), each drawn within the 5 s keyless budget on a busy 2-core machine (the
 * largest take about 2 s): larger ones would be stopped at their budget, and a stopped
 * thread is replaced anyway, which would hide what drawing leaves behind.
 */
const MIX: Array<[number, number | undefined]> = [[20, undefined], [50, undefined], [20, 4], [120, undefined], [50, 2], [20, 3], [10, 6], [200, undefined]];

/** The n-th preview of the flood: a scene of its own (labels carry n), of the n-th size of the mix. */
function previewBody(n: number): Record<string, unknown> {
  const [nodes, scale] = MIX[n % MIX.length]!;
  return { scene: serviceScene(nodes, { label: (i) => `Service ${i}.${n}` }), format: 'png', ...(scale === undefined ? {} : { scale }) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts answers by status and code ("200", "422 DRAWING_TIMEOUT"). */
class Tally {
  readonly counts = new Map<string, number>();
  add(status: number, body: Record<string, unknown> | undefined): void {
    const key = status >= 400 ? `${status} ${String(body?.code)}` : String(status);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  toString(): string {
    return [...this.counts].sort((a, b) => b[1] - a[1]).map(([key, count]) => `${count} x ${key}`).join(', ');
  }
}

/** One client sending previews one after another until `stop.now`. */
async function client(api: AddressedClient, next: () => number, stop: { now: boolean }, tally: Tally, headers: Record<string, string>): Promise<void> {
  while (!stop.now) {
    const answer = await api.post('/v1/diagrams/preview', previewBody(next()), { accept: 'image/png', ...headers });
    tally.add(answer.status, answer.body);
  }
}

/** Floods the server for `seconds` and samples its RSS meanwhile; returns the highest sample. */
async function flood(server: ServerChild, seconds: number, addresses: number, keyed: number, tally: Tally): Promise<number> {
  const stop = { now: false };
  let n = 0;
  const next = () => n++;
  const keyless = Array.from({ length: addresses }, (_, i) => addressedClient(server.url, `127.0.0.${10 + i}`));
  const withKey = Array.from({ length: keyed }, () => addressedClient(server.url, '127.0.0.2'));
  const auth = { authorization: `Bearer ${server.keys.write}` };
  const running = [...keyless.map((api) => client(api, next, stop, tally, {})), ...withKey.map((api) => client(api, next, stop, tally, auth))];
  let peak = 0;
  const ends = performance.now() + seconds * 1000;
  let nextLine = performance.now() + 10_000;
  while (performance.now() < ends) {
    peak = Math.max(peak, processRss(server.pid).rssMb);
    if (performance.now() >= nextLine) {
      console.log(`  ${Math.round(seconds - (ends - performance.now()) / 1000)} s: RSS ${processRss(server.pid).rssMb} MB, ${n} previews sent`);
      nextLine += 10_000;
    }
    await sleep(SAMPLE_MS);
  }
  stop.now = true;
  await Promise.all(running);
  for (const api of [...keyless, ...withKey]) api.close();
  return Math.max(peak, processRss(server.pid).rssMb);
}

async function run(options: { duration: number; after: number; addresses: number; keyed: number; threads: number | undefined }): Promise<boolean> {
  const server = await startServerChild(options.threads);
  try {
    // Start-up is done (every thread warm); a few idle seconds let the start's garbage go.
    await sleep(5_000);
    const before = await server.memory();
    console.log(`Before: ${describeMemory(before)}`);
    console.log(`Flood: ${options.duration} s of keyless PNG previews from ${options.addresses} addresses${options.keyed ? ` and ${options.keyed} keyed clients` : ''}, one request at a time each.`);
    const tally = new Tally();
    const peak = await flood(server, options.duration, options.addresses, options.keyed, tally);
    const during = server.logged();
    console.log(`Answers: ${tally}; drawing threads stopped at a budget or memory limit: ${during.drawingWarnings}, recycled for their memory: ${during.threadsRecycled}`);
    const right = await server.memory();
    console.log(`Right after: ${describeMemory(right)}`);
    for (let waited = 0; waited < options.after; ) {
      const step = Math.min(15, options.after - waited);
      await sleep(step * 1000);
      waited += step;
      if (waited < options.after) console.log(`  ${waited} s after: RSS ${processRss(server.pid).rssMb} MB`);
    }
    const after = await server.memory();
    console.log(`${options.after} s after: ${describeMemory(after)}`);
    const growth = after.rssMb - before.rssMb;
    const met = growth <= TARGET_GROWTH_MB;
    console.log(`\nRSS before ${before.rssMb} MB, at peak ${Math.max(peak, after.peakRssMb)} MB (sampled ${peak}), ${options.after} s after ${after.rssMb} MB: ` +
      `${growth >= 0 ? '+' : ''}${growth} MB, target within ${TARGET_GROWTH_MB} MB ${met ? 'met' : 'MISSED'}.`);
    const { unexpectedErrors, threadsRecycled } = server.logged();
    console.log(`Drawing threads recycled in all: ${threadsRecycled}.`);
    if (unexpectedErrors.length > 0) console.log(`Unexpected errors logged: ${unexpectedErrors.length}\n${unexpectedErrors.slice(0, 3).join('\n')}`);
    return met && unexpectedErrors.length === 0;
  } finally {
    await server.stop();
  }
}

const { values } = parseArgs({
  options: { duration: { type: 'string' }, after: { type: 'string' }, addresses: { type: 'string' }, keyed: { type: 'string' }, threads: { type: 'string' } },
});
const met = await run({
  duration: Number(values.duration ?? 60),
  after: Number(values.after ?? 60),
  addresses: Number(values.addresses ?? 8),
  keyed: Number(values.keyed ?? 0),
  threads: values.threads === undefined ? undefined : Number(values.threads),
});
process.exitCode = met ? 0 : 1;
