/**
 * Connected components of the graph, laid out separately (as ELK and dot do) and packed
 * side by side along the order axis in document order: a component is numbered by its first
 * node in the document, and its nodes and edges keep their document order.
 */

/** Each component's node indices and edge indices, both in document order; components in document order. */
export interface Component {
  nodes: number[];
  edges: number[];
}

/** The components of a graph of `count` nodes and `edges` between node indices (module comment). */
export function componentsOf(count: number, edges: ReadonlyArray<{ from: number; to: number }>): Component[] {
  const parent = Int32Array.from({ length: count }, (_, i) => i);
  const root = (v: number): number => {
    while (parent[v] !== v) {
      parent[v] = parent[parent[v]!]!; // path halving keeps the finds near-constant
      v = parent[v]!;
    }
    return v;
  };
  for (const edge of edges) {
    const a = root(edge.from);
    const b = root(edge.to);
    // The smaller index stays the root, so the numbering below does not depend on the union order.
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  }
  const numberOf = new Map<number, number>();
  const components: Component[] = [];
  for (let v = 0; v < count; v++) {
    const r = root(v);
    if (!numberOf.has(r)) {
      numberOf.set(r, components.length);
      components.push({ nodes: [], edges: [] });
    }
    components[numberOf.get(r)!]!.nodes.push(v);
  }
  edges.forEach((edge, i) => components[numberOf.get(root(edge.from))!]!.edges.push(i));
  return components;
}
