import { beforeAll, describe, expect, it } from 'vitest';
import { loadRenderResources, type RenderResources } from '../../../fonts/node.js';
import { initRaster, RASTER_LIMITS, RasterLimitError, renderPng } from '../../../engine/raster/index.js';
import { resvgFontOptions } from '../../../engine/raster/fonts.js';
import { fontsForSvg, withoutFontFaceRules } from '../../../engine/raster/svg-fonts.js';
import { normalizeScene } from '../../../engine/normalize/index.js';
import { layoutScene } from '../../../engine/layout/index.js';
import { measureScene } from '../../../engine/measure/index.js';
import { decodePng, hasPngSignature } from './decode-png.js';
import { draw } from '../../support/draw.js';

// A white page, a node with a dark 2 px border at (20, 20)-(180, 80), and a label in Inter.
const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">',
  '<rect width="200" height="100" fill="#ffffff"/>',
  '<rect x="20" y="20" width="160" height="60" fill="#ffffff" stroke="#111111" stroke-width="2"/>',
  '<text x="100" y="56" font-family="Inter, sans-serif" font-size="20" text-anchor="middle" fill="#111111">Label</text>',
  '</svg>',
].join('');

const darkness = ([r, g, b]: [number, number, number, number]): number => 255 - Math.min(r, g, b);

function darkPixelsIn(png: ReturnType<typeof decodePng>, x0: number, y0: number, x1: number, y1: number): number {
  let count = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (darkness(png.pixel(x, y)) > 128) count++;
  return count;
}

let resources: RenderResources;

beforeAll(async () => {
  resources = await loadRenderResources();
});

describe('renderPng', () => {
  it('draws at the SVG size with the background, the border and the label text', async () => {
    const bytes = await renderPng(SVG, { fonts: resources.fonts, wasm: resources.wasm });
    expect(hasPngSignature(bytes)).toBe(true);
    const png = decodePng(bytes);
    expect([png.width, png.height]).toEqual([200, 100]);
    expect(png.pixel(1, 1)).toEqual([255, 255, 255, 255]);
    expect(darkness(png.pixel(20, 50))).toBeGreaterThan(128); // the left border
    expect(png.pixel(40, 30)).toEqual([255, 255, 255, 255]); // inside the node, away from the text
    expect(darkPixelsIn(png, 60, 36, 140, 62)).toBeGreaterThan(40); // the label's glyphs
  });

  it('scales with the scale option: 2 doubles width and height', async () => {
    const png = decodePng(await renderPng(SVG, { fonts: resources.fonts, scale: 2, wasm: resources.wasm }));
    expect([png.width, png.height]).toEqual([400, 200]);
    expect(darkness(png.pixel(40, 100))).toBeGreaterThan(128); // the border, now at x 40
    expect(darkPixelsIn(png, 120, 72, 280, 124)).toBeGreaterThan(160);
  });

  it('draws the same bytes twice', async () => {
    const a = await renderPng(SVG, { fonts: resources.fonts, wasm: resources.wasm });
    const b = await renderPng(SVG, { fonts: resources.fonts, wasm: resources.wasm });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('draws the sketch and blueprint faces, and maps the generic families onto bundled faces', async () => {
    for (const family of ['Comic Neue', 'JetBrains Mono', 'sans-serif', 'monospace', 'cursive', 'Unknown Face']) {
      const svg = SVG.replace('Inter, sans-serif', family);
      const png = decodePng(await renderPng(svg, { fonts: resources.fonts, wasm: resources.wasm }));
      expect(darkPixelsIn(png, 50, 36, 150, 62), family).toBeGreaterThan(40);
    }
  });

  it('draws the labels of a scene in the sans face when resvg gets only the sans faces', async () => {
    const { fonts, wasm } = resources;
    const scene = normalizeScene({
      schemaVersion: '0.1',
      scene: { id: 'labels' },
      elements: [
        { id: 'a', kind: 'node', nodeType: 'process', label: 'Payment Gateway' },
        { id: 'b', kind: 'node', nodeType: 'process', label: 'Ledger 42' },
        { id: 'ab', kind: 'edge', from: { elementId: 'a' }, to: { elementId: 'b' } },
      ],
    });
    const laidOut = await layoutScene(measureScene(scene, fonts));
    const svg = draw(laidOut, fonts);
    expect(fontsForSvg(withoutFontFaceRules(svg), fonts)).toEqual(['sans']);
    const png = decodePng(await renderPng(svg, { fonts, wasm }));

    // Glyphs in each label's box, and the very pixels resvg draws with all nine faces.
    const { Resvg } = await initRaster(wasm);
    const resvg = new Resvg(svg, { font: resvgFontOptions(fonts) });
    const image = resvg.render();
    const allFaces = decodePng(image.asPng());
    image.free();
    resvg.free();
    const { computed } = laidOut;
    const { canvas } = computed;
    for (const id of ['a', 'b']) {
      const node = computed.elements[id];
      const box = node?.kind === 'node' ? node.label?.box : undefined;
      if (box === undefined) throw new Error(`no label box for ${id}`);
      const [x0, y0] = [Math.floor(box.x - canvas.x), Math.floor(box.y - canvas.y)];
      const [x1, y1] = [Math.ceil(box.x + box.width - canvas.x), Math.ceil(box.y + box.height - canvas.y)];
      expect(darkPixelsIn(png, x0, y0, x1, y1), id).toBeGreaterThan(30);
      let differing = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (png.pixel(x, y).some((v, i) => v !== allFaces.pixel(x, y)[i])) differing++;
      expect(differing, id).toBe(0);
    }
  });

  it('refuses an output above the pixel limit with a clear error', async () => {
    const huge = '<svg xmlns="http://www.w3.org/2000/svg" width="12000" height="12000"></svg>';
    await expect(renderPng(huge, { fonts: resources.fonts, wasm: resources.wasm })).rejects.toThrow(/megapixels.*lower the scale/);
    await expect(renderPng(SVG, { fonts: resources.fonts, scale: 2, wasm: resources.wasm })).resolves.toBeInstanceOf(Uint8Array);
    const side = RASTER_LIMITS.maxSide + 1;
    const refusal = await renderPng(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="10"></svg>`, { fonts: resources.fonts }).catch((error: unknown) => error);
    // Its own class, so the service and the CLI tell a refusal from a bug's RangeError; still a RangeError for older callers.
    expect(refusal).toBeInstanceOf(RasterLimitError);
    expect(refusal).toBeInstanceOf(RangeError);
    await expect(renderPng(SVG, { fonts: resources.fonts, scale: 11, wasm: resources.wasm })).rejects.toThrow(RasterLimitError);
  });

  it('refuses a scale out of range and an unreadable SVG', async () => {
    for (const scale of [0, -1, Number.NaN, 11]) {
      await expect(renderPng(SVG, { fonts: resources.fonts, scale, wasm: resources.wasm })).rejects.toThrow(/scale/);
    }
    await expect(renderPng('not svg', { fonts: resources.fonts, wasm: resources.wasm })).rejects.toThrow(/could not read the SVG/);
  });

  it('initialises once: initRaster returns the same promise, and later calls need no wasm', async () => {
    const first = initRaster(resources.wasm);
    expect(initRaster(resources.wasm)).toBe(first);
    await first;
    const png = decodePng(await renderPng(SVG, { fonts: resources.fonts }));
    expect(png.width).toBe(200);
  });
});
