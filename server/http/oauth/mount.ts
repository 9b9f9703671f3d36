import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { RequestState } from '../state.js';
import type { SessionAccess } from '../auth.js';
import type { ServiceContext } from '../../use-cases/shared/index.js';
import { createOAuthServer, type OAuthServer } from './provider.js';
import { mountInteraction } from './interaction.js';
import { mountGrantRoutes } from './grant-routes.js';
import { mountResourceMetadata } from './resource-metadata.js';

export interface OAuthMount {
  context: ServiceContext;
  /** The service's public URL (DSP_BASE_URL): the issuer, and <issuer>/mcp the resource. */
  issuer: string;
  secret: string | undefined;
  trustProxy: boolean;
  /** DSP_OAUTH_LOOPBACK_CLIENT_DOCUMENTS (development): client metadata documents may be on loopback. */
  loopbackClientDocuments?: boolean;
  sessions: SessionAccess;
  keyless: Middleware<RequestState>;
  requireSession: Middleware<RequestState>;
}

/** The authorization server's own endpoints (oidc-provider answers them), on the paths its configuration names. */
const PROVIDER_ROUTES: Array<[method: 'get' | 'post', path: string]> = [
  ['get', '/oauth/authorize'],
  ['post', '/oauth/authorize'],
  ['get', '/oauth/authorize/:uid'],
  ['post', '/oauth/token'],
  ['post', '/oauth/register'],
  ['post', '/oauth/revoke'],
  ['get', '/oauth/jwks'],
  ['get', '/.well-known/openid-configuration'],
];

/**
 * Mounts MCP sign-in by OAuth (docs/mcp-oauth.md): the authorization server (oidc-provider,
 * whose Koa app answers its endpoints on this service's request), its metadata at the
 * RFC 8414 address, the protected resource metadata of /mcp, the sign-in and consent step,
 * and the person's grants. Returns the server, whose resource /mcp's bearer check needs.
 */
export function mountOAuth(router: Router<RequestState>, mount: OAuthMount): OAuthServer {
  const server = createOAuthServer({
    context: mount.context, issuer: mount.issuer, secret: mount.secret, trustProxy: mount.trustProxy,
    loopbackClientDocuments: mount.loopbackClientDocuments ?? false,
  });
  // The provider writes the answer itself; the service's middleware sees a handled request.
  const handOver: Middleware<RequestState> = async (ctx) => {
    const answer = (await server.provider()).callback();
    ctx.status = 200;
    ctx.respond = false;
    await answer(ctx.req, ctx.res);
  };
  for (const [method, path] of PROVIDER_ROUTES) router[method](path, mount.keyless, handOver);
  // Browser clients' preflights of the token and revocation endpoints: oidc-provider answers
  // them, allowing only the origins of the client's registered redirect URIs.
  for (const path of ['/oauth/token', '/oauth/revoke']) router.options(path, handOver);
  // RFC 8414's address for an issuer without a path; oidc-provider serves the same document at the OpenID address.
  router.get('/.well-known/oauth-authorization-server', mount.keyless, async (ctx, next) => {
    ctx.req.url = '/.well-known/openid-configuration';
    await handOver(ctx, next);
  });
  mountResourceMetadata(router, server, mount.keyless);
  mountInteraction(router, { context: mount.context, server, sessions: mount.sessions, keyless: mount.keyless });
  mountGrantRoutes(router, mount.context, mount.requireSession);
  return server;
}
