/**
 * Coordinates along the order axis by Brandes and Köpf ("Fast and simple horizontal
 * coordinate assignment", 2001), as ELK's BRANDES_KOEPF and dagre's position/bk do it: four
 * alignments (vertical blocks built toward the layer above or below, scanning from the left
 * or the right), each compacted into coordinates, aligned to the narrowest one, and each
 * vertex put at the average of its two middle coordinates (balanced).
 *
 * Blocks follow the median neighbours, and inner segments (edges between two dummies, the
 * middle of a long edge) win over other edges that cross them, so long edges run straight.
 * Separation between neighbours: half their widths, plus half the spacing each side asks
 * for (nodeSpacing for a node, edgeSpacing for a dummy), as dagre does. Linear in the
 * vertices and edges per alignment.
 */
import type { SizedLayerGraph } from './types.js';

/** Room between neighbours (module comment). */
export interface Spacing {
  nodeSpacing: number;
  edgeSpacing: number;
}

/** Each vertex's centre along the order axis (module comment). */
export function brandesKoepf(graph: SizedLayerGraph, spacing: Spacing): Float64Array {
  const conflicts = innerSegmentConflicts(graph);
  const alignments: Float64Array[] = [];
  for (const upward of [true, false]) {
    for (const fromRight of [false, true]) {
      // The layers as this alignment scans them: from the top (or bottom), each from the left (or right).
      const scan = (upward ? graph.layers : [...graph.layers].reverse()).map((layer) => (fromRight ? [...layer].reverse() : layer));
      const neighbours = upward ? graph.above : graph.below;
      const root = verticalAlignment(graph, scan, neighbours, conflicts);
      const xs = horizontalCompaction(graph, scan, root, spacing);
      if (fromRight) for (let v = 0; v < xs.length; v++) xs[v] = -xs[v]!;
      alignments.push(xs);
    }
  }
  return balance(graph, alignments);
}

/** Pairs (as `u * count + v`) of an edge crossing an inner segment: such edges never align (type 1 conflicts). */
function innerSegmentConflicts(graph: SizedLayerGraph): Set<number> {
  const count = graph.layerOf.length;
  const place = placesOf(graph.layers, count);
  const conflicts = new Set<number>();
  for (let index = 1; index < graph.layers.length; index++) {
    const upperLength = graph.layers[index - 1]!.length;
    const layer = graph.layers[index]!;
    let k0 = 0;
    let scanFrom = 0;
    for (let i = 0; i < layer.length; i++) {
      const v = layer[i]!;
      const inner = graph.dummy[v] ? graph.above[v]!.find((u) => graph.dummy[u]) : undefined;
      if (inner === undefined && i !== layer.length - 1) continue;
      const k1 = inner === undefined ? upperLength : place[inner]!;
      for (let j = scanFrom; j <= i; j++) {
        const w = layer[j]!;
        for (const u of graph.above[w]!) {
          if ((place[u]! < k0 || place[u]! > k1) && !(graph.dummy[u] && graph.dummy[w])) conflicts.add(pairKey(u, w, count));
        }
      }
      scanFrom = i + 1;
      k0 = k1;
    }
  }
  return conflicts;
}

const pairKey = (a: number, b: number, count: number): number => (a < b ? a * count + b : b * count + a);

function placesOf(layers: number[][], count: number): Int32Array {
  const place = new Int32Array(count);
  for (const layer of layers) layer.forEach((v, i) => (place[v] = i));
  return place;
}

/** Blocks (each vertex's block root): each vertex joined to one of its median neighbours in the previous scanned layer when that keeps blocks uncrossed. */
function verticalAlignment(graph: SizedLayerGraph, scan: number[][], neighbours: number[][], conflicts: Set<number>): Int32Array {
  const count = graph.layerOf.length;
  const root = new Int32Array(count);
  const align = new Int32Array(count);
  const place = placesOf(scan, count);
  for (let v = 0; v < count; v++) root[v] = align[v] = v;
  for (const layer of scan) {
    let previous = -1;
    for (const v of layer) {
      const ws = [...neighbours[v]!].sort((a, b) => place[a]! - place[b]!);
      if (ws.length === 0) continue;
      const middle = (ws.length - 1) / 2;
      for (let i = Math.floor(middle); i <= Math.ceil(middle); i++) {
        const w = ws[i]!;
        if (align[v] === v && previous < place[w]! && !conflicts.has(pairKey(v, w, count))) {
          align[w] = v;
          align[v] = root[v] = root[w]!;
          previous = place[w]!;
        }
      }
    }
  }
  return root;
}

