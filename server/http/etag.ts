import { createHash } from 'node:crypto';

/** A strong ETag for fixed bytes. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match compared weakly (a compression layer may have marked the tag W/), list and * included. */
export function matchesEtag(header: string, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const bare = tag.trim().replace(/^W\//, '');
    return bare === '*' || bare === etag;
  });
}
