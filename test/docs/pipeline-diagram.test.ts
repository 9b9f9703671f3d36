import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE_LAYERS } from '../../eslint/engine-layers.js';

/** docs/architecture.md: its picture is drawn by the engine, and its table of imports is the lint rule's. */
const dir = mkdtempSync(join(tmpdir(), 'dsp-docs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('docs/architecture.md', () => {
  it('shows the pipeline as `dsp render docs/pipeline.json` draws it today (UPDATE_GOLDEN=1 draws it again)', () => {
    const drawn = join(dir, 'pipeline.svg');
    const run = spawnSync(process.execPath, ['bin/dsp.mjs', 'render', 'docs/pipeline.json', '-o', drawn], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr.split('\n').filter((line) => line.includes('"severity":"error"'))).toEqual([]);
    const svg = readFileSync(drawn, 'utf8');
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync('docs/pipeline.svg', svg);
    expect(svg === readFileSync('docs/pipeline.svg', 'utf8'), 'docs/pipeline.svg is stale: npx dsp render docs/pipeline.json -o docs/pipeline.svg').toBe(true);
    expect(readFileSync('docs/architecture.md', 'utf8')).toContain('![The engine\'s pipeline](pipeline.svg)');
  });

  it('lists what each engine folder may import exactly as eslint/engine-layers.js does', () => {
    const page = readFileSync('docs/architecture.md', 'utf8');
    const section = page.slice(page.indexOf('## What each folder may import'), page.indexOf('## Stored contracts'));
    const rows = [...section.matchAll(/^\| ([a-z-]+) \| ([^|]+) \|$/gm)].filter(([, folder]) => folder !== 'Folder');
    const table = Object.fromEntries(rows.map(([, folder, allowed]) => [folder, allowed!.trim() === '(nothing)' ? [] : allowed!.split(',').map((name) => name.trim())]));
    expect(table).toEqual(ENGINE_LAYERS);
  });
});
