import { beforeAll, describe, expect, it } from 'vitest';
import { loadRenderResources, type RenderResources } from '../../../fonts/node.js';
import { render } from '../../../engine/render-api/index.js';
import { THEMES } from '../../../engine/render/index.js';
import { decodePng } from '../raster/decode-png.js';

// Issue 14 item 6: render()'s docs-friendly SVG (the pair's pixels in Chromium:
// test/browser-pages/docs-svg.test.ts).
let resources: RenderResources;
beforeAll(async () => {
  resources = await loadRenderResources();
});

const scene = (title: string) => ({
  schemaVersion: '0.1',
  scene: { id: 'docs', title },
  elements: [
    { id: 'api', kind: 'node', nodeType: 'service', label: 'API', icon: 'aws:s3' },
    { id: 'db', kind: 'node', nodeType: 'database', label: 'Database' },
    { id: 'e', kind: 'edge', from: { elementId: 'api' }, to: { elementId: 'db' }, label: 'writes' },
  ],
});

const svgSize = (svg: string): { x: number; y: number; width: number; height: number } => {
  const match = /^<svg [^>]*\bwidth="([\d.]+)" height="([\d.]+)" viewBox="(-?[\d.]+) (-?[\d.]+) /.exec(svg);
  if (match === null) throw new Error('no size on the <svg>');
  return { width: Number(match[1]), height: Number(match[2]), x: Number(match[3]), y: Number(match[4]) };
};
const hex = (pixel: number[]): string => `#${pixel.slice(0, 3).map((value) => value.toString(16).padStart(2, '0')).join('')}`;

