/**
 * npx tsx bench/element.ts: the one file to embed, measured.
 *
 * 1. Sizes of dist/embed/ (built first when stale): each file gzip -9 and brotli -11, the
 *    target being the script under 400 KB gzip without fonts and wasm.
 * 2. Time from page load (navigation start) to the first drawing of a 50-node flowchart in
 *    <dsp-diagram>, in headless Chromium against the service serving the embed: a cold
 *    load (empty cache: the script, worker, ELK, fonts and wasm are fetched) and a warm one
 *    (HTTP cache). Baseline in the same run: the engine drawing the same scene in Node,
 *    first call of a fresh process (fonts read, ELK cold) and warm.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ensureEmbed, EMBED_DIR, packageVersion } from '../scripts/build-embed.mjs';
import { createApp } from '../server/index.js';
import { launchChromium } from '../harness/chromium.js';
import { flowchart } from './graphs.js';

const KB = 1024;
const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

function sizes(): void {
  const files = [...readdirSync(EMBED_DIR), ...readdirSync(join(EMBED_DIR, 'assets')).map((f) => `assets/${f}`)].filter((f) => statSync(join(EMBED_DIR, f)).isFile() && f !== 'build-info.json');
  const kindOf = (file: string): string => {
    if (file === 'dsp-diagram.js') return 'script (the one file a page includes)';
    if (file === 'play.js' || file.includes('/play-')) return 'playground (not loaded by pages)';
    if (/\/worker-/.test(file)) return 'drawing worker (engine), fetched on first draw';
    if (/\/elk\.bundled-/.test(file)) return 'ELK, fetched on first layout';
    if (/\/draw-/.test(file) || /\/resvg-wasm-/.test(file)) return 'page fallback / resvg glue (only without workers, or for PNG)';
    if (file.endsWith('.ttf')) return 'font';
    if (file.endsWith('.wasm')) return 'wasm';
    return 'other';
  };
  const rows = files.map((file) => {
    const bytes = readFileSync(join(EMBED_DIR, file));
    return { file, kind: kindOf(file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length };
  });
  console.log('\nBundle (dist/embed/):');
  console.log(`${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}  what`);
  for (const row of rows.filter((r) => !r.file.endsWith('.ttf') && !/\.(br|gz)$/.test(r.file))) console.log(`${row.file.padEnd(44)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} ${kb(row.brotli).padStart(10)}  ${row.kind}`);
  const fonts = rows.filter((r) => r.file.endsWith('.ttf'));
  rows.splice(0, rows.length, ...rows.filter((r) => !/\.(br|gz)$/.test(r.file)));
  const sum = (list: typeof rows, key: 'raw' | 'gzip' | 'brotli') => list.reduce((total, r) => total + r[key], 0);
  console.log(`${`${fonts.length} fonts`.padEnd(44)} ${kb(sum(fonts, 'raw')).padStart(10)} ${kb(sum(fonts, 'gzip')).padStart(10)} ${kb(sum(fonts, 'brotli')).padStart(10)}  fonts (all nine fetched on the first drawing: the measurer takes every face)`);
  const script = rows.find((r) => r.file === 'dsp-diagram.js')!;
  const worker = rows.find((r) => /\/worker-/.test(r.file))!;
  // The worker's own ELK chunk (the page fallback has another copy).
  const workerElk = /elk\.bundled-[\w-]+\.js/.exec(readFileSync(join(EMBED_DIR, worker.file), 'utf8'))![0];
  const firstDraw = [script, worker, rows.find((r) => r.file === `assets/${workerElk}`)!];
  console.log(`\nscript: ${kb(script.gzip)} gzip; script + worker: ${kb(script.gzip + worker.gzip)} gzip (target: under 400 KB without fonts and wasm)`);
  console.log(`all JavaScript of a first drawing (script + worker + ELK): ${kb(sum(firstDraw, 'gzip'))} gzip, ${kb(sum(firstDraw, 'brotli'))} brotli`);
}

/** The engine in a fresh Node process: first drawing (cold) and the next one (warm), in ms. */
function nodeBaseline(scene: unknown): { cold: number; warm: number } {
  const script = `
    import { render } from './entry/node.ts';
    const scene = JSON.parse(process.argv[1]);
    let t = performance.now(); await render(scene); const cold = performance.now() - t;
    t = performance.now(); await render(scene); const warm = performance.now() - t;
    console.log(JSON.stringify({ cold, warm }));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, JSON.stringify(scene)], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!) as { cold: number; warm: number };
}

async function firstDrawing(rounds: number): Promise<void> {
  const scene = flowchart(50);
  const app = createApp({ logRequest: () => {}, rateLimits: false });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script type="module" src="/assets/dsp-diagram@${packageVersion()}/dsp-diagram.js"></script></head>
<body><dsp-diagram id="d"><script type="application/json">${JSON.stringify(scene)}</script></dsp-diagram>
<script type="module">
document.getElementById('d').addEventListener('dsp-rendered', () => { window.firstDrawing = performance.now(); }, { once: true });
</script></body></html>`;
  const browser = await launchChromium();
  const cold: number[] = [];
  const warm: number[] = [];
  const transferred: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const context = await browser.newContext();
      await context.route(`${origin}/bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: page }));
      for (const list of [cold, warm]) {
        const tab = await context.newPage();
        let bytes = 0;
        const sizes: Array<Promise<void>> = [];
        context.on('requestfinished', (request) => sizes.push(request.sizes().then((s) => void (bytes += s.responseBodySize + s.responseHeadersSize))));
        await tab.goto(`${origin}/bench.html`);
        await tab.waitForFunction(() => (window as { firstDrawing?: number }).firstDrawing !== undefined, null, { timeout: 120_000 });
        list.push(await tab.evaluate(() => (window as unknown as { firstDrawing: number }).firstDrawing));
        await Promise.all(sizes);
        if (list === cold) transferred.push(bytes);
        context.removeAllListeners('requestfinished');
        await tab.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const node = nodeBaseline(scene);
  console.log(`\nFirst drawing of a 50-node flowchart, from navigation start (median of ${rounds}; ms):`);
  console.log(`  page, cold cache:  ${median(cold).toFixed(0)}   (runs: ${cold.map((t) => t.toFixed(0)).join(', ')})`);
  console.log(`  page, warm cache:  ${median(warm).toFixed(0)}   (runs: ${warm.map((t) => t.toFixed(0)).join(', ')})`);
  console.log(`  bytes over the network, cold (compressed as the service sends them): ${kb(median(transferred))}`);
  console.log(`  baseline, engine in Node: first call of a process ${node.cold.toFixed(0)}, warm ${node.warm.toFixed(0)}`);
}

const built = await ensureEmbed();
if (built.built) console.log(`(dist/embed/ built first, in ${((built.builtInMs ?? 0) / 1000).toFixed(1)} s)`);
sizes();
await firstDrawing(Number(process.env.ROUNDS ?? 5));
