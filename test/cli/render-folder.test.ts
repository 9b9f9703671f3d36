import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runDsp } from '../../harness/processes.js';

const CORPUS = join(ROOT, 'test/corpus/mermaid');

/** A docs folder: two flowcharts at the top, two ER diagrams in a subfolder. */
function docsFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dsp-folder-'));
  mkdirSync(join(dir, 'docs/data'), { recursive: true });
  for (const name of ['login-flow', 'subgraphs']) cpSync(join(CORPUS, `flowchart/${name}.mmd`), join(dir, `docs/${name}.mmd`));
  for (const name of ['blog-schema', 'saas-billing']) cpSync(join(CORPUS, `er/${name}.mmd`), join(dir, `docs/data/${name}.mmd`));
  writeFileSync(join(dir, 'docs/README.md'), '# not a diagram\n');
  return dir;
}

const PICTURES = ['login-flow.svg', 'subgraphs.svg', 'data/blog-schema.svg', 'data/saas-billing.svg'];

describe('dsp render of a docs folder', () => {
  it('draws a quoted glob into --out-dir keeping subfolders, then skips what is up to date and redraws what changed', async () => {
    const dir = docsFolder();
    const out = join(dir, 'site/img');
    const first = await runDsp(['render', join(dir, 'docs/**/*.mmd'), '--out-dir', out], {});
    expect(first.code, first.stderr).toBe(0);
    for (const picture of PICTURES) expect(readFileSync(join(out, picture), 'utf8')).toMatch(/^<svg /);
    expect(first.stderr).toMatch(/^dsp render: 4 drawn, 0 up to date, 0 failed \(/m);
    // Not a terminal: no progress line (no carriage returns, no escape codes).
    expect(first.stderr).not.toMatch(/[\r\x1b]/);
    expect(Object.keys((JSON.parse(readFileSync(join(out, '.dsp-cache.json'), 'utf8')) as { entries: object }).entries).sort()).toEqual([...PICTURES].sort());

    const drawnAt = statSync(join(out, 'login-flow.svg')).mtimeMs;
    const second = await runDsp(['render', join(dir, 'docs/**/*.mmd'), '--out-dir', out], {});
    expect(second.stderr).toMatch(/^dsp render: 0 drawn, 4 up to date, 0 failed/m);
    expect(statSync(join(out, 'login-flow.svg')).mtimeMs).toBe(drawnAt);

    const before = readFileSync(join(out, 'subgraphs.svg'), 'utf8');
    writeFileSync(join(dir, 'docs/subgraphs.mmd'), 'flowchart LR\n  A[Changed] --> B\n');
    // A folder as the input finds the same files (.mmd below it; README.md is left alone).
    const third = await runDsp(['render', join(dir, 'docs'), '--out-dir', out, '--json'], {});
    const lines = third.stdout.trim().split('\n').map((line) => JSON.parse(line) as { input: string; status: string });
    expect(lines.map((line) => [line.input.slice(dir.length + 1), line.status])).toEqual([
      ['docs/data/blog-schema.mmd', 'unchanged'],
      ['docs/data/saas-billing.mmd', 'unchanged'],
      ['docs/login-flow.mmd', 'unchanged'],
      ['docs/subgraphs.mmd', 'drawn'],
    ]);
    expect(readFileSync(join(out, 'subgraphs.svg'), 'utf8')).not.toBe(before);
    expect(readFileSync(join(out, 'subgraphs.svg'), 'utf8')).toContain('Changed');
  });

  it('draws every file it can, then exits 1 listing each failure as file:line:col', async () => {
    const dir = docsFolder();
    writeFileSync(join(dir, 'docs/broken.mmd'), 'flowchart TD\n  A --> B\n  B -->\n');
    writeFileSync(join(dir, 'docs/data/broken.mmd'), 'erDiagram\n  A ||--o{ B places\n');
    // Files named one by one (as a shell expands a glob) keep their folders below the one they share.
    const files = [...['login-flow', 'subgraphs', 'broken'].map((name) => join(dir, `docs/${name}.mmd`)), join(dir, 'docs/data/blog-schema.mmd'), join(dir, 'docs/data/broken.mmd')];
    const run = await runDsp(['render', ...files, '--out-dir', join(dir, 'out')], {});
    expect(run.code).toBe(1);
    expect(existsSync(join(dir, 'out/data/blog-schema.svg'))).toBe(true);
    expect(existsSync(join(dir, 'out/login-flow.svg'))).toBe(true);
    const listing = run.stderr.slice(run.stderr.indexOf('dsp render: 2 of 5 files failed:'));
    expect(listing.split('\n').slice(1, 3)).toEqual([
      `${join(dir, 'docs/broken.mmd')}:3:8: MERMAID_SYNTAX_ERROR expected a node id after the link, found the end of the line`,
      expect.stringMatching(new RegExp(`^${join(dir, 'docs/data/broken.mmd')}:2:\\d+: MERMAID_SYNTAX_ERROR `)),
    ]);
    expect(run.stderr).toMatch(/^dsp render: 3 drawn, 0 up to date, 2 failed/m);
  });

  // util-linux's script(1) runs the command on a pseudo-terminal, as a person at a terminal would.
  it.skipIf(!existsSync('/usr/bin/script'))('shows a progress line on a terminal', () => {
    const dir = docsFolder();
    const command = `${process.execPath} bin/dsp.mjs render ${join(dir, 'docs')} --out-dir ${join(dir, 'out')}`;
    const run = spawnSync('/usr/bin/script', ['-qec', command, '/dev/null'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stdout).toBe(0);
    for (let done = 1; done <= 4; done++) expect(run.stdout).toContain(`\r\x1b[K[${done}/4] ${join(dir, 'docs')}`);
    expect(run.stdout).toMatch(/\r\x1b\[Kdsp render: 4 drawn, 0 up to date, 0 failed/);
  });

  it('--watch draws again when an input changes', async () => {
    const dir = docsFolder();
    const input = join(dir, 'docs/login-flow.mmd');
    const output = join(dir, 'docs/login-flow.svg');
    const child = spawn(process.execPath, ['bin/dsp.mjs', 'render', input, '--watch'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const waitFor = async (done: () => boolean, what: string): Promise<void> => {
      for (let waited = 0; !done(); waited += 100) {
        if (waited > 60_000) throw new Error(`timed out waiting for ${what}; stderr: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    try {
      await waitFor(() => stderr.includes('watching'), 'the first drawing');
      expect(readFileSync(output, 'utf8')).not.toContain('Edited in place');
      writeFileSync(input, 'flowchart LR\n  A[Edited in place] --> B\n');
      await waitFor(() => existsSync(output) && readFileSync(output, 'utf8').includes('Edited in place'), 'the drawing after the edit');
    } finally {
      child.kill('SIGTERM');
    }
  });
});
