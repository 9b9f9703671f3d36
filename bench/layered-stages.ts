/**
 * Benchmark (not a test): what each stage of our own layered placement
 * (engine/layout/layered/) costs on the flat generated inputs of the quality bench
 * (flowcharts 50, 200, 1,000 nodes; ER 5, 20, 60 entities, taken without their rows as
 * ports), given the graph bench/layout-options.ts gives it (bench/quality-lab/generated/own-layered.ts).
 * Each stage is run on the previous one's result, component by component, as
 * place-component.ts chains them (coordinates both ways: from packed layers, the default,
 * and from Brandes-Köpf's); CPU ms of this process, medians of ROUNDS after WARM_MS
 * of untimed runs, and the sizes that drive them (vertices with dummies, layers).
 *
 * Run with `npx tsx bench/layered-stages.ts` (ROUNDS=n, default 9; WARM_MS=n, default 1000;
 * ONLY=<parts of case names>).
 */
import { loadavg } from 'node:os';
import { measureScene, layoutScene, warmLayout } from '../engine/index.js';
import { brandesKoepf, separation, compact, packedCoordinates, componentsOf, layeredPlacement, layerGraphOf, type ComponentInput, medianOrder, type LayeredInput } from '../engine/internal.js';
import { bundledFonts } from '../entry/node.js';
import { selectCases } from './quality-lab/generated/cases.js';
import { dagreTakes } from './quality-lab/generated/dagre-placement.js';
import { layeredInputOf } from './quality-lab/generated/own-layered.js';

const ROUNDS = Number(process.env.ROUNDS ?? 9);
const WARM_MS = Number(process.env.WARM_MS ?? 1000);
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The components of the input as the placer builds them (index.ts), TB sizes. */
function componentInputs(input: LayeredInput): ComponentInput[] {
  const indexOf = new Map(input.nodes.map((node, i) => [node.id, i]));
  const edges = input.edges.map((e) => ({ ...e, from: indexOf.get(e.from) ?? -1, to: indexOf.get(e.to) ?? -1 })).filter((e) => e.from >= 0 && e.to >= 0 && e.from !== e.to);
  const sideways = input.direction === 'LR' || input.direction === 'RL';
  const turned = (s: { width: number; height: number }): { width: number; height: number } => (sideways ? { width: s.height, height: s.width } : s);
  return componentsOf(input.nodes.length, edges).map((component) => {
    const local = new Map(component.nodes.map((v, i) => [v, i]));
    return {
      nodes: component.nodes.map((v) => turned(input.nodes[v]!)),
      edges: component.edges.map((e) => ({ from: local.get(edges[e]!.from)!, to: local.get(edges[e]!.to)!, ...(edges[e]!.label === undefined ? {} : { label: turned(edges[e]!.label!) }) })),
    };
  });
}

/** CPU ms of each stage over all components, one run. */
function stageRun(components: ComponentInput[], input: LayeredInput): { ms: number[]; vertices: number; layers: number; crossings: number } {
  const ms = [0, 0, 0, 0, 0];
  let vertices = 0;
  let layers = 0;
  let crossings = 0;
  const timed = <T>(stage: number, run: () => T): T => {
    const before = process.cpuUsage();
    const value = run();
    const used = process.cpuUsage(before);
    ms[stage]! += (used.user + used.system) / 1000;
    return value;
  };
  for (const component of components) {
    const { graph } = timed(0, () => layerGraphOf(component));
    const order = timed(1, () => medianOrder(graph));
    graph.layers = order.layers;
    const gap = (a: number, b: number): number => separation(graph, a, b, input);
    timed(2, () => compact(graph, packedCoordinates(graph, gap), gap));
    const xs = timed(3, () => brandesKoepf(graph, input));
    timed(4, () => compact(graph, xs, gap));
    vertices += graph.layerOf.length;
    layers = Math.max(layers, graph.layers.length);
    crossings += order.crossings;
  }
  return { ms, vertices, layers, crossings };
}

const fonts = await bundledFonts();
await warmLayout();
console.log(`${ROUNDS} rounds, medians of CPU ms; load average at start ${loadavg().map((l) => l.toFixed(1)).join(' ')}.\n`);
console.log(`${'case'.padEnd(16)}${'nodes'.padStart(6)}${'vertices'.padStart(9)}${'layers'.padStart(7)}${'layering'.padStart(9)}${'order'.padStart(7)}${'packed+compact'.padStart(15)}${'BK'.padStart(6)}${'+compact'.padStart(9)}${'whole'.padStart(7)}${'crossings'.padStart(10)}`);
for (const c of selectCases(process.env.ONLY).filter((c) => c.scene.diagramFamily !== 'sequence')) {
  const computed = (await layoutScene(measureScene(c.scene, fonts))).computed;
  if (!dagreTakes(c.scene, computed)) continue;
  const input = layeredInputOf(c.scene, computed);
  const components = componentInputs(input);
  for (const started = performance.now(); performance.now() - started < WARM_MS; ) {
    stageRun(components, input);
    layeredPlacement(input);
  }
  // Stages and the whole placement in alternate rounds, so both see the same machine and heap.
  const runs: Array<ReturnType<typeof stageRun>> = [];
  const whole: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    runs.push(stageRun(components, input));
    const before = process.cpuUsage();
    layeredPlacement(input);
    const used = process.cpuUsage(before);
    whole.push((used.user + used.system) / 1000);
  }
  const stage = (i: number): string => median(runs.map((r) => r.ms[i]!)).toFixed(1);
  const { vertices, layers, crossings } = runs[0]!;
  console.log(
    `${c.name.padEnd(16)}${String(input.nodes.length).padStart(6)}${String(vertices).padStart(9)}${String(layers).padStart(7)}${stage(0).padStart(9)}${stage(1).padStart(7)}${stage(2).padStart(15)}${stage(3).padStart(6)}${stage(4).padStart(9)}${median(whole).toFixed(1).padStart(7)}${String(crossings).padStart(10)}`,
  );
}
console.log('\nlayering: cycle breaking, network simplex and dummies (layer-graph.ts); order: median-order.ts; packed+compact: coordinates as the placer makes them');
console.log('(compaction.ts from packed layers); BK, +compact: Brandes-Köpf (brandes-koepf.ts) and the compaction from its coordinates (the `brandes-koepf` start);');
console.log('whole: layeredPlacement with its default start (all of it: components packed, direction turned); crossings: of the layered graph after ordering (dummies counted).');
