import { hashJson, sha256Hex } from '../shared/index.js';

/** The SHA-256 of a stored image, as a chain link names it (sha256:<hex>). */
export function imageHash(svg: string): string {
  return `sha256:${sha256Hex(svg)}`;
}

/**
 * A chain link from its parts: SHA-256 of the canonical {previous, hash, image}. A purged
 * revision's tombstone keeps exactly these parts, so its link still verifies without it.
 */
export function chainLink(previous: string | null, hash: string, image: string): string {
  return hashJson({ previous, hash, image });
}

/**
 * The chain hash of a version: SHA-256 of the canonical {previous, hash, image} where
 * `previous` is the previous version's chain (null for revision 1), `hash` the content
 * hash and `image` the SHA-256 of the stored SVG. It changes if anything up to that
 * version changes.
 */
export function chainHash(previous: string | null, hash: string, svg: string): string {
  return chainLink(previous, hash, imageHash(svg));
}
