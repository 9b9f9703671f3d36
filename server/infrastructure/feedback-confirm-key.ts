import { hkdfSync, randomBytes } from 'node:crypto';

/**
 * The key feedback confirm tokens are signed with: HKDF-SHA256 of the server secret for this
 * purpose only (like the image-link keys), so every instance sharing DSP_SECRET checks the
 * others' tokens and the database alone signs none. An app built without a secret (tests,
 * embedding) gets a random key of its own; its tokens are good in it only.
 */
export function feedbackConfirmKey(secret: string | undefined): Buffer {
  if (secret === undefined) return randomBytes(32);
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), 'dsp feedback confirm/1', 32));
}
