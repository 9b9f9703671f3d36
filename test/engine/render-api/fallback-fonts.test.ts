import { beforeAll, describe, expect, it } from 'vitest';
import { loadRenderResources, type RenderResources } from '../../../fonts/node.js';
import { render } from '../../../engine/render-api/index.js';
import { faceFor } from '../../../engine/fonts/index.js';
import { subsetFont } from '../../../engine/render/text/font-subset.js';
import { decodePng } from '../raster/decode-png.js';

// Issue 14 item 6: fallback fonts a caller passes for scripts the bundled faces lack. No
// CJK font is installed here, so the fallback is made for the test: a small font named
// "Test Fallback" whose 東 and 京 are Inter's H and I outlines (what a Noto subset would
// be, with recognisable shapes).
let resources: RenderResources;
let fallback: Uint8Array;
beforeAll(async () => {
  resources = await loadRenderResources();
  const inter = faceFor(resources.fonts.sans.regular);
  const glyphOf = (ch: string): number => inter.glyphIndex(ch.codePointAt(0)!);
  fallback = subsetFont({ face: inter, familyName: 'Test Fallback', style: 'regular', glyphs: new Map([[0x6771, glyphOf('H')], [0x4eac, glyphOf('I')]]) });
});

const tokyo = {
  schemaVersion: '0.1',
  scene: { id: 'cjk', title: 'Offices' },
  elements: [{ id: 'tokyo', kind: 'node', nodeType: 'service', label: '東京東京東京東京東京東京東京東京東京東京' }],
};

/** Pixels of the PNG darker than mid grey: the label's ink (the node's outline is thin and light). */
function ink(png: Uint8Array): number {
  const image = decodePng(png);
  let count = 0;
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const [r, g, b] = image.pixel(x, y);
      if (r + g + b < 300) count += 1;
    }
  }
  return count;
}

describe('render(): fallback fonts', () => {
  it('measures, embeds and rasterises characters from a fallback face, and reports nothing missing', async () => {
    const without = await render(tokyo, { fonts: resources.fonts, format: 'png', wasm: resources.wasm });
    const withFallback = await render(tokyo, { fonts: resources.fonts, fallbackFonts: [fallback], format: 'png', wasm: resources.wasm });
    expect(without.diagnostics.map((d) => d.code)).toContain('GLYPH_MISSING');
    expect(withFallback.diagnostics.map((d) => d.code)).not.toContain('GLYPH_MISSING');

    const svg = withFallback.svg!;
    // The fallback face is embedded like a bundled one, under the drawing's scope, holding only what was drawn.
    expect(svg).toMatch(/@font-face\{font-family:"dsp[a-z0-9]{7}-Test Fallback";font-style:normal;font-weight:400;unicode-range:U\+4EAC,U\+6771;src:url\(data:font\/otf;base64,/);
    // The label names the drawing's faces first (browsers), then the faces' own names (resvg).
    expect(svg).toMatch(/font-family="dsp[a-z0-9]{7}-Inter, dsp[a-z0-9]{7}-Test Fallback, Inter, Test Fallback"/);
    expect(svg).toContain('>東京東京東京東京東京東京東京東京東京東京</text>');
    // Measured with the fallback's advances (H and I), not the 1 em a missing wide character keeps.
    const width = (result: typeof without): number => (result.computed!.elements['tokyo'] as { box: { width: number } }).box.width;
    expect(width(withFallback)).not.toBe(width(without));
    // resvg draws the characters: ink where there was none.
    expect(ink(withFallback.png!)).toBeGreaterThan(ink(without.png!) + 100);
  });

  it('gives the same bytes for the same fonts, and the bundled drawing when no fallback face is needed', async () => {
    const latin = { ...tokyo, elements: [{ id: 'a', kind: 'node', nodeType: 'service', label: 'Plain text' }] };
    const plain = await render(latin, { fonts: resources.fonts });
    const withFallback = await render(latin, { fonts: resources.fonts, fallbackFonts: [fallback] });
    expect(withFallback.svg).toBe(plain.svg);
    const again = await render(tokyo, { fonts: resources.fonts, fallbackFonts: [fallback] });
    expect(again.svg).toBe((await render(tokyo, { fonts: resources.fonts, fallbackFonts: [fallback] })).svg);
  });
});
