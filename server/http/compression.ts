import { constants } from 'node:zlib';
import compress from 'koa-compress';
import type { Middleware } from 'koa';

/**
 * The answer types worth compressing: JSON (and JSON Lines exports), SVG, text, HTML. PNG
 * is compressed already (its DEFLATE would gain nothing and cost a pass over every byte).
 */
export function compressibleType(type: string): boolean {
  const mime = type.split(';')[0]!.trim().toLowerCase();
  return (
    mime === 'application/json' ||
    mime.endsWith('+json') ||
    mime === 'application/x-ndjson' ||
    mime === 'image/svg+xml' ||
    mime.startsWith('text/')
  );
}

/** Answers under this size go as they are: the headers would outweigh the saving. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compression of JSON, SVG and text answers for clients that send Accept-Encoding (br at
 * quality 4, gzip, deflate; Vary: Accept-Encoding on every answer). A compressed answer's
 * ETag becomes weak (W/"..."): the compressed bytes are another representation, and
 * If-None-Match compares weakly, so a client's copy still revalidates with a 304.
 */
export function compression(): Middleware {
  const compressor = compress({
    filter: compressibleType,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Quality 4: most of brotli's gain at a fraction of its default (11) cost per answer.
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  }) as Middleware;
  return async (ctx, next) => {
    await compressor(ctx, next);
    const etag = ctx.response.get('ETag');
    if (etag && !etag.startsWith('W/') && ctx.response.get('Content-Encoding')) ctx.set('ETag', `W/${etag}`);
  };
}
