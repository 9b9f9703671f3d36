import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'dsp-layout-'));
function dsp(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ['bin/dsp.mjs', ...args], { input, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const scene = {
  schemaVersion: '0.1',
  scene: { id: 's' },
  diagramFamily: 'architecture',
  elements: [
    { id: 'a', kind: 'node', nodeType: 'service', label: 'A' },
    { id: 'b', kind: 'node', nodeType: 'database', label: 'B' },
    { id: 'e', kind: 'edge', from: { elementId: 'a' }, to: { elementId: 'b' } },
  ],
};

describe('dsp layout', () => {
  it('prints {scene, computed, diagnostics} for a valid file and exits 0', () => {
    const file = join(dir, 'ok.json');
    writeFileSync(file, JSON.stringify(scene));
    const out = dsp(['layout', file]);
    expect(out.code).toBe(0);
    const result = JSON.parse(out.stdout) as { scene: { elements: Array<{ layout?: { mode: string } }> }; computed: { elements: Record<string, { kind: string }> }; diagnostics: unknown[] };
    expect(result.scene.elements[0]!.layout?.mode).toBe('absolute');
    expect(result.computed.elements.e!.kind).toBe('edge');
    expect(result.diagnostics).toEqual([]);
  });

  it('reads standard input and exits 1 with {valid: false, diagnostics} when invalid', () => {
    const out = dsp(['layout', '-'], JSON.stringify({ ...scene, elements: [{ id: 'e', kind: 'edge', from: { elementId: 'x' }, to: { elementId: 'y' } }] }));
    expect(out.code).toBe(1);
    const result = JSON.parse(out.stdout) as { valid: boolean; diagnostics: Array<{ code: string }> };
    expect(result.valid).toBe(false);
    expect(result.diagnostics.map((d) => d.code)).toContain('EDGE_ENDPOINT_NOT_FOUND');
    expect(JSON.parse(dsp(['layout', '-'], '{nope').stdout).diagnostics[0].code).toBe('INVALID_JSON');
  });

  it('exits 2 on bad usage and lists the command in the help', () => {
    expect(dsp(['layout']).code).toBe(2);
    expect(dsp(['--help']).stdout).toMatch(/^ {2}layout /m);
    expect(dsp(['layout', '--help']).stdout).toMatch(/^Usage: dsp layout <file.json\|->/);
  });
});
