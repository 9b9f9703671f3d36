import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'dsp-cli-'));
function dsp(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ['bin/dsp.mjs', ...args], { input, encoding: 'utf8', timeout: 30_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('dsp validate', () => {
  it('says a valid file is valid (exit 0), and prints {valid: true} with --json', () => {
    const file = join(dir, 'ok.json');
    writeFileSync(file, JSON.stringify({ schemaVersion: '0.1', scene: { id: 's' }, elements: [], diagramFamily: 'architecture' }));
    const out = dsp(['validate', file]);
    expect(out.code).toBe(0);
    expect(out.stdout).toBe(`${file}: valid\n`);
    const json = dsp(['validate', file, '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ valid: true, diagnostics: [] });
  });

  it('reads standard input with "-" and exits 1 when invalid, naming the element', () => {
    const out = dsp(['validate', '-'], JSON.stringify({ schemaVersion: '0.1', scene: { id: 's' }, elements: [{ id: 'a', kind: 'edge', from: { elementId: 'x' }, to: { elementId: 'a' } }] }));
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/^<stdin>: EDGE_ENDPOINT_NOT_FOUND .+\(element a\)$/m);
    expect(out.stdout).toBe('');
  });

  it('reports malformed JSON with its line and column, and as a diagnostic with --json', () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{\n  "schemaVersion": "0.1",\n  "scene": {"id": "s"},\n}\n');
    const out = dsp(['validate', file]);
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(new RegExp(`^${file}:4:1: INVALID_JSON `));
    const json = dsp(['validate', '-', '--json'], '{oops');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout).diagnostics[0]).toMatchObject({ code: 'INVALID_JSON', data: { line: 1, column: 2 } });
    // V8 gives no position for an unexpected token; the place is still the token's.
    writeFileSync(file, '{\n  "schemaVersion": tru\n}\n');
    expect(dsp(['validate', file]).stderr).toMatch(new RegExp(`^${file}:2:23: INVALID_JSON `));
  });

  it('validates Mermaid files: a syntax error at its line and column, warnings kept, exit 0 when it parses', () => {
    const bad = join(dir, 'bad.mmd');
    writeFileSync(bad, 'flowchart TD\n  A --> B\n  B -->\n');
    const out = dsp(['validate', bad]);
    expect(out.code).toBe(1);
    expect(out.stderr).toBe(`${bad}:3:8: MERMAID_SYNTAX_ERROR expected a node id after the link, found the end of the line\n`);
    const good = join(dir, 'good.mermaid');
    writeFileSync(good, 'erDiagram\n  CUSTOMER ||--o{ ORDER : places\n');
    const ok = dsp(['validate', good, '--json']);
    expect(ok.code, ok.stdout).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ valid: true });
    // No extension: the text says what it is.
    expect(dsp(['validate', '-'], 'flowchart LR\n  A --> B\n').stdout).toBe('<stdin>: valid\n');
  });

  it('exits 2 with a clear message for a missing file or bad usage', () => {
    const missing = dsp(['validate', join(dir, 'nope.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`dsp: cannot read ${join(dir, 'nope.json')} (no such file, folder or match)\n`);
    expect(dsp(['validate']).code).toBe(2);
    expect(dsp(['frobnicate']).stderr).toContain('unknown command');
  });

  it('takes many files, folders and glob patterns like dsp render, exit 1 when one is invalid', () => {
    const folder = mkdtempSync(join(dir, 'many-'));
    mkdirSync(join(folder, 'docs/deep'), { recursive: true });
    writeFileSync(join(folder, 'docs/a.mmd'), 'flowchart LR\n  A --> B\n');
    writeFileSync(join(folder, 'docs/deep/b.mermaid'), 'erDiagram\n  A ||--o{ B : has\n');
    writeFileSync(join(folder, 'docs/deep/bad.mmd'), 'flowchart LR\n  A -->\n');
    writeFileSync(join(folder, 'scene.json'), JSON.stringify({ schemaVersion: '0.1', scene: { id: 's' }, elements: [] }));
    const all = dsp(['validate', join(folder, 'docs'), join(folder, 'scene.json')]);
    expect(all.code).toBe(1);
    expect(all.stdout).toBe(`${join(folder, 'docs/a.mmd')}: valid\n${join(folder, 'docs/deep/b.mermaid')}: valid\n${join(folder, 'scene.json')}: valid\n`);
    expect(all.stderr).toMatch(new RegExp(`^${join(folder, 'docs/deep/bad.mmd')}:2:8: MERMAID_SYNTAX_ERROR `));
    const globbed = dsp(['validate', `${folder}/docs/**/*.mermaid`, '--json']);
    expect(globbed.code).toBe(0);
    expect(JSON.parse(globbed.stdout)).toEqual({ valid: true, diagnostics: [] });
    const listed = JSON.parse(dsp(['validate', join(folder, 'docs'), '--json']).stdout) as { valid: boolean; files: Array<{ file: string; valid: boolean }> };
    expect(listed.valid).toBe(false);
    expect(listed.files.map((file) => [file.file, file.valid])).toEqual([[join(folder, 'docs/a.mmd'), true], [join(folder, 'docs/deep/b.mermaid'), true], [join(folder, 'docs/deep/bad.mmd'), false]]);
  });
});
