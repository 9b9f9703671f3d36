import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { createMeasurer, type Measurer, type TextSpec, type WrapMode } from '../../../engine/measure/index.js';

// JetBrains Mono at 10 px: every character advances exactly 6 px, so widths are easy to reason about.
const mono: TextSpec = { font: 'mono', size: 10, weight: 'normal' };
const sans: TextSpec = { font: 'sans', size: 14, weight: 'normal' };

let m: Measurer;
beforeAll(async () => {
  m = createMeasurer(await loadFontsFromDisk());
});

const lines = (text: string, wrap: WrapMode, maxWidth?: number, spec: TextSpec = mono): string[] =>
  m.block(text, spec, maxWidth === undefined ? { wrap } : { wrap, maxWidth }).lines.map((line) => line.text);

describe('wrap none', () => {
  it('breaks only at \\n, \\r\\n and \\r, whatever the width', () => {
    expect(lines('alpha beta gamma', 'none', 20)).toEqual(['alpha beta gamma']);
    expect(lines('a\nb\r\nc\rd', 'none', 20)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps empty lines, and empty text has no lines', () => {
    expect(lines('a\n\nb\n', 'none')).toEqual(['a', '', 'b', '']);
    expect(lines('', 'none')).toEqual([]);
    expect(m.block('', mono, { wrap: 'word', maxWidth: 50 })).toMatchObject({ lines: [], width: 0, height: 0 });
  });
});

describe('wrap word', () => {
  it('fills a line up to exactly maxWidth and no further', () => {
    // "aaa bbb" is 7 characters = 42 px.
    expect(lines('aaa bbb ccc', 'word', 42)).toEqual(['aaa bbb', 'ccc']);
    expect(lines('aaa bbb ccc', 'word', 41.99)).toEqual(['aaa', 'bbb', 'ccc']);
    expect(lines('aaa bbb ccc', 'word', 66)).toEqual(['aaa bbb ccc']);
  });

  it('puts a word wider than maxWidth on its own line, running past', () => {
    const block = m.block('go extraordinarily far', mono, { wrap: 'word', maxWidth: 30 });
    expect(block.lines.map((l) => l.text)).toEqual(['go', 'extraordinarily', 'far']);
    expect(block.lines[1]?.width).toBe(90);
    expect(block.width).toBe(90);
  });

  it('does not count spaces at a wrap point toward the width', () => {
    const block = m.block('aaa     bbb', mono, { wrap: 'word', maxWidth: 30 });
    expect(block.lines).toEqual([{ text: 'aaa', width: 18 }, { text: 'bbb', width: 18 }]);
    expect(m.block('abc   ', mono, { wrap: 'word', maxWidth: 100 }).lines).toEqual([{ text: 'abc', width: 18 }]);
  });

  it('keeps spaces inside a line and indentation at the start of a paragraph', () => {
    expect(lines('a  b', 'word', 100)).toEqual(['a  b']);
    expect(lines('  indented text', 'word', 60)).toEqual(['  indented', 'text']);
  });

  it('wraps each paragraph on its own', () => {
    expect(lines('one two\nthree four', 'word', 30)).toEqual(['one', 'two', 'three', 'four']);
    expect(lines('one\r\n\r\ntwo', 'word', 30)).toEqual(['one', '', 'two']);
  });

  it('counts a tab as four spaces', () => {
    expect(lines('a\tb', 'word', 100)).toEqual(['a    b']);
    expect(m.block('a\tb', mono, { wrap: 'word', maxWidth: 100 }).width).toBe(36);
  });

  it('does not wrap without a maxWidth', () => {
    expect(lines('alpha beta gamma', 'word')).toEqual(['alpha beta gamma']);
  });

  it('gives each line the width measured for its text', () => {
    const block = m.block('The quick brown fox jumps over the lazy dog', sans, { wrap: 'word', maxWidth: 100 });
    expect(block.lines.length).toBeGreaterThan(1);
    for (const line of block.lines) {
      expect(line.width).toBe(m.width(line.text, sans));
      expect(line.width).toBeLessThanOrEqual(100);
    }
    expect(block.height).toBe(block.lines.length * 17.5);
  });
});

describe('wrap character', () => {
  it('splits a word wider than maxWidth between characters, starting it on a fresh line', () => {
    expect(lines('go extraordinarily far', 'character', 30)).toEqual(['go', 'extra', 'ordin', 'arily', 'far']);
  });

  it('lets the next word join the last piece when it fits', () => {
    expect(lines('abcdefgh hi', 'character', 42)).toEqual(['abcdefg', 'h hi']);
  });

  it('wraps at spaces first, like word', () => {
    expect(lines('aaa bbb ccc', 'character', 42)).toEqual(['aaa bbb', 'ccc']);
  });

  it('keeps at least one character per line even when none fits', () => {
    expect(lines('abc', 'character', 1)).toEqual(['a', 'b', 'c']);
  });

  it('never splits a surrogate pair, a combining mark from its base, or an emoji sequence', () => {
    expect(lines('e\u0301e\u0301e\u0301', 'character', 6)).toEqual(['e\u0301', 'e\u0301', 'e\u0301']);
    expect(lines('😀😀', 'character', 10)).toEqual(['😀', '😀']);
    expect(lines('👨\u200d👩\u200d👧x', 'character', 10)).toEqual(['👨\u200d👩\u200d👧', 'x']);
    expect(lines('🇫🇷🇩🇪', 'character', 10)).toEqual(['🇫🇷', '🇩🇪']);
    expect(lines('👍🏽👍🏽', 'character', 10)).toEqual(['👍🏽', '👍🏽']);
  });
});
