/**
 * dagre (@dagrejs/dagre: the Sugiyama layout Mermaid draws with) as a placer for the
 * experiments of bench/layout-options.ts, on the same graph dot is given (to-dot.ts): every
 * node at the size our layout gave it (a workflow glyph as glyph plus outside label), every
 * edge label a box of our label's size, our node and rank spacing and direction, nodes and
 * edges in document order. dagre has no ports: an ER relationship joins two tables, not
 * two rows, so rows are not lined up (our router still attaches the edge to its rows).
 * Flat graphs only here (no frames, groups or bands): dagre's clusters have no padding or
 * title room, which the experiments would have to add around it.
 *
 * dagre is not a dependency of the project: it is loaded from the path in the DAGRE
 * environment variable (for example after `npm i --prefix /tmp/dagre @dagrejs/dagre`,
 * DAGRE=/tmp/dagre/node_modules/@dagrejs/dagre/dist/dagre.esm.js), or by its package name
 * if it is ever installed.
 */
import type { Computed, NormalizedScene } from '../../engine/model/index.js';
import { buildIndex } from '../../engine/layout/build-index.js';
import type { Box, Drawing, DrawnEdge, DrawnNode } from './drawing.js';

/** The part of dagre's API used here (graphlib's Graph and layout). */
interface DagreGraph {
  setGraph(label: Record<string, unknown>): void;
  setDefaultEdgeLabel(make: () => Record<string, unknown>): void;
  setNode(id: string, label: { width: number; height: number }): void;
  setEdge(from: string, to: string, label: Record<string, unknown>, name: string): void;
  node(id: string): { x: number; y: number; width: number; height: number };
  edge(from: string, to: string, name: string): { points?: Array<{ x: number; y: number }>; x?: number; y?: number };
}
export interface Dagre {
  graphlib: { Graph: new (options: { multigraph: boolean; compound: boolean }) => DagreGraph };
  layout(graph: DagreGraph): void;
}

/** dagre, loaded as the module comment says; undefined when it is not there. */
export async function loadDagre(): Promise<Dagre | undefined> {
  const specifier = process.env.DAGRE ?? '@dagrejs/dagre';
  try {
    const module = (await import(specifier)) as { default?: Dagre } & Partial<Dagre>;
    return module.layout === undefined ? module.default : (module as Dagre);
  } catch {
    return undefined;
  }
}

/** What a dagre placement gives: our nodes' boxes, and dagre's own drawing (its polylines) to compare. */
export interface DagrePlacement {
  boxes: Map<string, Box>;
  own: Drawing;
}

/** Whether the scene is one this placer takes (module comment: flat graphs). */
export function dagreTakes(scene: NormalizedScene, computed: Computed): boolean {
  const index = buildIndex(scene);
  return index.frames.length === 0 && index.groups.length === 0 && computed.bands.length === 0 && index.family !== 'sequence';
}

/** dagre's placement of the scene, sized as our layout sized it (module comment). `ranker`: dagre's layering (network-simplex by default). */
export function dagrePlacement(dagre: Dagre, scene: NormalizedScene, computed: Computed, ranker?: string): DagrePlacement {
  const index = buildIndex(scene);
  const strategy = index.strategy;
  const graph = new dagre.graphlib.Graph({ multigraph: true, compound: false });
  // edgesep: ELK's edge spacing (engine/layout/place/elk-options.ts), the room a long edge's dummy node takes.
  graph.setGraph({ rankdir: strategy.direction, nodesep: strategy.nodeSpacing, ranksep: strategy.rankSpacing, edgesep: 12, ...(ranker === undefined ? {} : { ranker }) });
  graph.setDefaultEdgeLabel(() => ({}));
  /** Nodes drawn as a glyph with the label below: the glyph's size and the label's, and the gap between them. */
  const glyphs = new Map<string, { glyph: Box; label: Box; gap: number }>();
  for (const node of index.nodes) {
    const drawn = computed.elements[node.id];
    if (drawn?.kind !== 'node') continue;
    const { box } = drawn;
    const label = drawn.label?.box;
    const outside = label !== undefined && label.y >= box.y + box.height - 0.5 ? label : undefined;
    if (outside === undefined) {
      graph.setNode(node.id, { width: box.width, height: box.height });
      continue;
    }
    const gap = Math.max(0, outside.y - (box.y + box.height));
    glyphs.set(node.id, { glyph: box, label: outside, gap });
    graph.setNode(node.id, { width: Math.max(box.width, outside.width), height: box.height + gap + outside.height });
  }
  const labels = new Map<string, Box>();
  for (const edge of index.edges) {
    const drawn = computed.elements[edge.id];
    if (drawn?.kind !== 'edge') continue;
    const label = drawn.label?.box;
    if (label !== undefined) labels.set(edge.id, label);
    graph.setEdge(edge.from.elementId, edge.to.elementId, label === undefined ? {} : { width: label.width, height: label.height, labelpos: 'c' }, edge.id);
  }
  dagre.layout(graph);

  const boxes = new Map<string, Box>();
  const nodes: DrawnNode[] = [];
  const extras: Box[] = [];
  for (const node of index.nodes) {
    if (computed.elements[node.id]?.kind !== 'node') continue;
    const placed = graph.node(node.id);
    const top = placed.y - placed.height / 2;
    const glyph = glyphs.get(node.id);
    const size = glyph?.glyph ?? { width: placed.width, height: placed.height };
    const box = { x: placed.x - size.width / 2, y: top, width: size.width, height: size.height };
    boxes.set(node.id, box);
    nodes.push({ id: node.id, box });
    if (glyph !== undefined) extras.push({ x: placed.x - glyph.label.width / 2, y: top + glyph.glyph.height + glyph.gap, width: glyph.label.width, height: glyph.label.height });
  }
  const edges: DrawnEdge[] = [];
  for (const edge of index.edges) {
    if (computed.elements[edge.id]?.kind !== 'edge') continue;
    const placed = graph.edge(edge.from.elementId, edge.to.elementId, edge.id);
    edges.push({ id: edge.id, from: edge.from.elementId, to: edge.to.elementId, points: placed.points ?? [] });
    const label = labels.get(edge.id);
    if (label !== undefined && placed.x !== undefined && placed.y !== undefined) extras.push({ x: placed.x - label.width / 2, y: placed.y - label.height / 2, width: label.width, height: label.height });
  }
  return { boxes, own: { nodes, edges, extras } };
}
