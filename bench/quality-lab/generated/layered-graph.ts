/**
 * The layered graph behind an ELK layered layout, read back from ELK's output, for the
 * ordering experiment (median-order.ts, bench/layout-options.ts). elkjs does not hand back
 * ELK's layer and position ids (output options stay inside ELK), so they are read from the
 * drawing: every layer is a band across the layout direction, and bands do not overlap, so
 * node boxes (and edge-label boxes: ELK turns a centre label into a dummy node with a layer
 * of its own) overlapping along the layer axis are one layer. Each edge becomes a chain
 * through every layer it crosses, as ELK and dot make it: its label's box in the label's
 * layer, a dummy vertex elsewhere, so a long edge's crossings are counted and its dummies
 * take part in the ordering. A vertex's initial place in its layer is where ELK drew it
 * (a dummy: where ELK's own route crosses the layer's middle), so the first order is ELK's.
 * Flat graphs only (one coordinate system for every edge).
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';

/** Layers of vertex indices, each in its order, and every vertex's neighbours in the layers above and below. */
export interface LayeredGraph {
  /** Vertex names: a node id, `label:<edge>` or `<edge>#<layer>` for a long edge's dummy. */
  names: string[];
  /** Whether the vertex is one of the graph's nodes (the only vertices ELK can be told the order of). */
  real: boolean[];
  layerOf: number[];
  /** The layer's index within its connected component (ELK lays components out separately). */
  depthOf: number[];
  layers: number[][];
  /** Neighbours in layer - 1 and layer + 1 (an edge between two vertices appears once in each list). */
  above: number[][];
  below: number[][];
  /** Each edge's vertices from its upper end to its lower end (dummies between), and whether the edge runs upwards (reversed by ELK). */
  chains: Map<string, { vertices: number[]; reversed: boolean }>;
}

interface Band {
  low: number;
  high: number;
}

/** Whether the layout's layers are stacked along y (DOWN, UP) rather than x (RIGHT, LEFT). */
function layersAlongY(graph: ElkNode): boolean {
  const direction = graph.layoutOptions?.['elk.direction'] ?? 'RIGHT';
  return direction === 'DOWN' || direction === 'UP';
}

