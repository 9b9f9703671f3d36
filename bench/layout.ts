/**
 * Benchmark (not a test): on generated flowchart-like graphs and ER diagrams, the whole
 * layout stage (`total`: measure, size, ELK placement, routing, labels, canvas,
 * write-back) and the measure-and-place part alone (`place`: index, sizes, ELK graph,
 * ELK, read-back), next to a bare elkjs layered layout of the same graph (same node sizes,
 * edges, edge-label slots and options) timed in the same run. Run with `npx tsx bench/layout.ts`
 * (ROUNDS=n to change the repeats; the median is shown). A scene holds at most 1,000
 * elements, edges included; the 1,000-node case (about 2,200 elements) goes past that limit
 * on purpose, as a stress test.
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import type { ElementInput, SceneDocumentInput, SceneDocumentValue } from '../schema/index.js';
import { normalizeScene } from '../engine/normalize/index.js';
import { createMeasurer } from '../engine/measure/index.js';
import { layoutScene, warmLayout } from '../engine/layout/index.js';
import { buildIndex } from '../engine/layout/build-index.js';
import { sizeNodes } from '../engine/layout/size/size-nodes.js';
import { resolveErEdges } from '../engine/layout/er/resolve-endpoints.js';
import { edgeLabelSizes } from '../engine/layout/labels/edge-labels.js';
import { rootOptions } from '../engine/layout/place/elk-options.js';
import { runElk } from '../engine/layout/place/elk-runner.js';
import { anchorNodes } from '../engine/layout/place/anchor-nodes.js';
import { placeHierarchical } from '../engine/layout/place/place-hierarchical.js';
import { loadFontsFromDisk } from '../fonts/node.js';

const ROUNDS = Number(process.env.ROUNDS ?? 3);

// A small deterministic generator, so every run lays out the same scenes.
let seed = 20260121;
const random = (): number => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = (n: number): number => Math.floor(random() * n);
const WORDS = ['order', 'payment', 'check', 'stock', 'notify', 'customer', 'retry', 'ship', 'invoice', 'audit', 'ledger', 'refund'];
const words = (count: number): string => Array.from({ length: count }, () => WORDS[pick(WORDS.length)]).join(' ');

/**
 * A flowchart-like graph: ranks about sqrt(n)/2 wide, each node fed by one node of the
 * rank before (decisions fan out with yes/no labels), a quarter with a second input from
 * further back, and a few loops back.
 */
function flowchart(nodes: number): SceneDocumentInput {
  const width = Math.max(2, Math.ceil(Math.sqrt(nodes) / 2));
  const elements: ElementInput[] = [];
  const types = ['process', 'process', 'decision', 'generic', 'service', 'event'] as const;
  for (let i = 0; i < nodes; i++) elements.push({ id: `n${i}`, kind: 'node', nodeType: types[pick(types.length)]!, label: `${words(1 + pick(3))} ${i}` });
  let edges = 0;
  for (let i = width; i < nodes; i++) {
    const rank = Math.floor(i / width);
    const from = (rank - 1) * width + pick(width);
    const decision = elements[from]!.kind === 'node' && (elements[from] as { nodeType: string }).nodeType === 'decision';
    elements.push({ id: `e${edges++}`, kind: 'edge', from: { elementId: `n${from}` }, to: { elementId: `n${i}` }, ...(decision ? { label: random() < 0.5 ? 'yes' : 'no' } : {}) });
    if (random() < 0.25) elements.push({ id: `e${edges++}`, kind: 'edge', from: { elementId: `n${pick(rank * width)}` }, to: { elementId: `n${i}` } });
    if (random() < 0.03) elements.push({ id: `e${edges++}`, kind: 'edge', from: { elementId: `n${i}` }, to: { elementId: `n${pick(i)}` }, label: 'retry' });
  }
  return { schemaVersion: '0.1', scene: { id: `flow-${nodes}` }, elements };
}

