import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { createMeasurer, type FontBytes } from '../../../../engine/measure/index.js';
import { createTextPainter } from '../../../../engine/render/text/index.js';
import { CLEAN } from '../../../../engine/render/themes/clean.js';
import { SAMPLE_LAYOUTS, sampleSvg } from './sample-layouts.js';

let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
});

describe('the outline text painter', () => {
  it('defines each glyph once and places one <use> per drawn character, labelled for assistive technology', () => {
    const painter = createTextPainter(CLEAN, fonts, 'outlines');
    const markup = painter.layout(SAMPLE_LAYOUTS.start!, '#111827', '#6b7280');
    expect(markup.startsWith('<g role="img" aria-label="Service 42"><g transform="translate(10 20) scale(0.00683594)" fill="#111827">')).toBe(true);
    // Nine drawn characters: the space has no outline, so it is neither defined nor used.
    expect(markup.match(/<use /g)).toHaveLength(9);
    const defs = painter.definitions();
    expect(defs.match(/<path id="dsp-\.glyph-sans-r-\d+" d="M/g)).toHaveLength(8);
  });

  it('starts a centred run half its measured width left of the anchor', () => {
    const painter = createTextPainter(CLEAN, fonts, 'outlines');
    const markup = painter.layout(SAMPLE_LAYOUTS.middle!, '#111827', '#6b7280');
    const width = createMeasurer(fonts).width('Payment Gateway', { font: 'sans', size: 14, weight: 'normal' });
    const left = Number(/translate\(([\d.]+) 40\)/.exec(markup)?.[1]);
    expect(left).toBeCloseTo(150 - width / 2, 1);
  });

  it('skips characters no bundled face has and mutes guard and action runs', () => {
    const painter = createTextPainter(CLEAN, fonts, 'outlines');
    // "ship 🚀 now שלום!": s h i p n o w ! (spaces have no outline).
    expect(painter.layout(SAMPLE_LAYOUTS.missing!, '#111827', '#6b7280').match(/<use /g)).toHaveLength(8);
    expect(painter.layout(SAMPLE_LAYOUTS.tiered!, '#111827', '#6b7280').match(/fill="#6b7280"/g)).toHaveLength(2);
  });

  it('gives the same bytes every time', () => {
    expect(sampleSvg(createTextPainter(CLEAN, fonts, 'outlines'))).toBe(sampleSvg(createTextPainter(CLEAN, fonts, 'outlines')));
  });
});
