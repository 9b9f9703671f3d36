import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'koa';
import { LruCache } from '../lru.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

/** Bytes of compressed image bodies kept per process. */
export const PRECOMPRESSED_BUDGET_BYTES = 16 * 1024 * 1024;

type Encoding = 'br' | 'gzip';

/** A compressed copy and the text it was made from. */
interface Copy {
  source: string;
  compressed: Buffer;
}

/**
 * Compressed copies of image bodies that do not change under their entity tag (a version's
 * SVG, a drawing by URL), so a hot SVG is compressed once, not on every request (which cost
 * more than the rest of the answer; bench/images.ts). A copy is used only for the very text
 * it was made from (two answers that share a tag but not their bytes each get their own:
 * the check is a pointer comparison for the cached string a stored version answers with,
 * a memory comparison otherwise). One per process: a copy stands for its text alone, so
 * apps sharing a process may share them.
 */
const copies = new LruCache<string, Copy>({ bytes: PRECOMPRESSED_BUDGET_BYTES }, (copy) => copy.compressed.length + copy.source.length);

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
  let copy = copies.get(key);
  if (copy === undefined || copy.source !== body) {
    copy = { source: body, compressed: compress(body, encoding) };
    copies.set(key, copy);
  }
  ctx.set('Content-Encoding', encoding);
  ctx.body = copy.compressed;
  return true;
}
