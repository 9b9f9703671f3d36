/**
 * dagre (@dagrejs/dagre: the Sugiyama layout Mermaid draws with) as a placer for the
 * experiments of bench/layout-options.ts, on the same graph dot is given
 * (placement-input.ts), with our node and rank spacing and direction. dagre has no ports: an ER relationship joins two tables, not
 * two rows, so rows are not lined up (our router still attaches the edge to its rows).
 * Flat graphs only here (no frames, groups or bands): dagre's clusters have no padding or
 * title room, which the experiments would have to add around it.
 *
 * dagre is not a dependency of the project: it is loaded from the path in the DAGRE
 * environment variable (for example after `npm i --prefix /tmp/dagre @dagrejs/dagre`,
 * DAGRE=/tmp/dagre/node_modules/@dagrejs/dagre/dist/dagre.esm.js), or by its package name
 * if it is ever installed.
 */
import type { Computed, NormalizedScene } from '../../../engine/index.js';
import { buildIndex } from '../../../engine/internal.js';
import type { Box, Drawing, DrawnEdge, DrawnNode } from '../../../harness/drawing-metrics/drawing.js';
import { nodeBoxesAt, placementInput } from './placement-input.js';

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
  const strategy = buildIndex(scene).strategy;
  const input = placementInput(scene, computed);
  const graph = new dagre.graphlib.Graph({ multigraph: true, compound: false });
  // edgesep: ELK's edge spacing (engine/layout/place/elk-options.ts), the room a long edge's dummy node takes.
  graph.setGraph({ rankdir: strategy.direction, nodesep: strategy.nodeSpacing, ranksep: strategy.rankSpacing, edgesep: 12, ...(ranker === undefined ? {} : { ranker }) });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of input.nodes) graph.setNode(node.id, { width: node.width, height: node.height });
  for (const edge of input.edges) {
    const label = edge.label;
    graph.setEdge(edge.from, edge.to, label === undefined ? {} : { width: label.width, height: label.height, labelpos: 'c' }, edge.id);
  }
  dagre.layout(graph);

  const boxes = new Map<string, Box>();
  const nodes: DrawnNode[] = [];
  const extras: Box[] = [];
  for (const node of input.nodes) {
    const placed = graph.node(node.id);
    const { box, label } = nodeBoxesAt(node, placed.x, placed.y - placed.height / 2);
    boxes.set(node.id, box);
    nodes.push({ id: node.id, box });
    if (label !== undefined) extras.push(label);
  }
  const edges: DrawnEdge[] = [];
  for (const edge of input.edges) {
    const placed = graph.edge(edge.from, edge.to, edge.id);
    edges.push({ id: edge.id, from: edge.from, to: edge.to, points: placed.points ?? [] });
    const label = edge.label;
    if (label !== undefined && placed.x !== undefined && placed.y !== undefined) extras.push({ x: placed.x - label.width / 2, y: placed.y - label.height / 2, width: label.width, height: label.height });
  }
  return { boxes, own: { nodes, edges, extras } };
}
