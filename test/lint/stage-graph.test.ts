import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_LAYERS } from '../../eslint/engine-layers.js';

type Layers = Record<string, readonly string[]>;
const layers: Layers = ENGINE_LAYERS;

/** Every engine folder → the other engine folders its files import (relative imports, re-exports, dynamic imports). */
function importGraph(): Map<string, Set<string>> {
  const files = execFileSync('git', ['ls-files', 'engine'], { encoding: 'utf8' }).split('\n').filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const parts = file.split('/');
    if (parts.length < 3) continue;
    const from = parts[1]!;
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = normalize(join(dirname(file), match[1]!)).split('/');
      if (target[0] !== 'engine' || target.length < 3 || target[1] === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(target[1]!);
    }
  }
  return graph;
}

/** A cycle in the graph, or null. */
function cycleIn(edges: (node: string) => Iterable<string>, nodes: Iterable<string>): string[] | null {
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

describe('the engine\'s folders form layers', () => {
  it('has no cycle in eslint/engine-layers.js, so no two stages may import each other', () => {
    expect(cycleIn((node) => layers[node] ?? [], Object.keys(layers))).toBeNull();
  });

  it('imports only along the table, and no pair of folders imports each other', () => {
    const graph = importGraph();
    for (const [from, targets] of graph) {
      for (const target of targets) expect(layers[from], `engine/${from} → engine/${target}`).toContain(target);
    }
    const pairs = [...graph].flatMap(([from, targets]) => [...targets].filter((target) => graph.get(target)?.has(from)).map((target) => `${from} ↔ ${target}`));
    expect(pairs).toEqual([]);
    expect(cycleIn((node) => graph.get(node) ?? [], graph.keys())).toBeNull();
  });

  it('lists every engine folder', () => {
    const folders = execFileSync('git', ['ls-files', 'engine'], { encoding: 'utf8' }).split('\n').map((f) => f.split('/')).filter((p) => p.length > 2).map((p) => p[1]!);
    expect([...new Set(folders)].sort()).toEqual(Object.keys(layers).sort());
  });
});
