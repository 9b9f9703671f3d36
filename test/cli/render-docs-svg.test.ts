import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

/** dsp render's docs-friendly flags pass through to render() (test/engine/render-api/docs-svg.test.ts checks the drawings themselves). */
function dsp(args: string[], input: string) {
  const result = spawnSync(process.execPath, ['bin/dsp.mjs', 'render', '-', '-o', '-', ...args], { input, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const MERMAID = 'flowchart LR\n  A[Docs] --> B[Diagram]\n';
const sizeOf = (svg: string) => /^<svg [^>]*width="([\d.]+)"[^>]*height="([\d.]+)"/.exec(svg)!.slice(1).map(Number);

describe('dsp render --dark-theme, --background, --pad', () => {
  it('writes the dark-mode pair in one SVG', () => {
    const plain = dsp([], MERMAID);
    const pair = dsp(['--dark-theme=dark'], MERMAID);
    expect(pair.code, pair.stderr).toBe(0);
    expect(plain.stdout).not.toContain('prefers-color-scheme');
    expect(pair.stdout).toMatch(/@media ?\(prefers-color-scheme: ?dark\)/);
  });

  it('leaves the background out and pads the drawing', () => {
    const plain = dsp([], MERMAID).stdout;
    const transparent = dsp(['--background', 'transparent'], MERMAID).stdout;
    expect(transparent.length).toBeLessThan(plain.length);
    const [width, height] = sizeOf(plain);
    const padded = sizeOf(dsp(['--pad', '100'], MERMAID).stdout);
    expect(padded[0]).toBeGreaterThan(width!);
    expect(padded[1]).toBeGreaterThan(height!);
  });

  it('refuses values the engine does not take, as usage errors', () => {
    for (const args of [['--pad', '-5'], ['--background', 'purple'], ['--dark-theme', 'neon']]) {
      const answer = dsp(args, MERMAID);
      expect(answer.code, args.join(' ')).toBe(2);
      expect(answer.stdout).toBe('');
      expect(answer.stderr).toMatch(/^dsp render: /);
    }
  });
});
