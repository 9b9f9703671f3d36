import { createHash } from 'node:crypto';

/** A strong, quoted ETag for fixed bytes. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** The opaque part of each entity tag of an If-None-Match list ("*" stays "*"); weak and strong tags compare alike. */
function entityTags(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter(Boolean);
}

/**
 * True when If-None-Match names this entity tag (or is "*"): the client's copy is current.
 * Compared weakly: a compression layer may have marked the tag W/.
 */
export function notModified(ifNoneMatch: string | undefined, quotedEtag: string): boolean {
  if (!ifNoneMatch) return false;
  const tags = entityTags(ifNoneMatch);
  return tags.includes('*') || tags.includes(quotedEtag.replace(/^W\//, ''));
}
