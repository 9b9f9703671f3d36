/**
 * Benchmark (not a test): two builds of the package timed in one process, turn about, on the
 * generated inputs of bench/stages.ts, to tell whether a change made drawing slower. Two
 * runs of bench/stages.ts minutes apart differ by a tenth or more on this shared machine
 * (other processes come and go); here each round draws the case with one build and then
 * the other (the order alternating), so what the machine does meanwhile weighs on both
 * alike, and the median of the rounds' ratios is the answer.
 *
 * Run with `npx tsx bench/builds-paired.ts <old checkout> [<new checkout>]` (the new one
 * defaults to this one); each must have been built (`npm run build`), so an older commit is
 * checked out in a worktree and built there. ROUNDS=n (default 21), ONLY=<parts of case
 * names> (default `flowchart,ER`).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../harness/processes.js';
import { selectCases } from './quality-lab/generated/cases.js';

type Draw = (text: string) => Promise<string>;

const ROUNDS = Number(process.env.ROUNDS ?? 21);
const [oldDir, newDir = ROOT] = process.argv.slice(2).map((dir) => resolve(dir));
if (oldDir === undefined) throw new Error('usage: npx tsx bench/builds-paired.ts <old checkout> [<new checkout>]');

/** renderMermaid of the checkout's dist/ with its bundled fonts (older builds exported them from dist/fonts/engine-node.js). */
async function drawWith(dir: string): Promise<Draw> {
  const load = (path: string): Promise<Record<string, unknown>> => import(pathToFileURL(join(dir, path)).href) as Promise<Record<string, unknown>>;
  const engine = await load('dist/engine/index.js');
  const entry = await load(existsSync(join(dir, 'dist/entry/node.js')) ? 'dist/entry/node.js' : 'dist/fonts/engine-node.js');
  const fonts = await (entry.bundledFonts as () => Promise<unknown>)();
  const renderMermaid = engine.renderMermaid as (text: string, options: { fonts: unknown }) => Promise<{ svg?: string }>;
  return async (text) => (await renderMermaid(text, { fonts })).svg ?? '';
}

/** Wall ms of one call (CPU time was tried: its ticks are too coarse for the small cases). */
async function wallMs(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sha = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);

const builds = [await drawWith(oldDir), await drawWith(newDir)] as const;
console.log(`old: ${oldDir}\nnew: ${newDir}\n${ROUNDS} rounds each, wall ms, median; ratio: the median of the rounds' new/old\n`);
console.log(['case', 'old ms', 'new ms', 'new/old', 'same SVG'].map((c, i) => (i === 0 ? c.padEnd(18) : c.padStart(9))).join(''));
for (const c of selectCases(process.env.ONLY ?? 'flowchart,ER')) {
  if (c.input.kind !== 'mermaid') continue;
  const text = c.input.text;
  const svgs = [await builds[0](text), await builds[1](text)];
  for (let warm = 0; warm < 3; warm++) for (const draw of builds) await draw(text);
  const times: [number[], number[]] = [[], []];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    const took: number[] = [0, 0];
    for (const which of order) took[which] = await wallMs(() => builds[which]!(text));
    times[0].push(took[0]!);
    times[1].push(took[1]!);
    ratios.push(took[1]! / took[0]!);
  }
  const row = [median(times[0]).toFixed(1), median(times[1]).toFixed(1), median(ratios).toFixed(3), sha(svgs[0]!) === sha(svgs[1]!) ? 'yes' : 'no'];
  console.log(c.name.padEnd(18) + row.map((v) => v.padStart(9)).join(''));
}
