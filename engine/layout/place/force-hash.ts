/**
 * A number in [0, 1) from a string (FNV-1a, 32 bits): the force layout's stand-in for
 * randomness, so the same ids always give the same start. Integer arithmetic only.
 */
export function unitHash(text: string, salt = 0): number {
  let hash = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 0x1_0000_0000;
}
