import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { createMeasurer, roundPx, type FontBytes, type FontKey } from '../../../../engine/measure/index.js';
import { DrawingFaces } from '../../../../engine/render/text/drawing-faces.js';

let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
});

const TEXTS = ['Service 42', 'ship 🚀 now', '👩‍💻 dev', '🇫🇷 flag', '∀ x ∈ S', 'naïve café', 'שלום', '日本語', 'a\u200bb', 'e\u0301'];

describe('drawing faces', () => {
  it('advance every run exactly as the measurer counts it, in every face and style (the fallback chains agree)', () => {
    const measurer = createMeasurer(fonts);
    for (const font of ['sans', 'mono', 'hand'] as FontKey[]) {
      for (const [style, spec] of [['regular', { weight: 'normal' }], ['bold', { weight: 'bold' }], ['italic', { weight: 'normal', italic: true }]] as const) {
        const faces = new DrawingFaces(fonts, font, style);
        for (const text of TEXTS) {
          expect(roundPx(faces.shape(text).advance * 14), `${font}/${style}: ${text}`).toBe(measurer.width(text, { font, size: 14, ...spec }));
        }
      }
    }
  });

  it('takes each glyph from the first face of the chain that has it, and none for characters no face has', () => {
    const faces = new DrawingFaces(fonts, 'hand', 'regular');
    const shaped = faces.shape('a∀🚀');
    expect(shaped.chars.map((ch) => ch.font)).toEqual(['hand', 'mono', null]);
    expect(faces.keys).toEqual(['hand', 'sans', 'mono']);
  });

  it('places each glyph at the pen position before it', () => {
    const shaped = new DrawingFaces(fonts, 'mono', 'regular').shape('abc');
    // JetBrains Mono: every advance is 0.6 em.
    expect(shaped.chars.map((ch) => Math.round(ch.x * 1000) / 1000)).toEqual([0, 0.6, 1.2]);
    expect(shaped.advance).toBeCloseTo(1.8, 10);
  });

  it('draws nothing for characters XML cannot carry', () => {
    const shaped = new DrawingFaces(fonts, 'sans', 'regular').shape('a\u0000b\u0007');
    expect(shaped.chars.map((ch) => ch.font)).toEqual(['sans', null, 'sans', null]);
  });
});
