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

/** The diagnostics of the --json lines (one per input). */
const diagnosticsOf = (json: string): Array<{ code: string; severity: string }> =>
  json.trim() === '' ? [] : json.trim().split('\n').flatMap((line) => (JSON.parse(line) as { diagnostics: Array<{ code: string; severity: string }> }).diagnostics);

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
    const out = dsp(['render', input, '-o', output, '--json']);
    expect(out.code, out.stderr).toBe(0);
    const svg = readFileSync(output, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(diagnosticsOf(out.stdout).filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('draws a Mermaid state diagram from a .mmd file, its warnings named by construct', () => {
    const input = join(dir, 'states.mmd');
    const output = join(dir, 'states.svg');
    writeFileSync(input, 'stateDiagram-v2\n  [*] --> Idle\n  state split <<fork>>\n  Idle --> split\n  split --> Busy\n  Busy --> [*]\n');
    const out = dsp(['render', input, '-o', output, '--json']);
    expect(out.code, out.stderr).toBe(0);
    expect(readFileSync(output, 'utf8')).toMatch(/^<svg [\s\S]*Busy[\s\S]*<\/svg>$/);
    expect(diagnosticsOf(out.stdout).filter((d) => d.code === 'MERMAID_APPROXIMATED')).toHaveLength(1);
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

  it('draws a sequenceDiagram .mmd file (issue 32), printing what it approximates as file:line warnings', () => {
    const input = join(dir, 'sequence.mmd');
    writeFileSync(input, 'sequenceDiagram\n  actor U as User\n  U->>+API: GET /orders\n  Note left of API: cached\n  API-->>-U: 200 orders\n');
    const out = dsp(['render', input, '-o', join(dir, 'sequence.svg')]);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stderr).toBe(`${input}:4: warning MERMAID_APPROXIMATED note left of API: drawn over API (DSP centres a note on its lifeline)\n`);
    const svg = readFileSync(join(dir, 'sequence.svg'), 'utf8');
    for (const text of ['User', 'GET /orders', 'cached', '200 orders']) expect(svg).toContain(text);
  });

  it('prints the diagnostics as JSON lines with --json and exits 1 without writing when the input is invalid', () => {
    const output = join(dir, 'bad.svg');
    const bad = dsp(['render', '-', '-o', output, '--json'], JSON.stringify({ ...SCENE, elements: [{ id: 'e', kind: 'edge', from: { elementId: 'x' }, to: { elementId: 'y' } }] }));
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({ input: '-', output, status: 'invalid' });
    expect(diagnosticsOf(bad.stdout).map((d) => d.code)).toContain('EDGE_ENDPOINT_NOT_FOUND');
    expect(existsSync(output)).toBe(false);
    const json = dsp(['render', '-', '-o', output, '--json'], '{oops');
    expect(json.code).toBe(1);
    expect(diagnosticsOf(json.stdout)[0]!.code).toBe('INVALID_JSON');
    const mermaid = dsp(['render', '-', '-o', output, '--json'], 'pie\n  "a": 1\n');
    expect(mermaid.code).toBe(1);
    expect(diagnosticsOf(mermaid.stdout)[0]!.code).toBe('MERMAID_TYPE_UNSUPPORTED');
  });

  it('prints errors for people as file:line:col: CODE message', () => {
    const mermaid = join(dir, 'broken.mmd');
    writeFileSync(mermaid, 'flowchart TD\n  A --> B\n  B -->\n');
    const out = dsp(['render', mermaid]);
    expect(out.code).toBe(1);
    expect(out.stderr).toBe(`${mermaid}:3:8: MERMAID_SYNTAX_ERROR expected a node id after the link, found the end of the line\n`);
    const scene = join(dir, 'broken.json');
    writeFileSync(scene, '{"schemaVersion": "0.1",\n  "scene": {"id": "x"},\n  oops}');
    const json = dsp(['render', scene]);
    expect(json.code).toBe(1);
    expect(json.stderr).toMatch(new RegExp(`^${scene}:3:3: INVALID_JSON `));
    expect(existsSync(join(dir, 'broken.svg'))).toBe(false);
  });

  it('names the output after the input when -o is left out, and writes standard output for -o -', () => {
    const input = join(dir, 'named.mmd');
    writeFileSync(input, 'flowchart LR\n  A --> B\n');
    expect(dsp(['render', input]).code).toBe(0);
    expect(dsp(['render', input, '--format=png']).code).toBe(0);
    expect(hasPngSignature(readFileSync(join(dir, 'named.png')))).toBe(true);
    const piped = dsp(['render', input, '-o', '-']);
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout).toMatch(/^<svg [^>]*>[\s\S]*<\/svg>\n?$/);
    expect(piped.stdout).toBe(readFileSync(join(dir, 'named.svg'), 'utf8'));
  });

  it('reports a write error as a write error, exit 2', () => {
    const input = join(dir, 'write.mmd');
    writeFileSync(input, 'flowchart LR\n  A --> B\n');
    // A file where a folder should be: no permission bits to rely on (tests may run as root).
    const out = dsp(['render', input, '-o', join(input, 'x.svg')]);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(new RegExp(`^dsp: cannot write ${join(input, 'x.svg')} \\((ENOTDIR|EEXIST)\\)\n$`));
  });

  it('exits 2 on bad usage: no output for standard input, an unknown extension, theme, scale or option, -o with many inputs', () => {
    const cases = [['render', '-'], ['render', '-', '-o', 'x.jpg'], ['render', '-', '-o', 'x.svg', '--theme', 'neon'], ['render', '-', '-o', 'x.png', '--scale', 'big'], ['render', '-', '--bogus'], ['render', 'a.mmd', 'b.mmd', '-o', 'x.svg']];
    for (const args of cases) {
      const out = dsp(args, '{}');
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr, args.join(' ')).toMatch(/^dsp render: .+/);
    }
  });
});