/** The layered graph of a laid-out flat ELK graph (module comment). */
export function layeredGraphOf(laidOut: ElkNode): LayeredGraph {
  const vertical = layersAlongY(laidOut);
  // A box's extent along the layer axis, and its centre along the order axis.
  const span = (b: { x?: number; y?: number; width?: number; height?: number }): Band =>
    vertical ? { low: b.y ?? 0, high: (b.y ?? 0) + (b.height ?? 0) } : { low: b.x ?? 0, high: (b.x ?? 0) + (b.width ?? 0) };
  const across = (b: { x?: number; y?: number; width?: number; height?: number }): number =>
    vertical ? (b.x ?? 0) + (b.width ?? 0) / 2 : (b.y ?? 0) + (b.height ?? 0) / 2;

  const nodes = laidOut.children ?? [];
  const edges = (laidOut.edges ?? []) as ElkExtendedEdge[];
  const labelOf = (edge: ElkExtendedEdge): ElkNode | undefined => edge.labels?.[0] as ElkNode | undefined;
  const ends = (edge: ElkExtendedEdge): [string, string] => [edge.sources[0]!.split('/')[0]!, edge.targets[0]!.split('/')[0]!];
  // ELK lays out each connected component on its own and packs them side by side or in rows,
  // so bands are found per component; a component's layers follow the previous one's.
  const component = componentsOf(nodes.map((n) => n.id), edges.map(ends));
  const bandsOf = new Map<number, Band[]>();
  const spansOf = new Map<number, Band[]>();
  const addSpan = (c: number, b: Band): void => void (spansOf.get(c) ?? spansOf.set(c, []).get(c)!).push(b);
  for (const node of nodes) addSpan(component.get(node.id)!, span(node));
  for (const edge of edges) if (labelOf(edge) !== undefined) addSpan(component.get(ends(edge)[0])!, span(labelOf(edge)!));
  const firstLayer = new Map<number, number>();
  let layerCount = 0;
  for (const [c, spans] of [...spansOf].sort((a, b) => a[0] - b[0])) {
    bandsOf.set(c, layerBands(spans));
    firstLayer.set(c, layerCount);
    layerCount += bandsOf.get(c)!.length;
  }
  const bandOf = (c: number, b: Band): number => firstLayer.get(c)! + bandsOf.get(c)!.findIndex((band) => b.low < band.high + 0.5 && b.high > band.low - 0.5);
  const bandAt = (layer: number): Band => {
    for (const [c, first] of firstLayer) if (layer >= first && layer < first + bandsOf.get(c)!.length) return bandsOf.get(c)![layer - first]!;
    throw new Error(`no layer ${layer}`);
  };

  const names: string[] = [];
  const real: boolean[] = [];
  const layerOf: number[] = [];
  const place: number[] = [];
  const above: number[][] = [];
  const below: number[][] = [];
  const addVertex = (name: string, isReal: boolean, layer: number, at: number): number => {
    names.push(name);
    real.push(isReal);
    layerOf.push(layer);
    place.push(at);
    above.push([]);
    below.push([]);
    return names.length - 1;
  };
  const vertexOf = new Map<string, number>();
  for (const node of nodes) vertexOf.set(node.id, addVertex(node.id, true, bandOf(component.get(node.id)!, span(node)), across(node)));

  const chains = new Map<string, { vertices: number[]; reversed: boolean }>();
  for (const edge of edges) {
    const from = vertexOf.get(ends(edge)[0]);
    const to = vertexOf.get(ends(edge)[1]);
    if (from === undefined || to === undefined || from === to) continue;
    // A reversed (backward) edge runs the other way through the same layers.
    const [top, bottom] = layerOf[from]! <= layerOf[to]! ? [from, to] : [to, from];
    const label = labelOf(edge);
    const labelLayer = label === undefined ? -1 : bandOf(component.get(ends(edge)[0])!, span(label));
    const points = routePoints(edge);
    let previous = top;
    const chain = [top];
    chains.set(edge.id, { vertices: chain, reversed: top !== from });
    for (let layer = layerOf[top]! + 1; layer < layerOf[bottom]!; layer++) {
      const middle = (bandAt(layer).low + bandAt(layer).high) / 2;
      const vertex =
        layer === labelLayer
          ? addVertex(`label:${edge.id}`, false, layer, across(label!))
          : addVertex(`${edge.id}#${layer}`, false, layer, crossingAt(points, middle, vertical));
      below[previous]!.push(vertex);
      above[vertex]!.push(previous);
      previous = vertex;
      chain.push(vertex);
    }
    if (layerOf[previous] === layerOf[bottom]) continue; // an edge within one layer: ELK draws none on these graphs
    below[previous]!.push(bottom);
    above[bottom]!.push(previous);
    chain.push(bottom);
  }

  const layers: number[][] = Array.from({ length: layerCount }, () => []);
  for (let v = 0; v < names.length; v++) layers[layerOf[v]!]!.push(v);
  for (const layer of layers) layer.sort((a, b) => place[a]! - place[b]! || a - b);
  const depthOf = layerOf.map((layer) => layer - Math.max(...[...firstLayer.values()].filter((first) => first <= layer)));
  return { names, real, layerOf, depthOf, layers, above, below, chains };
}

/** Each node's connected component, numbered in the order of the nodes' first appearance. */
function componentsOf(ids: string[], pairs: Array<[string, string]>): Map<string, number> {
  const parent = new Map(ids.map((id) => [id, id]));
  const root = (id: string): string => {
    while (parent.get(id) !== id) id = parent.get(id)!;
    return id;
  };
  for (const [a, b] of pairs) if (parent.has(a) && parent.has(b)) parent.set(root(a), root(b));
  const numbers = new Map<string, number>();
  return new Map(ids.map((id) => [id, numbers.get(root(id)) ?? numbers.set(root(id), numbers.size).get(root(id))!]));
}

/** Disjoint bands along the layer axis, in order: overlapping spans merged. */
function layerBands(spans: Band[]): Band[] {
  const bands: Band[] = [];
  for (const s of [...spans].sort((a, b) => a.low - b.low)) {
    const last = bands.at(-1);
    if (last !== undefined && s.low < last.high + 0.5) last.high = Math.max(last.high, s.high);
    else bands.push({ ...s });
  }
  return bands;
}

type Point = { x: number; y: number };

/** ELK's route of an edge as one polyline. */
function routePoints(edge: ElkExtendedEdge): Point[] {
  const section = edge.sections?.[0];
  return section === undefined ? [] : [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
}

/** Where a route crosses the line at `middle` along the layer axis, across it (the route's first such crossing; its nearest point otherwise). */
function crossingAt(points: Point[], middle: number, vertical: boolean): number {
  const along = (p: Point): number => (vertical ? p.y : p.x);
  const side = (p: Point): number => (vertical ? p.x : p.y);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if ((along(a) - middle) * (along(b) - middle) > 0 || along(a) === along(b)) continue;
    return side(a) + ((middle - along(a)) / (along(b) - along(a))) * (side(b) - side(a));
  }
  let nearest = 0;
  let distance = Infinity;
  for (const p of points) {
    if (Math.abs(along(p) - middle) < distance) [nearest, distance] = [side(p), Math.abs(along(p) - middle)];
  }
  return nearest;
}
