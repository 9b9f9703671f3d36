/**
 * Experiment (not a test, not a target): what other placements would give, without
 * changing engine/. For each case of the quality bench (bench/quality-lab/generated/cases.ts, sequence
 * left out: it does not use ELK), each variant below is a set of ELK options laid over the
 * ones the engine pins (engine/layout/place/elk-options.ts), on every level of the graph
 * the engine hands ELK (bench/graphs.ts engineGraph), so the results transfer. Per variant:
 *
 * - `elk ms`: ELK's own time through the engine's runner (median of ROUNDS), and its ratio
 *   to the pinned options (`/pinned`), from the same run;
 * - the quality of the whole drawing: ELK's node boxes given to our engine as placed
 *   positions (bench/quality-lab/generated/placed-scene.ts), so our router, frames and labels run as
 *   usual, then measured like bench/quality.ts does; `area/dot` and crossings beside dot's.
 *
 * Then the other route the issue names: Graphviz dot for placement (its node positions,
 * same DOT as the quality bench) with our router after it, timed as dot's layout plus the
 * rest of our layout (`rest ms`: layoutScene on the placed scene), beside dot's own
 * drawing, dot with Graphviz's default spacing, and our current layout.
 *
 * Then dot's own crossing minimisation (median sweeps and transposition) run on ELK's
 * layering and given back to ELK for a second run (bench/quality-lab/generated/median-order.ts,
 * ordered-elk.ts), flat graphs only, one row for each way of giving the order
 * (`elk ms` is then ELK + the ordering + ELK again; MEDIAN_ORDER=0 leaves it out).
 *
 * And our own layered placement (engine/layout/layered/ through bench/quality-lab/generated/own-layered.ts:
 * flat graphs), with our router after it, beside its own polylines through its dummies;
 * compacted from packed layers (its default) and from Brandes-Köpf's coordinates.
 *
 * And dagre for placement (bench/quality-lab/generated/dagre-placement.ts: flat graphs, no ports), with our
 * router after it in the same way, beside dagre's own polylines; only when dagre can be
 * loaded (DAGRE=<path of dagre's ES module>, see there; DAGRE_RANKERS=<its layerings>,
 * default network-simplex,longest-path). `elk ms` is then dagre's CPU time.
 *
 * Run with `npx tsx bench/layout-options.ts` (ROUNDS=n, default 3; WARM_MS=n, default 2000; ONLY=<part of a case
 * name>; VARIANTS=<comma-separated part of variant names>, `pinned` for the pinned options only). The 1,000-node flowchart takes
 * minutes (some variants take several seconds a layout).
 */
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import type { ElkNode, LayoutOptions } from 'elkjs/lib/elk-api.js';
import { loadavg } from 'node:os';
import { measureScene, layoutScene, warmLayout, type Computed } from '../engine/index.js';
import { layoutSceneWith, buildIndex, readBoxes, runElk } from '../engine/internal.js';
import { bundledFonts } from '../entry/node.js';
import { engineGraph } from './graphs.js';
import { selectCases } from './quality-lab/generated/cases.js';
import type { Box, Drawing, DrawnEdge, Point } from '../harness/drawing-metrics/drawing.js';
import { countCrossings } from '../harness/drawing-metrics/crossings.js';
import { dagrePlacement, dagreTakes, loadDagre } from './quality-lab/generated/dagre-placement.js';
import { qualityOf, type Quality } from './quality-lab/generated/metrics.js';
import { layeredGraphOf } from './quality-lab/generated/layered-graph.js';
import { countCrossings as layeredCrossings, medianOrder } from './quality-lab/generated/median-order.js';
import { orderedGraph, type Feedback } from './quality-lab/generated/ordered-elk.js';
import { drawingOfComputed } from '../harness/drawing-metrics/computed-drawing.js';
import { ownLayeredPlacement } from './quality-lab/generated/own-layered.js';
import { placedScene, placedVia } from './quality-lab/generated/placed-scene.js';
import { drawingOfDot, type DotJson } from './quality-lab/generated/read-dot.js';
import { toDot } from './quality-lab/generated/to-dot.js';
import { dummyVia, edgesThroughVia, rankVia } from './quality-lab/generated/via-points.js';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
/** dagre's layerings to try (DAGRE_RANKERS, comma-separated: network-simplex, tight-tree, longest-path). */
const DAGRE_RANKERS = (process.env.DAGRE_RANKERS ?? 'network-simplex,longest-path').split(',').map((r) => r.trim());

