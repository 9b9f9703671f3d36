import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { canonicalText } from './canonical-json.js';

export type ContentHash = `sha256:${string}`;

/** RFC 8785 (JCS) canonical JSON text of a value. Throws on NaN, Infinity and lone surrogates. */
export function canonicalJson(value: unknown): string {
  const text = canonicalText(value);
  if (text === undefined) throw new Error('canonicalJson: the value has no JSON form');
  return text;
}

/** SHA-256 of UTF-8 text or bytes, as lowercase hex. */
export function sha256Hex(data: string | Uint8Array): string {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return bytesToHex(sha256(bytes));
}

/** A SHA-256 as lowercase hex: sha256Hex here, or a host's native one giving the same digests. */
export type Sha256Hex = (data: string | Uint8Array) => string;

/** `sha256:<hex>` of the RFC 8785 canonical form of any JSON value (`digest`: see Sha256Hex). */
export function hashJson(value: unknown, digest: Sha256Hex = sha256Hex): ContentHash {
  return `sha256:${digest(canonicalJson(value))}`;
}

/**
 * The content hash of a scene: SHA-256 of its canonical view=dsp form. The drawing output
 * (`computed`) is not content and is left out, so laying out never changes the hash.
 */
export function hashScene(scene: object, digest: Sha256Hex = sha256Hex): ContentHash {
  const { computed: _drawing, ...content } = scene as { computed?: unknown };
  return hashJson(content, digest);
}
