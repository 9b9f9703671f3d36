import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'dsp-cli-'));
function dsp(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ['bin/dsp.mjs', ...args], { input, encoding: 'utf8', timeout: 30_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('dsp validate', () => {
  it('prints {valid: true} and exits 0 for a valid file', () => {
    const file = join(dir, 'ok.json');
    writeFileSync(file, JSON.stringify({ schemaVersion: '0.1', scene: { id: 's' }, elements: [], diagramFamily: 'architecture' }));
    const out = dsp(['validate', file]);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual({ valid: true, diagnostics: [] });
  });

  it('reads standard input with "-" and exits 1 when invalid', () => {
    const out = dsp(['validate', '-'], JSON.stringify({ schemaVersion: '0.1', scene: { id: 's' }, elements: [{ id: 'a', kind: 'edge', from: { elementId: 'x' }, to: { elementId: 'a' } }] }));
    expect(out.code).toBe(1);
    const result = JSON.parse(out.stdout) as { valid: boolean; diagnostics: Array<{ code: string }> };
    expect(result.valid).toBe(false);
    expect(result.diagnostics.map((d) => d.code)).toContain('EDGE_ENDPOINT_NOT_FOUND');
  });

  it('reports malformed JSON as a diagnostic and exits 1', () => {
    const out = dsp(['validate', '-'], '{oops');
    expect(out.code).toBe(1);
    expect(JSON.parse(out.stdout).diagnostics[0].code).toBe('INVALID_JSON');
  });

  it('exits 2 with a clear message for a missing file or bad usage', () => {
    const missing = dsp(['validate', join(dir, 'nope.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read');
    expect(dsp(['validate']).code).toBe(2);
    expect(dsp(['frobnicate']).stderr).toContain('unknown command');
  });
});
