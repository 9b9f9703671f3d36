/**
 * Benchmark (not a test): layout quality and speed against Graphviz dot (@hpcc-js/wasm-graphviz,
 * Graphviz's own dot compiled to WebAssembly), on the same graphs (bench/quality-lab/generated/cases.ts):
 * the generated flowcharts (50, 200, 1,000 nodes) and ER diagrams (5, 20, 60 entities) as
 * Mermaid text, and the workflow, architecture and sequence examples of test/golden/layout.
 *
 * Quality: for our layout (the `computed` section) and dot's (its JSON: positions and
 * splines) alike, read into one drawing format and measured by the same code
 * (bench/quality-lab/generated/metrics.ts): edge crossings, bends (total turning in right angles),
 * total edge length, the drawing's size, megapixels and aspect ratio, edges through a
 * node and overlapping nodes. dot gets every node at our size, our edge-label sizes, ER
 * rows as ports, frames as clusters and our spacings (bench/quality-lab/generated/to-dot.ts). These
 * figures are deterministic.
 *
 * Speed, in the same run with rounds interleaved: `dot` (DOT text to SVG), `ours`
 * (Mermaid text to SVG with renderMermaid, 1,000 nodes included; a scene document to SVG
 * with render for the corpus examples) and `elk` (bare elkjs on the
 * graph the engine hands ELK). Times are this process's CPU time (steadier than wall time
 * on the shared machine; wall ratios are printed too): read the ratios, which come from
 * one run. dot takes minutes on the 1,000-node flowchart (its edge labels; README): a case
 * whose dot layout takes over 5 s is timed once, cold.
 *
 * Run with `npx tsx bench/quality.ts` (ROUNDS=n, default 5; ONLY=<comma-separated parts
 * of case names> to run some cases; QUALITY_ONLY=1 to skip the timing; NO_DOT=1 to skip
 * dot's layout too and print our figures alone, e.g. `ONLY="1,000" QUALITY_ONLY=1 NO_DOT=1`
 * in seconds; dot's 1,000-node figures are in docs/decisions/). With the 1,000-node case
 * it takes about 20 minutes on the shared machine.
 */
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { loadavg } from 'node:os';
import { measureScene, layoutScene, warmLayout, render, renderMermaid, toMermaid } from '../engine/index.js';
import { bundledFonts } from '../entry/node.js';
import { bareElk, engineGraph, flowchart, normalized } from './graphs.js';
import { selectCases, type QualityCase } from './quality-lab/generated/cases.js';
import { qualityOf, type Quality } from './quality-lab/generated/metrics.js';
import { drawingOfComputed } from '../harness/drawing-metrics/computed-drawing.js';
import { drawingOfDot, type DotJson } from './quality-lab/generated/read-dot.js';
import { toDot } from './quality-lab/generated/to-dot.js';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const fonts = await bundledFonts();
const gv = await Graphviz.load();
await warmLayout();
const elk = bareElk();

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** Wall time and this process's CPU time of one run, ms. CPU time is the steadier on a shared machine. */
async function time(run: () => unknown): Promise<{ wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}
/** A run slower than this (ms) is timed once, without a warm-up run (dot on the 1,000-node flowchart takes minutes). */
const SLOW = 5000;
const col = (value: string, width: number): string => value.padStart(width);
const fixed = (value: number, digits = 0): string => value.toFixed(digits);
/** A time in ms: a decimal under 10 ms. */
const ms = (value: number): string => value.toFixed(value < 10 ? 1 : 0);

/** Ours, timed the way the case says: Mermaid text to SVG, or a document to SVG. */
function oursRun(c: QualityCase): () => Promise<unknown> {
  const input = c.input;
  if (input.kind === 'mermaid') return () => renderMermaid(input.text, { fonts });
  return () => render(input.document, { fonts, format: 'svg' });
}

const cases = selectCases(process.env.ONLY);
// Warm the whole path once (JIT, parsed faces) on a mid-sized case, and dot too.
const warmText = toMermaid(normalized(flowchart(200)));
if (warmText.ok) await renderMermaid(warmText.mermaid, { fonts });
// dot's first layouts in a process are slow (the WebAssembly warms up).
for (let round = 0; round < 5; round++) gv.dot('digraph { a -> b -> c; a -> c; b -> d [label="x"]; }');

