import type { Context } from 'koa';
import { HttpError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origins a signed-in browser page may send changes from: the service's own and the public website's (DSP_BASE_URL, DSP_WEB_URL). */
export function trustedOrigins(urls: Array<string | undefined>): Set<string> {
  return new Set(urls.map(originOf).filter((origin): origin is string => origin !== null));
}

/** Whether the request's Origin is trusted: one of `trusted`, or the very host the request was sent to. */
function trustedOrigin(ctx: Context, origin: string, trusted: Set<string>): boolean {
  if (trusted.has(origin)) return true;
  try {
    return new URL(origin).host === ctx.host;
  } catch {
    return false;
  }
}

function refused(origin: string | undefined): HttpError {
  const from = origin ? `from ${origin.slice(0, 200)}` : 'without an Origin header';
  return new HttpError(403, 'CROSS_ORIGIN_REFUSED', `A change made with the session cookie must come from this service's own pages; this request came ${from}. Agents send an API key instead.`);
}

/**
 * The CSRF check of cookie-authenticated requests: a change (any method but GET, HEAD,
 * OPTIONS) must carry an Origin header naming the service or its website, which browsers
 * send with every such request and pages cannot forge. A missing Origin is refused too.
 */
export function requireTrustedOrigin(ctx: Context, trusted: Set<string>): void {
  if (SAFE_METHODS.has(ctx.method)) return;
  const origin = ctx.get('origin');
  if (!origin || !trustedOrigin(ctx, origin, trusted)) throw refused(origin || undefined);
}

/**
 * For requests that carry no cookie but could set one (spending a sign-in link): a browser
 * on another site is refused (so nobody is signed in to an account of someone else's
 * choosing); a client that sends no Origin at all (not a browser page) passes.
 */
export function refuseForeignOrigin(ctx: Context, trusted: Set<string>): void {
  const origin = ctx.get('origin');
  if (origin && !trustedOrigin(ctx, origin, trusted)) throw refused(origin);
}
