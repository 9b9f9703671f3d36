import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 28: no import cycle between files, type-only imports included. A cycle makes a
// module's meaning depend on which end is loaded first and keeps two rooms from being
// understood (or moved) apart. TypeScript's own pre-processor lists every import, export
// from, `import type`, `import()` and `typeof import()`, so nothing is missed by a regex.

/** The project's own TypeScript sources (git's list, so nothing built or installed). */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '*.ts', '*.mts'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && !file.endsWith('.d.ts') && existsSync(file));
}

/** The file a relative specifier names: `./x.js` is the source `./x.ts`. */
function resolved(from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier));
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.mjs$/, '.mts'), `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((candidate) => candidate.endsWith('ts') && existsSync(candidate));
}

/** Every file → the project files it imports. */
function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.filter(({ fileName }) => fileName.startsWith('.')).map(({ fileName }) => resolved(file, fileName));
    graph.set(file, targets.filter((target): target is string => target !== undefined && target !== file));
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan), each a cycle or several. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import cycles', () => {
  it('the checker finds a cycle, type-only imports included', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts']]);
    const { importedFiles } = ts.preProcessFile("import type { X } from './x.js';\ntype Y = typeof import('./y.js');", true, true);
    expect(importedFiles.map((file) => file.fileName)).toEqual(['./x.js', './y.js']);
  });

  it('no two files of the project import each other, directly or around a loop', () => {
    const graph = importGraph(sourceFiles());
    expect(graph.size).toBeGreaterThan(500);
    expect(cycles(graph)).toEqual([]);
  });
});
