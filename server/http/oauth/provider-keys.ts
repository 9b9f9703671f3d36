import { createPrivateKey, hkdfSync, randomBytes, type JsonWebKey } from 'node:crypto';

/** What the authorization server signs with: its cookies' keys and the one key of its JWKS. */
export interface ProviderKeys {
  cookieKeys: string[];
  signingKey: JsonWebKey;
}

function derive(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `dsp-oauth ${purpose}`, 32));
}

/** PKCS#8 wrapping of a 32-byte Ed25519 seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The keys, derived from the server secret (DSP_SECRET or <data dir>/secret, kept out of the
 * database), so every instance given the same secret signs and reads the same cookies,
 * and a copy of the database alone signs nothing. Without a secret (tests, embedding):
 * random keys of this process.
 */
export function providerKeys(secret: string | undefined): ProviderKeys {
  const root = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  const seed = derive(root, 'signing key');
  const signingKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' }).export({ format: 'jwk' });
  return { cookieKeys: [derive(root, 'cookies').toString('base64url')], signingKey: { ...signingKey, use: 'sig', alg: 'EdDSA' } };
}
