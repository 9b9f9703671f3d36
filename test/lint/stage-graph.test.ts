import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cycleIn, relativeImports } from './import-graph.js';
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
    for (const to of relativeImports(file)) {
      const target = to.split('/');
      if (target[0] !== 'engine' || target.length < 3 || target[1] === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(target[1]!);
    }
  }
  return graph;
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
