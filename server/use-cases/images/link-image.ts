import { createHash } from 'node:crypto';
import { LruCache } from '../../lru.js';
import type { DrawingCaller } from '../../ports/index.js';
import type { DiagramDeps } from '../shared/index.js';
import { pageAddress, type PublicRef, publicSvg } from '../sharing/index.js';
import { IMAGE_TYPES, type VersionImage } from './version-image.js';

/** Bytes of share-link images kept in memory, per process. */
const LINK_IMAGE_CACHE_BYTES = 16 * 1024 * 1024;

// Per process, like the Kroki drawings' cache. Keyed by the version's chain and the link's
// address, so a revoked link is never answered from it: the address is resolved (and
// refused) before the cache is asked.
const cache = new LruCache<string, VersionImage>({ bytes: LINK_IMAGE_CACHE_BYTES }, (image) => (typeof image.body === 'string' ? Buffer.byteLength(image.body) : image.body.byteLength) + 256);

/**
 * A version's image through a share link. The stored image is stamped with the version's
 * address by id ({webUrl}/d/{id}@{revision}); a share link never shows the diagram's id, so
 * its image is drawn again from the stored scene with the link's own version address as the
 * stamp ({webUrl}/d/{token}@{revision}: what opens it, and stops with the link), and the
 * SVG without title or description (publicSvg). Drawn with the caller's budget on the first
 * request, then kept in memory (docs/decisions/2026-11-28-share-link-stamp.md).
 */
export async function linkImage(deps: DiagramDeps, resolved: PublicRef, format: 'svg' | 'png', caller: DrawingCaller): Promise<VersionImage> {
  const version = await deps.revisions.get(deps.db, resolved.diagram.id, resolved.revision);
  const stamp = pageAddress(deps.webUrl, resolved.ref, resolved.revision);
  const key = JSON.stringify([version.row.chain ?? version.row.hash, stamp, format]);
  const kept = cache.get(key);
  if (kept) return kept;
  const job = { scene: version.scene, stamp };
  let image: VersionImage;
  if (format === 'svg') {
    const { svg } = await deps.drawer.draw(job, caller);
    const body = publicSvg(svg, { access: 'link', hasDescription: version.scene.scene.description !== undefined });
    image = { format, contentType: IMAGE_TYPES.svg, body, etag: contentTag(body) };
  } else {
    // Drawn, planned by the PNG size rule and rasterised as one job (preview.ts does the same).
    const { png, plan } = await deps.drawer.drawPng(job, undefined, caller);
    image = { format, contentType: IMAGE_TYPES.png, body: png, etag: contentTag(png), scale: plan.scale, downscaled: plan.downscaled };
  }
  cache.set(key, image);
  return image;
}

function contentTag(body: string | Uint8Array): string {
  return `sha256:${createHash('sha256').update(body).digest('hex')}`;
}
