import type { ServiceContext } from '../shared/index.js';
import { siteName } from './mails.js';

/**
 * Who the passkeys are for (WebAuthn's "relying party"): the public website's host
 * (DSP_WEB_URL) is the RP ID, and pages may ask for passkeys from its origin, or from the
 * service's own (DSP_BASE_URL) when that is the same host or one under it (a browser allows
 * no other). A passkey works only for the RP ID it was made for: changing DSP_WEB_URL's host
 * strands every passkey (people sign in by email and add them again).
 */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

export interface PasskeyDeps extends ServiceContext {
  relyingParty: RelyingParty;
  /** The public website: where errors say to sign in again. */
  webUrl: string;
}

export function relyingPartyFor(webUrl: string, baseUrl?: string): RelyingParty {
  const web = new URL(webUrl);
  const origins = [web.origin];
  if (baseUrl) {
    const base = new URL(baseUrl);
    const under = base.hostname === web.hostname || base.hostname.endsWith(`.${web.hostname}`);
    if (under && !origins.includes(base.origin)) origins.push(base.origin);
  }
  return { id: web.hostname, name: siteName(webUrl), origins };
}
