/**
 * (a) Edges drawn against the flow although they go forward in the text's order. The
 * reference is the cycle breaking of dot and dagre: a depth-first search from the nodes in
 * the order the text first names them, following each node's edges in text order; an edge
 * to a node still on the search's stack returns to an earlier node (a back edge) and is the
 * one a loop should be broken at. Every other edge should point along the flow: its target's
 * centre further along the direction (down for TB, right for LR...) than its source's by
 * more than SLACK px. Self-loops and edges whose ends sit side by side are not counted.
 */
import { centreOf, type Direction, type RealDrawing } from './geometry.js';

/** How far back (px, along the flow) a target may sit before the edge counts as drawn backwards. */
export const SLACK = 1;

interface Link {
  id: string;
  from: string;
  to: string;
}

/** Ids of the edges that return to an earlier node in the text-order depth-first search. */
export function backEdges(edges: readonly Link[]): Set<string> {
  const order: string[] = [];
  const out = new Map<string, Link[]>();
  for (const edge of edges) {
    for (const end of [edge.from, edge.to]) {
      if (out.has(end)) continue;
      out.set(end, []);
      order.push(end);
    }
    out.get(edge.from)!.push(edge);
  }
  const state = new Map<string, 'open' | 'done'>();
  const back = new Set<string>();
  for (const root of order) {
    if (state.has(root)) continue;
    // Iterative depth-first search: a stack of (node, next edge index).
    const stack: Array<[string, number]> = [[root, 0]];
    state.set(root, 'open');
    while (stack.length > 0) {
      const top = stack.at(-1)!;
      const next = out.get(top[0])![top[1]++];
      if (next === undefined) {
        state.set(top[0], 'done');
        stack.pop();
        continue;
      }
      const seen = state.get(next.to);
      if (seen === 'open') back.add(next.id);
      else if (seen === undefined) {
        state.set(next.to, 'open');
        stack.push([next.to, 0]);
      }
    }
  }
  return back;
}

/** How far along the flow `to` lies from `from`, px. */
const along = (direction: Direction, from: { x: number; y: number }, to: { x: number; y: number }): number =>
  direction === 'TB' ? to.y - from.y : direction === 'BT' ? from.y - to.y : direction === 'LR' ? to.x - from.x : from.x - to.x;

/** Ids of the forward edges (module comment) whose target is drawn behind their source. */
export function edgesAgainstFlow(drawing: RealDrawing): string[] {
  const boxes = new Map([...drawing.nodes, ...drawing.frames].map((item) => [item.id, item.box]));
  const back = backEdges(drawing.edges);
  const against: string[] = [];
  for (const edge of drawing.edges) {
    if (edge.from === edge.to || back.has(edge.id)) continue;
    const source = boxes.get(edge.from);
    const target = boxes.get(edge.to);
    if (source === undefined || target === undefined) continue;
    if (along(drawing.direction, centreOf(source), centreOf(target)) < -SLACK) against.push(edge.id);
  }
  return against;
}