/** Option sets laid over the pinned ones; `pinned` is the engine as it is. */
export const VARIANTS: Array<[string, LayoutOptions]> = [
  ['pinned', {}],
  ['thoroughness 1', { 'elk.layered.thoroughness': '1' }],
  ['thoroughness 3', { 'elk.layered.thoroughness': '3' }],
  ['BK fixedAlignment NONE', { 'elk.layered.nodePlacement.bk.fixedAlignment': 'NONE' }],
  ['BK fixedAlignment LEFTDOWN', { 'elk.layered.nodePlacement.bk.fixedAlignment': 'LEFTDOWN' }],
  ['BK edgeStraightening NONE', { 'elk.layered.nodePlacement.bk.edgeStraightening': 'NONE' }],
  ['LINEAR_SEGMENTS', { 'elk.layered.nodePlacement.strategy': 'LINEAR_SEGMENTS' }],
  ['NETWORK_SIMPLEX', { 'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX' }],
  ['SIMPLE', { 'elk.layered.nodePlacement.strategy': 'SIMPLE' }],
  ['thoroughness 20', { 'elk.layered.thoroughness': '20' }],
  ['greedySwitch TWO_SIDED', { 'elk.layered.crossingMinimization.greedySwitch.type': 'TWO_SIDED' }],
  ['greedySwitch TWO_SIDED, always', { 'elk.layered.crossingMinimization.greedySwitch.type': 'TWO_SIDED', 'elk.layered.crossingMinimization.greedySwitch.activationThreshold': '0' }],
  ['greedySwitch OFF', { 'elk.layered.crossingMinimization.greedySwitch.type': 'OFF' }],
  ['model order NODES_AND_EDGES', { 'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES' }],
  ['postCompaction EDGE_LENGTH', { 'elk.layered.compaction.postCompaction.strategy': 'EDGE_LENGTH' }],
  ['postCompaction LEFT', { 'elk.layered.compaction.postCompaction.strategy': 'LEFT' }],
  ['layering LONGEST_PATH', { 'elk.layered.layering.strategy': 'LONGEST_PATH' }],
  ['layering COFFMAN_GRAHAM', { 'elk.layered.layering.strategy': 'COFFMAN_GRAHAM' }],
  ['nodePromotion NIKOLOV', { 'elk.layered.layering.nodePromotion.strategy': 'NIKOLOV' }],
  ['edgeRouting POLYLINE', { 'elk.edgeRouting': 'POLYLINE' }],
  ['edgeRouting SPLINES', { 'elk.edgeRouting': 'SPLINES' }],
  ['spacing node 30, rank 50', { 'elk.spacing.nodeNode': '30', 'elk.layered.spacing.nodeNodeBetweenLayers': '50', 'elk.spacing.componentComponent': '30' }],
  ['spacing edge 10/6', { 'elk.spacing.edgeNode': '10', 'elk.spacing.edgeEdge': '6', 'elk.layered.spacing.edgeNodeBetweenLayers': '10', 'elk.layered.spacing.edgeEdgeBetweenLayers': '6' }],
  ['t1 + BK NONE', { 'elk.layered.thoroughness': '1', 'elk.layered.nodePlacement.bk.fixedAlignment': 'NONE' }],
  ['t1 + LINEAR_SEGMENTS', { 'elk.layered.thoroughness': '1', 'elk.layered.nodePlacement.strategy': 'LINEAR_SEGMENTS' }],
  ['t1 + NETWORK_SIMPLEX', { 'elk.layered.thoroughness': '1', 'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX' }],
  ['POLYLINE + NETWORK_SIMPLEX', { 'elk.edgeRouting': 'POLYLINE', 'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX' }],
  ['POLYLINE + BK NONE', { 'elk.edgeRouting': 'POLYLINE', 'elk.layered.nodePlacement.bk.fixedAlignment': 'NONE' }],
  ['LS + spacing node 30, rank 50', { 'elk.layered.nodePlacement.strategy': 'LINEAR_SEGMENTS', 'elk.spacing.nodeNode': '30', 'elk.layered.spacing.nodeNodeBetweenLayers': '50', 'elk.spacing.componentComponent': '30' }],
  ['NS + spacing node 30, rank 50', { 'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX', 'elk.spacing.nodeNode': '30', 'elk.layered.spacing.nodeNodeBetweenLayers': '50', 'elk.spacing.componentComponent': '30' }],
];

