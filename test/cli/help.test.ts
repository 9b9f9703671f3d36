import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runDsp } from '../../harness/processes.js';

describe('dsp --help and --version', () => {
  it('prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const out = await runDsp(['--version'], {});
    expect(out.code).toBe(0);
    expect(out.stdout).toBe(`${version}\n`);
  });

  it('lists the commands, and each command prints its own options with exit 0', async () => {
    const all = await runDsp(['--help'], {});
    expect(all.code).toBe(0);
    for (const command of ['render', 'validate', 'layout', 'serve', 'admin']) expect(all.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    const render = await runDsp(['render', '--help'], {});
    expect(render.code).toBe(0);
    expect(render.stdout).toMatch(/^Usage: dsp render /);
    for (const flag of ['--output FILE', '--out-dir DIR', '--theme', '--scale N', '--watch', '--json', '--force']) expect(render.stdout).toContain(flag);
    const validate = await runDsp(['validate', '-h'], {});
    expect(validate.code).toBe(0);
    expect(validate.stdout).toMatch(/^Usage: dsp validate /);
  });

  it('takes --option=value as well as --option value', async () => {
    const input = join(ROOT, 'test/corpus/mermaid/flowchart/login-flow.mmd');
    const equals = await runDsp(['render', input, '--theme=dark', '-o', '-'], {});
    const spaced = await runDsp(['render', input, '--theme', 'dark', '-o', '-'], {});
    const clean = await runDsp(['render', input, '-o', '-'], {});
    expect(equals.code, equals.stderr).toBe(0);
    expect(equals.stdout).toMatch(/^<svg /);
    expect(equals.stdout).toBe(spaced.stdout);
    expect(clean.stdout).not.toBe(equals.stdout);
  });
});
