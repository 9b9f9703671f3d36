/**
 * An order of nodes within layers (median-order.ts) handed back to ELK for a second run,
 * in the ways ELK layered offers (bench/layout-options.ts tries each):
 *
 * - `force`: children listed layer by layer in the order, with
 *   considerModelOrder.strategy NODES_AND_EDGES (model order respected before crossing
 *   minimisation) and crossingMinimization.forceNodeModelOrder (the sweep may not change
 *   it): ELK still places the long edges' and labels' dummies itself;
 * - `model order`: the same list with NODES_AND_EDGES alone (the order as a tie-break and
 *   start, ELK's sweep free to change it);
 * - `semi-interactive`: crossingMinimization.semiInteractive with each node's
 *   `elk.position` giving its place (ELK keeps the order of nodes with positions and still
 *   orders the dummies).
 *
 * - `interactive`: the same positions, and ELK's interactive cycle breaking and layering
 *   as well, so the layers are the first run's (each node's position along the layout
 *   direction is its layer within its connected component).
 *
 * Without `interactive`, ELK lays out the graph again from the start, and its layering may
 * differ (the bench reports how many nodes changed layer).
 */
import type { ElkExtendedEdge, ElkNode, LayoutOptions } from 'elkjs/lib/elk-api.js';
import type { LayeredGraph } from './layered-graph.js';

export type Feedback = 'force' | 'model order' | 'semi-interactive' | 'dummies as nodes';

/** A copy of the flat ELK graph asking ELK to keep `order` (module comment). */
export function orderedGraph(graph: ElkNode, layered: LayeredGraph, order: number[][], how: Feedback): ElkNode {
  if (how === 'dummies as nodes') return withDummyNodes(graph, layered, order);
  const rank = new Map<string, { layer: number; place: number; depth: number }>();
  order.forEach((layer, index) =>
    layer.filter((v) => layered.real[v]).forEach((v, place) => rank.set(layered.names[v]!, { layer: index, place, depth: layered.depthOf[v]! })),
  );
  const key = (node: ElkNode): [number, number] => {
    const at = rank.get(node.id);
    return at === undefined ? [Infinity, 0] : [at.layer, at.place];
  };
  const options = { ...graph.layoutOptions };
  const children = how === 'semi-interactive' ? [...(graph.children ?? [])] : [...(graph.children ?? [])].sort((a, b) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1]);
  if (how === 'semi-interactive') {
    options['elk.layered.crossingMinimization.semiInteractive'] = 'true';
    const vertical = options['elk.direction'] === 'DOWN' || options['elk.direction'] === 'UP';
    for (const [i, child] of children.entries()) {
      const place = key(child)[1];
      const depth = rank.get(child.id)?.depth ?? 0;
      children[i] = { ...child, layoutOptions: { ...child.layoutOptions, 'elk.position': positionOf(vertical, place, depth) } };
    }
  } else {
    options['elk.layered.considerModelOrder.strategy'] = 'NODES_AND_EDGES';
    if (how === 'force') options['elk.layered.crossingMinimization.forceNodeModelOrder'] = 'true';
  }
  return { ...structuredClone(graph), layoutOptions: options, children: structuredClone(children) };
}

/** Where a vertex goes as an `elk.position`: its place along the order axis, its layer within its component along the other. */
function positionOf(vertical: boolean, place: number, depth: number): string {
  const [x, y] = vertical ? [place * 10_000, depth * 10_000] : [depth * 10_000, place * 10_000];
  return `(${x},${y})`;
}

/** The `dummies as nodes` graph (module comment). */
function withDummyNodes(graph: ElkNode, layered: LayeredGraph, order: number[][]): ElkNode {
  const options: LayoutOptions = { ...graph.layoutOptions, 'elk.layered.crossingMinimization.semiInteractive': 'true' };
  const vertical = options['elk.direction'] === 'DOWN' || options['elk.direction'] === 'UP';
  const place = new Map<number, number>();
  for (const layer of order) layer.forEach((v, i) => place.set(v, i));
  const vertexOf = new Map(layered.names.map((name, v) => [name, v]));
  const at = (v: number): LayoutOptions => ({ 'elk.position': positionOf(vertical, place.get(v)!, layered.depthOf[v]!) });
  const children: ElkNode[] = (graph.children ?? []).map((child) => {
    const v = vertexOf.get(child.id);
    return { ...structuredClone(child), layoutOptions: { ...child.layoutOptions, ...(v === undefined ? {} : at(v)) } };
  });
  const edgeSpacing = options['elk.spacing.edgeEdge'] ?? '12';
  const edges: ElkExtendedEdge[] = [];
  for (const edge of (graph.edges ?? []) as ElkExtendedEdge[]) {
    const chain = layered.chains.get(edge.id);
    if (chain === undefined || chain.vertices.length < 2) {
      edges.push(structuredClone(edge));
      continue;
    }
    // Every chain runs downwards, as ELK's first run had it after breaking cycles: the graph is
    // then acyclic, so ELK reverses nothing else this time (our router draws the real direction).
    const [upper, lower] = chain.reversed ? [edge.targets[0]!, edge.sources[0]!] : [edge.sources[0]!, edge.targets[0]!];
    const inner = chain.vertices.slice(1, -1);
    const label = edge.labels?.[0];
    for (const v of inner) {
      const isLabel = layered.names[v]!.startsWith('label:');
      const size = isLabel && label !== undefined ? { width: label.width ?? 1, height: label.height ?? 1 } : { width: 1, height: 1 };
      children.push({ id: `dummy:${layered.names[v]}`, ...size, layoutOptions: at(v), individualSpacings: { 'elk.spacing.nodeNode': edgeSpacing } } as ElkNode);
    }
    const stops = [upper, ...inner.map((v) => `dummy:${layered.names[v]}`), lower];
    for (let i = 0; i + 1 < stops.length; i++) edges.push({ id: `${edge.id}~${i}`, sources: [stops[i]!], targets: [stops[i + 1]!] });
  }
  return { ...structuredClone(graph), layoutOptions: options, children, edges };
}
