import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import type { FontBytes } from '../../../../engine/measure/index.js';
import { renderPng } from '../../../../engine/raster/index.js';
import { drawIcon } from '../../../../engine/render/icons/index.js';
import { createTextPainter } from '../../../../engine/render/text/index.js';
import { CLEAN } from '../../../../engine/render/themes/index.js';
import { decodePng, type DecodedPng } from '../../raster/decode-png.js';
import { computedNode, iconScene } from './icon-context.js';

/** resvg (the PNG path) draws the embedded-font text and both kinds of icon. */

let fonts: FontBytes;
let wasm: Uint8Array;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
  wasm = new Uint8Array(await readFile(new URL('../../../../node_modules/@resvg/resvg-wasm/index_bg.wasm', import.meta.url)));
});

function count(png: DecodedPng, x0: number, y0: number, x1: number, y1: number, test: (p: [number, number, number, number]) => boolean): number {
  let hits = 0;
  for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) if (test(png.pixel(x, y))) hits += 1;
  return hits;
}

describe('icons and text in a PNG drawn by resvg', () => {
  it('shows the text, a general icon in the text colour and a cloud icon in its own colours', async () => {
    const general = iconScene({ icon: 'server', style: { textColor: '#ff0000' } }, computedNode({ icon: { key: 'server', box: { x: 10, y: 10, width: 40, height: 40 } } }));
    const cloud = iconScene({ icon: 'aws:s3' }, computedNode({ icon: { key: 'aws:s3', box: { x: 60, y: 10, width: 40, height: 40 } } }));
    const painter = createTextPainter(CLEAN, fonts);
    const text = painter.layout({
      box: { x: 110, y: 10, width: 100, height: 40 }, font: 'sans', lineHeight: 30, overflow: false,
      runs: [{ text: 'Service 42', x: 110, y: 40, anchor: 'start', width: 0, fontSize: 24, weight: 'bold', italic: false }],
    }, '#0000ff', '#888888');
    const icons = drawIcon(general.node, general.computed, general.context) + drawIcon(cloud.node, cloud.computed, cloud.context);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="60" viewBox="0 0 260 60"><defs>${general.context.defs}${cloud.context.defs}${painter.definitions()}</defs>`
      + `<rect width="260" height="60" fill="#ffffff"/>${icons}${text}</svg>`;
    const png = decodePng(await renderPng(svg, { fonts, wasm }));
    const red = count(png, 10, 10, 50, 50, ([r, g, b]) => r > 200 && g < 80 && b < 80);
    const green = count(png, 60, 10, 100, 50, ([r, g, b]) => g > r + 30 && g > b);
    const blue = count(png, 110, 12, 250, 48, ([r, g, b]) => b > 200 && r < 80 && g < 80);
    expect(red, 'server icon strokes').toBeGreaterThan(60);
    expect(green, 'S3 bucket colours').toBeGreaterThan(500);
    expect(blue, 'text pixels').toBeGreaterThan(300);
    expect(png.pixel(255, 55)).toEqual([255, 255, 255, 255]);
  });
});
