/**
 * Edges through nodes and nodes over nodes. An edge passes through a node when one of its
 * segments enters the node's box shrunk by INSET on every side (so an edge running along a
 * border, or ending on it, does not); its own source and target do not count. Containers
 * are not nodes (edges cross frame borders by design).
 */
import type { Box, DrawnEdge, DrawnNode, Point } from './drawing.js';

/** How far inside a box an edge must go to pass through it, in px. */
export const INSET = 1;
const CELL = 256;

/** Whether the segment a-b enters the open box (Liang-Barsky clipping). */
export function segmentEntersBox(a: Point, b: Point, box: Box): boolean {
  const [x0, x1, y0, y1] = [box.x, box.x + box.width, box.y, box.y + box.height];
  if (x1 <= x0 || y1 <= y0) return false;
  let low = 0;
  let high = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  // Each pair: the segment's extent along the axis must stay strictly inside the slab.
  const slabs: Array<[number, number]> = [
    [-dx, a.x - x0],
    [dx, x1 - a.x],
    [-dy, a.y - y0],
    [dy, y1 - a.y],
  ];
  for (const [p, q] of slabs) {
    if (p === 0) {
      if (q <= 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) low = Math.max(low, r);
    else high = Math.min(high, r);
    if (low >= high) return false;
  }
  return high - low > 1e-9;
}

const inner = (box: Box): Box => ({ x: box.x + INSET, y: box.y + INSET, width: box.width - 2 * INSET, height: box.height - 2 * INSET });

/** A grid of node ids by the cells their boxes cover. */
function bucketNodes(nodes: readonly DrawnNode[]): { cells: Map<string, number[]>; cellsOf: (box: Box) => string[] } {
  const cellsOf = (box: Box): string[] => {
    const keys: string[] = [];
    for (let cx = Math.floor(box.x / CELL); cx <= Math.floor((box.x + box.width) / CELL); cx++) {
      for (let cy = Math.floor(box.y / CELL); cy <= Math.floor((box.y + box.height) / CELL); cy++) keys.push(`${cx},${cy}`);
    }
    return keys;
  };
  const cells = new Map<string, number[]>();
  nodes.forEach((node, i) => {
    for (const key of cellsOf(node.box)) {
      const cell = cells.get(key);
      if (cell === undefined) cells.set(key, [i]);
      else cell.push(i);
    }
  });
  return { cells, cellsOf };
}

/** Ids of the edges passing through at least one node other than their own ends. */
export function edgesThroughNodes(nodes: readonly DrawnNode[], edges: readonly DrawnEdge[]): string[] {
  const { cells, cellsOf } = bucketNodes(nodes);
  const through: string[] = [];
  for (const edge of edges) {
    let found = false;
    for (let s = 0; s + 1 < edge.points.length && !found; s++) {
      const a = edge.points[s]!;
      const b = edge.points[s + 1]!;
      const reach = { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) };
      const candidates = new Set(cellsOf(reach).flatMap((key) => cells.get(key) ?? []));
      for (const i of candidates) {
        const node = nodes[i]!;
        if (node.id === edge.from || node.id === edge.to) continue;
        if (segmentEntersBox(a, b, inner(node.box))) {
          found = true;
          break;
        }
      }
    }
    if (found) through.push(edge.id);
  }
  return through;
}

/** Pairs of nodes whose boxes overlap by more than INSET on both axes. */
export function overlappingNodes(nodes: readonly DrawnNode[]): Array<[string, string]> {
  const { cells, cellsOf } = bucketNodes(nodes);
  const pairs: Array<[string, string]> = [];
  nodes.forEach((node, i) => {
    const seen = new Set<number>();
    for (const key of cellsOf(node.box)) {
      for (const j of cells.get(key) ?? []) {
        if (j <= i || seen.has(j)) continue;
        seen.add(j);
        const a = node.box;
        const b = nodes[j]!.box;
        const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
        const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
        if (overlapX > INSET && overlapY > INSET) pairs.push([node.id, nodes[j]!.id]);
      }
    }
  });
  return pairs;
}
