import { backEdges, stronglyConnected } from '../layered/cycles.js';

/** An edge handed to ELK, by the ELK nodes at its ends (a port's node, not the port). */
export interface ElkEnds {
  from: string;
  to: string;
}

/**
 * Which of the edges handed to ELK are loops' back edges, broken as our own layered
 * placement breaks them (layered/cycles.ts: inside each strongly connected component, the
 * edges returning to an element the text named earlier), so that ELK, told these edges
 * the other way round, keeps the text's order. ELK's own cycle breaking (GREEDY) picks by
 * degrees, not order, and drew issue 30's login loop upside down: `Creds --> Check`
 * reversed instead of `Err --> Login`, "Valid?" above its own predecessor.
 *
 * Edges between frames are compared where they meet, as ELK lays them out: each end is
 * lifted to the child of the two ends' lowest common container (`middle --> x2`, x2 in
 * frame `right`, is `middle --> right` at the top). An element's place is its first
 * appearance in `order` or its first member's (a Mermaid subgraph is written after the
 * nodes its edges named), so a frame whose members the text names first comes first.
 *
 * `parent`: ELK node id → the ELK node holding it ('' for the top). `order`: element ids,
 * earliest first (the caller gives the edges' ends as they first name them, then the
 * document's elements). Returns, per edge, whether to hand it to ELK reversed.
 */
export function elkBackEdges(edges: readonly ElkEnds[], parent: ReadonlyMap<string, string>, order: Iterable<string>): boolean[] {
  const lifted = liftedEnds(edges, parent);
  const place = new Map<string, number>();
  let position = 0;
  for (const id of order) {
    for (let up: string | undefined = id; up !== undefined && up !== '' && !place.has(up); up = parent.get(up)) place.set(up, position);
    position++;
  }
  const vertices = [...new Set(lifted.flatMap(({ from, to }) => [from, to]))].sort((p, q) => (place.get(p) ?? Infinity) - (place.get(q) ?? Infinity) || (p < q ? -1 : p > q ? 1 : 0));
  const indexOf = new Map(vertices.map((id, i) => [id, i]));
  const indexed = lifted.map(({ from, to }) => ({ from: indexOf.get(from)!, to: indexOf.get(to)! }));
  // The vertices are sorted by their places: each one's index is its place.
  return backEdges(vertices.length, indexed, vertices.map((_, i) => i));
}

/**
 * Which of the edges handed to ELK tie frames into a loop, and are left out of ELK's graph
 * so that it lays those frames side by side. Lifted as elkBackEdges lifts them, edges whose
 * two ends are frames of one strongly connected component made of frames only: ELK lays each container out as one block, so whichever way it stacks
 * them some edge runs against the flow, from a member low in one frame up into the other
 * (issue 30's `left --> middle`, `right --> middle`, `middle --> x2` with x2 in right, and
 * `x1 --> y2` from right into left). Side by side, each such edge runs across from member
 * to member, along the flow inside the frames. The router still routes them (ELK's routes
 * are not kept).
 */
export function edgesTyingFrames(edges: readonly ElkEnds[], parent: ReadonlyMap<string, string>, isFrame: (id: string) => boolean): boolean[] {
  const lifted = liftedEnds(edges, parent);
  const vertices = [...new Set(lifted.flatMap(({ from, to }) => [from, to]))];
  const indexOf = new Map(vertices.map((id, i) => [id, i]));
  const indexed = lifted.map(({ from, to }) => ({ from: indexOf.get(from)!, to: indexOf.get(to)! }));
  const component = stronglyConnected(vertices.length, indexed);
  // A component tying frames: two or more vertices, every one a frame.
  const size = new Map<number, number>();
  const onlyFrames = new Map<number, boolean>();
  vertices.forEach((id, v) => {
    const c = component[v]!;
    size.set(c, (size.get(c) ?? 0) + 1);
    onlyFrames.set(c, (onlyFrames.get(c) ?? true) && isFrame(id));
  });
  return indexed.map(({ from, to }) => {
    const c = component[from]!;
    return from !== to && c === component[to] && size.get(c)! > 1 && onlyFrames.get(c)!;
  });
}

/** Each edge's ends lifted to the children of their lowest common container (elkBackEdges' comment). */
export function liftedEnds(edges: readonly ElkEnds[], parent: ReadonlyMap<string, string>): ElkEnds[] {
  const pathOf = (id: string): string[] => {
    const path = [id];
    for (let up = parent.get(id); up !== undefined && up !== ''; up = parent.get(up)) path.push(up);
    return path.reverse();
  };
  return edges.map(({ from, to }) => {
    const a = pathOf(from);
    const b = pathOf(to);
    let i = 0;
    while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i]) i++;
    return { from: a[i]!, to: b[i]! };
  });
}