/** The graph with `options` laid over the layered options of every level (root and compound nodes). */
function withOptions(graph: ElkNode, options: LayoutOptions): ElkNode {
  const copy = structuredClone(graph);
  const visit = (node: ElkNode): void => {
    if (node.layoutOptions?.['elk.direction'] !== undefined) node.layoutOptions = { ...node.layoutOptions, ...options };
    node.children?.forEach(visit);
  };
  visit(copy);
  return copy;
}

/** Node boxes of a laid-out ELK graph; a glyph (as wide as its label in ELK) centred back at its own width, as elk-block.ts does. */
function nodeBoxes(laidOut: ElkNode, computed: Computed): Map<string, Box> {
  const boxes = new Map<string, Box>();
  for (const [id, box] of readBoxes(laidOut)) {
    const ours = computed.elements[id];
    if (ours?.kind !== 'node') continue;
    boxes.set(id, { x: box.x + (box.width - ours.box.width) / 2, y: box.y, width: ours.box.width, height: ours.box.height });
  }
  return boxes;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** This process's CPU time of one run, ms (steadier than wall time on the shared machine), and the run's result. */
async function cpuTimed<T>(run: () => T | Promise<T>): Promise<{ ms: number; value: T }> {
  const before = process.cpuUsage();
  const value = await run();
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000, value };
}

