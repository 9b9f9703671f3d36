import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canvasScene } from '../support/big-canvas.js';
import { pngDimensions } from '../support/raw-http.js';

// dsp render follows the PNG size rule and prints the PNG_DOWNSCALED info diagnostic.
const dir = mkdtempSync(join(tmpdir(), 'dsp-render-size-'));

function dsp(args: string[]) {
  const result = spawnSync(process.execPath, ['bin/dsp.mjs', ...args], { encoding: 'utf8', timeout: 90_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

// With --json, one line per input on stdout carries its diagnostics.
const diagnosticsOf = (stdout: string): Array<{ code: string; severity: string; data?: Record<string, number> }> =>
  stdout.trim().split('\n').filter((line) => line.startsWith('{')).flatMap((line) => (JSON.parse(line) as { diagnostics: Array<{ code: string; severity: string }> }).diagnostics);

describe('dsp render and the PNG size rule', () => {
  const input = join(dir, 'big.json');
  writeFileSync(input, JSON.stringify(canvasScene(5000, 4000)));

  it('without --scale: a PNG within 16 megapixels, and the PNG_DOWNSCALED diagnostic on stderr', () => {
    const output = join(dir, 'big.png');
    const out = dsp(['render', input, '-o', output, '--json']);
    expect(out.code, out.stderr).toBe(0);
    const info = diagnosticsOf(out.stdout).find((d) => d.code === 'PNG_DOWNSCALED');
    expect(info).toMatchObject({ severity: 'info', data: { fullWidth: 5000, fullHeight: 4000 } });
    const size = pngDimensions(readFileSync(output));
    expect(size).toEqual({ width: info!.data!.width, height: info!.data!.height });
    expect(size.width * size.height).toBeLessThanOrEqual(16_000_000);
  });

  it('with --scale past the hard limit: exit 1, the limit and the largest scale on stderr, no file', () => {
    const output = join(dir, 'huge.png');
    const out = dsp(['render', input, '-o', output, '--scale', '3']);
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/the limit is 100 megapixels: use a scale of 2\.23\d or less/);
    expect(existsSync(output)).toBe(false);
  });

  it('with an explicit --scale under the limit: honoured, no diagnostic', () => {
    const output = join(dir, 'half.png');
    const out = dsp(['render', input, '-o', output, '--scale', '0.5', '--json']);
    expect(out.code, out.stderr).toBe(0);
    expect(pngDimensions(readFileSync(output))).toEqual({ width: 2500, height: 2000 });
    expect(diagnosticsOf(out.stdout).map((d) => d.code)).not.toContain('PNG_DOWNSCALED');
  });
});
