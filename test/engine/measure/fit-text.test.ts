import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { createMeasurer, fitText, textOverflowDiagnostic, type Measurer, type TextSpec } from '../../../engine/measure/index.js';

// JetBrains Mono at 10 px: 6 px per character, line height 12.5, and the
// baseline 9.85 below a line's top (ascent 10.2 plus half of the negative leading, −0.35).
const mono: TextSpec = { font: 'mono', size: 10, weight: 'normal' };
const box = { width: 100, height: 50 };

let m: Measurer;
beforeAll(async () => {
  m = createMeasurer(await loadFontsFromDisk());
});

describe('fitText', () => {
  it('uses the schema defaults: no wrapping, centred both ways', () => {
    const fit = fitText(m, 'abcd', mono, {}, box);
    expect(m.baseline(mono)).toBe(9.85);
    // 24 px wide line centred in 100 px; one 12.5 px line centred in 50 px: top 18.75.
    expect(fit.lines).toEqual([{ text: 'abcd', width: 24, x: 38, anchorX: 50, baseline: 28.6 }]);
    expect(fit).toMatchObject({ width: 24, height: 12.5, lineHeight: 12.5, requiredHeight: 12.5, availableHeight: 50, overflows: false, overflowsWidth: false });
  });

  it('places lines left, centre and right inside the padding', () => {
    const at = (align: 'left' | 'center' | 'right') => fitText(m, 'abcd', mono, { align }, box, 10).lines[0];
    expect(at('left')).toMatchObject({ x: 10, anchorX: 10 });
    expect(at('center')).toMatchObject({ x: 38, anchorX: 50 });
    expect(at('right')).toMatchObject({ x: 66, anchorX: 90 });
  });

  it('places the block top, middle and bottom inside the padding', () => {
    const baselines = (verticalAlign: 'top' | 'middle' | 'bottom') =>
      fitText(m, 'ab cd', mono, { wrap: 'word', verticalAlign }, { width: 20, height: 60 }, 5).lines.map((l) => l.baseline);
    // Two lines (25 px) in an inner height of 50 px.
    expect(baselines('top')).toEqual([14.85, 27.35]);
    expect(baselines('middle')).toEqual([27.35, 39.85]);
    expect(baselines('bottom')).toEqual([39.85, 52.35]);
  });

  it('wraps to the width inside the padding', () => {
    const fit = fitText(m, 'aaa bbb ccc', mono, { wrap: 'word' }, { width: 62, height: 100 }, { top: 0, right: 10, bottom: 0, left: 10 });
    expect(fit.lines.map((l) => l.text)).toEqual(['aaa bbb', 'ccc']);
  });

  it('reports the box height the text needs and whether it overflows', () => {
    const fit = fitText(m, 'one two three four', mono, { wrap: 'word' }, { width: 40, height: 40 }, 4);
    // Four lines of 12.5 px plus 4 px top and bottom padding.
    expect(fit.lines).toHaveLength(4);
    expect(fit.requiredHeight).toBe(58);
    expect(fit.availableHeight).toBe(40);
    expect(fit.overflows).toBe(true);
    expect(fitText(m, 'one two three four', mono, { wrap: 'word' }, { width: 40, height: 58 }, 4).overflows).toBe(false);
  });

  it('keeps overflowing text centred on the box in the middle', () => {
    const fit = fitText(m, 'a\nb\nc\nd', mono, {}, { width: 20, height: 25 });
    // 50 px of text in 25 px: the block starts 12.5 px above the box.
    expect(fit.lines[0]?.baseline).toBe(-2.65);
  });

  it('flags a line wider than the inner box', () => {
    expect(fitText(m, 'unbreakable', mono, { wrap: 'word' }, { width: 40, height: 40 }).overflowsWidth).toBe(true);
    expect(fitText(m, 'ok', mono, { wrap: 'word' }, { width: 40, height: 40 }).overflowsWidth).toBe(false);
  });

  it('needs no height for empty text', () => {
    expect(fitText(m, '', mono, {}, { width: 10, height: 0 }, 8)).toMatchObject({ lines: [], requiredHeight: 0, overflows: false });
  });
});

describe('textOverflowDiagnostic', () => {
  it('is a TEXT_OVERFLOW warning with both heights and a one-line fix', () => {
    const d = textOverflowDiagnostic('n1', 58, 40);
    expect(d).toMatchObject({ code: 'TEXT_OVERFLOW', severity: 'warning', elementId: 'n1', data: { requiredHeight: 58, availableHeight: 40 } });
    expect(d.message).toContain('at least 58 px');
    expect(d.message).toContain('layout.autoSize');
    expect(d.message).not.toContain('\n');
  });

  it('rounds the height in the advice up to a whole pixel', () => {
    expect(textOverflowDiagnostic('n1', 57.25, 40).message).toContain('at least 58 px');
  });
});
