import { createHash } from 'node:crypto';
import { inflateRawSync, inflateSync } from 'node:zlib';
import type { ThemeName } from '../../../schema/index.js';
import { LruCache } from '../../lru.js';
import { type Drawer, type DrawingCaller, ServiceError } from '../../ports/index.js';
import { previewImage, type PreviewRequest } from './preview.js';
import type { VersionImage } from './version-image.js';

/** The diagram types this service draws by URL, as Kroki names them in its paths. */
export const KROKI_TYPES = ['mermaid', 'dsp'] as const;
export type KrokiType = (typeof KROKI_TYPES)[number];
export const KROKI_FORMATS = ['svg', 'png'] as const;

/** The largest diagram source a URL or a body may carry once inflated: the REST body bound. */
export const KROKI_SOURCE_BYTES = 4 * 1024 * 1024;

/** Bytes of drawn images kept in memory by content hash, per process. */
export const KROKI_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The largest image a drawing by URL gives a caller without a key, by format. An SVG embeds
 * the subsets of the fonts its text uses, so a short source whose labels hold thousands of
 * distinct characters drew megabytes (a 9.7 KB URL gave a 3.2 MB SVG, served for a year of
 * public caching). Real diagrams stay far below: a 490-node flowchart is 154 KB of SVG, a
 * 1,000-element scene under 700 KB. A PNG is bounded by its 16 megapixels already and a
 * diagram's compresses well; its bound only keeps a noisy one from being kept in caches.
 */
export const KROKI_KEYLESS_OUTPUT_BYTES: Readonly<Record<'svg' | 'png', number>> = { svg: 1024 * 1024, png: 8 * 1024 * 1024 };

/** One drawing by URL: the type and format of the path, the diagram source, an optional theme. */
export interface KrokiRequest {
  type: string;
  format: string;
  source: string;
  theme?: ThemeName;
}

function notDecodable(why: string): ServiceError {
  return new ServiceError(400, 'SOURCE_NOT_DECODABLE', `The diagram source in the URL could not be read (${why}); encode it as Kroki does: deflate (zlib format), then base64url.`);
}

/**
 * Reads a Kroki-encoded diagram source: base64url (the standard alphabet and padding are
 * accepted too) of the text deflated in zlib format (raw deflate is accepted too). Refuses
 * what does not decode (400 SOURCE_NOT_DECODABLE) and what inflates past 4 MiB (413
 * SOURCE_TOO_LARGE), without inflating further than that.
 */
