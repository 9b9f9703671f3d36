import type { Context } from 'koa';
import type { VersionImage } from '../use-cases/images/index.js';
import { setCorsHeaders } from './cors.js';
import { sendPrecompressed } from './precompressed.js';
import { notModified } from './etag.js';

/**
 * How an image answer may be cached (spec "Sharing and links" → Caching):
 * - immutable: an exact version reached by a public address; never changes.
 * - latest: an address that follows the latest version; a minute.
 * - private: share links and keyed or signed answers: no shared cache may keep them, and
 *   the browser asks again each time (a cheap 304 while the ETag matches), so a revoked
 *   link or key stops at once.
 */
export const IMAGE_CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  latest: 'public, max-age=60',
  private: 'private, no-cache',
} as const;

export type ImageCaching = keyof typeof IMAGE_CACHE_CONTROL;

/**
 * An SVG opened as a document from this origin runs nothing and loads nothing but the
 * data: fonts and images the engine embeds (labels are escaped by the engine; this is the
 * second wall).
 */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data: https:; sandbox";

/** The header that says which scale a PNG answer was drawn at. */
export const PNG_SCALE_HEADER = 'X-PNG-Scale';
/** Present (value "true") when a PNG asked for without a scale was drawn smaller to fit 16 megapixels. */
export const PNG_DOWNSCALED_HEADER = 'X-PNG-Downscaled';

/** The ETag header value of an image (quoted, strong). */
export function quotedEtag(image: Pick<VersionImage, 'etag'>): string {
  return `"${image.etag}"`;
}

/** What any image answer is made of (a stored version, a redrawing, a preview). */
type ImageBody = Pick<VersionImage, 'format' | 'contentType' | 'body' | 'scale' | 'downscaled'>;

/** The headers every image answer carries: CORS, Vary, the PNG scale, the SVG's policy. */
function imageHeaders(ctx: Context, image: ImageBody): void {
  setCorsHeaders(ctx);
  // Pages that isolate themselves (Cross-Origin-Embedder-Policy) may still embed the image.
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  // The SVG is compressed for clients that accept it (server/http/compression.ts).
  ctx.vary('Accept-Encoding');
  if (image.format === 'png') {
    if (image.scale !== undefined) ctx.set(PNG_SCALE_HEADER, String(image.scale));
    if (image.downscaled) ctx.set(PNG_DOWNSCALED_HEADER, 'true');
  } else {
    ctx.set('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY);
  }
}

function writeBody(ctx: Context, image: ImageBody): void {
  ctx.type = image.contentType;
  ctx.body = typeof image.body === 'string' ? image.body : Buffer.from(image.body.buffer, image.body.byteOffset, image.body.byteLength);
}

/**
 * Sends an image: Content-Type, Cache-Control for `caching`, the ETag (304 with no body on
 * a matching If-None-Match), CORS headers for pages on other origins, Vary, the PNG scale
 * headers, and for an SVG a Content-Security-Policy.
 */
export function sendImage(ctx: Context, image: VersionImage, caching: ImageCaching): void {
  imageHeaders(ctx, image);
  const etag = quotedEtag(image);
  ctx.set('Cache-Control', IMAGE_CACHE_CONTROL[caching]);
  ctx.set('ETag', etag);
  if (notModified(ctx.get('If-None-Match'), etag)) {
    ctx.status = 304;
    return;
  }
  ctx.type = image.contentType;
  if (typeof image.body === 'string' && sendPrecompressed(ctx, etag, image.body)) return;
  writeBody(ctx, image);
}

/** Sends an image drawn for this request only (a preview): the same headers, never cached. */
export function sendDrawnImage(ctx: Context, image: ImageBody): void {
  imageHeaders(ctx, image);
  ctx.set('Cache-Control', 'no-store');
  writeBody(ctx, image);
}
