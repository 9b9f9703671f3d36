import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMermaidConfig } from '../../cli/mmdc/config.js';
import { findMermaidBlocks, markdownImage, replaceBlocks } from '../../cli/mmdc/markdown.js';
import { mmdcHelp, parseMmdcArgs, type MmdcRequest } from '../../cli/mmdc/options.js';
import { blockImagePath, linkFrom, planOutput } from '../../cli/mmdc/outputs.js';
import { dspTheme } from '../../cli/mmdc/themes.js';

/** The request of a command line that draws (not --help or --version). */
function request(argv: string[]): MmdcRequest {
  const parsed = parseMmdcArgs(argv);
  if (parsed.kind !== 'draw') throw new Error(`expected a drawing, got ${parsed.kind}`);
  return parsed.request;
}

const dir = mkdtempSync(join(tmpdir(), 'dsp-mmdc-args-'));
const MMD = join(dir, 'flow.mmd');
const MD = join(dir, 'doc.md');
writeFileSync(MMD, 'flowchart LR\n  A --> B\n');
writeFileSync(MD, '# Doc\n');

describe('dsp-mmdc: mermaid-cli\'s flags', () => {
  it('reads a typical mmdc command line, short and long, with mmdc\'s defaults', () => {
    expect(request(['-i', 'in.mmd', '-o', 'out.png', '-t', 'dark', '-b', 'transparent', '-w', '1200', '-H', '900', '-s', '2', '-c', 'cfg.json', '-q'])).toEqual({
      input: 'in.mmd', output: 'out.png', theme: 'dark', backgroundColor: 'transparent', width: 1200, height: 900, scale: 2, configFile: 'cfg.json', quiet: true, ignoredFlags: [],
    });
    expect(request(['--input=in.mmd', '--outputFormat', 'png', '--backgroundColor', '#F0F0F0', '--svgId', 'chart', '--artefacts', 'img'])).toMatchObject({
      input: 'in.mmd', outputFormat: 'png', backgroundColor: '#F0F0F0', svgId: 'chart', artefacts: 'img', theme: 'default', width: 800, height: 600, scale: 1, quiet: false,
    });
  });

  it('accepts the browser flags a CI script passes, each named once as ignored, --iconPacks with all its packs', () => {
    const parsed = request(['-i', 'in.mmd', '-p', 'puppeteer.json', '-C', 'style.css', '-f', '-j', '4', '--iconPacks', '@iconify-json/logos', '@iconify-json/mdi', '-q']);
    expect(parsed.quiet).toBe(true);
    expect(parsed.ignoredFlags).toEqual([
      '-C/--cssFile is ignored: Mermaid\'s CSS targets class names DSP\'s SVG does not have',
      '-p/--puppeteerConfigFile is ignored: no browser is started',
      '-f/--pdfFit is ignored: PDF is not drawn',
      '-j/--jobs is ignored: the diagrams are drawn in this process',
      '--iconPacks is ignored: Iconify packs are not downloaded',
    ]);
  });

  it('answers help and version, -V as mmdc spells it', () => {
    expect(parseMmdcArgs(['-h']).kind).toBe('help');
    expect(parseMmdcArgs(['--version']).kind).toBe('version');
    expect(parseMmdcArgs(['-V']).kind).toBe('version');
    const help = mmdcHelp();
    for (const flag of ['-i, --input FILE', '-o, --output FILE', '-e, --outputFormat', '-t, --theme THEME', '-b, --backgroundColor', '-w, --width PX', '-H, --height PX', '-s, --scale N', '-c, --configFile FILE', '-q, --quiet', '-p, --puppeteerConfigFile', '-V, --version']) expect(help).toContain(flag);
  });

  it('refuses what mmdc refuses: an unknown flag, a theme it does not have, a width that is not a whole number, a bare argument', () => {
    expect(() => parseMmdcArgs(['-i', 'a.mmd', '-x'])).toThrow(/Unknown option '-x'[\s\S]*dsp-mmdc --help/);
    expect(() => parseMmdcArgs(['-t', 'ocean'])).toThrow(/--theme must be one of default, forest, dark, neutral, clean, blueprint, sketch, not "ocean"/);
    expect(() => parseMmdcArgs(['-w', '800px'])).toThrow(/--width must be a whole number/);
    expect(() => parseMmdcArgs(['-s', '0'])).toThrow(/--scale must be a number above 0/);
    expect(() => parseMmdcArgs(['-e', 'gif'])).toThrow(/--outputFormat must be svg or png/);
    expect(() => parseMmdcArgs(['in.mmd'])).toThrow(/give the input with -i FILE/);
  });
});

