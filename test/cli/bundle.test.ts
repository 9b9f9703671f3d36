import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The built CLI draws render, validate and layout from one bundled script with a V8 code
 * cache (cli/bundled-commands.ts); a checkout runs the TypeScript modules. Same pictures.
 */
const dir = mkdtempSync(join(tmpdir(), 'dsp-bundle-'));
const BUILT = 'dist/cli/main.js';
const INPUT = join(dir, 'flow.mmd');
writeFileSync(INPUT, 'flowchart TD\n  A[Start] --> B{Ok?}\n  B -->|yes| C[Build]\n  B -->|no| A\n  C --> D[(Store)]\n');
// A subgraph is a frame, which ELK lays out (a flat flowchart gets our own layered placement and never loads elkjs).
const FRAMED = join(dir, 'framed.mmd');
writeFileSync(FRAMED, 'flowchart LR\n  subgraph ci [CI]\n    L[Lint] --> T[Test]\n  end\n  T --> D[Deploy]\n');

function run(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [script, ...args], { encoding: 'latin1', timeout: 60_000, env: { ...process.env, ...env } });
  expect(result.status, `${script} ${args.join(' ')}: ${result.stderr}`).toBe(0);
  return result.stdout;
}

/** The code cache folder of a run whose temp folder is `temp` (cli/code-cache.ts's userCacheFolder). */
const cacheFolder = (temp: string): string => join(temp, `dsp-diagrams-v8-cache${typeof process.getuid === 'function' ? `-${process.getuid()}` : ''}`);

describe('the built CLI\'s bundle', () => {
  it('is built (npm run build)', () => {
    expect(existsSync('dist/cli/local-commands.cjs'), 'run npm run build first').toBe(true);
  });

  it('draws the same SVG and PNG bytes as the modules, with the code cache written and then used', { timeout: 120_000 }, () => {
    const temp = mkdtempSync(join(dir, 'tmp-'));
    // Each input in both formats: the flat one drawn by our own layered placement, the framed one by ELK.
    const runs = [INPUT, FRAMED].flatMap((input) => ['svg', 'png'].map((format) => ['render', input, '--format', format, '-o', '-']));
    const checkout = runs.map((args) => run('bin/dsp.mjs', args));
    const modules = runs.map((args) => run(BUILT, args, { DSP_CLI_UNBUNDLED: '1', TMPDIR: temp }));
    expect(readdirSync(temp), 'the modules use no code cache').toHaveLength(0);
    const cold = runs.map((args) => run(BUILT, args, { TMPDIR: temp }));
    const warm = runs.map((args) => run(BUILT, args, { TMPDIR: temp }));
    expect(checkout[0]).toMatch(/^<svg /);
    expect(checkout[1]!.slice(1, 4)).toBe('PNG');
    expect(checkout[2]).toMatch(/^<svg /);
    expect(modules).toEqual(checkout);
    expect(cold).toEqual(checkout);
    expect(warm).toEqual(checkout);
    expect(readdirSync(cacheFolder(temp)), "the bundle's and elkjs's").toHaveLength(2);
  });

  it('keeps a cache it could use', () => {
    const temp = mkdtempSync(join(dir, 'tmp-'));
    run(BUILT, ['validate', INPUT], { TMPDIR: temp });
    const [file] = readdirSync(cacheFolder(temp));
    const path = join(cacheFolder(temp), file!);
    const longAgo = new Date('2020-01-01T00:00:00Z');
    utimesSync(path, longAgo, longAgo);
    run(BUILT, ['validate', INPUT], { TMPDIR: temp });
    expect(statSync(path).mtimeMs, 'the cache was used, not written again').toBe(longAgo.getTime());
  });

  it('draws when no cache can be written (the temp folder is not a folder)', () => {
    const notAFolder = join(dir, 'not-a-folder');
    writeFileSync(notAFolder, '');
    const svg = run(BUILT, ['render', INPUT, '-o', '-'], { TMPDIR: notAFolder });
    expect(svg).toMatch(/^<svg /);
  });

  it('draws a folder on threads with the same pictures, lines and exit code as in one thread', () => {
    const folder = join(dir, 'docs');
    mkdirSync(folder);
    for (let i = 0; i < 11; i++) writeFileSync(join(folder, `flow-${String(i).padStart(2, '0')}.mmd`), `flowchart LR\n  A${i}[Step ${i}] --> B{Ok?}\n  B -->|yes| C${i}\n  B --> A${i}\n`);
    writeFileSync(join(folder, 'flow-05.mmd'), 'flowchart TD\n  A --> B\n  B -->\n');
    writeFileSync(join(folder, 'flow-08.mmd'), 'flowchart TD\n  A[Go] --> B\n  click A "https://example.com"\n');
    const drawn = (threads: string, out: string) => {
      const result = spawnSync(process.execPath, [BUILT, 'render', folder, '--out-dir', join(dir, out)], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, DSP_CLI_THREADS: threads } });
      const pictures = readdirSync(join(dir, out)).filter((name) => name.endsWith('.svg')).sort();
      // The summary line ends with the run's time in seconds.
      return { code: result.status, stderr: result.stderr.replace(/\(\d+\.\d s\)/, '(time)'), pictures: pictures.map((name) => [name, readFileSync(join(dir, out, name), 'utf8')]) };
    };
    const threaded = drawn('2', 'threads');
    const single = drawn('1', 'single');
    expect(single.code).toBe(1);
    expect(single.stderr).toMatch(/flow-08\.mmd:3: warning MERMAID_UNSUPPORTED[\s\S]*1 of 11 files failed:\n.*flow-05\.mmd:3:8: MERMAID_SYNTAX_ERROR/);
    expect(single.pictures).toHaveLength(10);
    expect(threaded).toEqual(single);
    // Two drawings in flight in one thread, or threads: each picture is the one its file gives alone.
    for (const name of ['flow-00', 'flow-10']) {
      expect(run(BUILT, ['render', join(folder, `${name}.mmd`), '-o', '-'])).toBe(single.pictures.find(([file]) => file === `${name}.svg`)![1]);
    }
  });
});