/** An ER diagram: entities with an id, 2-8 more columns and foreign keys to earlier entities. */
function entities(count: number): SceneDocumentInput {
  const elements: ElementInput[] = [];
  const edges: ElementInput[] = [];
  for (let i = 0; i < count; i++) {
    const columns: Array<Record<string, unknown>> = [{ name: 'id', type: 'uuid', pk: true }];
    for (let c = 0, n = 2 + pick(7); c < n; c++) columns.push({ name: `${WORDS[pick(WORDS.length)]}_${c}`, type: ['text', 'int', 'timestamptz', 'numeric(12,2)'][pick(4)] });
    for (let f = 0, n = i === 0 ? 0 : 1 + pick(2); f < n; f++) {
      const target = pick(i);
      const column = `entity${target}_id_${f}`;
      columns.push({ name: column, type: 'uuid', fk: true, nullable: random() < 0.3 });
      edges.push({ id: `r${i}_${f}`, kind: 'edge', edgeType: 'er.relationship', from: { elementId: `t${target}` }, to: { elementId: `t${i}`, column } });
    }
    elements.push({ id: `t${i}`, kind: 'node', nodeType: 'er.entity', label: `Entity ${i}`, extensions: { columns } } as ElementInput);
  }
  return { schemaVersion: '0.1', scene: { id: `er-${count}` }, diagramFamily: 'entityRelationship', layoutStrategy: { algorithm: 'hierarchical', direction: 'LR' }, elements: [...elements, ...edges] };
}

/** Measuring and placing only: what the core adds around ELK. */
async function measureAndPlace(scene: SceneDocumentValue): Promise<void> {
  const index = buildIndex(scene);
  const { sizes } = sizeNodes(index, measurer);
  const geometry = { boxes: new Map(), anchored: new Set<string>() };
  anchorNodes(index, sizes, geometry);
  const edgeLabels = edgeLabelSizes(index, measurer, resolveErEdges(index).edges);
  await placeHierarchical(index, sizes, geometry, null, { measurer, edgeLabels });
}

/** The same placement problem handed to elkjs directly: sizes, edges, label slots, options. */
function bareGraph(scene: SceneDocumentValue, measurer: ReturnType<typeof createMeasurer>): ElkNode {
  const index = buildIndex(scene);
  const { sizes } = sizeNodes(index, measurer);
  const labels = edgeLabelSizes(index, measurer, resolveErEdges(index).edges);
  const edges: ElkExtendedEdge[] = index.edges
    .filter((e) => e.from.elementId !== e.to.elementId)
    .map((e) => {
      const label = labels.get(e.id);
      return { id: e.id, sources: [e.from.elementId], targets: [e.to.elementId], ...(label ? { labels: [{ text: 'label', ...label }] } : {}) };
    });
  return { id: '', layoutOptions: rootOptions(index.strategy, false), children: index.nodes.map((n) => ({ id: n.id, ...sizes.get(n.id)! })), edges };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const fonts = await loadFontsFromDisk();
const measurer = createMeasurer(fonts);
await warmLayout();
/**
 * The normal form of a scene, also past the 1,000-element limit (normalizeScene refuses
 * those; the elements are normalized in slices, which gives the same elements).
 */
function normalized(input: SceneDocumentInput): SceneDocumentValue {
  const slices: SceneDocumentValue['elements'][] = [];
  for (let start = 0; start < input.elements.length; start += 1000) {
    slices.push(normalizeScene({ ...input, elements: input.elements.slice(start, start + 1000) }).elements);
  }
  return { ...normalizeScene({ ...input, elements: [] }), elements: slices.flat() };
}

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
await layoutScene(normalized(flowchart(200)), { fonts });

const column = (value: string, width: number) => value.padStart(width);
console.log(`${'case'.padEnd(26)}${column('elements', 9)}${column('total ms', 10)}${column('place ms', 10)}${column('bare elk', 10)}${column('total/elk', 10)}${column('place/elk', 10)}`);
for (const [name, input] of cases) {
  const scene = normalized(input);
  const graph = bareGraph(scene, measurer);
  const runs = {
    total: () => layoutScene(scene, { fonts }),
    place: () => measureAndPlace(scene),
    bare: () => runElk(structuredClone(graph)),
  };
  // One untimed run of each first: ELK keeps getting faster over its first layouts of a size.
  for (const run of Object.values(runs)) await run();
  const times = { total: [] as number[], place: [] as number[], bare: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    // Interleaved, so that drift in machine load hits all three alike.
    for (const key of ['total', 'place', 'bare'] as const) times[key].push(await time(runs[key]));
  }
  const [total, place, bare] = [median(times.total), median(times.place), median(times.bare)];
  console.log(
    `${name.padEnd(26)}${column(String(scene.elements.length), 9)}${column(total.toFixed(0), 10)}${column(place.toFixed(0), 10)}${column(bare.toFixed(0), 10)}` +
      `${column((total / bare).toFixed(2), 10)}${column((place / bare).toFixed(2), 10)}`,
  );
}
