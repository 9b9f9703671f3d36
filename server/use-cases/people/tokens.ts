import { createHash, randomBytes } from 'node:crypto';

/**
 * The bearer tokens of people's sign-in: email links and session cookies. 256 random bits
 * in base64url (43 characters); only their SHA-256 is stored, so a copy of the database
 * signs nobody in.
 */
export const PERSON_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function mintPersonToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex: the only form in which a token is kept. */
export function hashPersonToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
