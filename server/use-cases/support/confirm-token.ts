import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a feedback confirm token is good for (spec "Limits"). */
export const CONFIRM_TOKEN_MS = 10 * 60 * 1000;

/**
 * A confirm token binds the exact body (canonical JSON without confirm) to the person and
 * workspace that sent it and to an expiry: `<expiry, ms base36>.<nonce>.<HMAC-SHA256 base64url>`,
 * keyed by the server secret; the random nonce makes every round's token a new one, so a
 * body sent again after it was stored gets a token that was never used. Nothing is stored until the token comes back; the stored
 * item keeps the token's SHA-256 so it stores once.
 */
export interface TokenSubject {
  personId: string;
  workspaceId: string;
  /** canonicalJson of the body without confirm. */
  body: string;
}

function mac(key: Buffer, subject: TokenSubject, expiresMs: number, nonce: string): Buffer {
  return createHmac('sha256', key).update(`dsp feedback confirm/1\n${subject.personId}\n${subject.workspaceId}\n${expiresMs}\n${nonce}\n${subject.body}`).digest();
}

export function signConfirmToken(key: Buffer, subject: TokenSubject, nowMs: number): { token: string; expiresAt: string } {
  const expiresMs = nowMs + CONFIRM_TOKEN_MS;
  const nonce = randomBytes(9).toString('base64url');
  return { token: `${expiresMs.toString(36)}.${nonce}.${mac(key, subject, expiresMs, nonce).toString('base64url')}`, expiresAt: new Date(expiresMs).toISOString() };
}

/** ok; expired (it was this body's, but is over 10 minutes old); mismatch (another body, person, or not a token of this service). */
export type TokenCheck = 'ok' | 'expired' | 'mismatch';

export function checkConfirmToken(key: Buffer, subject: TokenSubject, token: string, nowMs: number): TokenCheck {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'mismatch';
  const expiresMs = parseInt(match[1]!, 36);
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = mac(key, subject, expiresMs, match[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'mismatch';
  return nowMs > expiresMs ? 'expired' : 'ok';
}

/** The stored form of a used token. */
export function confirmTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The seed of a feedback attachment's anonymized copy: fixed by the body, so the preview and the stored copy are the same drawing. */
export function attachmentSeed(key: Buffer, subject: TokenSubject): number {
  return createHmac('sha256', key).update(`dsp feedback seed/1\n${subject.personId}\n${subject.body}`).digest().readUInt32BE(0);
}
