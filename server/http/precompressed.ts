import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'koa';
import { ByteLru } from '../services/byte-lru.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

/** Bytes of compressed image bodies kept per process. */
export const PRECOMPRESSED_BUDGET_BYTES = 16 * 1024 * 1024;

type Encoding = 'br' | 'gzip';

/**
 * Compressed copies of image bodies that never change under their entity tag (a version's
 * SVG, a drawing by URL), so a hot SVG is compressed once, not on every request (which cost
 * more than the rest of the answer; bench/images.ts). One per process: the keys name the
 * content itself, so apps sharing a process may share the copies.
 */
const copies = new ByteLru<string, Buffer>(PRECOMPRESSED_BUDGET_BYTES, (body) => body.length);

function compress(body: string, encoding: Encoding): Buffer {
  // Once per body, so a higher level than per-request compression (brotli 4) pays off.
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(body, { level: 9 });
}

/**
 * Sends `body` compressed when the client accepts br or gzip and it is worth it, from the
 * copy kept under `etag`; returns false (nothing sent) otherwise, leaving it to the
 * per-request compression. The answer's ETag turns weak on the way out (compression.ts).
 */
export function sendPrecompressed(ctx: Context, etag: string, body: string): boolean {
  if (Buffer.byteLength(body) < COMPRESSION_THRESHOLD_BYTES) return false;
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding !== 'br' && encoding !== 'gzip') return false;
  const key = `${etag}\n${encoding}`;
  let compressed = copies.get(key);
  if (compressed === undefined) {
    compressed = compress(body, encoding);
    copies.set(key, compressed);
  }
  ctx.set('Content-Encoding', encoding);
  ctx.body = compressed;
  return true;
}
