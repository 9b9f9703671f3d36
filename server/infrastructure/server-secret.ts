import { hkdfSync, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { isoNow, type Clock } from '../clock.js';
import { secretVerifiers } from '../db/repositories/secret-verifiers.js';
import type { ImageLinkKeys } from '../ports/index.js';

/** At least 32 characters: what `openssl rand -base64 32` prints is 44. */
export const MIN_SECRET_LENGTH = 32;

/** HKDF-SHA256 of the secret for one purpose: each purpose's output tells nothing of the others'. */
function derive(secret: string, purpose: string, bytes: number): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), purpose, bytes));
}

function signingKey(secret: string): Buffer {
  return derive(secret, 'dsp image links/1', 32);
}

/**
 * A key's id: 96 bits derived from the secret for another purpose than signing, so knowing
 * it (the database keeps it) gives no signing key. It tells which secret signed, so a start
 * with another secret than the last one is noticed.
 */
export function keyId(secret: string): string {
  return derive(secret, 'dsp image links key id/1', 12).toString('base64url');
}

/** The keys of a secret, with the previous secret's accepted while a rotation lasts. */
export function imageLinkKeys(secret: string, previous?: string): ImageLinkKeys {
  const sign = signingKey(secret);
  if (previous === undefined || previous === secret) return { sign, accepted: [sign], id: keyId(secret) };
  return { sign, accepted: [sign, signingKey(previous)], id: keyId(secret), previousId: keyId(previous) };
}

/**
 * Keys that live as long as one app: for an app built without a secret (tests, embedding).
 * Its links open only in that app. The service itself always starts with a secret.
 */
export function temporaryImageLinkKeys(): ImageLinkKeys {
  return imageLinkKeys(randomBytes(32).toString('base64url'));
}

/**
 * How this start's secret relates to the one the database last saw: `first` (none recorded),
 * `same`, `rotated` (the recorded one is this start's previous secret) or `changed` (links
 * signed with the recorded one are refused here). The database then records this start's.
 */
export type SecretChange = 'first' | 'same' | 'rotated' | 'changed';

export async function recordImageLinkKey(context: { db: Knex; clock: Clock }, keys: ImageLinkKeys): Promise<SecretChange> {
  const recorded = await secretVerifiers.get(context.db, 'image-links');
  if (recorded !== keys.id) await secretVerifiers.put(context.db, 'image-links', keys.id, isoNow(context.clock));
  if (recorded === undefined) return 'first';
  if (recorded === keys.id) return 'same';
  return recorded === keys.previousId ? 'rotated' : 'changed';
}
