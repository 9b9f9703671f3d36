/**
 * Via points for our router (engine Geometry.via, layoutSceneWith's `via`): for each long
 * edge of a placement made elsewhere, where it crosses each layer between its ends, in order
 * from its source to its target.
 *
 * - `dummyVia`: a `dummies as nodes` ELK layout (ordered-elk.ts): the centres of the chain's
 *   dummy nodes (a label's node too), read from the pieces `<edge id>~<i>` ELK laid out.
 * - `rankVia`: Graphviz dot's drawing (read-dot.ts): where the edge's spline crosses the
 *   middle of each rank strictly between its ends (a rank: the nodes sharing one centre
 *   along the layout axis; dot's label-only ranks hold no node and give no point).
 *
 * Both give bare points, no slot (engine ViaPoint without `before` / `after`: a zero-width
 * slot), so the router runs exactly through them, as it did before slots.
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import type { Drawing, Point } from '../../../harness/drawing-metrics/drawing.js';

/** The dummy centres of every chain in a `dummies as nodes` layout; `original` is the graph before it was cut into chains (its edges' sources). */
export function dummyVia(laidOut: ElkNode, original: ElkNode): Map<string, Point[]> {
  const owner = (end: string): string => end.split('/')[0]!;
  const sourceOf = new Map(((original.edges ?? []) as ElkExtendedEdge[]).map((e) => [e.id, owner(e.sources[0]!)]));
  const centres = new Map((laidOut.children ?? []).map((c) => [c.id, { x: (c.x ?? 0) + (c.width ?? 0) / 2, y: (c.y ?? 0) + (c.height ?? 0) / 2 }]));
  const pieces = new Map<string, ElkExtendedEdge[]>();
  for (const edge of (laidOut.edges ?? []) as ElkExtendedEdge[]) {
    const [id, piece] = edge.id.split('~');
    if (piece === undefined) continue;
    (pieces.get(id!) ?? pieces.set(id!, []).get(id!)!).push(edge);
  }
  const via = new Map<string, Point[]>();
  for (const [id, chain] of pieces) {
    chain.sort((a, b) => Number(a.id.split('~')[1]) - Number(b.id.split('~')[1]));
    const points = chain.slice(0, -1).map((piece) => centres.get(piece.targets[0]!)!);
    if (points.length === 0) continue;
    // Chains run downwards (ordered-elk.ts): a reversed edge's chain starts at its target.
    via.set(id, owner(chain[0]!.sources[0]!) === sourceOf.get(id) ? points : points.reverse());
  }
  return via;
}

/** Where each edge of dot's drawing crosses the ranks between its ends (module comment); `vertical`: TB/BT. */
export function rankVia(drawing: Drawing, vertical: boolean): Map<string, Point[]> {
  const along = (p: Point): number => (vertical ? p.y : p.x);
  const centreOf = new Map(drawing.nodes.map((n) => [n.id, along({ x: n.box.x + n.box.width / 2, y: n.box.y + n.box.height / 2 })]));
  const ranks = [...new Set([...centreOf.values()].map((c) => Math.round(c * 2) / 2))].sort((a, b) => a - b);
  const via = new Map<string, Point[]>();
  for (const edge of drawing.edges) {
    const [start, end] = [centreOf.get(edge.from), centreOf.get(edge.to)];
    if (start === undefined || end === undefined) continue;
    const between = ranks.filter((r) => r > Math.min(start, end) + 1 && r < Math.max(start, end) - 1);
    if (between.length === 0) continue;
    if (end < start) between.reverse();
    const points = between.map((rank) => crossing(edge.points, rank, vertical));
    if (points.every((p): p is Point => p !== undefined)) via.set(edge.id, points);
  }
  return via;
}

/** The first point where a polyline crosses the line at `rank` across the layout axis. */
function crossing(points: readonly Point[], rank: number, vertical: boolean): Point | undefined {
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    const [ua, ub] = vertical ? [a.y, b.y] : [a.x, b.x];
    if ((ua - rank) * (ub - rank) > 0 || ua === ub) continue;
    const t = (rank - ua) / (ub - ua);
    const across = vertical ? a.x + t * (b.x - a.x) : a.y + t * (b.y - a.y);
    return vertical ? { x: across, y: rank } : { x: rank, y: across };
  }
  return undefined;
}

/** How many of the edges given via points were drawn through every one of them along the layout axis (the rest fell back to the router's own route). */
export function edgesThroughVia(routes: ReadonlyMap<string, readonly Point[]>, via: ReadonlyMap<string, readonly Point[]>, vertical: boolean): number {
  const near = (a: number, b: number): boolean => Math.abs(a - b) <= 2.5;
  const onAxisSegment = (points: readonly Point[], p: Point): boolean =>
    points.some((a, i) => {
      const b = points[i + 1];
      if (b === undefined) return false;
      return vertical
        ? near(a.x, p.x) && near(b.x, p.x) && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y)
        : near(a.y, p.y) && near(b.y, p.y) && Math.min(a.x, b.x) <= p.x && p.x <= Math.max(a.x, b.x);
    });
  let through = 0;
  for (const [id, points] of via) {
    const route = routes.get(id);
    if (route !== undefined && points.every((p) => onAxisSegment(route, p))) through++;
  }
  return through;
}
