/**
 * The generated scenes the benches share (bench/layout.ts, bench/render.ts): flowchart-like
 * graphs and ER diagrams, and the same placement problem as a bare elkjs graph. Each generator starts its own pseudo-random sequence from a fixed
 * seed, so a scene depends only on its size, not on what was generated before it: every
 * bench and every run gets the same graph for the same size.
 */
import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import ElkBundled from 'elkjs/lib/elk.bundled.js';
import type { ElementInput, SceneDocumentInput } from '../schema/index.js';
import { normalizeScene, measureScene, type FontBytes, type NormalizedScene } from '../engine/index.js';
import { type MeasuredSceneData, buildIndex, resolveErEdges, edgeLabelSizes, rootOptions, placementOf, buildElkGraph, buildLayoutTree, LAYOUT_TREE_ROOT as ROOT } from '../engine/internal.js';

const SEED = 20260121;
const WORDS = ['order', 'payment', 'check', 'stock', 'notify', 'customer', 'retry', 'ship', 'invoice', 'audit', 'ledger', 'refund'];

/** A small deterministic generator (a linear congruential one). */
function generator(): { random: () => number; pick: (n: number) => number; words: (count: number) => string } {
  let seed = SEED;
  const random = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = (n: number): number => Math.floor(random() * n);
  const words = (count: number): string => Array.from({ length: count }, () => WORDS[pick(WORDS.length)]).join(' ');
  return { random, pick, words };
}

/**
 * A flowchart-like graph: ranks about sqrt(n)/2 wide, each node fed by one node of the
 * rank before (decisions fan out with yes/no labels), a quarter with a second input from
 * further back (from any earlier rank, or from the `reach` ranks before), and a few loops
 * back.
 */
export function flowchart(nodes: number, reach = Infinity): SceneDocumentInput {
  const { random, pick, words } = generator();
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
    const earliest = Math.max(0, rank - reach) * width;
    if (random() < 0.25) elements.push({ id: `e${edges++}`, kind: 'edge', from: { elementId: `n${earliest + pick(rank * width - earliest)}` }, to: { elementId: `n${i}` } });
    if (random() < 0.03) elements.push({ id: `e${edges++}`, kind: 'edge', from: { elementId: `n${i}` }, to: { elementId: `n${pick(i)}` }, label: 'retry' });
  }
  return { schemaVersion: '0.1', scene: { id: `flow-${nodes}` }, elements };
}

/** An ER diagram: entities with an id, 2-8 more columns and foreign keys to earlier entities. */
export function entities(count: number): SceneDocumentInput {
  const { random, pick } = generator();
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

/** The normal form of a generated scene (valid by construction; any size, as the library reads it). */
export function normalized(input: SceneDocumentInput): NormalizedScene {
  return normalizeScene(input);
}

/** Node sizes and ER tables as measured, as the layout stage reads them. */
export function measuredSizes(measured: MeasuredSceneData): { sizes: Map<string, { width: number; height: number }>; tables: Map<string, NonNullable<MeasuredSceneData['nodes'][string]['table']>> } {
  const sizes = new Map(Object.entries(measured.nodes).map(([id, node]) => [id, node.size]));
  const tables = new Map(Object.entries(measured.nodes).flatMap(([id, node]) => (node.table === undefined ? [] : [[id, node.table] as const])));
  return { sizes, tables };
}

/**
 * The graph the engine hands ELK for a scene (place/elk-graph.ts), as bare elkjs input:
 * the same nodes, sizes, edge-label slots and options as bareGraph, plus what the engine
 * pins (ER column rows as ports on their side, outside labels of workflow glyphs). Timing
 * bare elkjs on it gives ELK's own share of a layout; bareGraph gives what the plain
 * node-and-edge graph would cost.
 */
export function engineGraph(scene: NormalizedScene, fonts: FontBytes): ElkNode {
  const index = buildIndex(scene);
  const er = resolveErEdges(index);
  const measured = measureScene(scene, fonts);
  const { sizes, tables } = measuredSizes(measured);
  const tree = buildLayoutTree(index);
  const edgeLabels = edgeLabelSizes(index, measured, er.edges);
  const input = { index, tree, sizes, labels: { measured }, edgeLabels, bands: null, fixed: new Map(), er: { edges: er.edges, tables } };
  return buildElkGraph(input, tree.children.get(ROOT) ?? []).graph;
}

/** The plain placement problem handed to elkjs directly: sizes, edges, label slots, options. */
export function bareGraph(scene: NormalizedScene, fonts: FontBytes): ElkNode {
  const index = buildIndex(scene);
  const measured = measureScene(scene, fonts);
  const { sizes } = measuredSizes(measured);
  const labels = edgeLabelSizes(index, measured, resolveErEdges(index).edges);
  const edges: ElkExtendedEdge[] = index.edges
    .filter((e) => e.from.elementId !== e.to.elementId)
    .map((e) => {
      const label = labels.get(e.id);
      return { id: e.id, sources: [e.from.elementId], targets: [e.to.elementId], ...(label ? { labels: [{ text: 'label', ...label }] } : {}) };
    });
  return { id: '', layoutOptions: rootOptions(index.strategy, false, placementOf(index, false)), children: index.nodes.map((n) => ({ id: n.id, ...sizes.get(n.id)! })), edges };
}

/**
 * Bare elkjs as its README shows it (`new ELK()`, then `layout()`), warmed on the graphs it
 * will lay out. The engine's own runner (engine/layout/place/elk-runner.ts) skips the two
 * timer hops elkjs puts around every layout; the baseline keeps them, as any other caller
 * of elkjs pays them.
 */
export function bareElk(): { layout: (graph: ElkNode) => Promise<ElkNode> } {
  const elk: ELK = new ElkBundled();
  return { layout: (graph) => elk.layout(structuredClone(graph)) };
}
