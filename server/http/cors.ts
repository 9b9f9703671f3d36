import koaCors from '@koa/cors';
import type { Context, Middleware } from 'koa';

/**
 * Cross-origin access for the keyless and public endpoints and the images, so a docs page
 * on another origin can fetch them (fetch(), <img crossorigin>, canvas). Any origin may
 * read them (Access-Control-Allow-Origin: *): nothing here rides on cookies, and keys are
 * sent as headers a page sets itself. Preflights (OPTIONS with
 * Access-Control-Request-Method) answer 204 and are cached by the browser for a day.
 */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'X-API-Key', 'Content-Type', 'Content-Encoding', 'Accept', 'If-None-Match'];

/** Answer headers a cross-origin script may read besides the CORS-safelisted ones. */
export const CORS_EXPOSED_HEADERS = ['ETag', 'X-PNG-Scale', 'X-PNG-Downscaled', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'];

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];

/** A preflight is cached by browsers for this long (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

/**
 * The CORS middleware: mount it before the route's other middleware (key checks, rate
 * limits), so error answers carry the headers too and preflights never reach the route.
 */
export function cors(): Middleware {
  return koaCors({
    origin: '*',
    allowMethods: ALLOWED_METHODS,
    allowHeaders: CORS_ALLOWED_HEADERS,
    exposeHeaders: CORS_EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
}

/** The paths that answer cross-origin requests: the keyless and public endpoints and the images. */
export const CORS_PATHS: ReadonlyArray<string | RegExp> = [
  '/v1/diagrams/preview',
  '/v1/diagrams/validate',
  /^\/v1\/images\//,
  /^\/render\//,
  /^\/v1\/public\//,
  /^\/d\//,
  /^\/schemas\//,
];

/** CORS for the requests whose path is one of `paths` (exact strings or patterns); others pass untouched. */
export function corsOn(paths: ReadonlyArray<string | RegExp> = CORS_PATHS): Middleware {
  const middleware = cors();
  const matches = (path: string) => paths.some((p) => (typeof p === 'string' ? p === path : p.test(path)));
  return (ctx, next) => (matches(ctx.path) ? middleware(ctx, next) : next());
}

/** The CORS headers of an actual (not preflight) answer, for answers sent outside the middleware. */
export function setCorsHeaders(ctx: Context): void {
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS.join(','));
  ctx.vary('Origin');
}
