import { createHash, randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A random base62 string (rejection sampling keeps every character equally likely). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** Ids minted by the service: dgm_, usr_, wsp_, key_, lnk_, rpt_, ses_, prp_ followed by 20 base62 characters. */
export function mintId(prefix: 'dgm' | 'usr' | 'wsp' | 'key' | 'lnk' | 'rpt' | 'ses' | 'prp'): string {
  return `${prefix}_${randomBase62(20)}`;
}

/** A new API key: dsp_sk_ + 32 hex characters (128 random bits). Shown once, stored hashed. */
export function mintApiKey(): string {
  return `dsp_sk_${randomBytes(16).toString('hex')}`;
}

export const API_KEY_PATTERN = /^dsp_sk_[0-9a-f]{32}$/;

/** SHA-256 hex of a key: the only form in which keys are stored. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Share-link tokens: 22 base62 characters (about 131 random bits), part of a keyless address. */
export const SHARE_TOKEN_LENGTH = 22;
export const SHARE_TOKEN_PATTERN = /^[0-9A-Za-z]{22}$/;

/** A new share-link token. Shown once, in the answer that creates the link; stored hashed. */
export function mintShareToken(): string {
  return randomBase62(SHARE_TOKEN_LENGTH);
}

/** SHA-256 hex of a share-link token: the only form in which tokens are stored. */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
