/**
 * Benchmark (not a test): on generated flowchart-like graphs and ER diagrams, the whole
 * layout stage (`total`: measure, size, ELK placement, routing, labels, canvas,
 * write-back) and the measure-and-place part alone (`place`: index, sizes, ELK graph,
 * ELK, read-back), next to bare elkjs (`bareElk()` in graphs.ts) timed in the same run on
 * two graphs:
 *
 * - `elk`: the graph the engine hands ELK (`engineGraph`): node sizes, edges, edge-label
 *   slots, options, and what the engine pins (ER column rows as ports, glyph labels). The
 *   target (total within 1.3x) is read against this one: it is ELK's own share of the
 *   layout, so `total/elk` is what the engine adds around it.
 * - `plain`: the same nodes and edges without ports or glyph labels (`bareGraph`). For
 *   flowcharts the two graphs cost the same; for ER diagrams the column ports make ELK's
 *   own work 30-45% longer (the price of rows lined up across tables), which `total/plain`
 *   shows.
 *
 * Run with `npx tsx bench/layout.ts` (ROUNDS=n to change the repeats, default 5; cases
 * under 100 ms get more, so each takes about a second; the median is shown). A scene holds at most 1,000
 * elements, edges included; the 1,000-node case (about 2,200 elements) goes past that limit
 * on purpose, as a stress test.
 */
import type { SceneDocumentInput } from '../schema/index.js';
import { measureScene, type NormalizedScene, layoutScene, warmLayout } from '../engine/index.js';
import { buildIndex, resolveErEdges, edgeLabelSizes, anchorNodes, placeHierarchical } from '../engine/internal.js';
import { bundledFonts } from '../entry/node.js';
import { bareElk, bareGraph, engineGraph, entities, flowchart, measuredSizes, normalized } from './graphs.js';

const ROUNDS = Number(process.env.ROUNDS ?? 5);

/** Measuring and placing only: what the core adds around ELK. */
async function measureAndPlace(scene: NormalizedScene): Promise<void> {
  const index = buildIndex(scene);
  const measured = measureScene(scene, fonts);
  const { sizes } = measuredSizes(measured);
  const geometry = { boxes: new Map(), anchored: new Set<string>() };
  anchorNodes(index, sizes, geometry);
  const edgeLabels = edgeLabelSizes(index, measured, resolveErEdges(index).edges);
  await placeHierarchical(index, sizes, geometry, null, { labels: { measured }, edgeLabels });
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const fonts = await bundledFonts();
await warmLayout();
const elk = bareElk();
const cases: Array<[string, SceneDocumentInput]> = [
  ['flowchart 50 nodes', flowchart(50)],
  ['flowchart 200 nodes', flowchart(200)],
  ['flowchart 1,000 elements', flowchart(440)],
  ['flowchart 1,000 nodes', flowchart(1000)],
  ['ER 5 entities', entities(5)],
  ['ER 20 entities', entities(20)],
  ['ER 60 entities', entities(60)],
];
// Warm the whole stage once (JIT) on a mid-sized case before timing.
await layoutScene(measureScene(normalized(flowchart(200)), fonts));

const column = (value: string, width: number) => value.padStart(width);
console.log(
  `${'case'.padEnd(26)}${column('elements', 9)}${column('total ms', 10)}${column('place ms', 10)}${column('elk', 7)}${column('total/elk', 10)}${column('place/elk', 10)}` +
    `${column('plain', 7)}${column('total/plain', 12)}`,
);
for (const [name, input] of cases) {
  const scene = normalized(input);
  const graphs = { elk: engineGraph(scene, fonts), plain: bareGraph(scene, fonts) };
  const runs = {
    // Measuring is part of laying out: the stage layout reads every text size from.
    total: () => layoutScene(measureScene(scene, fonts)),
    place: () => measureAndPlace(scene),
    elk: () => elk.layout(graphs.elk),
    plain: () => elk.layout(graphs.plain),
  };
  const keys = ['total', 'place', 'elk', 'plain'] as const;
  // One untimed run of each first: ELK keeps getting faster over its first layouts of a size.
  for (const key of keys) await runs[key]();
  // Small cases are noisy (a timer tick is a tenth of them): they get more rounds.
  const rounds = Math.max(ROUNDS, Math.ceil(1000 / (await time(runs.elk))));
  const times = { total: [] as number[], place: [] as number[], elk: [] as number[], plain: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    // Interleaved, so that drift in machine load hits all of them alike.
    for (const key of keys) times[key].push(await time(runs[key]));
  }
  const [total, place, bare, plain] = keys.map((key) => median(times[key])) as [number, number, number, number];
  console.log(
    `${name.padEnd(26)}${column(String(scene.elements.length), 9)}${column(total.toFixed(0), 10)}${column(place.toFixed(0), 10)}${column(bare.toFixed(0), 7)}` +
      `${column((total / bare).toFixed(2), 10)}${column((place / bare).toFixed(2), 10)}${column(plain.toFixed(0), 7)}${column((total / plain).toFixed(2), 12)}`,
  );
}
