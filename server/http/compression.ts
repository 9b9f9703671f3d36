import { constants } from 'node:zlib';
import compress from 'koa-compress';
import type { Context, Middleware } from 'koa';

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

/** Statuses that have no body to encode. */
const NO_BODY = new Set([204, 205, 206, 304]);

/** The encodings the compressor writes, best first (koa-compress's own list, identity left out). */
function encodingsOf(compressor: Middleware): string[] {
  const listed = (compressor as { preferredEncodings?: string[] }).preferredEncodings ?? ['br', 'gzip', 'deflate'];
  return listed.filter((encoding) => encoding !== 'identity');
}

/** A compressible answer with a body that no one has encoded yet. */
function encodable(ctx: Context): boolean {
  return ctx.body !== null && ctx.body !== undefined && !NO_BODY.has(ctx.status) && !ctx.response.get('Content-Encoding') && compressibleType(ctx.response.type);
}

/**
 * A client whose Accept-Encoding refuses the plain bytes (`identity;q=0`, `*;q=0`) gets a
 * compressible answer in an encoding it accepts whatever the answer's size, or, when it
 * accepts none the service writes, 406 NOT_ACCEPTABLE naming them (an error answer goes
 * as it is instead). (The compressor alone
 * found no encoding to use and threw: a 500 that the request log saw as a 200.) Answers of
 * other types (PNG, fonts, wasm) go as they are, since the service has no other form of them.
 */
function honourRefusedIdentity(ctx: Context, encodings: string[]): void {
  if (ctx.acceptsEncodings('identity') !== false || !encodable(ctx)) return;
  if (ctx.acceptsEncodings(encodings)) {
    (ctx as { compress?: unknown }).compress = { threshold: 0 };
    return;
  }
  // An error answer keeps its own status and code, in the plain bytes: a 406 in its place
  // would hide what went wrong (a 404, a 500) behind the client's encoding preference.
  if (ctx.status >= 400) {
    (ctx as { compress?: unknown }).compress = false;
    return;
  }
  for (const header of ['ETag', 'Last-Modified', 'Content-Disposition']) ctx.remove(header);
  ctx.set('Cache-Control', 'no-store');
  ctx.status = 406;
  ctx.type = 'application/json';
  ctx.body = JSON.stringify({
    error: `Accept-Encoding refuses every encoding this answer can have; accept one of ${[...encodings, 'identity'].join(', ')} (or leave Accept-Encoding out).`,
    code: 'NOT_ACCEPTABLE',
    acceptEncodings: [...encodings, 'identity'],
  });
  // The refusal itself has no other form than its plain bytes.
  (ctx as { compress?: unknown }).compress = false;
}

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
  const encodings = encodingsOf(compressor);
  return async (ctx, next) => {
    await compressor(ctx, async () => {
      await next();
      honourRefusedIdentity(ctx, encodings);
    });
    const etag = ctx.response.get('ETag');
    if (etag && !etag.startsWith('W/') && ctx.response.get('Content-Encoding')) ctx.set('ETag', `W/${etag}`);
  };
}
