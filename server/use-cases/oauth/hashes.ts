import { createHash } from 'node:crypto';

/**
 * The form in which every id of the authorization server is stored and looked up: an
 * opaque access or refresh token's id is the token itself, so only its SHA-256 is kept.
 */
export function oauthHash(id: string): string {
  return createHash('sha256').update(id, 'utf8').digest('hex');
}
