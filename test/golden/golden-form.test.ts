import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeGoldenReport } from '../support/golden-report.js';
import { lineDiff } from '../support/line-diff.js';
import { reviewableSvg } from '../support/reviewable-svg.js';

/** The golden files' form (README.md here) and the report a differing golden leaves. */
describe('the reviewable SVG form', () => {
  const raw = '<svg xmlns="http://www.w3.org/2000/svg"><defs><style>@font-face{src:url(data:font/otf;base64,AAAA)}</style></defs>'
    + '<g id="a"><rect width="1" height="1"/><text x="1">two  <tspan>spaces</tspan></text></g><g/><title>T &amp; U</title></svg>';

  it('puts one element a line, indented, and keeps text holders whole on theirs', () => {
    expect(reviewableSvg(raw)).toBe([
      '<svg xmlns="http://www.w3.org/2000/svg">',
      '  <defs>',
      `    <style>@font-face{src:url(data:font/otf;sha256,${createHash('sha256').update('AAAA').digest('hex')})}</style>`,
      '  </defs>',
      '  <g id="a">',
      '    <rect width="1" height="1"/>',
      '    <text x="1">two  <tspan>spaces</tspan></text>',
      '  </g>',
      '  <g/>',
      '  <title>T &amp; U</title>',
      '</svg>',
      '',
    ].join('\n'));
  });

  it('replaces embedded font data by its hash, so other data gives another line', () => {
    const one = reviewableSvg(raw);
    const other = reviewableSvg(raw.replace('AAAA', 'AAAB'));
    expect(one).toMatch(/data:font\/otf;sha256,[0-9a-f]{64}\)/);
    expect(one).not.toContain('AAAA');
    expect(other).not.toBe(one);
  });

  it('drops only whitespace between elements', () => {
    expect(reviewableSvg('<svg>\n<g>\n</g>\n</svg>')).toBe(reviewableSvg('<svg><g></g></svg>'));
    expect(reviewableSvg('<svg><text> a </text></svg>')).toContain('<text> a </text>');
  });
});

describe('line diffs', () => {
  it('lists removed lines before added ones, with context and gaps', () => {
    const expected = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].join('\n');
    const got = ['a', 'b', 'c', 'd', 'e', 'F', 'g', 'h', 'i', 'j'].join('\n');
    expect(lineDiff(expected, got, 1)).toEqual([
      { op: ' ', text: '…' },
      { op: ' ', text: 'e' },
      { op: '-', text: 'f' },
      { op: '+', text: 'F' },
      { op: ' ', text: 'g' },
      { op: ' ', text: '…' },
    ]);
  });
});

describe('the golden report', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dsp-golden-report-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('shows each differing file of a case with both pictures, and is removed once nothing differs', async () => {
    const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="${fill}"/></svg>\n`;
    mkdirSync(join(dir, 'render', 'one'), { recursive: true });
    writeFileSync(join(dir, 'render', 'one', 'drawing.exp.svg'), svg('#ff0000'));
    writeFileSync(join(dir, 'render', 'one', 'drawing.got.svg'), svg('#0000ff'));
    const report = join(dir, 'report.html');
    expect(await writeGoldenReport(dir, report)).toBe(report);
    const html = readFileSync(report, 'utf8');
    expect(html).toContain('<h2>render/one</h2>');
    expect(html.match(/<img alt="" src="data:image\/png;base64,/g)).toHaveLength(2);
    expect(html).toContain('<span class="del">-');
    rmSync(join(dir, 'render', 'one', 'drawing.got.svg'));
    expect(await writeGoldenReport(dir, report)).toBeUndefined();
    expect(() => readFileSync(report)).toThrow();
  });
});
