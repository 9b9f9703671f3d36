import type { Context, Middleware } from 'koa';

/**
 * Cross-origin access for the keyless and public endpoints and the images, so a docs page
 * on another origin can fetch them (fetch(), <img crossorigin>, canvas). Any origin may
 * read them (Access-Control-Allow-Origin: *): nothing here rides on cookies, and keys are
 * sent as headers a page sets itself. Preflights (OPTIONS with
 * Access-Control-Request-Method) answer 204 and are cached by the browser for a day.
 *
 * The headers are the same whatever the request's Origin (or none), so answers carry no
 * `Vary: Origin`: a shared cache keeps one copy of a public image, not one per site that
 * embeds it (the Fetch standard asks for Vary only when the allowed origin is computed).
 */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'X-API-Key', 'Content-Type', 'Content-Encoding', 'Accept', 'If-None-Match', 'Mcp-Protocol-Version', 'Mcp-Session-Id', 'Last-Event-ID'];

/** Answer headers a cross-origin script may read besides the CORS-safelisted ones. */
export const CORS_EXPOSED_HEADERS = ['ETag', 'X-PNG-Scale', 'X-PNG-Downscaled', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'WWW-Authenticate', 'Mcp-Session-Id'];

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];

/** A preflight is cached by browsers for this long (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

/** The CORS headers of an actual (not preflight) answer. */
export function setCorsHeaders(ctx: Context): void {
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS.join(', '));
}

/**
 * The CORS middleware: answers preflights itself (they reach no route and count against
 * no rate limit) and gives every other answer the headers. Mount it before the route's
 * other middleware (key checks, rate limits), so error answers carry the headers too.
 */
export function cors(): Middleware {
  return async (ctx, next) => {
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS.join(', '));
      ctx.set('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS.join(', '));
      ctx.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      ctx.status = 204;
      return;
    }
    setCorsHeaders(ctx);
    await next();
  };
}

/** The paths that answer cross-origin requests: the keyless and public endpoints and the images. */
export const CORS_PATHS: ReadonlyArray<string | RegExp> = [
  '/v1/diagrams/preview',
  '/v1/diagrams/derive-preview',
  '/v1/diagrams/validate',
  /^\/v1\/images\//,
  /^\/render\//,
  /^\/v1\/public\//,
  /^\/d\//,
  /^\/schemas\//,
  '/openapi.json',
  // MCP from a browser (an assistant's web app, an inspector page): /mcp takes keys and
  // sign-in tokens as headers and never a cookie, so any origin may call it. The 401's
  // WWW-Authenticate is exposed so such a client can start its OAuth flow, and the discovery
  // documents and client registration (open to anyone anyway) answer any origin too. The
  // token and revocation endpoints keep oidc-provider's own CORS: only a client's
  // registered redirect origins (server/http/oauth/mount.ts hands their preflights over).
  '/mcp',
  /^\/\.well-known\/oauth-protected-resource(\/mcp)?$/,
  '/.well-known/oauth-authorization-server',
  '/.well-known/openid-configuration',
  '/oauth/register',
];

/** CORS for the requests whose path is one of `paths` (exact strings or patterns); others pass untouched. */
export function corsOn(paths: ReadonlyArray<string | RegExp> = CORS_PATHS): Middleware {
  const middleware = cors();
  const matches = (path: string) => paths.some((p) => (typeof p === 'string' ? p === path : p.test(path)));
  return (ctx, next) => (matches(ctx.path) ? middleware(ctx, next) : next());
}
