/**
 * One connected component made layered: back edges reversed (cycles.ts), ranks by network
 * simplex (an edge with a label at least two layers long, so its label gets a layer of its
 * own between its ends, as dot and ELK do), and every edge longer than one layer cut into a
 * chain through one dummy per layer in between: its label's dummy (as large as the label)
 * in the middle layer, point-sized dummies elsewhere. The first order of each layer is the
 * vertices' order: nodes in document order, then dummies by edge.
 */
import { backEdges } from './cycles.js';
import { networkSimplex } from './network-simplex.js';
import type { EndOffset, SizedLayerGraph } from './types.js';

/** A component's node (sizes already along the order axis / layer axis) and edge, by local index. */
export interface ComponentInput {
  nodes: Array<{ width: number; height: number }>;
  /** `fromOffset` / `toOffset`: the ends along the order axis from their node's centre (types.ts). */
  edges: Array<{ from: number; to: number; label?: { width: number; height: number }; fromOffset?: number; toOffset?: number }>;
}

/** Each edge's vertices from its upper end to its lower end, whether it runs upwards, and its label's vertex (-1: none). */
export interface Chain {
  vertices: number[];
  reversed: boolean;
  label: number;
}

/** The layered graph of a component (module comment) and every edge's chain, in the order of `edges`. */
export function layerGraphOf(component: ComponentInput): { graph: SizedLayerGraph; chains: Chain[] } {
  const reversed = backEdges(component.nodes.length, component.edges);
  const tops = component.edges.map((edge, i) => (reversed[i] ? { top: edge.to, bottom: edge.from } : { top: edge.from, bottom: edge.to }));
  const rank = networkSimplex(
    component.nodes.length,
    component.edges.map((edge, i) => ({ from: tops[i]!.top, to: tops[i]!.bottom, minlen: edge.label === undefined ? 1 : 2, weight: 1 })),
  );
  const graph: SizedLayerGraph = { layerOf: [], layers: [], above: [], below: [], width: [], height: [], dummy: [] };
  // Offsets only when some end has one: without, every stage reads the centres as before.
  if (component.edges.some((edge) => (edge.fromOffset ?? 0) !== 0 || (edge.toOffset ?? 0) !== 0)) graph.ends = { above: [], below: [] };
  const ends = graph.ends;
  const addVertex = (layer: number, width: number, height: number, dummy: boolean): number => {
    graph.layerOf.push(layer);
    graph.width.push(width);
    graph.height.push(height);
    graph.dummy.push(dummy);
    return graph.layerOf.length - 1;
  };
  component.nodes.forEach((node, v) => {
    addVertex(rank[v]!, node.width, node.height, false);
    graph.above.push([]);
    graph.below.push([]);
    ends?.above.push([]);
    ends?.below.push([]);
  });
  const chains = component.edges.map((edge, i): Chain => {
    const { top, bottom } = tops[i]!;
    const labelLayer = edge.label === undefined ? -1 : rank[top]! + Math.floor((rank[bottom]! - rank[top]!) / 2);
    const chain: Chain = { vertices: [top], reversed: reversed[i]!, label: -1 };
    if (rank[bottom]! <= rank[top]!) return chain;
    const vertices = chain.vertices;
    for (let layer = rank[top]! + 1; layer < rank[bottom]!; layer++) {
      const isLabel = layer === labelLayer;
      const v = addVertex(layer, isLabel ? edge.label!.width : 0, isLabel ? edge.label!.height : 0, true);
      if (isLabel) chain.label = v;
      vertices.push(v);
    }
    vertices.push(bottom);
    const last = vertices.length - 1;
    graph.below[top]!.push(vertices[1]!);
    graph.above[bottom]!.push(vertices[last - 1]!);
    // A dummy has exactly one neighbour on each side: its lists are made whole, in the dummies' order,
    // not grown by push (an empty array's first push reserves room for 16; most of this pass's allocation).
    for (let k = 1; k < last; k++) {
      graph.above.push([vertices[k - 1]!]);
      graph.below.push([vertices[k + 1]!]);
    }
    if (ends !== undefined) {
      // Only the edge's own ends are off centre; its dummies carry it at their centres.
      const topOffset = (reversed[i] ? edge.toOffset : edge.fromOffset) ?? 0;
      const bottomOffset = (reversed[i] ? edge.fromOffset : edge.toOffset) ?? 0;
      const offsetAt = (k: number): number => (k === 0 ? topOffset : k === last ? bottomOffset : 0);
      const endBetween = (k: number, other: number): EndOffset =>
        endOffset(offsetAt(k), graph.width[vertices[k]!]!, offsetAt(other), graph.width[vertices[other]!]!);
      ends.below[top]!.push(endBetween(0, 1));
      ends.above[bottom]!.push(endBetween(last, last - 1));
      for (let k = 1; k < last; k++) {
        ends.above.push([endBetween(k, k - 1)]);
        ends.below.push([endBetween(k, k + 1)]);
      }
    }
    return chain;
  });
  // A loop, not Math.max(...rank): spreading a very large graph's ranks would overflow the call stack.
  const layerCount = rank.reduce((most, r) => Math.max(most, r), 0) + 1;
  graph.layers = Array.from({ length: layerCount }, () => []);
  for (let v = 0; v < graph.layerOf.length; v++) graph.layers[graph.layerOf[v]!]!.push(v);
  return { graph, chains };
}

/** An adjacency's ends (types.ts EndOffset). */
function endOffset(own: number, ownWidth: number, other: number, otherWidth: number): EndOffset {
  return { own, other, ownShare: shareOf(own, ownWidth), share: shareOf(other, otherWidth) };
}

/** An offset as a fraction of its vertex's extent, kept inside (-0.5, 0.5), so an end never passes the vertex's neighbours' places. */
function shareOf(offset: number, width: number): number {
  return offset === 0 ? 0 : Math.max(-0.49, Math.min(0.49, offset / (width + 1)));
}
