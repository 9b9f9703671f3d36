/**
 * Benchmark (not a test): the whole path from a scene document to a picture, on the
 * generated flowcharts and ER diagrams of bench/graphs.ts, beside a bare elkjs layered
 * layout of the same graphs timed in the same run. Per case:
 *
 * - `elk`: bare elkjs on the graph the engine hands ELK (bench/layout.ts explains it and
 *   the port-less `plain` graph; `t/plain` is total over bare elkjs on that one);
 * - `total`: validateScene + normalize + measureScene + layoutScene + renderSvg, and `total/elk`; then
 *   its parts: `layout` (validate, normalize, measure, lay out) and `svg` (renderSvg; the lower of
 *   its median between layouts and its median run back to back, since between layouts it
 *   often pays for their garbage collection);
 * - the SVG's bytes, per node, and what it must stay under (a third of Mermaid's, about
 *   0.6 KB a flowchart node);
 * - `png`: renderPng of that SVG at scale 1 (wall and CPU time: on a busy machine the CPU
 *   time is the steadier), its size in megapixels and bytes. A canvas above the raster
 *   limit (100 megapixels) is refused; the PNG is then timed at the largest scale under
 *   the limit, shown beside it.
 *
 * `flowchart 200, local` is the 200-node flowchart with its second inputs drawn from the
 * two ranks before only (bench/graphs.ts `reach`).
 *
 * Then, for the 200-node flowchart, where a PNG's time goes: resvg parsing the SVG,
 * rendering, encoding; and the same with all nine faces and the embedded @font-face
 * rules left in, as renderPng did before.
 *
 * Run with `npx tsx bench/render.ts` (ROUNDS=n to change the repeats, default 5; medians
 * after one untimed run). Documents past the 1,000-element limit (the 1,000-node case)
 * are validated whole (which reports the limit) and normalized in slices.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import type { SceneDocumentInput } from '../schema/index.js';
import { validateScene, measureScene, layoutScene, warmLayout, createTextPainting, renderSvg, initRaster, renderPng, RASTER_LIMITS } from '../engine/index.js';
import { resvgFontOptions, fontsForSvg, withoutFontFaceRules } from '../engine/internal.js';
import { bundledFonts } from '../entry/node.js';
import { bareElk, bareGraph, engineGraph, entities, flowchart, normalized } from './graphs.js';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const MERMAID_THIRD_BYTES_PER_NODE = 600;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(run: () => T | Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

/** Median time of `run` over ROUNDS runs after one untimed run, and its last result. */
async function medianOf<T>(run: () => T | Promise<T>): Promise<{ ms: number; value: T }> {
  let { value } = await timed(run);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const result = await timed(run);
    times.push(result.ms);
    value = result.value;
  }
  return { ms: median(times), value };
}

const fonts = await bundledFonts();
const text = createTextPainting(fonts);
const wasm = await readFile(new URL('../node_modules/@resvg/resvg-wasm/index_bg.wasm', import.meta.url));
const { Resvg } = await initRaster(wasm);
await warmLayout();
const bareElkjs = bareElk();

/** validate + normalize + measure + layout: what runs before drawing. */
async function layOut(input: SceneDocumentInput) {
  validateScene(input);
  return layoutScene(measureScene(normalized(input), fonts));
}

const cases: Array<[string, SceneDocumentInput, number]> = [
  ['flowchart 50 nodes', flowchart(50), 50],
  ['flowchart 200 nodes', flowchart(200), 200],
  // The same, but second inputs come from the two ranks before only: long edges from any
  // earlier rank are what spread the one above to 54 megapixels.
  ['flowchart 200, local', flowchart(200, 2), 200],
  ['flowchart 1,000 nodes', flowchart(1000), 1000],
  ['ER 5 entities', entities(5), 5],
  ['ER 20 entities', entities(20), 20],
  ['ER 60 entities', entities(60), 60],
];

// Warm the whole path once (JIT, parsed faces, resvg's memory) on a mid-sized case.
{
  const laidOut = await layOut(flowchart(200));
  await renderPng(renderSvg(laidOut, { text }), { fonts });
}

