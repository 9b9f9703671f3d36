import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { createMeasurer, LINE_HEIGHT_RATIO, type FontBytes, type Measurer, type TextSpec } from '../../../engine/measure/index.js';

const sans: TextSpec = { font: 'sans', size: 14, weight: 'normal' };
const mono: TextSpec = { font: 'mono', size: 10, weight: 'normal' };
const hand: TextSpec = { font: 'hand', size: 14, weight: 'normal' };

let fonts: FontBytes;
let m: Measurer;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
  m = createMeasurer(fonts);
});

describe('widths', () => {
  it('gives Inter advances at the requested size, rounded to 1/100 px', () => {
    // Inter Regular: "A" advances 1413 units of 2048; 1413 / 2048 × 14 = 9.659…
    expect(m.width('A', sans)).toBe(9.66);
    expect(m.width('Order service', sans)).toBe(90.16);
    expect(m.width('', sans)).toBe(0);
    for (const text of ['x', 'Order service', 'Привет', '😀 ok']) {
      const w = m.width(text, { ...sans, size: 13.3 });
      expect(Math.round(w * 100)).toBe(w * 100);
    }
  });

  it('scales linearly with the font size', () => {
    expect(m.width('Hello', { ...sans, size: 28 })).toBeCloseTo(2 * m.width('Hello', sans), 1);
  });

  it('measures bold wider than regular, and each face differently', () => {
    const text = 'Payment gateway';
    const regular = m.width(text, sans);
    expect(m.width(text, { ...sans, weight: 'bold' })).toBeGreaterThan(regular);
    expect(m.width(text, { ...sans, italic: true })).not.toBe(regular);
    expect(m.width(text, { ...hand })).not.toBe(regular);
  });

  it('measures bold italic with the italic face (no bold italic is bundled; CSS matching picks style first)', () => {
    expect(m.width('Payment gateway', { ...sans, weight: 'bold', italic: true })).toBe(m.width('Payment gateway', { ...sans, italic: true }));
  });

  it('gives JetBrains Mono one fixed advance (0.6 em) for every character', () => {
    expect(m.width('i', mono)).toBe(6);
    expect(m.width('W', mono)).toBe(6);
    expect(m.width('iiiii', mono)).toBe(30);
    expect(m.width('WWWWW', mono)).toBe(30);
    expect(m.width('{ "x": 40 }', { ...mono, weight: 'bold' })).toBe(66);
  });

  it('applies the pair kerning opentype.js can read (Comic Neue "AV" is tighter than A plus V)', () => {
    expect(m.width('AV', hand)).toBeLessThan(m.width('A', hand) + m.width('V', hand));
  });

  it('expands a tab to four spaces and measures the widest line of multi-line text', () => {
    expect(m.width('a\tb', sans)).toBe(m.width('a    b', sans));
    expect(m.width('short\na much longer line\r\nmid', sans)).toBe(m.width('a much longer line', sans));
  });
});

describe('characters the fonts lack', () => {
  it('gives emoji one em, and an emoji sequence, a skin tone and a flag one em in all', () => {
    expect(m.width('😀', sans)).toBe(14);
    expect(m.width('🚀', { ...sans, size: 20 })).toBe(20);
    expect(m.width('👨\u200d👩\u200d👧', sans)).toBe(14);
    expect(m.width('👍🏽', sans)).toBe(14);
    expect(m.width('🇫🇷', sans)).toBe(14);
    expect(m.width('🇫🇷🇩🇪', sans)).toBe(28);
  });

  it('gives East Asian wide characters one em each', () => {
    expect(m.width('中文字符', sans)).toBe(56);
    expect(m.width('한국어', mono)).toBe(30);
  });

  it('gives other missing letters the .notdef advance of the face, deterministically', () => {
    // Inter's .notdef advances 1344/2048 em; Hebrew is not in Inter or JetBrains Mono.
    expect(m.width('ש', sans)).toBe(9.19);
    expect(m.width('שלום', sans)).toBe(36.75);
    expect(m.width('ש', mono)).toBe(6);
    expect(m.width('שלום', sans)).toBe(m.width('שלום', sans));
  });

  it('gives combining marks no width, and invisible characters none either', () => {
    expect(m.width('e\u0301', mono)).toBe(6);
    expect(m.width('a\u200bb', mono)).toBe(12);
    expect(m.width('x\ufe0f', mono)).toBe(6);
  });

  it('falls back to Inter for a letter Comic Neue lacks', () => {
    expect(m.width('Привет', hand)).toBe(m.width('Привет', sans));
  });
});

describe('vertical metrics', () => {
  it('uses one line-height ratio for every font', () => {
    expect(LINE_HEIGHT_RATIO).toBe(1.25);
    expect(m.lineHeight(sans)).toBe(17.5);
    expect(m.lineHeight(mono)).toBe(12.5);
    expect(m.lineHeight(hand)).toBe(17.5);
  });

  it('reads ascent and descent from the font (Inter 1984 and 494 units of 2048)', () => {
    expect(m.ascent(sans)).toBe(13.56);
    expect(m.descent(sans)).toBe(3.38);
    expect(m.ascent({ ...mono, size: 100 })).toBe(102);
    expect(m.descent({ ...mono, size: 100 })).toBe(30);
    expect(m.ascent({ ...hand, size: 100 })).toBe(90);
  });

  it('puts the baseline at ascent plus half the leading', () => {
    // Inter at 14 px: (17.5 − 13.5625 − 3.3770) / 2 + 13.5625 = 13.84
    expect(m.baseline(sans)).toBe(13.84);
    expect(m.baseline({ ...hand, size: 100 })).toBe(5 + 90);
  });
});

describe('caching', () => {
  it('returns one measurer per FontBytes object', () => {
    expect(createMeasurer(fonts)).toBe(m);
    expect(createMeasurer({ ...fonts })).not.toBe(m);
  });
});