/** Separation between the centres of neighbours a and b (module comment). */
export function separation(graph: SizedLayerGraph, a: number, b: number, spacing: Spacing): number {
  return graph.width[a]! / 2 + roomAround(graph, a, spacing) + roomAround(graph, b, spacing) + graph.width[b]! / 2;
}

/** Half the spacing a vertex asks for on each side (a module function, not a closure per call: the compaction asks for separations at every step). */
function roomAround(graph: SizedLayerGraph, v: number, spacing: Spacing): number {
  return (graph.dummy[v] ? spacing.edgeSpacing : spacing.nodeSpacing) / 2;
}

/**
 * Block coordinates: blocks in a graph whose edges say "left of, at least this far"; each
 * block as far left as its left neighbours allow, then (dagre's second pass) moved right
 * toward its right neighbours as far as they allow, which closes gaps the first pass left.
 */
function horizontalCompaction(graph: SizedLayerGraph, scan: number[][], root: Int32Array, spacing: Spacing): Float64Array {
  const count = graph.layerOf.length;
  // Block graph: an edge from the root of each vertex's left neighbour to its own root, the largest separation kept.
  const left: Array<Map<number, number>> = Array.from({ length: count }, () => new Map());
  const right: Array<Map<number, number>> = Array.from({ length: count }, () => new Map());
  for (const layer of scan) {
    for (let i = 1; i < layer.length; i++) {
      const u = root[layer[i - 1]!]!;
      const v = root[layer[i]!]!;
      const sep = separation(graph, layer[i - 1]!, layer[i]!, spacing);
      if ((left[v]!.get(u) ?? -Infinity) < sep) {
        left[v]!.set(u, sep);
        right[u]!.set(v, sep);
      }
    }
  }
  const order = topologicalBlocks(count, root, left, right);
  const xs = new Float64Array(count);
  for (const b of order) {
    let x = 0;
    for (const [u, sep] of left[b]!) x = Math.max(x, xs[u]! + sep);
    xs[b] = x;
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const b = order[i]!;
    let limit = Infinity;
    for (const [v, sep] of right[b]!) limit = Math.min(limit, xs[v]! - sep);
    if (limit !== Infinity) xs[b] = Math.max(xs[b]!, limit);
  }
  for (let v = 0; v < count; v++) xs[v] = xs[root[v]!]!;
  return xs;
}

/** Block roots in an order where every block comes after the blocks left of it (Kahn's algorithm, ties by vertex index). */
function topologicalBlocks(count: number, root: Int32Array, left: Array<Map<number, number>>, right: Array<Map<number, number>>): number[] {
  const waiting = new Int32Array(count);
  const order: number[] = [];
  for (let v = 0; v < count; v++) {
    if (root[v] !== v) continue;
    waiting[v] = left[v]!.size;
    if (waiting[v] === 0) order.push(v);
  }
  for (let at = 0; at < order.length; at++) for (const v of right[order[at]!]!.keys()) if (--waiting[v]! === 0) order.push(v);
  return order;
}

/** The four alignments shifted onto the narrowest one (left ones by their left edge, right ones by their right edge), then each vertex at the mean of its two middle values. */
function balance(graph: SizedLayerGraph, alignments: Float64Array[]): Float64Array {
  const count = graph.layerOf.length;
  const extent = (xs: Float64Array): [number, number] => {
    let low = Infinity;
    let high = -Infinity;
    for (let v = 0; v < count; v++) {
      low = Math.min(low, xs[v]! - graph.width[v]! / 2);
      high = Math.max(high, xs[v]! + graph.width[v]! / 2);
    }
    return [low, high];
  };
  const extents = alignments.map(extent);
  let narrowest = 0;
  extents.forEach(([low, high], i) => {
    if (high - low < extents[narrowest]![1] - extents[narrowest]![0]) narrowest = i;
  });
  const [targetLow, targetHigh] = extents[narrowest]!;
  alignments.forEach((xs, i) => {
    const fromRight = i % 2 === 1;
    const delta = fromRight ? targetHigh - extents[i]![1] : targetLow - extents[i]![0];
    for (let v = 0; v < count; v++) xs[v]! += delta;
  });
  const result = new Float64Array(count);
  const four = [0, 0, 0, 0];
  for (let v = 0; v < count; v++) {
    for (let i = 0; i < 4; i++) four[i] = alignments[i]![v]!;
    four.sort((a, b) => a - b);
    result[v] = (four[1]! + four[2]!) / 2;
  }
  return result;
}
