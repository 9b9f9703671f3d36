import { describe, expect, it } from 'vitest';
import { backEdges, type IndexEdge } from '../../../../engine/layout/layered/cycles.js';

/** Whether the edges, with the flagged ones reversed, form no cycle (Kahn's algorithm). */
function acyclic(vertexCount: number, edges: readonly IndexEdge[], reversed: readonly boolean[]): boolean {
  const indegree = new Array<number>(vertexCount).fill(0);
  const outgoing: number[][] = Array.from({ length: vertexCount }, () => []);
  edges.forEach((edge, i) => {
    const [from, to] = reversed[i] ? [edge.to, edge.from] : [edge.from, edge.to];
    outgoing[from]!.push(to);
    indegree[to]!++;
  });
  const ready = indegree.flatMap((degree, v) => (degree === 0 ? [v] : []));
  let done = 0;
  while (ready.length > 0) {
    const v = ready.pop()!;
    done++;
    for (const w of outgoing[v]!) if (--indegree[w]! === 0) ready.push(w);
  }
  return done === vertexCount;
}

describe('backEdges: cycle breaking that keeps the text order', () => {
  it('keeps an edge from a node named late when it closes no loop (work --> sleep --> work, eat --> sleep, work --> eat)', () => {
    // Vertices: work 0, sleep 1, eat 2. Only `sleep --> work` returns to an earlier node;
    // reversing `eat --> sleep` too drew "sleep" above "eat" (Mermaid's handDrawn spec).
    const edges = [
      { from: 0, to: 1 },
      { from: 1, to: 0 },
      { from: 2, to: 1 },
      { from: 0, to: 2 },
    ];
    expect(backEdges(3, edges)).toEqual([false, true, false, false]);
  });

  it('still breaks the retry loop of issue 30 at the edge back to the earlier node', () => {
    // Start 0, Auth 1, Login 2, Home 3, Creds 4, Check 5, Err 6.
    const edges = [
      { from: 0, to: 1 },
      { from: 1, to: 2 },
      { from: 1, to: 3 },
      { from: 2, to: 4 },
      { from: 4, to: 5 },
      { from: 5, to: 6 },
      { from: 6, to: 2 },
      { from: 5, to: 3 },
    ];
    expect(backEdges(7, edges, [0, 1, 2, 3, 4, 5, 6])).toEqual([false, false, false, false, false, false, true, false]);
  });

  it('leaves every graph acyclic, sparse or dense (dense ones past the search budget reverse every backward edge)', () => {
    let seed = 7;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (const [vertexCount, edgeCount] of [
      [12, 20],
      [40, 90],
      [200, 600],
      [120, 7000],
    ] as const) {
      const edges = Array.from({ length: edgeCount }, () => ({ from: next(vertexCount), to: next(vertexCount) })).filter((edge) => edge.from !== edge.to);
      const reversed = backEdges(vertexCount, edges);
      expect(acyclic(vertexCount, edges, reversed)).toBe(true);
    }
  });
});
