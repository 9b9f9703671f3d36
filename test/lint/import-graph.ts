import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/**
 * What the layer tests (stage-graph, server-graph) read of the real tree: the relative
 * imports of a file, resolved, and a cycle in a graph of folders or rooms.
 */

/** The repository paths a file imports relatively (imports, re-exports, dynamic imports), '.js' read as '.ts'. */
export function relativeImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) => normalize(join(dirname(file), match[1]!)).replace(/\.js$/, '.ts'));
}

/** A cycle in the graph, or null. */
export function cycleIn(edges: (node: string) => Iterable<string>, nodes: Iterable<string>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of edges(node)) {
      const found = visit(next);
      if (found !== null) return found;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of nodes) {
    const found = visit(node);
    if (found !== null) return found;
  }
  return null;
}
