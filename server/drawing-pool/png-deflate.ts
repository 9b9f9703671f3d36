import { deflateSync } from 'node:zlib';
import type { Deflate } from '../../engine/index.js';

/**
 * zlib's level for the service's PNGs. Measured on a 16-megapixel diagram (4,944 x 3,218 px)
 * against resvg's own encoder (215-225 ms, 628 KB): levels 1-3 take 29-45 ms for 810-834 KB,
 * level 4 (the first with lazy matching) 87-104 ms for 534 KB. The first PNG's time is the
 * target (0.5 s for a 200-node diagram); the file is made once and kept, and a third larger
 * costs a cached read little on the wire. 3 is the smallest of the fast levels.
 */
export const PNG_DEFLATE_LEVEL = 3;

/**
 * The deflate the drawing threads hand the engine for PNGs (engine/raster README): a service
 * PNG is made once and kept, so its bytes come from this Node's zlib, and its first request
 * is what the speed is for. The pixels are resvg's either way.
 */
export const pngDeflate: Deflate = (data) => deflateSync(data, { level: PNG_DEFLATE_LEVEL });
