import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServiceContext } from './context.js';
import { serverSecret } from './server-secret.js';

/** Signed image links from a render expire after 7 days (spec "Sizes and constants"). */
export const SIGNED_LINK_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** What a signed link grants: one format of one version of one diagram, until a time. */
export interface SignedImage {
  diagramId: string;
  revision: number;
  format: 'svg' | 'png';
  /** Unix seconds. */
  expires: number;
}

/** The signed text: a version tag and each field on its own line, so no two grants sign alike. */
function message(image: SignedImage): string {
  return ['dsp-image-link/1', image.diagramId, String(image.revision), image.format, String(image.expires)].join('\n');
}

/** The link's signature: HMAC-SHA256 with the server's image-link secret, base64url (43 characters). */
export async function signImage(context: ServiceContext, image: SignedImage): Promise<string> {
  const secret = await serverSecret(context, 'image-links');
  return createHmac('sha256', secret).update(message(image)).digest('base64url');
}

/**
 * True when `signature` is the server's signature of this grant and the grant has not
 * expired by the clock. Compared in constant time: a forger learns nothing from how long
 * a wrong guess took.
 */
export async function verifyImage(context: ServiceContext, image: SignedImage, signature: string): Promise<boolean> {
  // The text is compared, not its decoded bytes: base64url decoding skips stray characters
  // and the last character's spare bits, so several texts would decode to one signature.
  const expected = Buffer.from(await signImage(context, image), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  const genuine = given.length === expected.length && timingSafeEqual(given, expected);
  return genuine && image.expires * 1000 > context.clock().getTime();
}
