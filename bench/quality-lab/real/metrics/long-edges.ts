/**
 * (i) Edges stretched over more layers than they need. The drawing's layers are read from
 * its node boxes: boxes overlapping along the flow axis (y for TB/BT, x for LR/RL) form one
 * layer, in order along the flow. Each connected part of the graph (edges to a frame join
 * its members) is read on its own: parts drawn side by side need not share layer lines, and
 * a node of another part between two layers is no layer of this part's edges (Mermaid's
 * `a --> b & c --> d` beside `A -- text --> Q` put b between A and Q's layers, and A --> Q
 * counted three layers for the two it takes). An edge's span is how many layers apart its
 * ends are. The
 * shortest span it could have is the longest path from its upper end to its lower end in
 * the graph with the text-order back edges reversed (against-flow.ts): nothing shorter keeps
 * every edge pointing forward. An edge counts when its span is over MAX_SPAN and over that
 * shortest span. Edges to frames and self-loops are not counted.
 */
import { backEdges } from '../../../../harness/drawing-metrics/against-flow.js';
import type { RealDrawing } from '../../../../harness/drawing-metrics/geometry.js';

/** Spans up to this many layers are never counted. */
export const MAX_SPAN = 2;

/** Each node's layer index, from the boxes (module comment). */
export function layersOf(drawing: RealDrawing, nodes: RealDrawing['nodes'] = drawing.nodes): Map<string, number> {
  const vertical = drawing.direction === 'TB' || drawing.direction === 'BT';
  const spans = nodes.map((node) => ({ id: node.id, low: vertical ? node.box.y : node.box.x, high: vertical ? node.box.y + node.box.height : node.box.x + node.box.width }));
  spans.sort((a, b) => a.low - b.low);
  const layer = new Map<string, number>();
  let index = -1;
  let reach = -Infinity;
  for (const span of spans) {
    if (span.low >= reach - 0.5) index++;
    reach = Math.max(reach, span.high);
    layer.set(span.id, index);
  }
  return layer;
}

/** Each node's layer index within its connected part of the graph (module comment). */
export function layersByPart(drawing: RealDrawing): Map<string, number> {
  const root = new Map(drawing.nodes.map((node) => [node.id, node.id]));
  const find = (id: string): string => {
    let top = id;
    while (root.get(top) !== top) top = root.get(top)!;
    root.set(id, top);
    return top;
  };
  const membersOf = new Map(drawing.frames.map((frame) => [frame.id, frame.members.filter((id) => root.has(id))]));
  const nodesAt = (id: string): string[] => (root.has(id) ? [id] : (membersOf.get(id) ?? []));
  for (const edge of drawing.edges) {
    const ends = [...nodesAt(edge.from), ...nodesAt(edge.to)];
    for (const id of ends.slice(1)) {
      const [a, b] = [find(ends[0]!), find(id)];
      if (a !== b) root.set(b, a);
    }
  }
  const parts = new Map<string, RealDrawing['nodes']>();
  for (const node of drawing.nodes) {
    const part = find(node.id);
    parts.set(part, [...(parts.get(part) ?? []), node]);
  }
  const layer = new Map<string, number>();
  for (const nodes of parts.values()) for (const [id, index] of layersOf(drawing, nodes)) layer.set(id, index);
  return layer;
}

/** Longest path lengths (in edges) from `start` in a DAG given as adjacency lists. */
function longestFrom(start: string, next: ReadonlyMap<string, string[]>): Map<string, number> {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const to of next.get(id) ?? []) visit(to);
    order.push(id);
  };
  visit(start);
  const best = new Map<string, number>([[start, 0]]);
  for (const id of order.reverse()) {
    const here = best.get(id);
    if (here === undefined) continue;
    for (const to of next.get(id) ?? []) best.set(to, Math.max(best.get(to) ?? 0, here + 1));
  }
  return best;
}

/** Ids of the edges stretched over more layers than they need (module comment). */
export function overlongEdges(drawing: RealDrawing): string[] {
  const nodes = new Set(drawing.nodes.map((node) => node.id));
  const edges = drawing.edges.filter((edge) => edge.from !== edge.to && nodes.has(edge.from) && nodes.has(edge.to));
  const back = backEdges(edges);
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [a, b] = back.has(edge.id) ? [edge.to, edge.from] : [edge.from, edge.to];
    next.set(a, [...(next.get(a) ?? []), b]);
  }
  const layer = layersByPart(drawing);
  const found: string[] = [];
  const memo = new Map<string, Map<string, number>>();
  for (const edge of edges) {
    const span = Math.abs(layer.get(edge.to)! - layer.get(edge.from)!);
    if (span <= MAX_SPAN) continue;
    const [a, b] = back.has(edge.id) ? [edge.to, edge.from] : [edge.from, edge.to];
    const lengths = memo.get(a) ?? memo.set(a, longestFrom(a, next)).get(a)!;
    if (span > (lengths.get(b) ?? 1)) found.push(edge.id);
  }
  return found;
}
