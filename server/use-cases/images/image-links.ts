import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { ImageLinkKeys } from '../../ports/index.js';

/** Signed image links from a render expire after 7 days (spec "Sizes and constants"). */
export const SIGNED_LINK_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/**
 * How far past the lifetime an expiry may lie: clocks of instances that disagree by up to
 * 5 minutes still accept each other's links. Anything later was not signed by this service.
 */
export const SIGNED_LINK_CLOCK_ALLOWANCE_SECONDS = 5 * 60;

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

function hmac(key: Buffer, image: SignedImage): string {
  return createHmac('sha256', key).update(message(image)).digest('base64url');
}

/** The link's signature: HMAC-SHA256 with the current image-link key, base64url (43 characters). */
export function signImage(keys: ImageLinkKeys, image: SignedImage): string {
  return hmac(keys.sign, image);
}

/** Whether the expiry lies in the window a link of this service can have: after now, within the lifetime. */
function expiryPlausible(expires: number, clock: Clock): boolean {
  const now = clock().getTime();
  return expires * 1000 > now && expires * 1000 <= now + (SIGNED_LINK_LIFETIME_SECONDS + SIGNED_LINK_CLOCK_ALLOWANCE_SECONDS) * 1000;
}

/**
 * True when `signature` signs this grant with an accepted key (the current secret's, or
 * the previous one's during a rotation) and the expiry lies between now and the lifetime
 * from now: a link expiring later was not made here, whoever signed it. Compared in
 * constant time: a forger learns nothing from how long a wrong guess took.
 */
export function verifyImage(context: { linkKeys: ImageLinkKeys; clock: Clock }, image: SignedImage, signature: string): boolean {
  if (!expiryPlausible(image.expires, context.clock)) return false;
  // The text is compared, not its decoded bytes: base64url decoding skips stray characters
  // and the last character's spare bits, so several texts would decode to one signature.
  const given = Buffer.from(signature, 'utf8');
  return context.linkKeys.accepted.some((key) => {
    const expected = Buffer.from(hmac(key, image), 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
