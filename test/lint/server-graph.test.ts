import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { dirname } from 'node:path';
import { cycleIn, relativeImports } from './import-graph.js';
import { ROOMED_LAYERS, SERVER_BASE, SERVER_LAYERS } from '../../eslint/server-layers.js';

const files = execFileSync('git', ['ls-files', 'server'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const sources = files.filter((f) => /\.(ts|mts|mjs)$/.test(f) && !f.endsWith('.d.ts'));

/** The layer of a server file ('root' and 'base' for server/*.ts) and its room (use-cases/<room>). */
function placeOf(file: string): { layer: string; room: string } {
  const parts = file.split('/');
  if (parts.length === 2) return { layer: SERVER_BASE.includes(parts[1]!.replace(/\.js$/, '.ts')) ? 'base' : 'root', room: '' };
  const layer = parts[1]!;
  return { layer, room: ROOMED_LAYERS.includes(layer) && parts.length > 3 ? `${layer}/${parts[2]}` : layer };
}

/** Every relative import between server files: from, to (resolved, '.js' read as '.ts'). */
function serverImports(): Array<{ from: string; to: string }> {
  const edges: Array<{ from: string; to: string }> = [];
  for (const file of sources) {
    for (const to of relativeImports(file)) if (to.startsWith('server/')) edges.push({ from: file, to });
  }
  return edges;
}

const layers: Record<string, readonly string[]> = SERVER_LAYERS;

describe('the server\'s layers', () => {
  it('has no cycle in eslint/server-layers.js, so no two layers may import each other', () => {
    expect(cycleIn((node) => layers[node] ?? [], Object.keys(layers))).toBeNull();
  });

  it('imports only down the table; no layer imports the composition root; base files import nothing of server/', () => {
    const wrong = serverImports().flatMap(({ from, to }) => {
      const a = placeOf(from);
      const b = placeOf(to);
      if (a.layer === 'base') return [`${from} → ${to} (a base file)`];
      if (b.layer === 'base' || a.layer === 'root' || a.layer === b.layer) return [];
      if (b.layer === 'root') return [`${from} → ${to} (the composition root)`];
      return layers[a.layer]?.includes(b.layer) ? [] : [`${from} → ${to}`];
    });
    expect(wrong).toEqual([]);
  });

  it('keeps the use-case rooms in layers of their own: no two rooms import each other, even around a loop', () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of serverImports()) {
      const a = placeOf(from);
      const b = placeOf(to);
      if (a.layer !== 'use-cases' || b.layer !== 'use-cases' || a.room === b.room) continue;
      if (!graph.has(a.room)) graph.set(a.room, new Set());
      graph.get(a.room)!.add(b.room);
    }
    expect(graph.size).toBeGreaterThan(3);
    expect(cycleIn((node) => graph.get(node) ?? [], graph.keys())).toBeNull();
  });

  it('lists every server folder, and gives each use-case room an index.ts', () => {
    const folders = new Set(files.map((f) => f.split('/')).filter((p) => p.length > 2).map((p) => p[1]!));
    expect([...folders].sort()).toEqual(Object.keys(layers).sort());
    const rooms = new Set(files.map((f) => f.split('/')).filter((p) => p[1] === 'use-cases' && p.length > 3).map((p) => p[2]!));
    for (const room of rooms) expect(files, `server/use-cases/${room}`).toContain(`server/use-cases/${room}/index.ts`);
  });

  it('has no folder of more than 25 files', () => {
    const counts = new Map<string, number>();
    for (const file of files) counts.set(dirname(file), (counts.get(dirname(file)) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > 25).map(([folder, count]) => `${folder}: ${count}`)).toEqual([]);
  });
});
