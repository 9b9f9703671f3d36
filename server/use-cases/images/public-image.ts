import type { DiagramDeps } from '../shared/index.js';
import type { DrawingCaller } from '../../ports/index.js';
import { resolvePublicRef, type PublicRef, publicSvg } from '../sharing/index.js';
import { linkImage } from './link-image.js';
import { versionImage, type VersionImage } from './version-image.js';

/** How a keyless image may be cached (server/http/image-answer.ts names the headers). */
export type PublicCaching = 'immutable' | 'latest' | 'private';

/**
 * The spec's caching of a keyless image: an exact version reached by id never changes
 * (immutable, a year); an address following the latest, a minute; anything through a
 * share link is private (no shared cache may keep it, so a revoked link stops at once).
 */
export function publicCaching(resolved: PublicRef): PublicCaching {
  if (resolved.access === 'link') return 'private';
  return resolved.exact ? 'immutable' : 'latest';
}

/**
 * The image of a keyless address ({ref} or {ref}@{revision}, a published diagram's id or a
 * share link's token). By id: the stored stamped SVG (as publicSvg shows it) or the PNG
 * made from it once and kept; through a share link, linkImage's drawing. Drawn, when it must be, with the keyless budget. Anything the address
 * does not show answers the uniform 404.
 */
export async function publicImage(deps: DiagramDeps, ref: string, format: 'svg' | 'png', caller: DrawingCaller): Promise<{ resolved: PublicRef; image: VersionImage; caching: PublicCaching }> {
  const resolved = await resolvePublicRef(deps.db, ref);
  // Through a share link: stamped with the link's address, never the diagram's id.
  if (resolved.access === 'link') return { resolved, image: await linkImage(deps, resolved, format, caller), caching: publicCaching(resolved) };
  let image = await versionImage(deps, resolved.diagram, resolved.revision, format, caller);
  if (format === 'svg') {
    const version = await deps.revisions.get(deps.db, resolved.diagram.id, resolved.revision);
    const body = publicSvg(String(image.body), { access: resolved.access, hasDescription: version.scene.scene.description !== undefined });
    // Its own tag: other bytes than the keyed image's under the same chain, and the tag also
    // keys the compressed copies kept per process (server/http/precompressed.ts).
    image = { ...image, body, etag: `${image.etag}:${resolved.access}` };
  }
  return { resolved, image, caching: publicCaching(resolved) };
}