export function decodeKrokiSource(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (base64 === '' || !/^[A-Za-z0-9+/]+$/.test(base64)) throw notDecodable('it is not base64url');
  const compressed = Buffer.from(base64, 'base64');
  let text: Buffer;
  try {
    text = inflateSync(compressed, { maxOutputLength: KROKI_SOURCE_BYTES });
  } catch (error) {
    if (error instanceof RangeError) throw sourceTooLarge();
    try {
      text = inflateRawSync(compressed, { maxOutputLength: KROKI_SOURCE_BYTES });
    } catch (raw) {
      if (raw instanceof RangeError) throw sourceTooLarge();
      throw notDecodable('it is not deflated');
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(text);
  } catch {
    throw notDecodable('it is not UTF-8 text');
  }
}

function sourceTooLarge(): ServiceError {
  return new ServiceError(413, 'SOURCE_TOO_LARGE', `The diagram source is larger than ${KROKI_SOURCE_BYTES / 1024 / 1024} MiB once inflated; draw a smaller diagram.`, { maxBytes: KROKI_SOURCE_BYTES });
}

/** The preview request a diagram source makes: Mermaid text as it is, a DSP scene document as JSON. */
function previewRequestOf(type: KrokiType, source: string, theme: ThemeName | undefined): PreviewRequest {
  const request: PreviewRequest = theme === undefined ? {} : { theme };
  if (type === 'mermaid') return { ...request, mermaid: source };
  try {
    return { ...request, scene: JSON.parse(source) as unknown };
  } catch (error) {
    throw new ServiceError(400, 'INVALID_JSON', `The dsp diagram source is not JSON (${(error as Error).message}); send a DSP scene document.`);
  }
}

const MIB = 1024 * 1024;

/** A keyless drawing by URL past its format's bound: refused, with the ways to get it. */
function outputTooLarge(format: 'svg' | 'png', bytes: number, maxBytes: number): ServiceError {
  const size = (n: number) => `${(n / MIB).toFixed(1)} MiB`;
  const fix = format === 'svg'
    ? 'ask for the png format (it embeds no fonts), send an API key (Authorization: Bearer <API_KEY>), or use fewer distinct characters in the labels (each one adds its glyph to the fonts the SVG embeds)'
    : 'send an API key (Authorization: Bearer <API_KEY>) or draw a smaller diagram';
  return new ServiceError(422, 'OUTPUT_TOO_LARGE', `This ${format.toUpperCase()} would be ${size(bytes)}, more than the ${size(maxBytes)} a drawing by URL without a key may be; ${fix}.`, {
    format,
    bytes,
    maxBytes,
  });
}

/** An image's size in bytes (an SVG's as UTF-8). */
function bytesOf(image: Pick<VersionImage, 'body'>): number {
  return typeof image.body === 'string' ? Buffer.byteLength(image.body) : image.body.byteLength;
}

/** The request's type and format, refused with a code naming what this service draws. */
function checkKind(request: KrokiRequest): { type: KrokiType; format: 'svg' | 'png' } {
  if (!(KROKI_TYPES as readonly string[]).includes(request.type)) {
    throw new ServiceError(400, 'DIAGRAM_TYPE_UNSUPPORTED', `This service draws ${KROKI_TYPES.join(' and ')} diagrams, not "${request.type}"; send Mermaid text as mermaid or a DSP scene document as dsp.`, { supported: KROKI_TYPES });
  }
  if (!(KROKI_FORMATS as readonly string[]).includes(request.format)) {
    throw new ServiceError(400, 'FORMAT_UNSUPPORTED', `This service draws svg and png, not "${request.format}".`, { supported: KROKI_FORMATS });
  }
  return { type: request.type as KrokiType, format: request.format as 'svg' | 'png' };
}

/**
 * Drawing by URL for Kroki clients (docs-tool plugins): the same drawing as a preview of
 * the same input (same bytes), kept in a byte-bounded memory cache by content hash, so a
 * docs site's repeated views cost a lookup. Its ETag is the hash of the bytes.
 *
 * Without a key an image past KROKI_KEYLESS_OUTPUT_BYTES is refused (422 OUTPUT_TOO_LARGE)
 * and not kept: the answers of a GET are cached publicly for a year, and a few such images
 * would push every docs site's diagrams out of this cache. With a key it is drawn and kept.
 */
export class KrokiRenderer {
  private readonly cache: LruCache<string, VersionImage>;

  constructor(
    private readonly drawer: Drawer,
    budgetBytes = KROKI_CACHE_BYTES,
    private readonly keylessOutputBytes = KROKI_KEYLESS_OUTPUT_BYTES,
  ) {
    this.cache = new LruCache({ bytes: budgetBytes }, (image) => bytesOf(image) + 256);
  }

  /** The image of a diagram source: from the cache, or drawn (with the caller's budget) and kept. */
  async image(request: KrokiRequest, caller: DrawingCaller): Promise<VersionImage> {
    const { type, format } = checkKind(request);
    const key = createHash('sha256').update(JSON.stringify([type, format, request.theme ?? null, request.source])).digest('hex');
    const image = this.cache.get(key) ?? (await this.draw(key, type, format, request, caller));
    const maxBytes = this.keylessOutputBytes[format];
    if (caller.budget === 'keyless' && bytesOf(image) > maxBytes) throw outputTooLarge(format, bytesOf(image), maxBytes);
    return image;
  }

  /** Draws an image and keeps it, unless a keyless caller could not be given it. */
  private async draw(key: string, type: KrokiType, format: 'svg' | 'png', request: KrokiRequest, caller: DrawingCaller): Promise<VersionImage> {
    const drawn = await previewImage(this.drawer, previewRequestOf(type, request.source, request.theme), format, caller);
    const image: VersionImage = {
      format,
      contentType: drawn.contentType,
      body: drawn.body,
      etag: `sha256:${createHash('sha256').update(drawn.body).digest('hex')}`,
      ...(drawn.scale !== undefined ? { scale: drawn.scale, downscaled: drawn.downscaled ?? false } : {}),
    };
    if (caller.budget === 'keyed' || bytesOf(image) <= this.keylessOutputBytes[format]) this.cache.set(key, image);
    return image;
  }
}
