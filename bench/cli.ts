/**
 * dsp render's cold start and a docs folder, from the built package (dist/, built first when
 * stale; the CLI run as bin/dsp.mjs runs it when installed, node dist/cli/main.js):
 *
 * 1. One file: a fresh process drawing a 50-node flowchart (graphs.ts) to SVG.
 * 2. A folder: the test corpus's flowchart and ER examples (26 files, 3-40 lines), extended
 *    to 100 files by generated variants of the corpus's sizes (flowcharts of 5-24 nodes, ER
 *    diagrams of 2-8 entities; FOLDER_NODES=48 makes them up to 48 nodes), drawn to SVG by one
 *    `dsp render DIR --out-dir OUT --force` call; then the same call without --force, when
 *    every picture is up to date (the .dsp-cache.json path). The folder is drawn on threads
 *    (cli/render/draw-threads.ts), and once more in the main thread alone (DSP_CLI_THREADS=1).
 *
 * Baselines, same run: `node -e 0` (the process start no CLI can avoid), and the one file
 * with DSP_CLI_UNBUNDLED=1 (dist/'s ES modules imported one by one, elkjs as the engine alone
 * loads it, instead of the CLI's one bundled script with its V8 code cache:
 * cli/bundled-commands.ts). Each figure is wall time, and on Linux the
 * process's CPU time too (steadier than wall time on a shared machine). Targets (issue 16):
 * one file under 0.8 s; the folder under 5x one file. ROUNDS=5 by default.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toMermaid } from '../engine/index.js';
import { ROOT } from '../harness/processes.js';
import { buildWhenStale } from './built-engine.js';
import { entities, flowchart, normalized } from './graphs.js';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CLI = join(ROOT, 'dist/cli/main.js');
/** The largest generated flowchart of the folder (the corpus's own go up to about 25 nodes). */
const MAX_NODES = Number(process.env.FOLDER_NODES ?? 24);

function mermaidOf(scene: ReturnType<typeof flowchart>): string {
  const written = toMermaid(normalized(scene));
  if (!written.ok) throw new Error(`bench/cli: the generated ${scene.scene.id} has no Mermaid form`);
  return written.mermaid;
}

/** The corpus's flowchart and ER examples, then generated variants up to 100 files. */
function docsFolder(dir: string): number {
  const corpus = join(ROOT, 'test/corpus/mermaid');
  let count = 0;
  for (const family of ['flowchart', 'er']) {
    mkdirSync(join(dir, family), { recursive: true });
    for (const file of readdirSync(join(corpus, family)).filter((name) => name.endsWith('.mmd'))) {
      copyFileSync(join(corpus, family, file), join(dir, family, file));
      count++;
    }
  }
  mkdirSync(join(dir, 'generated'), { recursive: true });
  for (let i = 0; count < 100; i++, count++) {
    const scene = i % 2 === 0 ? flowchart(5 + ((i * 7) % (MAX_NODES - 4))) : entities(2 + (i % Math.max(7, Math.round(MAX_NODES / 4))));
    writeFileSync(join(dir, 'generated', `variant-${String(i).padStart(2, '0')}.mmd`), mermaidOf(scene));
  }
  return count;
}

/** CPU seconds of the children waited for so far (Linux: cutime + cstime of /proc/self/stat, 100 ticks a second), or NaN. */
function childrenCpu(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

interface Figure {
  wall: number[];
  cpu: number[];
}

/** Runs one process to its end and adds its wall and CPU seconds to the figure; a failure stops the bench. */
function timed(figure: Figure, args: string[], env: Record<string, string> = {}): void {
  const [started, cpu] = [performance.now(), childrenCpu()];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  figure.wall.push((performance.now() - started) / 1000);
  figure.cpu.push(childrenCpu() - cpu);
  if (run.status !== 0) throw new Error(`bench/cli: node ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
}

buildWhenStale();

const dir = mkdtempSync(join(tmpdir(), 'dsp-bench-cli-'));
const one = join(dir, 'flow50.mmd');
writeFileSync(one, mermaidOf(flowchart(50)));
const files = docsFolder(join(dir, 'docs'));

const figure = (): Figure => ({ wall: [], cpu: [] });
const figures = { node: figure(), modules: figure(), one: figure(), folder: figure(), folderOneThread: figure(), upToDate: figure() };
for (let round = 0; round < ROUNDS; round++) {
  timed(figures.node, ['-e', '0']);
  timed(figures.modules, [CLI, 'render', one, '-o', join(dir, 'flow50-modules.svg')], { DSP_CLI_UNBUNDLED: '1' });
  timed(figures.one, [CLI, 'render', one, '-o', join(dir, 'flow50.svg')]);
  timed(figures.folder, [CLI, 'render', join(dir, 'docs'), '--out-dir', join(dir, 'out'), '--force']);
  timed(figures.folderOneThread, [CLI, 'render', join(dir, 'docs'), '--out-dir', join(dir, 'out'), '--force'], { DSP_CLI_THREADS: '1' });
  timed(figures.upToDate, [CLI, 'render', join(dir, 'docs'), '--out-dir', join(dir, 'out')]);
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const range = ({ wall, cpu }: Figure): string =>
  `wall ${Math.min(...wall).toFixed(2)}-${Math.max(...wall).toFixed(2)} s (median ${median(wall).toFixed(2)}), CPU median ${median(cpu).toFixed(2)} s`;
let load = '';
try {
  load = `; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`;
} catch {
  // Not Linux: no load figure.
}
console.log(`dsp render from dist/, ${ROUNDS} rounds, wall time of each process${load}`);
const row = (label: string, figure: string): void => console.log(`  ${label.padEnd(32)}${figure}`);
row('node -e 0 (baseline)', range(figures.node));
row('one file, unbundled modules', range(figures.modules));
row('one file, 50-node flowchart', `${range(figures.one)}   target < 0.80 s`);
row(`${files} files, one call`, range(figures.folder));
row(`${files} files, one thread`, range(figures.folderOneThread));
row(`${files} files, all up to date`, range(figures.upToDate));
const ratio = (of: (figure: Figure) => number[]): string => (median(of(figures.folder)) / median(of(figures.one))).toFixed(2);
row('folder / one file (medians)', `wall ${ratio((f) => f.wall)}x, CPU ${ratio((f) => f.cpu)}x   target < 5x`);