console.log(`Layout quality, ours against Graphviz ${gv.version()} dot on the same graphs (deterministic figures)\n`);
console.log(
  `${'case'.padEnd(24)}${'layout'.padEnd(6)}${col('nodes', 6)}${col('edges', 6)}${col('cross', 7)}${col('bends', 7)}${col('length', 9)}` +
    `${col('width', 7)}${col('height', 7)}${col('MP', 7)}${col('aspect', 7)}${col('through', 8)}${col('overlap', 8)}${col('area/dot', 9)}${col('cross/dot', 10)}`,
);
const sources = new Map<string, string>();
const line = (name: string, who: string, q: Quality, dot?: Quality): string =>
  `${name.padEnd(24)}${who.padEnd(6)}${col(String(q.nodes), 6)}${col(String(q.edges), 6)}${col(String(q.crossings), 7)}${col(fixed(q.bends), 7)}${col(fixed(q.edgeLength), 9)}` +
  `${col(fixed(q.width), 7)}${col(fixed(q.height), 7)}${col(fixed(q.megapixels, 2), 7)}${col(fixed(q.aspect, 2), 7)}${col(`${fixed(q.throughShare * 100, 1)}%`, 8)}${col(String(q.overlaps), 8)}` +
  (dot === undefined ? '' : `${col(fixed(q.megapixels / dot.megapixels, 2), 9)}${col(dot.crossings === 0 ? (q.crossings === 0 ? '=' : `+${q.crossings}`) : fixed(q.crossings / dot.crossings, 2), 10)}`);
const dotJsonTimes = new Map<string, number>();
for (const c of cases) {
  const laid = await layoutScene(measureScene(c.scene, fonts));
  const graph = toDot(c.scene, laid.computed);
  sources.set(c.name, graph.source);
  const ours = qualityOf(drawingOfComputed(laid.computed));
  if (process.env.NO_DOT === '1') {
    console.log(line(c.name, 'ours', ours));
    continue;
  }
  let json = '';
  const dotRun = await time(() => (json = gv.dot(graph.source, 'json')));
  dotJsonTimes.set(c.name, dotRun.wall);
  const dot = qualityOf(drawingOfDot(JSON.parse(json) as DotJson, graph));
  console.log(line(c.name, 'ours', ours, dot));
  console.log(line('', 'dot', dot));
}
console.log(
  '\nbends: total turning in right angles (an orthogonal corner is 1); length: total edge length, px; width, height: the drawing\'s extent\n' +
    '(nodes, edges, labels, frames), px; through: edges passing through a node; sequence: dot lays out the plain graph (no lifelines).',
);

if (process.env.QUALITY_ONLY !== '1' && process.env.NO_DOT !== '1') {
  const load = loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`\nSpeed, same run, rounds interleaved (${ROUNDS}+ rounds, medians; load average at start ${load}).`);
  console.log('CPU time of this process (steadier than wall time on the shared machine) and the ratios of both: read the ratios.\n');
  console.log(
    `${'case'.padEnd(24)}${col('dot cpu', 9)}${col('ours cpu', 10)}${col('elk cpu', 9)}${col('ours/dot', 10)}${col('elk/dot', 9)}${col('wall o/d', 10)}${col('rounds', 8)}  ours is`,
  );
  for (const c of cases) {
    const source = sources.get(c.name)!;
    const graph = c.scene.diagramFamily === 'sequence' ? undefined : engineGraph(c.scene, fonts);
    const runs: Record<'dot' | 'ours' | 'elk', (() => unknown) | undefined> = {
      dot: () => gv.dot(source),
      ours: oursRun(c),
      elk: graph === undefined ? undefined : () => elk.layout(graph),
    };
    const keys = (['dot', 'ours', 'elk'] as const).filter((key) => runs[key] !== undefined);
    const slow = (dotJsonTimes.get(c.name) ?? 0) > SLOW;
    let rounds = 1;
    if (!slow) {
      for (const key of keys) await runs[key]!();
      rounds = Math.max(ROUNDS, Math.min(50, Math.ceil(1000 / (await time(runs.ours!)).wall)));
    }
    const times: Record<string, Array<{ wall: number; cpu: number }>> = { dot: [], ours: [], elk: [] };
    for (let round = 0; round < rounds; round++) for (const key of keys) times[key]!.push(await time(runs[key]!));
    const cpu = (key: string): number | undefined => (times[key]!.length === 0 ? undefined : median(times[key]!.map((t) => t.cpu)));
    const wall = (key: string): number => median(times[key]!.map((t) => t.wall));
    const [dot, ours, bare] = [cpu('dot')!, cpu('ours')!, cpu('elk')];
    const how = c.input.kind === 'mermaid' ? 'Mermaid text to SVG' : 'scene document to SVG';
    console.log(
      `${c.name.padEnd(24)}${col(ms(dot), 9)}${col(ms(ours), 10)}${col(bare === undefined ? '-' : ms(bare), 9)}${col(fixed(ours / dot, 2), 10)}` +
        `${col(bare === undefined ? '-' : fixed(bare / dot, 2), 9)}${col(fixed(wall('ours') / wall('dot'), 2), 10)}${col(slow ? '1 cold' : String(rounds), 8)}  ${how}`,
    );
  }
}
