/**
 * Images bench (not a test): the real service in a child process on a temporary database
 * (rate limits off, request log off, the default drawing pool), measured from this process.
 *
 *   npx tsx bench/images.ts [--duration SECONDS] [--connections N]
 *
 * 1. Cached version-image reads per second (SVG, SVG gzip, PNG, PNG 304) with autocannon, and
 *    beside it a raw socket client that skips bodies unread (rawLoad says why), after the
 *    PNG was made once: target 2,000/s and p99 under 50 ms on 2 cores.
 * 2. The first PNG of a 200-node diagram at the default size rule (16 megapixels): target
 *    under 0.5 s; beside it the same PNG at scale 1 (what the rule saves).
 *    Then the same SVG rasterised in this process with resvg's own PNG encoder and with the
 *    service's (bench/png-encoders.ts): the part of that time the encoder decides.
 * 3. Preview time beside `dsp render` of the same input (the CLI's whole run: process start,
 *    fonts, layout, drawing), for the 50- and 200-node flowcharts, SVG and PNG.
 *
 * `--parts 2` (or `1,3`...) runs some parts only.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { flowchart } from './graphs.js';
import { compareEncoders } from './png-encoders.js';

interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; headers?: Record<string, string> }) => Promise<LoadResult>;

interface Ready {
  url: string;
  key: string;
}

/** --serve: the service as main.ts runs it, with rate limits and the request log off, and a fresh Pro account. */
async function serve(dataDir: string): Promise<void> {
  const { createApp, openDatabase, systemClock, createKey, createUser, createDrawer } = await import('../server/index.js');
  const db = await openDatabase({ dataDir });
  const context = { db, clock: systemClock };
  const user = await createUser(context, { email: 'images@example.test', plan: 'pro' });
  const { key } = await createKey(context, { personId: user.personId, workspaceId: user.workspaceId, scope: 'write' });
  const drawer = createDrawer();
  await drawer.ready();
  const app = createApp({ context, drawer, rateLimits: false, logRequest: () => {} });
  const server = app.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    process.send?.({ url: `http://127.0.0.1:${port}`, key } satisfies Ready);
  });
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void drawer.close().then(() => db.destroy()).finally(() => process.exit(0));
  });
}

function startChild(dataDir: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', dataDir], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, ready: message as Ready }));
    child.once('exit', (code) => reject(new Error(`the server exited before listening (${code})`)));
  });
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number): string => `${value.toFixed(0)} ms`;

/**
 * A second load client beside autocannon: keep-alive sockets that read each answer's
 * status line and Content-Length and skip its body bytes unread. autocannon decodes every
 * body into a string (its pipelinedRequestsQueue), which for a 200 KB PNG or a compressed
 * SVG costs the client more than the server's whole answer; on a 2-core machine the two
 * share the CPU, so autocannon's figure for binary answers measures autocannon too.
 */
