import { crc32 } from './crc32.js';

/**
 * A zlib-format deflate (RFC 1950) supplied by the host, e.g. Node's `zlib.deflateSync` at a
 * low level. The engine has none of its own: pure-JS deflate of 16 megapixels is slower than
 * resvg's own encoder (README, "Where the time goes").
 */
export type Deflate = (data: Uint8Array) => Uint8Array;

const SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** Writes one chunk (length, type, data, CRC of type and data) at `offset`; returns the offset after it. */
function writeChunk(out: Uint8Array, offset: number, type: string, data: Uint8Array): number {
  const typeBytes = ascii(type);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  view.setUint32(offset, data.length);
  out.set(typeBytes, offset + 4);
  out.set(data, offset + 8);
  view.setUint32(offset + 8 + data.length, crc32(typeBytes, data));
  return offset + 12 + data.length;
}

/**
 * The PNG scanlines (filter byte 0, "none", before each row) of resvg's premultiplied RGBA,
 * demultiplied as resvg's own encoder does (tiny-skia's `demultiply`: each channel divided
 * by alpha/255 in doubles, plus 0.5, truncated), so both encoders hold the same pixels.
 * No other filter: measured on a 16-megapixel diagram, filtering rows in JavaScript cost
 * more time (110-250 ms) than it saved in deflate, for 1-8% smaller files.
 */
function scanlines(pixels: Uint8Array, width: number, height: number): Uint8Array {
  const stride = width * 4;
  const out = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const rowStart = y * (stride + 1) + 1;
    out.set(pixels.subarray(y * stride, (y + 1) * stride), rowStart);
    for (let i = rowStart + 3, end = rowStart + stride; i < end; i += 4) {
      const alpha = out[i]!;
      if (alpha === 255) continue;
      const factor = alpha / 255;
      // alpha 0 gives NaN, which a Uint8Array stores as 0, as Rust's `as u8` does.
      out[i - 3] = Math.trunc(out[i - 3]! / factor + 0.5);
      out[i - 2] = Math.trunc(out[i - 2]! / factor + 0.5);
      out[i - 1] = Math.trunc(out[i - 1]! / factor + 0.5);
    }
  }
  return out;
}

/**
 * An 8-bit RGBA PNG (IHDR, one IDAT, IEND) of resvg's rendered pixels, compressed by the
 * host's deflate. Same pixels as resvg's `asPng`; other bytes (another compressor).
 */
export function encodePng(premultiplied: Uint8Array, width: number, height: number, deflate: Deflate): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type 6 (RGBA), deflate, filter method 0, no interlace
  const compressed = deflate(scanlines(premultiplied, width, height));
  // The file written in place: the compressed data (about 1 MB at 16 megapixels) is copied once.
  const out = new Uint8Array(SIGNATURE.length + 12 + header.length + 12 + compressed.length + 12);
  out.set(SIGNATURE);
  let offset = writeChunk(out, SIGNATURE.length, 'IHDR', header);
  offset = writeChunk(out, offset, 'IDAT', compressed);
  writeChunk(out, offset, 'IEND', new Uint8Array(0));
  return out;
}
