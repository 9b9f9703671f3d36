import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePng, hasPngSignature } from '../engine/raster/decode-png.js';

const dir = mkdtempSync(join(tmpdir(), 'dsp-render-'));

function dsp(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ['bin/dsp.mjs', ...args], { input, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const diagnosticsOf = (stderr: string): Array<{ code: string; severity: string }> =>
  stderr.trim() === '' ? [] : stderr.trim().split('\n').map((line) => JSON.parse(line) as { code: string; severity: string });

const SCENE = {
  schemaVersion: '0.1',
  scene: { id: 'cli' },
  diagramFamily: 'architecture',
  layoutStrategy: { algorithm: 'hierarchical' },
  elements: [
    { id: 'api', kind: 'node', nodeType: 'service', label: 'API' },
    { id: 'db', kind: 'node', nodeType: 'database', label: 'DB' },
    { id: 'e', kind: 'edge', from: { elementId: 'api' }, to: { elementId: 'db' }, label: 'reads' },
  ],
};

describe('dsp render', () => {
  it('writes an SVG that parses as one <svg> document', () => {
    const input = join(dir, 'scene.json');
    const output = join(dir, 'scene.svg');
    writeFileSync(input, JSON.stringify(SCENE));
    const out = dsp(['render', input, '-o', output]);
    expect(out.code, out.stderr).toBe(0);
    const svg = readFileSync(output, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(diagnosticsOf(out.stderr).filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('writes a PNG from Mermaid on standard input, at the scale asked for', () => {
    const one = join(dir, 'one.png');
    const two = join(dir, 'two.png');
    const mermaid = 'flowchart TD\n  A[Client] --> B[Server]\n';
    expect(dsp(['render', '-', '-o', one, '--theme', 'blueprint'], mermaid).code).toBe(0);
    expect(dsp(['render', '-', '-o', two, '--theme', 'blueprint', '--scale', '2'], mermaid).code).toBe(0);
    const bytes = readFileSync(one);
    expect(hasPngSignature(bytes)).toBe(true);
    const [a, b] = [decodePng(bytes), decodePng(readFileSync(two))];
    expect(b.width).toBe(2 * a.width);
    expect(b.height).toBe(2 * a.height);
  });

  it('reads a .mmd file as Mermaid', () => {
    const input = join(dir, 'er.mmd');
    writeFileSync(input, 'erDiagram\n  CUSTOMER ||--o{ ORDER : places\n');
    const out = dsp(['render', input, '-o', join(dir, 'er.svg')]);
    expect(out.code, out.stderr).toBe(0);
  });

  it('prints the diagnostics as JSON lines and exits 1 without writing when the input is invalid', () => {
    const output = join(dir, 'bad.svg');
    const bad = dsp(['render', '-', '-o', output], JSON.stringify({ ...SCENE, elements: [{ id: 'e', kind: 'edge', from: { elementId: 'x' }, to: { elementId: 'y' } }] }));
    expect(bad.code).toBe(1);
    expect(diagnosticsOf(bad.stderr).map((d) => d.code)).toContain('EDGE_ENDPOINT_NOT_FOUND');
    expect(existsSync(output)).toBe(false);
    const json = dsp(['render', '-', '-o', output], '{oops');
    expect(json.code).toBe(1);
    expect(diagnosticsOf(json.stderr)[0]!.code).toBe('INVALID_JSON');
    const mermaid = dsp(['render', '-', '-o', output], 'pie\n  "a": 1\n');
    expect(mermaid.code).toBe(1);
    expect(diagnosticsOf(mermaid.stderr)[0]!.code).toBe('MERMAID_TYPE_UNSUPPORTED');
  });

  it('exits 2 on bad usage: no output, an unknown extension, theme or scale', () => {
    for (const args of [['render', '-'], ['render', '-', '-o', 'x.jpg'], ['render', '-', '-o', 'x.svg', '--theme', 'neon'], ['render', '-', '-o', 'x.png', '--scale', 'big']]) {
      const out = dsp(args, '{}');
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr).toMatch(/^Usage: /);
    }
  });
});
