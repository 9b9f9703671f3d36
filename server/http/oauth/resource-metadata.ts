import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { RequestState } from '../state.js';
import { setCorsHeaders } from '../cors.js';
import { MCP_SCOPES, type OAuthServer } from './provider.js';

/** Where /mcp's protected resource metadata is (RFC 9728, the path-suffixed form for the resource /mcp). */
export function resourceMetadataUrl(server: OAuthServer): string {
  return `${server.issuer}/.well-known/oauth-protected-resource/mcp`;
}

/** The challenge of a 401 on /mcp: where to discover the authorization server, and the scopes (RFC 9728 section 5.1, RFC 6750). */
export function bearerChallenge(server: OAuthServer, error?: 'invalid_token'): string {
  const parts = [`resource_metadata="${resourceMetadataUrl(server)}"`, `scope="${MCP_SCOPES.join(' ')}"`];
  if (error) parts.push(`error="${error}"`);
  return `Bearer ${parts.join(', ')}`;
}

/**
 * RFC 9728: /mcp as an OAuth protected resource. Served at the well-known address of the
 * resource /mcp (path-suffixed) and at the bare well-known address, which older clients
 * try first. Any origin may read it (browser-based clients discover from a page).
 */
export function mountResourceMetadata(router: Router<RequestState>, server: OAuthServer, keyless: Middleware<RequestState>): void {
  const answer: Middleware<RequestState> = (ctx) => {
    setCorsHeaders(ctx);
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = {
      resource: server.resource,
      authorization_servers: [server.issuer],
      scopes_supported: [...MCP_SCOPES],
      bearer_methods_supported: ['header'],
      resource_name: 'DSP diagrams MCP server',
    };
  };
  router.get('/.well-known/oauth-protected-resource', keyless, answer);
  router.get('/.well-known/oauth-protected-resource/mcp', keyless, answer);
}
