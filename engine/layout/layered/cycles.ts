/**
 * Cycle breaking that keeps the text's order. Within each strongly connected component (the
 * only places a cycle can be), every edge that points backwards in the order the edges
 * first name their vertices is reversed; nothing else is. Edges between components follow
 * the components' own acyclic order, and inside a component every edge now points forwards
 * in that order, so the result is acyclic.
 *
 * The order is the edges' (a vertex's place is where an edge first names it, source before
 * target), not the nodes' document order: a text that declares its nodes first and links
 * them after (`Check{Valid?}` on a line of its own near the top) would otherwise read the
 * loop's forward edge `Creds --> Check` as the one going back, and draw "Valid?" above its
 * own predecessor (issue 30). When every node is named where it is first linked, as Mermaid
 * text mostly does, the two orders are the same.
 *
 * Why not the depth-first walk dot and dagre use (reverse the edges that lead back to a node
 * on the walk's stack): the walk enters a cycle wherever it first reaches it, and often
 * reverses the cycle's forward edge instead of its "retry" edge back up. On the bench's
 * 1,000-node flowchart it reverses 18 edges but forces 151 layers and 9,581 dummies; this
 * rule reverses 15 (each a loop back to an earlier node) and gives 80 layers and 3,982
 * dummies (a walk inside each component, from its first vertex, still doubled the
 * drawing's height). A graph without cycles keeps every edge as written, whatever its order.
 * Linear (Tarjan's components, without recursion), deterministic.
 */

/** An edge between vertex indices. */
export interface IndexEdge {
  from: number;
  to: number;
}

/**
 * For each edge, whether it is reversed (self-loops never are: callers leave them out).
 * `place`: each vertex's place in the order (module comment), when the caller knows it
 * better (ELK's graph, whose frames come where their first member does); by default where
 * the edges first name it.
 */
export function backEdges(vertexCount: number, edges: readonly IndexEdge[], place: ArrayLike<number> = firstNamed(vertexCount, edges)): boolean[] {
  const component = stronglyConnected(vertexCount, edges);
  return edges.map((edge) => component[edge.from] === component[edge.to] && place[edge.from]! > place[edge.to]!);
}

/** Each vertex's place in the order the edges first name the vertices (source before target); vertices no edge names last, by index. */
function firstNamed(vertexCount: number, edges: readonly IndexEdge[]): Int32Array {
  const place = new Int32Array(vertexCount).fill(-1);
  let next = 0;
  for (const edge of edges) {
    if (place[edge.from] === -1) place[edge.from] = next++;
    if (place[edge.to] === -1) place[edge.to] = next++;
  }
  for (let v = 0; v < vertexCount; v++) if (place[v] === -1) place[v] = next++;
  return place;
}

/** Each vertex's strongly connected component (Tarjan, with an explicit stack so long chains do not overflow the call stack). */
function stronglyConnected(vertexCount: number, edges: readonly IndexEdge[]): Int32Array {
  const outgoing: number[][] = Array.from({ length: vertexCount }, () => []);
  for (const edge of edges) outgoing[edge.from]!.push(edge.to);
  const index = new Int32Array(vertexCount).fill(-1);
  const lowLink = new Int32Array(vertexCount);
  const component = new Int32Array(vertexCount).fill(-1);
  const onStack = new Uint8Array(vertexCount);
  const stack: number[] = [];
  let counter = 0;
  let components = 0;
  for (let start = 0; start < vertexCount; start++) {
    if (index[start] !== -1) continue;
    const walk: Array<[number, number]> = [[start, 0]];
    index[start] = lowLink[start] = counter++;
    stack.push(start);
    onStack[start] = 1;
    while (walk.length > 0) {
      const top = walk[walk.length - 1]!;
      const [v, next] = top;
      if (next < outgoing[v]!.length) {
        top[1]++;
        const w = outgoing[v]![next]!;
        if (index[w] === -1) {
          index[w] = lowLink[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          walk.push([w, 0]);
        } else if (onStack[w] === 1) lowLink[v] = Math.min(lowLink[v]!, index[w]!);
        continue;
      }
      walk.pop();
      if (walk.length > 0) {
        const parent = walk[walk.length - 1]![0];
        lowLink[parent] = Math.min(lowLink[parent]!, lowLink[v]!);
      }
      if (lowLink[v] !== index[v]) continue;
      for (let w = -1; w !== v; ) {
        w = stack.pop()!;
        onStack[w] = 0;
        component[w] = components;
      }
      components++;
    }
  }
  return component;
}