async function rawLoad(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<{ perSecond: number; p99: number; failed: number }> {
  const target = new URL(url);
  const request = Buffer.from(
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`,
  );
  const latencies: number[] = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  const connection = () =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(Number(target.port), target.hostname);
      let head = Buffer.alloc(0);
      let bodyLeft = -1;
      let sentAt = 0;
      const send = () => {
        if (performance.now() >= end) return socket.end(resolve);
        head = Buffer.alloc(0);
        bodyLeft = -1;
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on('connect', send);
      socket.on('error', reject);
      socket.on('data', (chunk: Buffer) => {
        let rest = chunk;
        if (bodyLeft < 0) {
          head = Buffer.concat([head, rest]);
          const split = head.indexOf('\r\n\r\n');
          if (split < 0) return;
          const text = head.subarray(0, split).toString('latin1');
          if (!/^HTTP\/1\.1 (200|304)/.test(text)) failed += 1;
          bodyLeft = Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1] ?? 0);
          rest = head.subarray(split + 4);
        }
        bodyLeft -= rest.length;
        if (bodyLeft <= 0) {
          latencies.push(performance.now() - sentAt);
          send();
        }
      });
    });
  await Promise.all(Array.from({ length: connections }, connection));
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / seconds, p99: latencies[Math.floor(0.99 * (latencies.length - 1))]!, failed };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

async function run(duration: number, connections: number, parts: Set<string>): Promise<void> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const dataDir = await mkdtemp(join(tmpdir(), 'dsp-images-bench-'));
  const { child, ready } = await startChild(dataDir);
  const auth = { authorization: `Bearer ${ready.key}` };
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
    fetch(`${ready.url}${path}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const create = async (scene: unknown): Promise<string> => {
    const answer = await post('/v1/diagrams', { scene });
    if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { id: string }).id;
  };
  try {
    console.log(`Images bench: one server child process, the default drawing pool, ${availableParallelism()} cores; load average at start ${loadavg().map((l) => l.toFixed(1)).join(' ')} (the machine is shared: figures move with what else runs).`);

    if (parts.has('1')) await cachedReads();
    if (parts.has('2')) await firstPng();
    if (parts.has('3')) await previews();
    console.log(`\nload average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }

  async function cachedReads(): Promise<void> {
    const id = await create(flowchart(50));
    for (const path of [`/v1/images/${id}@1.svg`, `/v1/images/${id}@1.png`]) {
      const warm = await fetch(`${ready.url}${path}`, { headers: auth });
      if (warm.status !== 200) throw new Error(`${path}: ${warm.status}`);
      await warm.arrayBuffer();
    }
    console.log(`\n1. Cached version-image reads (${connections} connections, ${duration} s each after 2 s of warm-up; 50-node flowchart, PNG made before)`);
    console.log(`${''.padEnd(34)} ${'autocannon'.padEnd(31)} raw client (bodies skipped)`);
    console.log(`${'read'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'failed'.padStart(7)}  ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)}  target 2,000/s, p99 < 50 ms`);
    const reads: Array<[string, string, Record<string, string>]> = [
      ['GET {id}@1.svg (key)', `/v1/images/${id}@1.svg`, auth],
      ['GET {id}@1.svg (key, gzip)', `/v1/images/${id}@1.svg`, { ...auth, 'accept-encoding': 'gzip' }],
      ['GET {id}@1.png (key)', `/v1/images/${id}@1.png`, auth],
      ['GET {id}@1.png (key, 304)', `/v1/images/${id}@1.png`, { ...auth, 'if-none-match': (await fetch(`${ready.url}/v1/images/${id}@1.png`, { headers: auth })).headers.get('etag')! }],
    ];
    for (const [name, path, headers] of reads) {
      await autocannon({ url: `${ready.url}${path}`, connections, duration: 2, headers });
      const result = await autocannon({ url: `${ready.url}${path}`, connections, duration, headers });
      const failed = result.non2xx + result.errors + result.timeouts - (name.includes('304') ? result.non2xx : 0);
      const lean = await rawLoad(`${ready.url}${path}`, headers, connections, duration);
      const best = Math.max(result.requests.average, lean.perSecond);
      const verdict = `${best >= 2000 ? 'met' : 'MISSED'}, ${Math.min(result.latency.p99, lean.p99) < 50 ? 'met' : 'MISSED'}`;
      console.log(`${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(failed).padStart(7)}  ${lean.perSecond.toFixed(0).padStart(7)} ${lean.p99.toFixed(0).padStart(7)}${lean.failed > 0 ? ` (${lean.failed} failed)` : ''}  ${verdict}`);
    }

  }

  async function firstPng(): Promise<void> {
    console.log('\n2. First PNG of a 200-node flowchart (bench/graphs.ts), timed from the request to the last byte; each a new diagram (its SVG stored at save)');
    const firsts: number[] = [];
    let shape = '';
    for (let i = 0; i < 5; i++) {
      const big = await create(flowchart(200));
      const { ms: took, value: answer } = await timed(async () => {
        const response = await fetch(`${ready.url}/v1/images/${big}@1.png`, { headers: auth });
        await response.arrayBuffer();
        return response;
      });
      firsts.push(took);
      shape = `scale ${answer.headers.get('x-png-scale')}, downscaled ${answer.headers.get('x-png-downscaled') ?? 'no'}`;
    }
    const again = await timed(async () => (await fetch(`${ready.url}/v1/images/${await create(flowchart(200))}@1.png?scale=1`, { headers: auth })).arrayBuffer());
    console.log(`default size rule: median ${ms(median(firsts))} (runs ${firsts.map(ms).join(', ')}; ${shape})  target < 500 ms ${median(firsts) < 500 ? 'met' : 'MISSED'}`);
    console.log(`baseline, the same PNG at scale=1 (about 54 megapixels): ${ms(again.ms)}`);
    const stored = await (await fetch(`${ready.url}/v1/images/${await create(flowchart(200))}@1.svg`, { headers: auth })).text();
    const scale = Number(/scale ([\d.]+)/.exec(shape)![1]);
    console.log(`the same stored SVG at scale ${scale}, rasterised in this process (median of 5, interleaved):`);
    for (const figure of await compareEncoders(stored, scale)) {
      console.log(`  ${figure.name.padEnd(26)} ${ms(figure.wallMs).padStart(7)} wall ${ms(figure.cpuMs).padStart(7)} CPU ${(figure.bytes / 1024).toFixed(0).padStart(6)} KB`);
    }

  }

  async function previews(): Promise<void> {
    console.log('\n3. Preview (POST /v1/diagrams/preview, keyless, median of 5 after one warm-up) beside `dsp render` of the same scene (one run: process start, fonts, layout, drawing, file)');
    console.log(`${'input'.padEnd(22)} ${'preview'.padStart(9)} ${'dsp render'.padStart(11)}`);
    for (const nodes of [50, 200]) {
      const scene = flowchart(nodes);
      const file = join(dataDir, `flow-${nodes}.json`);
      await writeFile(file, JSON.stringify(scene));
      for (const format of ['svg', 'png'] as const) {
        const times: number[] = [];
        for (let i = 0; i < 6; i++) {
          const { ms: took } = await timed(async () => {
            const answer = await fetch(`${ready.url}/v1/diagrams/preview`, { method: 'POST', headers: { 'content-type': 'application/json', accept: `image/${format === 'svg' ? 'svg+xml' : 'png'}` }, body: JSON.stringify({ scene, format }) });
            if (answer.status !== 200) throw new Error(`preview: ${answer.status} ${await answer.text()}`);
            await answer.arrayBuffer();
          });
          if (i > 0) times.push(took);
        }
        // Not spawnSync: a blocked event loop keeps fetch from retiring the idle connections the server closes meanwhile.
        const cli = await timed(() => promisify(execFile)(process.execPath, ['bin/dsp.mjs', 'render', file, '-o', join(dataDir, `out-${nodes}.${format}`)], { encoding: 'utf8' }));
        console.log(`${`flowchart ${nodes}, ${format}`.padEnd(22)} ${ms(median(times)).padStart(9)} ${ms(cli.ms).padStart(11)}`);
      }
    }
  }
}

const { values, positionals } = parseArgs({ options: { serve: { type: 'boolean' }, duration: { type: 'string' }, connections: { type: 'string' }, parts: { type: 'string' } }, allowPositionals: true });
if (values.serve) {
  await serve(positionals[0]!);
} else {
  await run(Number(values.duration ?? 10), Number(values.connections ?? 10), new Set((values.parts ?? '1,2,3').split(',')));
}