describe('render(): docs-friendly SVG', () => {
  it('writes a dark pair in one SVG: a prefers-color-scheme rule switching two drawings of one layout; the PNG is the light one', async () => {
    const single = await render(scene('Pair'), { fonts: resources.fonts, theme: 'clean' });
    const pair = await render(scene('Pair'), { fonts: resources.fonts, theme: 'clean', darkTheme: 'dark', format: 'png', wasm: resources.wasm });
    const svg = pair.svg!;
    expect(svg).toMatch(/<style>\.(dsp[a-z0-9]{7}-)dark\{display:none\}@media \(prefers-color-scheme:dark\)\{\.\1light\{display:none\}\.\1dark\{display:inline\}\}<\/style>/);
    expect(svg.match(/<g class="dsp[a-z0-9]{7}-(light|dark)">/g)).toHaveLength(2);
    expect(svg).toContain(`fill="${THEMES.clean.background}"`);
    expect(svg).toContain(`fill="${THEMES.dark.background}"`);
    // Same layout, so the same size as the light drawing alone; the text is set once in Inter.
    expect(svgSize(svg)).toEqual(svgSize(single.svg!));
    expect(svg.match(/@font-face\{font-family:"[^"]*Inter";font-style:normal;font-weight:400/g)).toHaveLength(1);
    const png = decodePng(pair.png!);
    expect(hex(png.pixel(2, 2))).toBe(THEMES.clean.background);
  });

  it('draws a pair of themes with other faces on the same layout (sketch: Comic Neue in the dark half)', async () => {
    const pair = await render(scene('Sketch pair'), { fonts: resources.fonts, theme: 'clean', darkTheme: 'sketch' });
    expect(pair.svg).toMatch(/font-family:"dsp[a-z0-9]{7}-Comic Neue"/);
    expect(pair.svg).toMatch(/font-family:"dsp[a-z0-9]{7}-Inter"/);
    expect(svgSize(pair.svg!)).toEqual(svgSize((await render(scene('Sketch pair'), { fonts: resources.fonts })).svg!));
  });

  it('leaves the background out with background transparent: the PNG keeps its alpha', async () => {
    const result = await render(scene('Clear'), { fonts: resources.fonts, background: 'transparent', format: 'png', wasm: resources.wasm });
    const { x, y, width, height } = svgSize(result.svg!);
    expect(result.svg).not.toContain(`<rect x="${x}" y="${y}" width="${width}" height="${height}"`);
    const png = decodePng(result.png!);
    expect(png.pixel(1, 1)[3]).toBe(0);
    const filled = await render(scene('Clear'), { fonts: resources.fonts, format: 'png', wasm: resources.wasm });
    expect(filled.svg).toContain(`<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffffff"/>`);
    const opaque = decodePng(filled.png!);
    expect(opaque.pixel(1, 1)).toEqual([255, 255, 255, 255]);
  });

  it('puts pad px around the drawn content instead of the layout margin', async () => {
    const byDefault = svgSize((await render(scene('Pad'), { fonts: resources.fonts })).svg!);
    const tight = svgSize((await render(scene('Pad'), { fonts: resources.fonts, pad: 0 })).svg!);
    const wide = svgSize((await render(scene('Pad'), { fonts: resources.fonts, pad: 100 })).svg!);
    // The layout keeps 40 px around auto-laid-out content (whole pixels outward).
    expect(Math.abs(byDefault.width - (tight.width + 80))).toBeLessThanOrEqual(1);
    expect(Math.abs(wide.width - (tight.width + 200))).toBeLessThanOrEqual(1);
    expect(Math.abs(wide.height - (tight.height + 200))).toBeLessThanOrEqual(1);
    expect(wide.x).toBeLessThanOrEqual(tight.x - 99);
  });

  it('keeps the intrinsic size and lets the drawing shrink to its container', async () => {
    const svg = (await render(scene('Size'), { fonts: resources.fonts })).svg!;
    expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="[^"]+" style="max-width:100%;height:auto"/);
    expect((await render(scene('Size'), { fonts: resources.fonts, responsive: false })).svg).not.toContain('max-width');
  });

  it('names ids and embedded font families after the drawing: the same input gives the same bytes, another input other names', async () => {
    const ids = (svg: string): string[] => [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]!);
    const first = (await render(scene('One'), { fonts: resources.fonts })).svg!;
    const again = (await render(scene('One'), { fonts: resources.fonts })).svg!;
    const other = (await render(scene('Two'), { fonts: resources.fonts })).svg!;
    expect(again).toBe(first);
    const prefix = /id="(dsp[a-z0-9]{7}-)/.exec(first)?.[1];
    expect(prefix).toBeDefined();
    expect(ids(first).length).toBeGreaterThan(0);
    expect(ids(first).every((id) => id.startsWith(prefix!))).toBe(true);
    // The icon's own gradient follows its symbol's scope, and every reference points inside the drawing.
    for (const [, target] of first.matchAll(/(?:href="#|url\(#)([^")]+)/g)) expect(ids(first)).toContain(target);
    expect(ids(other).filter((id) => ids(first).includes(id))).toEqual([]);
    expect(first).toMatch(new RegExp(`font-family="${prefix}Inter, Inter"`));
    const plain = (await render(scene('One'), { fonts: resources.fonts, uniqueIds: false })).svg!;
    expect(ids(plain).every((id) => id.startsWith('dsp-'))).toBe(true);
  });

  it('names the characters no bundled font has (CJK, emoji) and the elements that draw them, instead of dropping them silently', async () => {
    const document = {
      ...scene('Scripts'),
      elements: [
        { id: 'tokyo', kind: 'node', nodeType: 'service', label: '東京 office' },
        { id: 'cafe', kind: 'node', nodeType: 'service', label: 'Café Ωmega Привет' },
        { id: 'e', kind: 'edge', from: { elementId: 'tokyo' }, to: { elementId: 'cafe' }, label: 'ships 🚀\u{FE0F}' },
      ],
    };
    const result = await render(document, { fonts: resources.fonts });
    expect(result.valid).toBe(true);
    const missing = result.diagnostics.filter((d) => d.code === 'GLYPH_MISSING');
    expect(missing.map((d) => [d.severity, d.elementId, d.data?.characters])).toEqual([
      ['warning', 'tokyo', '東京'],
      ['warning', 'e', '🚀'],
    ]);
    expect(missing[0]!.message).toMatch(/^"東京" in tokyo have no glyph in the bundled fonts and are not drawn: pass a font that has them/);
    expect(missing[1]!.data?.codePoints).toEqual(['U+1F680']);
  });

  it('refuses options it cannot draw with a message naming the fix', async () => {
    const fonts = resources.fonts;
    await expect(render(scene('x'), { fonts, darkTheme: 'night' as never })).rejects.toThrow(/unknown darkTheme "night"; use one of clean, dark, blueprint, sketch/);
    await expect(render(scene('x'), { fonts, background: 'white' as never })).rejects.toThrow(/background must be "transparent"/);
    await expect(render(scene('x'), { fonts, pad: -1 })).rejects.toThrow(/pad -1 is out of range: use a number of px from 0 to 1000/);
    await expect(render(scene('x'), { fonts, pad: Number.NaN })).rejects.toThrow(/pad NaN is out of range/);
  });
});
