/**
 * Cycle breaking. Within each strongly connected component (the only places a cycle can
 * be), every edge that points backwards in document order is reversed; nothing else is.
 * Edges between components follow the components' own acyclic order, and inside a
 * component every edge now points forwards in document order, so the result is acyclic.
 *
 * Why not the depth-first walk dot and dagre use (reverse the edges that lead back to a node
 * on the walk's stack): the walk enters a cycle wherever it first reaches it, and often
 * reverses the cycle's forward edge instead of its "retry" edge back up. On the bench's
 * 1,000-node flowchart it reverses 18 edges but forces 151 layers and 9,581 dummies; this
 * rule reverses 15 (each a loop back to an earlier node) and gives 80 layers and 3,982
 * dummies. A graph without cycles keeps every edge as written, whatever its document order.
 * Linear (Tarjan's components, without recursion), deterministic.
 */

/** An edge between vertex indices (indices in document order). */
export interface IndexEdge {
  from: number;
  to: number;
}

/** For each edge, whether it is reversed (self-loops never are: callers leave them out). */
export function backEdges(vertexCount: number, edges: readonly IndexEdge[]): boolean[] {
  const component = stronglyConnected(vertexCount, edges);
  return edges.map((edge) => component[edge.from] === component[edge.to] && edge.from > edge.to);
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
