import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { CredentialsFile } from './credentials-file.js';

/**
 * What is registered as the redirect URI: a native app's loopback address (RFC 8252 §7.3),
 * whose port the authorization server must let vary, so one registration serves every
 * sign-in whatever port the system gives its listener.
 */
const LOOPBACK_REDIRECT = 'http://127.0.0.1/callback';

/**
 * One service's sign-in state, shared by the providers of a process: the stored registration
 * and refresh token (credentials.json, read afresh each time) and the access token, which
 * stays in memory.
 */
export class SignInStore {
  private access?: string;
  /** Set when the service refused the stored refresh token (a revoked grant, an expired sign-in). */
  refusedRefresh = false;

  constructor(readonly file: CredentialsFile, readonly origin: string) {}

  async tokens(): Promise<OAuthTokens | undefined> {
    const refresh = (await this.file.read(this.origin))?.refresh;
    if (!refresh && this.access === undefined) return undefined;
    // Without an access token yet (a new process), the empty one is refused and the SDK refreshes.
    return { token_type: 'Bearer', ...refresh, access_token: this.access ?? '' };
  }

  async saveTokens(tokens: OAuthTokens): Promise<void> {
    this.access = tokens.access_token;
    const { refresh_token, token_type, scope, issuer } = tokens;
    if (refresh_token) await this.file.update(this.origin, (entry) => ({ ...entry, refresh: { refresh_token, token_type, ...(scope ? { scope } : {}), ...(issuer ? { issuer } : {}) } }));
  }

  async client(): Promise<OAuthClientInformationMixed | undefined> {
    return (await this.file.read(this.origin))?.client;
  }

  async saveClient(client: OAuthClientInformationMixed): Promise<void> {
    await this.file.update(this.origin, (entry) => ({ ...entry, client }));
  }

  /** Forgets what the service refused: its tokens, or the registration too. */
  async invalidate(what: 'all' | 'client' | 'tokens'): Promise<void> {
    const entry = await this.file.read(this.origin);
    if (what !== 'client') {
      if (entry?.refresh) this.refusedRefresh = true;
      this.access = undefined;
    }
    if (!entry) return;
    await this.file.update(this.origin, ({ client, refresh }) => {
      const kept = { ...(what === 'tokens' && client ? { client } : {}), ...(what === 'client' && refresh ? { refresh } : {}) };
      return Object.keys(kept).length > 0 ? kept : undefined;
    });
  }
}

/** A sign-in in the browser under way: its loopback redirect URI and state, and what the SDK hands back for it. */
export interface BrowserFlow {
  redirectUrl: string;
  state: string;
  verifier?: string;
  authorizationUrl?: URL;
}

/**
 * The MCP SDK's OAuthClientProvider for `dsp mcp --url`, on a SignInStore. The bridge's
 * transport holds one without a flow: it may refresh the access token, but never starts a
 * browser sign-in itself (that is what its 401 hands to the bridge), so it cannot disturb
 * the PKCE verifier of a sign-in under way. The sign-in makes one with its flow.
 */
export class StoredSignInProvider implements OAuthClientProvider {
  constructor(private readonly store: SignInStore, private readonly flow?: BrowserFlow) {}

  get redirectUrl(): string {
    return this.flow?.redirectUrl ?? LOOPBACK_REDIRECT;
  }

  get clientMetadata(): OAuthClientMetadata {
    // application_type native: loopback redirects on any port (oidc-provider follows RFC 8252 here).
    const metadata = {
      client_name: `dsp mcp on ${hostname()}`,
      redirect_uris: [LOOPBACK_REDIRECT],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      application_type: 'native',
    };
    return metadata;
  }

  state(): string {
    return this.flow?.state ?? randomBytes(32).toString('base64url');
  }

  clientInformation() {
    return this.store.client();
  }

  saveClientInformation(client: OAuthClientInformationMixed) {
    return this.store.saveClient(client);
  }

  tokens() {
    return this.store.tokens();
  }

  saveTokens(tokens: OAuthTokens) {
    return this.store.saveTokens(tokens);
  }

  redirectToAuthorization(url: URL): void {
    if (this.flow) this.flow.authorizationUrl = url;
  }

  saveCodeVerifier(verifier: string): void {
    if (this.flow) this.flow.verifier = verifier;
  }

  codeVerifier(): string {
    return this.flow?.verifier ?? '';
  }

  async invalidateCredentials(what: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): Promise<void> {
    if (what === 'all' || what === 'client' || what === 'tokens') await this.store.invalidate(what);
    else if (what === 'verifier' && this.flow) this.flow.verifier = undefined;
  }
}
