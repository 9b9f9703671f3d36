import { hashJson, sha256Hex } from '../shared/index.js';

/**
 * The chain hash of a version: SHA-256 of the canonical {previous, hash, image} where
 * `previous` is the previous version's chain (null for revision 1), `hash` the content
 * hash and `image` the SHA-256 of the stored SVG. It changes if anything up to that
 * version changes.
 */
export function chainHash(previous: string | null, hash: string, svg: string): string {
  return hashJson({ previous, hash, image: `sha256:${sha256Hex(svg)}` });
}