const load = loadavg().map((l) => l.toFixed(1)).join(' ');
console.log(`${ROUNDS} rounds, medians; load average at start ${load}\n`);
const col = (value: string, width: number): string => value.padStart(width);
console.log(
  `${'case'.padEnd(22)}${col('elements', 9)}${col('elk ms', 8)}${col('total', 8)}${col('t/elk', 7)}${col('t/plain', 8)}${col('layout', 8)}${col('svg', 6)}` +
    `${col('SVG KB', 8)}${col('B/node', 8)}${col('target', 8)}${col('png ms', 8)}${col('cpu', 6)}${col('MP', 6)}${col('PNG KB', 8)}`,
);
let flow200Svg = '';
for (const [name, input, nodes] of cases) {
  const graph = engineGraph(normalized(input), fonts);
  const plainGraph = bareGraph(normalized(input), fonts);
  // One untimed run of each first; then rounds interleaved, so drift in the machine's
  // load hits elk and ours alike.
  await bareElkjs.layout(graph);
  await bareElkjs.layout(plainGraph);
  let laidOut = await layOut(input);
  let svg = renderSvg(laidOut, { text });
  // Small cases are noisy (a timer tick is a tenth of them): they get more rounds.
  const rounds = Math.max(ROUNDS, Math.ceil(1000 / (await timed(() => bareElkjs.layout(graph))).ms));
  const times = { elk: [] as number[], plain: [] as number[], layout: [] as number[], svg: [] as number[], total: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    times.elk.push((await timed(() => bareElkjs.layout(graph))).ms);
    times.plain.push((await timed(() => bareElkjs.layout(plainGraph))).ms);
    const layout = await timed(() => layOut(input));
    const drawn = await timed(() => renderSvg(layout.value, { text }));
    [laidOut, svg] = [layout.value, drawn.value];
    times.layout.push(layout.ms);
    times.svg.push(drawn.ms);
    times.total.push(layout.ms + drawn.ms);
  }
  const [elk, plain, layout, total] = [median(times.elk), median(times.plain), median(times.layout), median(times.total)];
  // renderSvg alone, also in a row of its own: between layouts it often pays for their
  // garbage collection, which makes its share noisy.
  const svgMs = Math.min(median(times.svg), (await medianOf(() => renderSvg(laidOut, { text }))).ms);
  const bytes = Buffer.byteLength(svg);
  const { width, height } = laidOut.computed.canvas;
  const fit = Math.min(1, Math.floor(Math.sqrt(RASTER_LIMITS.maxPixels / (width * height)) * 100) / 100, Math.floor((RASTER_LIMITS.maxSide / Math.max(width, height)) * 100) / 100);
  const png = await medianOf(() => renderPng(svg, { fonts, scale: fit }));
  // CPU time beside wall time: on a busy machine it is the steadier number.
  const cpuTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const cpu = process.cpuUsage();
    await renderPng(svg, { fonts, scale: fit });
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  const pngCpu = median(cpuTimes);
  const megapixels = (Math.ceil(width * fit) * Math.ceil(height * fit)) / 1e6;
  const flowchartCase = name.startsWith('flowchart');
  console.log(
    `${name.padEnd(22)}${col(String(input.elements.length), 9)}${col(elk.toFixed(0), 8)}${col(total.toFixed(0), 8)}${col((total / elk).toFixed(2), 7)}${col((total / plain).toFixed(2), 8)}` +
      `${col(layout.toFixed(0), 8)}${col(svgMs.toFixed(0), 6)}${col((bytes / 1024).toFixed(1), 8)}${col((bytes / nodes).toFixed(0), 8)}` +
      `${col(flowchartCase ? `≤${MERMAID_THIRD_BYTES_PER_NODE}` : '', 8)}${col(png.ms.toFixed(0), 8)}${col(pngCpu.toFixed(0), 6)}${col(megapixels.toFixed(1), 6)}${col((png.value.length / 1024).toFixed(0), 8)}` +
      (fit < 1 ? `  (canvas ${width} x ${height} is ${((width * height) / 1e6).toFixed(0)} MP, over the limit: PNG at scale ${fit})` : ''),
  );
  if (name === 'flowchart 200 nodes') flow200Svg = svg;
}

// Where a PNG's time goes: resvg parsing the SVG, drawing the pixels, encoding the PNG;
// and what renderPng cost before it dropped the @font-face rules and unused faces.
console.log(`\nPNG of the 200-node flowchart, stage by stage (ms):`);
const source = withoutFontFaceRules(flow200Svg);
const font = resvgFontOptions(fonts, fontsForSvg(source, fonts));
const stages = { parse: [] as number[], render: [] as number[], encode: [] as number[], before: [] as number[] };
for (let round = 0; round <= ROUNDS; round++) {
  const lap = { at: performance.now() };
  const step = (key: keyof typeof stages): void => {
    const now = performance.now();
    if (round > 0) stages[key].push(now - lap.at);
    lap.at = now;
  };
  const resvg = new Resvg(source, { font });
  step('parse');
  const image = resvg.render();
  step('render');
  image.asPng();
  step('encode');
  image.free();
  resvg.free();
  lap.at = performance.now();
  const old = new Resvg(flow200Svg, { font: resvgFontOptions(fonts) });
  const oldImage = old.render();
  oldImage.asPng();
  oldImage.free();
  old.free();
  step('before');
}
const m = (key: keyof typeof stages): string => median(stages[key]).toFixed(0);
console.log(`  now:    parse ${m('parse')} + render ${m('render')} + encode ${m('encode')}  (target: under 500 in all)`);
console.log(`  before: ${m('before')} in all`);
console.log(`\nload average at end ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
