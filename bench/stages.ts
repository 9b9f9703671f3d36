/**
 * Benchmark (not a test): where the time of Mermaid text to SVG goes, stage by stage, on
 * the generated inputs of the quality bench (bench/quality-lab/generated/cases.ts: flowcharts 50, 200,
 * 1,000 nodes, ER 5, 20, 60 entities), beside Graphviz dot's whole time (DOT text to SVG)
 * in the same run. It answers how fast the rest of our pipeline must get for "at most 1.5x
 * dot" even if the layout itself were free. Last, the 50-node architecture diagram
 * bench/load.ts creates (bench/load-scene.ts), as a scene document to SVG (`render`): what
 * one create costs a drawing thread, with no dot beside it.
 *
 * The stages are read from V8's sampling profiler (node:inspector, in this process) over
 * ROUNDS runs of renderMermaid, not from timers put around engine functions: layoutScene
 * runs its steps in one function, and timers inside would need engine changes. Each sample
 * goes to the stage of the innermost frame on its stack whose source file belongs to one
 * (STAGES below, by folder), so a geometry helper called by the router counts as routing.
 * Samples in no stage (the render-api glue, Node's own) are `other`; V8's garbage collector
 * is sampled apart from any stack and shown as `gc`. The profiler adds a few percent;
 * `cpu ms` is measured without it, in rounds interleaved with dot's.
 *
 * The engine timed is the built package (dist/, rebuilt first when stale), what users run;
 * SOURCES=1 times the sources under tsx instead (bench/built-engine.ts says why it differs).
 *
 * Run with `npx tsx bench/stages.ts` (ROUNDS=n, default 30: a median of 10 moved by a whole
 * tenth between runs on the shared machine; WARM_MS=n, default 3000;
 * ONLY=<parts of case names>, `create` for the create alone).
 */
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import type { SceneDocumentInput } from '../schema/index.js';
import { engineLabel, engineUnderTest } from './built-engine.js';
import { fiftyNodeScene } from './load-scene.js';
import { selectCases } from './quality-lab/generated/cases.js';
import { toDot } from './quality-lab/generated/to-dot.js';
import { COLUMNS, stageTimes, type Profile } from './stage-profile.js';

const ROUNDS = Number(process.env.ROUNDS ?? 30);
/** Wall ms each case is drawn for before it is timed (WARM_MS=n). */
const WARM_MS = Number(process.env.WARM_MS ?? 3000);

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** CPU ms of this process (all its threads: V8 compiles and collects garbage on helper threads too) and wall ms of one run. */
async function timed(run: () => unknown): Promise<{ cpu: number; wall: number }> {
  const before = process.cpuUsage();
  const started = performance.now();
  await run();
  const used = process.cpuUsage(before);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - started };
}
const col = (value: string, width: number): string => value.padStart(width);
const ms = (value: number): string => value.toFixed(value < 10 ? 1 : 0);

const { measureScene, layoutScene, warmLayout, render, renderMermaid, bundledFonts } = await engineUnderTest();
const fonts = await bundledFonts();
const gv = await Graphviz.load();
await warmLayout();
for (let round = 0; round < 5; round++) gv.dot('digraph { a -> b -> c; a -> c; b -> d [label="x"]; }');
/** A case: how to draw it once (SVG), and the DOT text dot is timed on (none for the create). */
interface StageCase {
  name: string;
  draw: () => Promise<unknown>;
  dot?: string;
  /** Over 1,500 elements: 3 rounds at most, and no dot (it takes minutes there). */
  big: boolean;
}
const cases: StageCase[] = [];
for (const c of selectCases(process.env.ONLY ?? 'flowchart,ER')) {
  if (c.input.kind !== 'mermaid') continue;
  const text = c.input.text;
  const big = c.scene.elements.length > 1500;
  const dot = big ? undefined : toDot(c.scene, (await layoutScene(measureScene(c.scene, fonts))).computed).source;
  cases.push({ name: c.name, draw: () => renderMermaid(text, { fonts }), big, ...(dot === undefined ? {} : { dot }) });
}
if (process.env.ONLY === undefined || 'create'.includes(process.env.ONLY.toLowerCase())) {
  const document = { ...fiftyNodeScene(1), schemaVersion: '0.1' } as SceneDocumentInput;
  cases.push({ name: 'create (load)', draw: () => render(document, { fonts, format: 'svg' }), big: false });
}
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });

console.log(`Mermaid text to SVG by stage, ${engineLabel}: ms per run (profiled, ${ROUNDS} rounds) and CPU ms unprofiled; load average at start ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
console.log(`${'case'.padEnd(16)}${col('dot', 7)}${col('cpu ms', 8)}${col('/dot', 6)}${col('wall ms', 8)}${COLUMNS.map((c) => col(c, c.length + 2)).join('')}${col('non-ELK', 9)}${col('/dot', 6)}`);
for (const c of cases) {
  const rounds = c.big ? Math.min(ROUNDS, 3) : ROUNDS;
  // Warm both (JIT: ELK takes hundreds of small layouts to reach its speed, as the service's
  // drawing threads do), for about WARM_MS or once for a big case, then time them interleaved.
  for (const started = performance.now(); ; ) {
    await c.draw();
    if (c.dot !== undefined) gv.dot(c.dot);
    if (c.big || performance.now() - started > WARM_MS) break;
  }
  const times = { ours: [] as Array<{ cpu: number; wall: number }>, dot: [] as Array<{ cpu: number; wall: number }> };
  for (let round = 0; round < rounds; round++) {
    times.ours.push(await timed(c.draw));
    if (c.dot !== undefined) times.dot.push(await timed(() => gv.dot(c.dot!)));
  }
  await session.post('Profiler.start');
  for (let round = 0; round < rounds; round++) await c.draw();
  const { profile } = await session.post('Profiler.stop');
  const stages = stageTimes(profile as Profile);
  const per = (name: string): number => (stages.get(name) ?? 0) / rounds;
  const ours = median(times.ours.map((t) => t.cpu));
  const wall = median(times.ours.map((t) => t.wall));
  const dot = c.dot === undefined ? undefined : median(times.dot.map((t) => t.cpu));
  const nonElk = COLUMNS.filter((name) => name !== 'ELK').reduce((sum, name) => sum + per(name), 0);
  console.log(
    `${c.name.padEnd(16)}${col(dot === undefined ? '-' : ms(dot), 7)}${col(ms(ours), 8)}${col(dot === undefined ? '-' : (ours / dot).toFixed(1), 6)}${col(ms(wall), 8)}` +
      `${COLUMNS.map((name) => col(ms(per(name)), name.length + 2)).join('')}${col(ms(nonElk), 9)}${col(dot === undefined ? '-' : (nonElk / dot).toFixed(1), 6)}`,
  );
}
session.disconnect();
console.log('\ndot: Graphviz dot, DOT text to SVG (CPU ms, median; not run on 1,000 nodes: minutes). cpu ms, wall ms: ours, Mermaid text to SVG (the create: scene document to SVG), unprofiled\n(CPU of all the process\'s threads: V8 compiles and collects on helper threads, so it passes the wall time).');
console.log('Stage columns: profiled ms per run (sampled on the main thread: they add up to about the wall time).');
console.log('elk graph: building ELK\'s input and reading its boxes back (engine/layout/place); non-ELK: every column but ELK, gc included.');
console.log(`load average at end ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