/** ELK's own routes (thrown away by the engine) as a drawing's edges; only for graphs without compound nodes, whose edge coordinates are the root's. */
function elkRoutes(laidOut: ElkNode): DrawnEdge[] | undefined {
  if ((laidOut.children ?? []).some((child) => (child.children ?? []).length > 0)) return undefined;
  const owner = (end: string): string => end.split('/')[0]!;
  return (laidOut.edges ?? []).map((edge) => {
    const section = edge.sections?.[0];
    const points = section === undefined ? [] : [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
    return { id: edge.id, from: owner(edge.sources[0]!), to: owner(edge.targets[0]!), points };
  });
}

/**
 * ELK's own drawing of a flat graph laid out `dummies as nodes` (bench/quality-lab/generated/ordered-elk.ts):
 * its node boxes, and each edge's route with the pieces of its chain joined back (a piece
 * ends on the 1 px node where the next starts); the label nodes become labels again.
 */
function elkOwnDrawing(laidOut: ElkNode, computed: Computed): Drawing {
  const nodes = [...nodeBoxes(laidOut, computed)].map(([id, box]) => ({ id, box }));
  const extras = (laidOut.children ?? []).filter((c) => c.id.startsWith('dummy:label:')).map((c) => ({ x: c.x ?? 0, y: c.y ?? 0, width: c.width ?? 0, height: c.height ?? 0 }));
  const chains = new Map<string, DrawnEdge[]>();
  for (const piece of elkRoutes(laidOut) ?? []) {
    const id = piece.id.split('~')[0]!;
    (chains.get(id) ?? chains.set(id, []).get(id)!).push(piece);
  }
  const piece = (id: string): number => Number(id.split('~')[1] ?? 0);
  const edges = [...chains].map(([id, pieces]) => {
    pieces.sort((a, b) => piece(a.id) - piece(b.id));
    return { id, from: pieces[0]!.from, to: pieces.at(-1)!.to, points: pieces.flatMap((p) => p.points) };
  });
  return { nodes, edges, extras };
}
const col = (value: string, width: number): string => value.padStart(width);

const fonts = await bundledFonts();
const gv = await Graphviz.load();
const dagre = await loadDagre();
await warmLayout();
const wanted = process.env.VARIANTS?.split(',').map((v) => v.trim().toLowerCase());
const variants = VARIANTS.filter(([name]) => name === 'pinned' || wanted === undefined || wanted.some((w) => name.toLowerCase().includes(w)));
const cases = selectCases(process.env.ONLY).filter((c) => c.scene.diagramFamily !== 'sequence');

console.log(`dagre: ${dagre === undefined ? 'not loaded (set DAGRE)' : 'loaded'}. ${ROUNDS} rounds, medians of CPU time; load average at start ${loadavg().map((l) => l.toFixed(1)).join(' ')}. Read ratios within one case.\n`);
const header =
  `${'variant'.padEnd(32)}${col('elk ms', 8)}${col('/pinned', 8)}${col('rest ms', 8)}${col('cross', 7)}${col('elk-x', 7)}${col('bends', 7)}${col('length', 9)}` +
  `${col('width', 7)}${col('height', 7)}${col('MP', 7)}${col('area/dot', 9)}${col('cross/dot', 10)}${col('through', 8)}${col('overlap', 8)}`;
const row = (name: string, q: Quality, dot: Quality, more: { elk?: number; pinned?: number; rest?: number; elkCrossings?: number }): string =>
  `${name.padEnd(32)}${col(more.elk === undefined ? '-' : more.elk.toFixed(0), 8)}${col(more.elk === undefined || more.pinned === undefined ? '-' : (more.elk / more.pinned).toFixed(2), 8)}` +
  `${col(more.rest === undefined ? '-' : more.rest.toFixed(0), 8)}${col(String(q.crossings), 7)}${col(more.elkCrossings === undefined ? '-' : String(more.elkCrossings), 7)}${col(q.bends.toFixed(0), 7)}${col(q.edgeLength.toFixed(0), 9)}` +
  `${col(q.width.toFixed(0), 7)}${col(q.height.toFixed(0), 7)}${col(q.megapixels.toFixed(2), 7)}${col((q.megapixels / dot.megapixels).toFixed(2), 9)}` +
  `${col(dot.crossings === 0 ? String(q.crossings) : (q.crossings / dot.crossings).toFixed(2), 10)}${col(`${(q.throughShare * 100).toFixed(1)}%`, 8)}${col(String(q.overlaps), 8)}`;

/** Wall ms a run under half a second is repeated untimed first (WARM_MS=n): dagre and dot keep getting faster over their first runs of a graph (JIT, WebAssembly tiers). */
const WARM_MS = Number(process.env.WARM_MS ?? 2000);

/** Median CPU time of `run` over ROUNDS runs after untimed ones (WARM_MS); a run over 5 s is timed once, cold. */
async function medianCpu<T>(run: () => T | Promise<T>): Promise<{ ms: number; value: T }> {
  const first = await cpuTimed(run);
  if (first.ms > 5000) return first;
  if (first.ms < 500) for (const started = performance.now(); performance.now() - started < WARM_MS; ) await run();
  const runs = [];
  for (let round = 0; round < ROUNDS; round++) runs.push(await cpuTimed(run));
  return { ms: median(runs.map((r) => r.ms)), value: runs.at(-1)!.value };
}

// dot's first layouts in a process are slow (the WebAssembly warms up): warm it on a small graph.
for (let round = 0; round < 5; round++) gv.dot('digraph { a -> b -> c; a -> c; b -> d [label="x"]; }', 'json');

for (const c of cases) {
  const current = await medianCpu(() => layoutScene(measureScene(c.scene, fonts)));
  const computed = current.value.computed;
  const graph = engineGraph(c.scene, fonts);
  const dotGraph = toDot(c.scene, computed);
  const dotRun = await medianCpu(() => gv.dot(dotGraph.source, 'json'));
  const dotDrawing = drawingOfDot(JSON.parse(dotRun.value) as DotJson, dotGraph);
  const vertical = ['TB', 'BT'].includes(buildIndex(c.scene).strategy.direction);
  /** How many edges with via points our router drew through all of them (the others fell back to its own routes). */
  const viaNote = (laidOut: Computed, via: ReadonlyMap<string, readonly Point[]>): string => {
    const routes = new Map<string, Point[]>();
    for (const [id, element] of Object.entries(laidOut.elements)) if (element.kind === 'edge') routes.set(id, element.points);
    return `via points for ${via.size} edges, ${edgesThroughVia(routes, via, vertical)} drawn through all of them`;
  };
  const dot = qualityOf(dotDrawing);
  console.log(`== ${c.name}: ${c.scene.elements.length} elements; CPU ms: our layout ${current.ms.toFixed(0)}, dot to JSON ${dotRun.ms.toFixed(0)}`);
  console.log(header);
  console.log(row('ours today (layoutScene)', qualityOf(drawingOfComputed(computed)), dot, { rest: current.ms }));

  // Each variant once, untimed (its result, and ELK warm on this graph), then timed rounds interleaved.
  // Some options fail on some graphs (ELK throws): those are reported and left out of the rounds.
  const inputs = variants.map(([, options]) => withOptions(graph, options));
  const results: Array<ElkNode | string> = [];
  for (const input of inputs) {
    try {
      results.push(await runElk(structuredClone(input)));
    } catch (error) {
      results.push(String((error as Error).message ?? error).split('\n')[0]!.slice(0, 90));
    }
  }
  const times: number[][] = inputs.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, input] of inputs.entries()) {
      if (typeof results[i] === 'string') continue;
      const copy = structuredClone(input);
      times[i]!.push((await cpuTimed(() => runElk(copy))).ms);
    }
  }
  const pinned = median(times[0]!);
  for (const [i, [name]] of variants.entries()) {
    const result = results[i]!;
    if (typeof result === 'string') {
      console.log(`${name.padEnd(32)}ELK fails: ${result}`);
      continue;
    }
    const placed = placedScene(c.scene, nodeBoxes(result, computed));
    const rest = await cpuTimed(() => layoutScene(measureScene(placed, fonts)));
    const own = elkRoutes(result);
    const more = { elk: median(times[i]!), pinned, rest: rest.ms, ...(own === undefined ? {} : { elkCrossings: countCrossings(own) }) };
    console.log(row(name, qualityOf(drawingOfComputed(rest.value.computed)), dot, more));
  }

  // dot's ordering on ELK's layering, given back to ELK (flat graphs; MEDIAN_ORDER=0 skips it). Both ELK runs
  // with the pinned options, then both with thoroughness 1 as well (the order is ours, so ELK's own sweeps may not be needed).
  const pinnedResult = typeof results[0] === 'string' ? undefined : results[0];
  const orderRuns: Array<[string, LayoutOptions]> = [['', {}], [' (t1)', { 'elk.layered.thoroughness': '1' }]];
  for (const [suffix, overlay] of process.env.MEDIAN_ORDER === '0' || pinnedResult === undefined || elkRoutes(pinnedResult) === undefined ? [] : orderRuns) {
    const firstInput = withOptions(graph, overlay);
    const first = suffix === '' ? { ms: pinned, value: pinnedResult! } : await medianCpu(() => runElk(structuredClone(firstInput)));
    const ordering = await medianCpu(() => {
      const layered = layeredGraphOf(first.value);
      return { layered, order: medianOrder(layered) };
    });
    const { layered, order } = ordering.value;
    const layerOf = new Map(layered.names.map((name, v) => [name, layered.layerOf[v]!]));
    for (const how of (process.env.FEEDBACK?.split(',') ?? ['force', 'semi-interactive', 'dummies as nodes']) as Feedback[]) {
      const input = orderedGraph(firstInput, layered, order.layers, how);
      const second = await medianCpu(() => runElk(structuredClone(input)));
      const again = layeredGraphOf(second.value);
      const moved = again.names.filter((name, v) => again.real[v] && layerOf.has(name) && layerOf.get(name) !== again.layerOf[v]).length;
      const placed = await cpuTimed(() => layoutScene(measureScene(placedScene(c.scene, nodeBoxes(second.value, computed)), fonts)));
      const more = { elk: first.ms + ordering.ms + second.ms, pinned, rest: placed.ms, elkCrossings: countCrossings(elkRoutes(second.value)!) };
      console.log(row(`median order${suffix}, ${how}`, qualityOf(drawingOfComputed(placed.value.computed)), dot, more));
      if (how === 'dummies as nodes') {
        console.log(row(`  ELK's own routes there`, qualityOf(elkOwnDrawing(second.value, computed)), dot, { elk: more.elk, pinned }));
        const boxes = nodeBoxes(second.value, computed);
        const via = placedVia(dummyVia(second.value, firstInput), boxes);
        const through = await cpuTimed(() => layoutSceneWith(measureScene(placedScene(c.scene, boxes), fonts), { via }));
        console.log(row(`  + our router through its dummies`, qualityOf(drawingOfComputed(through.value.computed)), dot, { elk: more.elk, pinned, rest: through.ms }));
        console.log(`    ${viaNote(through.value.computed, via)}`);
      }
      console.log(
        `  layered crossings (dummies counted): ELK ${order.startCrossings} -> median ${order.crossings} -> ELK's 2nd run ${layeredCrossings(again, again.layers)};` +
          ` ${moved} nodes changed layer; ms: ELK ${first.ms.toFixed(0)} + order ${ordering.ms.toFixed(0)} + ELK again ${second.ms.toFixed(0)}`,
      );
    }
  }

  // dot for placement, our router after it.
  const dotBoxes = new Map(dotDrawing.nodes.map((n) => [n.id, n.box]));
  const dotPlaced = await cpuTimed(() => layoutScene(measureScene(placedScene(c.scene, dotBoxes), fonts)));
  console.log(row('dot placement + our router', qualityOf(drawingOfComputed(dotPlaced.value.computed)), dot, { elk: dotRun.ms, pinned, rest: dotPlaced.ms }));
  const rankPoints = placedVia(rankVia(dotDrawing, vertical), dotBoxes);
  const dotThrough = await cpuTimed(() => layoutSceneWith(measureScene(placedScene(c.scene, dotBoxes), fonts), { via: rankPoints }));
  console.log(row('dot placement + our router through its ranks', qualityOf(drawingOfComputed(dotThrough.value.computed)), dot, { elk: dotRun.ms, pinned, rest: dotThrough.ms }));
  console.log(`  ${viaNote(dotThrough.value.computed, rankPoints)}`);
  console.log(row('dot, its own splines', dot, dot, { elk: dotRun.ms, pinned }));
  const defaults = dotGraph.source.replace(/, nodesep=[\d.]+, ranksep=[\d.]+/, '');
  const defaultDot = qualityOf(drawingOfDot(JSON.parse(gv.dot(defaults, 'json')) as DotJson, dotGraph));
  console.log(row('dot, default spacing', defaultDot, dot, {}));

  // Our own layered placement (engine/layout/layered/, flat graphs; its CPU time in the elk column), our router after it, and its own
  // polylines; from packed layers (the default) and from Brandes-Köpf's coordinates.
  for (const start of dagreTakes(c.scene, computed) ? (['packed', 'brandes-koepf'] as const) : []) {
    const name = start === 'packed' ? 'own layered' : 'own, BK start';
    const run = await medianCpu(() => ownLayeredPlacement(c.scene, computed, start));
    const placed = await cpuTimed(() => layoutScene(measureScene(placedScene(c.scene, run.value.boxes), fonts)));
    console.log(row(`${name} + our router`, qualityOf(drawingOfComputed(placed.value.computed)), dot, { elk: run.ms, pinned, rest: placed.ms }));
    console.log(row(`${name}, own polylines`, qualityOf(run.value.own), dot, { elk: run.ms, pinned }));
  }

  // dagre for placement (its CPU time in the elk column), our router after it, and dagre's own polylines.
  for (const ranker of dagre === undefined || !dagreTakes(c.scene, computed) ? [] : DAGRE_RANKERS) {
    const name = `dagre${ranker === 'network-simplex' ? '' : ` ${ranker}`}`;
    const run = await medianCpu(() => dagrePlacement(dagre!, c.scene, computed, ranker));
    const placed = await cpuTimed(() => layoutScene(measureScene(placedScene(c.scene, run.value.boxes), fonts)));
    console.log(row(`${name} placement + our router`, qualityOf(drawingOfComputed(placed.value.computed)), dot, { elk: run.ms, pinned, rest: placed.ms }));
    console.log(row(`${name}, its own polylines`, qualityOf(run.value.own), dot, { elk: run.ms, pinned }));
  }
  console.log('');
}
console.log('elk ms: CPU time of ELK alone (for the dot rows: dot to JSON; dagre rows: the dagre layout); rest ms: CPU time of layoutScene on the placed scene (routing,');
console.log('labels, frames, canvas; one run); elk-x: crossings of ELK\'s own orthogonal routes (flat graphs), which the engine throws away;');
console.log('ours today: the whole layout as the engine does it now. Quality columns as in bench/quality.ts.');
