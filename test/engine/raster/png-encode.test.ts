import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRenderResources, type RenderResources } from '../../../fonts/node.js';
import { renderPng } from '../../../engine/raster/index.js';
import { crc32 } from '../../../engine/raster/crc32.js';
import { render } from '../../../engine/render-api/index.js';
import { decodePng, hasPngSignature } from './decode-png.js';

const deflate = (data: Uint8Array): Uint8Array => deflateSync(data, { level: 1 });

// No background: every edge pixel of the shapes and glyphs is partly transparent, which is
// where demultiplying resvg's premultiplied pixels could go wrong.
const TRANSLUCENT = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90" viewBox="0 0 160 90">',
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#ff0000" stop-opacity="0"/><stop offset="1" stop-color="#2040c0" stop-opacity="0.8"/></linearGradient></defs>',
  '<rect x="4" y="4" width="150" height="30" fill="url(#g)"/>',
  '<circle cx="40" cy="60" r="22.3" fill="#10a050" fill-opacity="0.37" stroke="#000" stroke-opacity="0.5"/>',
  '<text x="75" y="70" font-family="Inter" font-size="17" fill="#7030a0" fill-opacity="0.6">Ag 42</text>',
  '</svg>',
].join('');

/** Chunk types in order, with whether each one's CRC matches an independent bitwise CRC-32. */
function chunks(bytes: Uint8Array): { type: string; body: Uint8Array; crcOk: boolean }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: { type: string; body: Uint8Array; crcOk: boolean }[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    const typeAndBody = bytes.subarray(at + 4, at + 8 + length);
    let crc = 0xffffffff;
    for (const byte of typeAndBody) {
      crc ^= byte;
      for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
    found.push({ type: String.fromCharCode(...typeAndBody.subarray(0, 4)), body: typeAndBody.subarray(4), crcOk: ((crc ^ 0xffffffff) >>> 0) === view.getUint32(at + 8 + length) });
    at += 12 + length;
  }
  return found;
}

function samePixels(a: Uint8Array, b: Uint8Array): { width: number; differing: number; transparent: number } {
  const [one, two] = [decodePng(a), decodePng(b)];
  expect([two.width, two.height]).toEqual([one.width, one.height]);
  let differing = 0;
  let transparent = 0;
  for (let y = 0; y < one.height; y++) {
    for (let x = 0; x < one.width; x++) {
      const [p, q] = [one.pixel(x, y), two.pixel(x, y)];
      if (p.some((v, i) => v !== q[i])) differing++;
      if (p[3] > 0 && p[3] < 255) transparent++;
    }
  }
  return { width: one.width, differing, transparent };
}

let resources: RenderResources;

beforeAll(async () => {
  resources = await loadRenderResources();
});

describe('renderPng with a host deflate', () => {
  it('holds exactly the pixels of resvg\'s own encoder, translucent edges included', async () => {
    const own = await renderPng(TRANSLUCENT, { fonts: resources.fonts, wasm: resources.wasm, scale: 1.7 });
    const hosted = await renderPng(TRANSLUCENT, { fonts: resources.fonts, wasm: resources.wasm, scale: 1.7, deflate });
    expect(hasPngSignature(hosted)).toBe(true);
    expect(Buffer.from(hosted).equals(Buffer.from(own))).toBe(false);
    const { differing, transparent } = samePixels(own, hosted);
    expect(transparent).toBeGreaterThan(1000);
    expect(differing).toBe(0);
  });

  it('holds the pixels of a whole diagram drawn with a transparent background', async () => {
    const { svg } = await render('flowchart LR\n  a[Orders API] -->|publishes| b([Queue])\n  b --> c{Valid?}\n  c -- yes --> d[(Ledger)]', { fonts: resources.fonts, background: 'transparent' });
    const own = await renderPng(svg!, { fonts: resources.fonts, wasm: resources.wasm });
    const hosted = await renderPng(svg!, { fonts: resources.fonts, wasm: resources.wasm, deflate });
    expect(samePixels(own, hosted).differing).toBe(0);
  });

  it('is what render() uses for a PNG when given a deflate', async () => {
    const source = 'flowchart TD\n  a[Start] --> b[End]';
    const own = await render(source, { fonts: resources.fonts, wasm: resources.wasm, format: 'png' });
    const hosted = await render(source, { fonts: resources.fonts, wasm: resources.wasm, format: 'png', deflate });
    expect(chunks(hosted.png!).map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(samePixels(own.png!, hosted.png!).differing).toBe(0);
  });

  it('writes IHDR, one IDAT and IEND, each with a correct CRC, the header as resvg writes it', async () => {
    const own = chunks(await renderPng(TRANSLUCENT, { fonts: resources.fonts, wasm: resources.wasm }));
    const hosted = chunks(await renderPng(TRANSLUCENT, { fonts: resources.fonts, wasm: resources.wasm, deflate }));
    expect(hosted.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(hosted.every((c) => c.crcOk)).toBe(true);
    expect([...hosted[0]!.body]).toEqual([...own.find((c) => c.type === 'IHDR')!.body]);
  });

  it('computes the CRC-32 of PNG\'s own examples', () => {
    const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
    expect(crc32(ascii('IEND'))).toBe(0xae426082);
    expect(crc32(ascii('123456789'))).toBe(0xcbf43926);
    expect(crc32(ascii('IE'), ascii('ND'))).toBe(0xae426082);
  });

  it('draws the same bytes twice with the same deflate', async () => {
    const a = await renderPng(TRANSLUCENT, { fonts: resources.fonts, wasm: resources.wasm, deflate });
    const b = await renderPng(TRANSLUCENT, { fonts: resources.fonts, wasm: resources.wasm, deflate });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
