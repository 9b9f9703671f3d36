import type Provider from 'oidc-provider';
import { ServiceError } from '../../ports/index.js';
import { oauthStorage } from '../../use-cases/oauth/index.js';
import type { ServiceContext } from '../../use-cases/shared/index.js';
import { providerKeys } from './provider-keys.js';
import { oauthErrorPage } from './consent-page.js';
import { ClientDocumentRefused, clientDocumentFetch } from './client-document-fetch.js';

/** The scopes of /mcp: read (find, read, render, compare, export) and write (everything a write key may). */
export const MCP_SCOPES = ['read', 'write'] as const;

/** How long things live (seconds). Access tokens are short; refresh tokens rotate on every use. */
export const OAUTH_TTL = {
  AccessToken: 15 * 60,
  AuthorizationCode: 60,
  RefreshToken: 30 * 24 * 60 * 60,
  Grant: 365 * 24 * 60 * 60,
  Interaction: 30 * 60,
  Session: 14 * 24 * 60 * 60,
} as const;

/** What loadExistingGrant reads of oidc-provider's request context. */
interface GrantContext {
  oidc: { result?: { consent?: { grantId?: string } }; provider: { Grant: { find(id: string): Promise<unknown> } } };
}

export interface OAuthServerOptions {
  context: ServiceContext;
  /** The issuer: the service's public URL (DSP_BASE_URL); /mcp under it is the one protected resource. */
  issuer: string;
  secret: string | undefined;
  trustProxy: boolean;
  /** Development only (DSP_OAUTH_LOOPBACK_CLIENT_DOCUMENTS): client metadata documents may be on loopback addresses. */
  loopbackClientDocuments?: boolean;
}

export interface OAuthServer {
  /** The provider, made on first use: oidc-provider is an optional peer, loaded only by a service that serves MCP sign-in. */
  provider(): Promise<Provider>;
  issuer: string;
  /** The RFC 8707 resource indicator every token is bound to: <issuer>/mcp. */
  resource: string;
}

function originOf(uri: string): string | null {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
}

/** The error page's text: the library's description, and why a client metadata document was refused when that is the cause. */
function errorDescription(out: Record<string, string>, error: unknown): string {
  const description = out.error_description ?? 'The sign-in could not go on.';
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof ClientDocumentRefused ? `${description}: ${cause.message}.` : description;
}

/**
 * The authorization server (oidc-provider, a certified OpenID/OAuth library built on Koa):
 * authorization code with PKCE S256 only, refresh tokens rotated on each use, revocation,
 * clients identified by a Client ID Metadata Document (an https client_id the library
 * fetches through clientDocumentFetch) or registered by Dynamic Client Registration
 * (RFC 7591) as public clients, resource indicators binding
 * every opaque access token to this /mcp. Its state is on the service's database
 * (oauth_records, hashed ids); its cookies and signing key come from the server secret.
 * The login and consent step is the service's own page (interaction.ts).
 */
export function createOAuthServer(options: OAuthServerOptions): OAuthServer {
  const resource = `${options.issuer}/mcp`;
  let made: Promise<Provider> | undefined;
  const provider = () => (made ??= makeProvider(options, resource).catch((error: unknown) => {
    made = undefined;
    throw error;
  }));
  return { provider, issuer: options.issuer, resource };
}

async function loadLibrary(): Promise<typeof import('oidc-provider')> {
  try {
    return await import('oidc-provider');
  } catch {
    throw new ServiceError(503, 'OAUTH_UNAVAILABLE', 'MCP sign-in needs the optional package oidc-provider: install it beside the service (npm install oidc-provider), or connect with an API key.');
  }
}

async function makeProvider(options: OAuthServerOptions, resource: string): Promise<Provider> {
  const { default: Provider, errors } = await loadLibrary();
  const { issuer } = options;
  const keys = providerKeys(options.secret);
  const context = options.context;
  const provider = new Provider(issuer, {
    adapter: function OAuthAdapter(model: string) {
      return oauthStorage(context, model);
    },
    jwks: { keys: [keys.signingKey] },
    enabledJWA: { idTokenSigningAlgValues: ['EdDSA'] },
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      id_token_signed_response_alg: 'EdDSA',
    },
    cookies: { keys: keys.cookieKeys },
    // Every document the library reads (client metadata documents above all) comes through
    // here: public addresses only, no redirect, 5 KiB, within its 2.5 s.
    fetch: clientDocumentFetch({ allowLoopback: options.loopbackClientDocuments ?? false }),
    findAccount: async (_ctx: unknown, sub: string) => ({ accountId: sub, claims: async () => ({ sub }) }),
    // read and write are listed too: Dynamic Client Registration checks a client's scope against this list.
    scopes: ['offline_access', ...MCP_SCOPES],
    claims: {},
    responseTypes: ['code'],
    pkce: { required: () => true },
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    // Every authorization asks for consent again (the person picks the workspace and scope
    // each time): only the grant this very interaction made is loaded, never an earlier one.
    loadExistingGrant: async (ctx: GrantContext) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    ttl: { ...OAUTH_TTL },
    routes: {
      authorization: '/oauth/authorize',
      token: '/oauth/token',
      registration: '/oauth/register',
      revocation: '/oauth/revoke',
      jwks: '/oauth/jwks',
      end_session: '/oauth/session/end',
      userinfo: '/oauth/userinfo',
      introspection: '/oauth/introspect',
      pushed_authorization_request: '/oauth/par',
      code_verification: '/oauth/device',
      device_authorization: '/oauth/device/auth',
      backchannel_authentication: '/oauth/backchannel',
      challenge: '/oauth/challenge',
      credential: '/oauth/credential',
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/oauth/interaction/${interaction.uid}` },
    // A browser-based client may call the token and revocation endpoints from the origins of its redirect URIs.
    clientBasedCORS: (_ctx: unknown, origin: string, client: { redirectUris?: string[] }) => (client.redirectUris ?? []).some((uri) => originOf(uri) === origin),
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      // A token is revoked only by the client it was issued to (RFC 7009); another client's
      // request is answered 200 and changes nothing. The library's default does the same but
      // logs a notice on every revocation asking for this policy to be set.
      revocation: { enabled: true, allowedPolicy: (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) => token.clientId === client.clientId },
      registration: { enabled: true, initialAccessToken: false, issueRegistrationAccessToken: false },
      // An https client_id is the address of the client's metadata document (the MCP
      // revision's preferred registration); advertised as client_id_metadata_document_supported.
      // Fetched documents are kept in the process for their Cache-Control time (30 s to a day).
      clientIdMetadataDocument: { enabled: true, ack: 'draft-02' },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx: unknown, _client: unknown, oneOf?: string | string[]) => oneOf ?? resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, indicator: string) => {
          if (indicator !== resource) throw new errors.InvalidTarget(`this service issues tokens for ${resource} only`);
          return { scope: MCP_SCOPES.join(' '), audience: resource, accessTokenTTL: OAUTH_TTL.AccessToken, accessTokenFormat: 'opaque' };
        },
      },
    },
    renderError: async (ctx: { type: string; body: string }, out: Record<string, string>, error: unknown) => {
      ctx.type = 'html';
      ctx.body = oauthErrorPage(out.error ?? 'error', errorDescription(out, error));
    },
  });
  provider.proxy = options.trustProxy;
  return provider;
}