describe('dsp-mmdc: where the output goes (mmdc\'s rules)', () => {
  it('names the output after the input, takes the format from -e or the extension, and Markdown as SVG', () => {
    expect(planOutput(request(['-i', MMD]))).toMatchObject({ output: `${MMD}.svg`, format: 'svg', markdown: false });
    expect(planOutput(request(['-i', MMD, '-e', 'png']))).toMatchObject({ output: `${MMD}.png`, format: 'png' });
    expect(planOutput(request(['-i', MMD, '-o', join(dir, 'x.png')]))).toMatchObject({ format: 'png' });
    expect(planOutput(request(['-i', MD, '-o', join(dir, 'doc.out.md')]))).toMatchObject({ format: 'svg', markdown: true, markdownOutput: true });
    expect(planOutput(request(['-i', '-', '-o', '-']))).toMatchObject({ input: '-', output: '-', format: 'svg' });
    expect(planOutput(request([]))).toMatchObject({ input: '-', output: 'out.svg' });
  });

  it('refuses PDF, a missing input or output folder, stdout for Markdown, and -a without Markdown', () => {
    expect(() => planOutput(request(['-i', MMD, '-o', join(dir, 'x.pdf')]))).toThrow(/PDF output is not drawn/);
    expect(() => planOutput(request(['-i', join(dir, 'none.mmd')]))).toThrow(/Input file ".*none.mmd" doesn't exist/);
    expect(() => planOutput(request(['-i', MMD, '-o', join(dir, 'no/such/x.svg')]))).toThrow(/Output directory ".*no\/such\/" doesn't exist/);
    expect(() => planOutput(request(['-i', MMD, '-o', join(dir, 'x.txt')]))).toThrow(/must end with/);
    expect(() => planOutput(request(['-i', MD, '-o', '-']))).toThrow(/Cannot use `stdout` with markdown input/);
    expect(() => planOutput(request(['-i', MMD, '-a', dir]))).toThrow(/only be used with Markdown input/);
  });

  it('names a Markdown input\'s pictures <output>-<n> from 1, in the -a folder when given, linked from the output\'s folder', () => {
    expect(blockImagePath('docs/doc.out.md', 1, 'svg', undefined)).toBe('docs/doc.out-1.svg');
    expect(blockImagePath('docs/doc.out.md', 2, 'png', undefined)).toBe('docs/doc.out-2.png');
    expect(blockImagePath('out.png', 3, 'png', undefined)).toBe('out-3.png');
    expect(blockImagePath('docs/doc.out.md', 1, 'svg', 'img')).toBe(join('img', 'doc.out-1.svg'));
    expect(linkFrom('docs/doc.out.md', 'docs/doc.out-1.svg')).toBe('./doc.out-1.svg');
    expect(linkFrom('docs/doc.out.md', 'docs/img/doc.out-1.svg')).toBe('./img/doc.out-1.svg');
  });
});

describe('dsp-mmdc: the Mermaid config file', () => {
  it('uses the theme, darkMode, label width, curve, padding and mirrorActors, and names what it ignores', () => {
    const config = readMermaidConfig({
      theme: 'forest', startOnLoad: false, securityLevel: 'loose', markdownAutoWrap: false,
      themeVariables: { darkMode: true, primaryColor: '#ff0000' },
      flowchart: { wrappingWidth: 120, curve: 'stepBefore', diagramPadding: 24, htmlLabels: false, useMaxWidth: true, nodeSpacing: 30 },
      er: { diagramPadding: 10 },
      sequence: { mirrorActors: false, actorMargin: 60 },
      fontFamily: 'Comic Sans MS',
    });
    expect(config).toEqual({
      theme: 'forest', darkMode: true, markdownAutoWrap: false, wrappingWidth: 120, curve: 'orthogonal', mirrorActors: false,
      diagramPadding: { flowchart: 24, er: 10 },
      ignored: ['themeVariables.primaryColor', 'flowchart.nodeSpacing', 'sequence.actorMargin', 'fontFamily'],
    });
  });

  it('maps Mermaid\'s themes to DSP\'s: dark to dark, the others to clean (forest said so), darkMode to dark', () => {
    expect(dspTheme('default', false)).toEqual({ theme: 'clean' });
    expect(dspTheme('neutral', false)).toEqual({ theme: 'clean' });
    expect(dspTheme('dark', false)).toEqual({ theme: 'dark' });
    expect(dspTheme('forest', false)).toEqual({ theme: 'clean', note: 'the forest theme has no DSP counterpart: drawn with clean' });
    expect(dspTheme('base', true)).toEqual({ theme: 'dark' });
    expect(dspTheme('blueprint', false)).toEqual({ theme: 'blueprint' });
    expect(dspTheme('ocean', false)).toBeUndefined();
  });
});

describe('dsp-mmdc: mermaid blocks in Markdown', () => {
  const markdown = [
    '# Doc', // 1
    '```mermaid', // 2
    'flowchart TD', // 3
    '  A --> B', // 4
    '```', // 5
    '- item', // 6
    '  ::: mermaid', // 7
    '  sequenceDiagram', // 8
    '  :::', // 9
    '````markdown', // 10
    '```mermaid', // 11
    'graph TD', // 12
    '```', // 13
    '````', // 14
    ':::mermaid', // 15
    'stateDiagram-v2', // 16
    ':::', // 17
  ].join('\r\n');

  it('finds ```mermaid and ::: mermaid blocks with their first line in the file, not one shown inside another code block', () => {
    const { blocks, unclosed } = findMermaidBlocks(markdown);
    expect(unclosed).toEqual([]);
    expect(blocks.map((block) => [block.firstLine, block.text])).toEqual([
      [3, 'flowchart TD\n  A --> B'],
      [8, '  sequenceDiagram'],
      [16, 'stateDiagram-v2'],
    ]);
  });

  it('replaces each block by its link, keeping the indentation and the line endings', () => {
    const { blocks } = findMermaidBlocks(markdown);
    const links = ['![diagram](./d-1.svg)', '![diagram](./d-2.svg)', '![diagram](./d-3.svg)'];
    const out = replaceBlocks(markdown, blocks, links).split('\r\n');
    expect(out.slice(0, 4)).toEqual(['# Doc', '![diagram](./d-1.svg)', '- item', '  ![diagram](./d-2.svg)']);
    expect(out.slice(4, 9)).toEqual(['````markdown', '```mermaid', 'graph TD', '```', '````']);
    expect(out[9]).toBe('![diagram](./d-3.svg)');
  });

  it('names a mermaid fence that is never closed', () => {
    expect(findMermaidBlocks('text\n\n```mermaid\nflowchart TD\n').unclosed).toEqual([{ line: 3 }]);
  });

  it('writes image links as mmdc does, escaping the alt text and the title', () => {
    expect(markdownImage('./a-1.svg', 'diagram')).toBe('![diagram](./a-1.svg)');
    expect(markdownImage('./a-1.svg', 'a [b]', 'say "hi"')).toBe('![a \\[b\\]](./a-1.svg "say \\"hi\\"")');
  });
});
