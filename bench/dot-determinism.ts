/**
 * Experiment (not a test): does Graphviz's WebAssembly dot (@hpcc-js/wasm-graphviz) give
 * the same bytes in Node and in Chromium? The engine must lay out byte-identically in
 * both, so this is the first thing the "dot for placement" route has to keep. For each
 * case of the quality bench (bench/quality-lab/generated/cases.ts; ONLY=<parts of names>, default every
 * case up to 200 nodes) the DOT of bench/quality-lab/generated/to-dot.ts is laid out to JSON and to SVG
 * in this process and in Chromium (/usr/bin/chromium through playwright-core, the same
 * package file served to the page), and the SHA-256 of each answer compared.
 *
 * Run with `npx tsx bench/dot-determinism.ts`.
 */
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { chromium } from 'playwright-core';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { layoutScene, measureScene } from '../engine/index.js';
import { bundledFonts } from '../entry/node.js';
import { selectCases } from './quality-lab/generated/cases.js';
import { toDot } from './quality-lab/generated/to-dot.js';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];
const ORIGIN = 'http://bench.local';

const digest = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

const fonts = await bundledFonts();
const sources: Array<[string, string]> = [];
for (const c of selectCases(process.env.ONLY ?? 'flowchart 50,flowchart 200,ER,workflow,architecture')) {
  const laid = await layoutScene(measureScene(c.scene, fonts));
  sources.push([c.name, toDot(c.scene, laid.computed).source]);
}

const gv = await Graphviz.load();
const inNode = sources.map(([, source]) => [digest(gv.dot(source, 'json')), digest(gv.dot(source))]);

const library = await readFile(new URL('../node_modules/@hpcc-js/wasm-graphviz/dist/index.js', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const script = route.request().url().endsWith('.js');
    return route.fulfill({ status: 200, contentType: script ? 'text/javascript' : 'text/html', body: script ? library : '<!doctype html><title>dot</title>' });
  });
  await page.goto(`${ORIGIN}/index.html`);
  // A string, not a function: tsx would add helpers the page does not have.
  const answers = (await page.evaluate(`(async (sources) => {
    const { Graphviz } = await import('${ORIGIN}/graphviz.js');
    const gv = await Graphviz.load();
    return sources.map(([, source]) => [gv.dot(source, 'json'), gv.dot(source)]);
  })(${JSON.stringify(sources)})`)) as Array<[string, string]>;
  console.log(`Graphviz ${gv.version()} dot, Node ${process.version} against ${browser.version()}\n`);
  sources.forEach(([name], i) => {
    const [json, svg] = answers[i]!.map(digest);
    const same = (a: string, b: string): string => (a === b ? 'same' : `DIFFERENT (${a} / ${b})`);
    console.log(`${name.padEnd(24)} json ${same(inNode[i]![0]!, json!)}, svg ${same(inNode[i]![1]!, svg!)}`);
  });
} finally {
  await browser.close();
}
