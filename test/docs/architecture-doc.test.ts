import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_LAYERS } from '../../eslint/engine-layers.js';
import { SERVER_LAYERS } from '../../eslint/server-layers.js';

/** docs/architecture.md says what the tree holds: its picture, its table of imports (the lint rule's), its folder tables. */
const page = readFileSync('docs/architecture.md', 'utf8');

/** The part of the page from one heading to the next heading of the same or a higher level. */
function section(heading: string): string {
  const start = page.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "${heading}"`);
  const level = heading.indexOf(' ');
  const rest = page.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

/** The folders a table names in its first column (`server/` or `` `http/` ``), without the slash. */
function tableFolders(text: string): string[] {
  return [...text.matchAll(/^\| `([^`|]+)\/` \|/gm)].map(([, folder]) => folder!).sort();
}

/** The folders git tracks directly below `root` ('' for the repository's top level). */
function trackedFolders(root: string): string[] {
  const files = execFileSync('git', ['ls-files', root === '' ? '.' : root], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const depth = root === '' ? 0 : root.split('/').length;
  return [...new Set(files.map((file) => file.split('/')).filter((parts) => parts.length > depth + 1).map((parts) => parts[depth]!))].sort();
}

/** A table of imports (| folder | a, b |, or (nothing)) as the lint rule's object. */
function importTable(text: string): Record<string, string[]> {
  const rows = [...text.matchAll(/^\| ([a-z-]+) \| ([^|]+) \|$/gm)];
  return Object.fromEntries(rows.map(([, folder, allowed]) => [folder, allowed!.trim() === '(nothing)' ? [] : allowed!.split(',').map((name) => name.trim())]));
}

describe('docs/architecture.md', () => {
  it('shows the pipeline drawn from docs/pipeline.json (test/docs/docs-diagrams.test.ts keeps it current)', () => {
    expect(page).toContain('![The engine\'s pipeline](pipeline.svg)');
  });

  it('lists what each engine folder may import exactly as eslint/engine-layers.js does', () => {
    expect(importTable(section('## What each folder may import'))).toEqual(ENGINE_LAYERS);
  });

  it('lists what each server layer may import exactly as eslint/server-layers.js does', () => {
    expect(importTable(section('### What each server layer may import'))).toEqual(SERVER_LAYERS);
  });

  it('names every top-level folder of the repository, and no other', () => {
    const text = section('## The repository\'s folders');
    expect(tableFolders(text.slice(0, text.indexOf('\n### ')))).toEqual(trackedFolders(''));
  });

  it.each(['server', 'server/use-cases', 'cli'])('names every folder of %s/, and no other', (folder) => {
    expect(tableFolders(section(`### ${folder}/`))).toEqual(trackedFolders(folder));
  });

  it('names every engine folder in its table of imports', () => {
    const engine = readdirSync('engine', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
    expect(Object.keys(ENGINE_LAYERS).sort()).toEqual(engine);
  });
});
