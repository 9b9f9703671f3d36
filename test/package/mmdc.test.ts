import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { staleBuild } from '../../harness/built.js';
import { ROOT } from '../../harness/processes.js';
import { decodePng, hasPngSignature } from '../engine/raster/decode-png.js';

/**
 * Issue 32 item 5, as a docs site's CI calls it: mermaid-cli's command lines with `mmdc`
 * replaced by `dsp-mmdc`, run through the built package's bin. The bin sits in a folder laid
 * out as the installed package is (bin/ beside dist/, no sources), so it runs the compiled
 * dist/cli/mmdc/main.js and the CLI bundle, as `npx dsp-mmdc` does after `npm install`.
 */

let pkg: string;
let work: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function mmdc(args: string[], input?: string): Run {
  const result = spawnSync(process.execPath, [join(pkg, 'bin/dsp-mmdc.mjs'), ...args], { cwd: work, input, encoding: 'utf8', timeout: 120_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function dspRender(args: string[]): string {
  const result = spawnSync(process.execPath, [join(ROOT, 'dist/cli/main.js'), 'render', ...args], { cwd: work, encoding: 'utf8', timeout: 120_000 });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

const read = (file: string): string => readFileSync(join(work, file), 'utf8');

/** The RGBA of a PNG's top-left pixel: the background where nothing is drawn. */
function cornerPixel(file: string): number[] {
  const bytes = readFileSync(join(work, file));
  expect(hasPngSignature(bytes)).toBe(true);
  return decodePng(bytes).pixel(0, 0);
}

const FLOW = 'flowchart LR\n  A[Client] --> B{Cache hit?}\n  B -->|yes| C[Answer]\n  B -->|no| D[(Database)]\n';
const SEQUENCE = 'sequenceDiagram\n  Alice->>Bob: Hello\n  Bob-->>Alice: Hi\n';
const DOC = [
  '# Architecture', // 1
  '', // 2
  'The request path:', // 3
  '', // 4
  '```mermaid', // 5
  FLOW.trimEnd(), // 6-10
  '```', // 11
  '', // 12
  'An example of the syntax, not a diagram:', // 13
  '', // 14
  '````markdown', // 15
  '```mermaid', // 16
  'graph TD', // 17
  '```', // 18
  '````', // 19
  '', // 20
  ':::mermaid', // 21
  SEQUENCE.trimEnd(), // 22-24
  ':::', // 25
  '',
].join('\n');
const BROKEN = '# Broken\n\n```mermaid\nflowchart TD\n  A --> B\n```\n\nText.\n\n```mermaid\nflowchart TD\n  A --> B((oops\n```\n';

beforeAll(() => {
  const problem = staleBuild();
  if (problem) throw new Error(problem);
  pkg = mkdtempSync(join(tmpdir(), 'dsp-mmdc-pkg-'));
  mkdirSync(join(pkg, 'bin'));
  copyFileSync(join(ROOT, 'bin/dsp-mmdc.mjs'), join(pkg, 'bin/dsp-mmdc.mjs'));
  symlinkSync(join(ROOT, 'dist'), join(pkg, 'dist'), 'dir');
  work = mkdtempSync(join(tmpdir(), 'dsp-mmdc-work-'));
  writeFileSync(join(work, 'flow.mmd'), FLOW);
  writeFileSync(join(work, 'sequence.mmd'), SEQUENCE);
  writeFileSync(join(work, 'doc.md'), DOC);
  writeFileSync(join(work, 'broken.md'), BROKEN);
  writeFileSync(join(work, 'mermaid.json'), JSON.stringify({ theme: 'dark', flowchart: { curve: 'linear', diagramPadding: 16, htmlLabels: false, nodeSpacing: 80 }, sequence: { mirrorActors: false }, themeVariables: { primaryColor: '#ff0000' } }));
});

// Each case spawns the bin a few times; on a loaded 2-core machine one spawn can take 5-10 s.
describe('dsp-mmdc from the built package, with mermaid-cli\'s command lines', { timeout: 180_000 }, () => {
  it('is the package\'s second bin, and it prints its version and help', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string; bin: Record<string, string>; files: string[] };
    expect(manifest.bin['dsp-mmdc']).toBe('bin/dsp-mmdc.mjs');
    expect(manifest.files).toContain('bin');
    expect(mmdc(['-V'])).toMatchObject({ code: 0, stdout: `${manifest.version}\n` });
    const help = mmdc(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: dsp-mmdc -i <input>/);
  });

  it('mmdc -i flow.mmd -o flow.svg -t dark: the same SVG as dsp render --theme dark; -t default is clean', () => {
    expect(mmdc(['-i', 'flow.mmd', '-o', 'flow-dark.svg', '-t', 'dark', '-q'])).toMatchObject({ code: 0, stderr: '' });
    expect(mmdc(['-i', 'flow.mmd', '-o', 'flow-default.svg'])).toMatchObject({ code: 0 });
    expect(read('flow-dark.svg')).toBe(dspRender(['flow.mmd', '--theme', 'dark', '-o', '-']));
    expect(read('flow-default.svg')).toBe(dspRender(['flow.mmd', '--theme', 'clean', '-o', '-']));
    expect(read('flow-dark.svg')).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>$/);
    expect(read('flow-dark.svg')).toContain('fill="#1a1a22"');
  });

  it('-b colours the background of the SVG and the PNG; -b transparent leaves it out (alpha 0)', () => {
    expect(mmdc(['-i', 'flow.mmd', '-o', 'flow-bg.svg', '-b', '#F0E0D0'])).toMatchObject({ code: 0 });
    expect(read('flow-bg.svg')).toMatch(/<rect x="0" y="0" width="\d+" height="\d+" fill="#f0e0d0"\/>/);
    expect(mmdc(['-i', 'flow.mmd', '-o', 'flow-bg.png', '-b', '#F0E0D0'])).toMatchObject({ code: 0 });
    expect(cornerPixel('flow-bg.png')).toEqual([0xf0, 0xe0, 0xd0, 255]);
    expect(mmdc(['-i', 'flow.mmd', '-o', 'flow-clear.png', '-b', 'transparent'])).toMatchObject({ code: 0 });
    expect(cornerPixel('flow-clear.png')[3]).toBe(0);
    expect(mmdc(['-i', 'flow.mmd', '-o', 'x.svg', '-b', 'url(evil)']).code).toBe(1);
  });

  it('-s scales the PNG and -w narrows a PNG wider than the page, as mmdc\'s page does', () => {
    expect(mmdc(['-i', 'flow.mmd', '-o', 'one.png']).code).toBe(0);
    expect(mmdc(['-i', 'flow.mmd', '-o', 'two.png', '-s', '2']).code).toBe(0);
    expect(mmdc(['-i', 'flow.mmd', '-o', 'narrow.png', '-w', '300', '-s', '2']).code).toBe(0);
    const width = (file: string) => decodePng(readFileSync(join(work, file))).width;
    expect(width('one.png')).toBeGreaterThan(300);
    expect(width('two.png')).toBe(width('one.png') * 2);
    expect(width('narrow.png')).toBe(600);
  });

  it('-c mermaid.json: its theme (over -t, as in mmdc), curve, padding and mirrorActors are used; the rest is named once on stderr', () => {
    const flow = mmdc(['-i', 'flow.mmd', '-o', 'flow-config.svg', '-t', 'default', '-c', 'mermaid.json']);
    expect(flow.code, flow.stderr).toBe(0);
    expect(flow.stderr).toBe('dsp-mmdc: mermaid.json: ignored (DSP draws these its own way): flowchart.nodeSpacing, themeVariables.primaryColor\n');
    expect(read('flow-config.svg')).toContain('fill="#1a1a22"');
    expect(read('flow-config.svg')).not.toBe(read('flow-dark.svg'));
    expect(mmdc(['-i', 'sequence.mmd', '-o', 'sequence-config.svg', '-c', 'mermaid.json', '-q'])).toMatchObject({ code: 0, stderr: '' });
    expect(mmdc(['-i', 'sequence.mmd', '-o', 'sequence.svg', '-t', 'dark']).code).toBe(0);
    const actorBoxes = (file: string) => read(file).split('>Alice<').length - 1;
    expect(actorBoxes('sequence.svg')).toBe(2);
    expect(actorBoxes('sequence-config.svg')).toBe(1);
  });

  it('Markdown mode: each mermaid block drawn into doc.out-<n>.svg and rewritten as an image link', () => {
    const out = mmdc(['-i', 'doc.md', '-o', 'doc.out.md', '-t', 'neutral', '-b', 'transparent']);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toContain(' ✅ ./doc.out-1.svg');
    const rewritten = read('doc.out.md');
    expect(rewritten).toBe(DOC.replace(/```mermaid\nflowchart LR[\s\S]*?\n```\n/, '![diagram](./doc.out-1.svg)\n').replace(/:::mermaid\n[\s\S]*?\n:::\n/, '![diagram](./doc.out-2.svg)\n'));
    expect(rewritten).toContain('````markdown\n```mermaid\ngraph TD\n```\n````');
    expect(read('doc.out-1.svg')).toMatch(/^<svg [\s\S]*Cache hit\?[\s\S]*<\/svg>$/);
    expect(read('doc.out-2.svg')).toMatch(/^<svg [\s\S]*Alice[\s\S]*<\/svg>$/);
    expect(existsSync(join(work, 'doc.out-3.svg'))).toBe(false);
  });

  it('Markdown mode with -e png and -a: PNGs in the artefacts folder, linked from the output', () => {
    const out = mmdc(['-i', 'doc.md', '-o', 'site.md', '-e', 'png', '-a', 'img', '-q']);
    expect(out).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(read('site.md')).toContain('![diagram](./img/site-1.png)');
    expect(read('site.md')).toContain('![diagram](./img/site-2.png)');
    expect(hasPngSignature(readFileSync(join(work, 'img/site-2.png')))).toBe(true);
  });

  it('an error in a Markdown block is file:line:col counted in the Markdown file, exit 1, and the Markdown is not written', () => {
    const out = mmdc(['-i', 'broken.md', '-o', 'broken.out.md']);
    expect(out.code).toBe(1);
    // The broken block opens on line 10; its second line (file line 12) has `((` left open at column 10.
    expect(out.stderr).toMatch(/^broken\.md:12:10: MERMAID_SYNTAX_ERROR expected "\)\)"/m);
    expect(existsSync(join(work, 'broken.out.md'))).toBe(false);
    const single = mmdc(['-i', '-', '-o', 'stdin.svg'], 'flowchart TD\n  A --> B((oops\n');
    expect(single.code).toBe(1);
    expect(single.stderr).toMatch(/^<stdin>:2:10: MERMAID_SYNTAX_ERROR /m);
  });

  it('takes a CI script\'s browser flags (-p, -C, --iconPacks) with a one-line warning each, and reads standard input to standard output', () => {
    writeFileSync(join(work, 'puppeteer.json'), '{"args": ["--no-sandbox"]}');
    const out = mmdc(['-p', 'puppeteer.json', '-C', 'site.css', '--iconPacks', '@iconify-json/logos', '-i', '-', '-o', '-', '-e', 'svg'], FLOW);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toBe(read('flow-default.svg'));
    expect(out.stderr.trim().split('\n')).toEqual([
      'dsp-mmdc: -C/--cssFile is ignored: Mermaid\'s CSS targets class names DSP\'s SVG does not have',
      'dsp-mmdc: -p/--puppeteerConfigFile is ignored: no browser is started',
      'dsp-mmdc: --iconPacks is ignored: Iconify packs are not downloaded',
    ]);
  });

  it('fails with exit 1 and one line, as mmdc: unknown flag, missing input, PDF, a config that is not JSON (at its line and column)', () => {
    expect(mmdc(['-i', 'flow.mmd', '--frobnicate'])).toMatchObject({ code: 1, stderr: expect.stringMatching(/^dsp-mmdc: Unknown option '--frobnicate'/) });
    expect(mmdc(['-i', 'missing.mmd'])).toMatchObject({ code: 1, stderr: 'dsp-mmdc: Input file "missing.mmd" doesn\'t exist\n' });
    expect(mmdc(['-i', 'flow.mmd', '-o', 'flow.pdf'])).toMatchObject({ code: 1, stderr: expect.stringMatching(/^dsp-mmdc: PDF output is not drawn/) });
    writeFileSync(join(work, 'bad.json'), '{\n  "theme": "dark",\n  "flowchart": {x}\n}\n');
    expect(mmdc(['-i', 'flow.mmd', '-c', 'bad.json'])).toMatchObject({ code: 1, stderr: expect.stringMatching(/^bad\.json:3:17: the config is not valid JSON/) });
  });
});
