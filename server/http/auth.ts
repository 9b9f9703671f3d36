import type { Middleware } from 'koa';
import { authenticateKey, keyedCaller } from '../use-cases/accounts/index.js';
import type { ServiceContext } from '../use-cases/shared/index.js';
import { ServiceError, addressKey, type DrawingCaller } from '../ports/index.js';
import type { AppContext, RequestState } from './state.js';
import { clientAddress, type Limits } from './rate-limit.js';
import { authenticateSession, type SignedIn } from '../use-cases/people/index.js';
import { readSessionCookie, type SessionCookie } from './session-cookie.js';
import { requireTrustedOrigin } from './same-origin.js';
import { API_KEY_PATTERN } from '../ids.js';
import { isOAuthAccessToken } from '../use-cases/oauth/index.js';

/**
 * A key's check on REST: an MCP sign-in token sent here is refused by name (401
 * OAUTH_TOKEN_MCP_ONLY), not as an unknown key, so its holder knows where it works.
 */
async function authenticateRestKey(context: ServiceContext, key: string) {
  if (!API_KEY_PATTERN.test(key) && (await isOAuthAccessToken(context, key))) {
    throw new ServiceError(401, 'OAUTH_TOKEN_MCP_ONLY', 'This is an MCP sign-in token: it works only on /mcp. Use an API key (or the dashboard\'s session) for the REST API.');
  }
  return authenticateKey(context, key);
}

/** How requests signed in with the session cookie are recognised (absent: keys only). */
export interface SessionAccess {
  cookie: SessionCookie;
  /** The origins a cookie-authenticated change may come from (same-origin.ts). */
  origins: Set<string>;
  webUrl: string;
}

/** The key of a request: Authorization: Bearer <key>, or X-API-Key. */
export function keyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const authorization = headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match) return match[1];
  }
  const header = headers['x-api-key'];
  return typeof header === 'string' && header.trim() ? header.trim() : undefined;
}

/**
 * The session of a cookie, checked: a change must come from a trusted origin (CSRF), the
 * session must be live. Failures count against the address.
 */
async function checkedSession(ctx: AppContext, context: ServiceContext, limits: Limits, access: SessionAccess, token: string): Promise<SignedIn> {
  try {
    requireTrustedOrigin(ctx, access.origins);
    const signedIn = await authenticateSession(context, token, access.webUrl);
    ctx.state.signedIn = signedIn;
    return signedIn;
  } catch (error) {
    await limits.byAddress(ctx);
    throw error;
  }
}

/** The principal of a signed-in person, who acts in their session's workspace (403 NO_WORKSPACE when they belong to none). */
async function sessionPrincipal(ctx: AppContext, context: ServiceContext, limits: Limits, access: SessionAccess, token: string): Promise<void> {
  const signedIn = await checkedSession(ctx, context, limits, access, token);
  if (!signedIn.principal) {
    await limits.byAddress(ctx);
    throw new ServiceError(403, 'NO_WORKSPACE', 'You belong to no workspace any more; ask a team owner for an invitation.');
  }
  ctx.state.principal = signedIn.principal;
  ctx.state.caller = keyedCaller(signedIn.principal);
  await limits.byPrincipal(ctx, signedIn.principal);
}

/**
 * Keyed routes: a key is required (401 AUTH_REQUIRED otherwise), or a signed-in session's
 * cookie when `sessions` is given (a key wins when both are sent); the caller's rate limit
 * is counted per person per workspace, keys and sessions alike. Failed authentication
 * counts against the address.
 */
export function requireKey(context: ServiceContext, limits: Limits, sessions?: SessionAccess): Middleware<RequestState> {
  return async (ctx, next) => {
    const key = keyOf(ctx.headers);
    const sessionToken = !key && sessions ? readSessionCookie(ctx, sessions.cookie) : undefined;
    if (sessionToken && sessions) {
      await sessionPrincipal(ctx, context, limits, sessions, sessionToken);
      await next();
      return;
    }
    if (!key) {
      await limits.byAddress(ctx);
      throw new ServiceError(401, 'AUTH_REQUIRED', 'This endpoint needs an API key: send Authorization: Bearer <key> or X-API-Key.');
    }
    try {
      ctx.state.principal = await authenticateRestKey(context, key);
    } catch (error) {
      await limits.byAddress(ctx);
      throw error;
    }
    ctx.state.caller = keyedCaller(ctx.state.principal);
    await limits.byPrincipal(ctx, ctx.state.principal);
    await next();
  };
}

/**
 * Session-only routes (spec Authentication 7: managing sessions here; moving a diagram,
 * closing an account, approving proposals later): an API key is refused with 403
 * SESSION_AUTH_REQUIRED, a request with neither gets 401 AUTH_REQUIRED. ctx.state.signedIn
 * is set; ctx.state.principal too when the person belongs to a workspace.
 */
export function requireSession(context: ServiceContext, limits: Limits, sessions: SessionAccess): Middleware<RequestState> {
  return async (ctx, next) => {
    const token = readSessionCookie(ctx, sessions.cookie);
    if (keyOf(ctx.headers)) {
      await limits.byAddress(ctx);
      throw new ServiceError(403, 'SESSION_AUTH_REQUIRED', `This needs a person signed in, not an API key: sign in at ${sessions.webUrl}/sign-in and use the dashboard (or its session cookie).`);
    }
    if (!token) {
      await limits.byAddress(ctx);
      throw new ServiceError(401, 'AUTH_REQUIRED', `This needs a person signed in: sign in at ${sessions.webUrl}/sign-in.`, { signInUrl: `${sessions.webUrl}/sign-in` });
    }
    const signedIn = await checkedSession(ctx, context, limits, sessions, token);
    if (signedIn.principal) {
      ctx.state.principal = signedIn.principal;
      ctx.state.caller = keyedCaller(signedIn.principal);
      await limits.byPrincipal(ctx, signedIn.principal);
    } else {
      await limits.byAddress(ctx);
    }
    await next();
  };
}

/**
 * Keyless routes (validate, preview, public reads): a key is optional; when one is sent it
 * must be valid, and the caller then gets their own limits and the keyed drawing budget.
 */
export function optionalKey(context: ServiceContext | undefined, limits: Limits): Middleware<RequestState> {
  return async (ctx, next) => {
    const key = keyOf(ctx.headers);
    if (key && context) {
      try {
        ctx.state.principal = await authenticateRestKey(context, key);
      } catch (error) {
        await limits.byAddress(ctx);
        throw error;
      }
      ctx.state.caller = keyedCaller(ctx.state.principal);
      await limits.byPrincipal(ctx, ctx.state.principal);
    } else {
      await countKeyless(ctx, limits);
    }
    await next();
  };
}

/** Counts a keyless request against its address and makes it a keyless drawing caller (5 s budget, queued by address). */
export async function countKeyless(ctx: AppContext, limits: Limits): Promise<DrawingCaller> {
  await limits.byAddress(ctx);
  const caller: DrawingCaller = { budget: 'keyless', address: addressKey(clientAddress(ctx, limits.trustProxy)) };
  ctx.state.caller = caller;
  return caller;
}
