import { randomBytes } from 'node:crypto';
import { auth, discoverOAuthProtectedResourceMetadata, discoverOAuthServerInfo } from '@modelcontextprotocol/sdk/client/auth.js';
import { CredentialsFile } from './credentials-file.js';
import { LoopbackReceiver, minutes, SignInError } from './loopback.js';
import { openBrowser } from './open-browser.js';
import { SignInStore, StoredSignInProvider, type BrowserFlow } from './provider.js';

/** How long a sign-in waits for the browser. */
export const SIGN_IN_TIMEOUT_MS = 5 * 60_000;

export interface SignInOptions {
  /** The service's /mcp: the protected resource the tokens are for. */
  mcpUrl: URL;
  /** Open the authorization page in the default browser (besides printing it). */
  openBrowser: boolean;
  file?: CredentialsFile;
  timeoutMs?: number;
  /** Where the person reads what happens: stderr, since stdout is the MCP channel. */
  say?: (line: string) => void;
}

/**
 * `dsp mcp --url`'s sign-in to a service as a person (docs/mcp-oauth.md): the MCP SDK's own
 * client OAuth (auth(): discovery, Dynamic Client Registration, PKCE, refresh) with a
 * loopback redirect. The registration and the refresh token are kept in the config
 * directory's credentials.json, so later runs refresh without a browser; a refresh token the
 * service refuses (a revoked grant) leads to a browser sign-in again.
 */
export class McpSignIn {
  readonly store: SignInStore;
  /** For the bridge's transport: it refreshes the access token, and never starts a browser sign-in itself. */
  readonly provider: StoredSignInProvider;
  private running?: Promise<void>;
  private readonly say: (line: string) => void;

  constructor(private readonly options: SignInOptions) {
    this.store = new SignInStore(options.file ?? new CredentialsFile(), options.mcpUrl.origin);
    this.provider = new StoredSignInProvider(this.store);
    this.say = options.say ?? ((line) => process.stderr.write(`dsp mcp: ${line}\n`));
  }

  private get host(): string {
    return this.options.mcpUrl.host;
  }

  /**
   * Whether the service offers sign-in: it describes /mcp as a protected resource (a 404
   * there says it does not). A SignInError when it does not answer, or answers otherwise.
   */
  async offered(): Promise<boolean> {
    let status: number | undefined;
    let failure: unknown;
    const probe: typeof fetch = async (input, init) => {
      try {
        const response = await fetch(input, init);
        status = response.status;
        return response;
      } catch (error) {
        failure = error;
        throw error;
      }
    };
    try {
      await discoverOAuthProtectedResourceMetadata(this.options.mcpUrl, undefined, probe);
      return true;
    } catch (error) {
      if (status === 404) return false;
      if (status !== undefined) throw new SignInError(`${this.options.mcpUrl.origin} answered the sign-in discovery with an error (${error instanceof Error ? error.message : String(error)})`);
      // fetch's own words are "fetch failed"; its cause names the reason (ECONNREFUSED, ENOTFOUND...).
      const reason = failure ?? error;
      const cause = (reason as { cause?: { code?: string; message?: string } }).cause;
      throw new SignInError(`cannot reach ${this.options.mcpUrl.origin} (${cause?.code ?? cause?.message ?? (reason instanceof Error ? reason.message : String(reason))})`);
    }
  }

  /**
   * Signed in afterwards: with the stored refresh token while the service takes it, else in
   * the browser. Calls made while one runs wait for it (one browser sign-in at a time).
   */
  signIn(): Promise<void> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(): Promise<void> {
    const state = randomBytes(32).toString('base64url');
    const loopback = await LoopbackReceiver.open(state);
    const flow: BrowserFlow = { redirectUrl: loopback.redirectUrl, state };
    const provider = new StoredSignInProvider(this.store, flow);
    const serverUrl = this.options.mcpUrl;
    try {
      if ((await auth(provider, { serverUrl })) === 'AUTHORIZED') return;
      // Refused here, or just before by the bridge's transport (whose 401 brought us here).
      if (this.store.refusedRefresh) this.say(`${this.host} refused the stored sign-in (revoked or expired); sign in again.`);
      this.store.refusedRefresh = false;
      const timeoutMs = this.options.timeoutMs ?? SIGN_IN_TIMEOUT_MS;
      const address = flow.authorizationUrl!.href;
      this.say(this.options.openBrowser
        ? `sign in to ${this.host} in your browser (waiting ${minutes(timeoutMs)}); if it did not open, open this address:\n${address}`
        : `to sign in to ${this.host}, open this address in a browser (waiting ${minutes(timeoutMs)}):\n${address}`);
      if (this.options.openBrowser) openBrowser(address);
      const code = await loopback.waitForCode(timeoutMs);
      await auth(provider, { serverUrl, authorizationCode: code });
      this.say(`signed in to ${this.host}; the sign-in is kept in ${this.store.file.path}`);
    } finally {
      await loopback.close();
    }
  }

  /**
   * Forgets the stored sign-in, and revokes its refresh token at the service (RFC 7009),
   * which ends the grant: it leaves the person's list of connected assistants.
   */
  async signOut(): Promise<void> {
    const stored = await this.store.file.read(this.store.origin);
    if (!stored) {
      this.say(`not signed in to ${this.host}; nothing to forget`);
      return;
    }
    const revoked = stored.refresh && stored.client ? await this.revoke(stored.refresh.refresh_token, stored.client.client_id) : true;
    await this.store.file.update(this.store.origin, () => undefined);
    this.say(revoked
      ? `signed out of ${this.host}: the sign-in is revoked and forgotten`
      : `forgot the sign-in to ${this.host}, but could not revoke it there; revoke it on the dashboard's account page (Connected assistants)`);
  }

  private async revoke(token: string, clientId: string): Promise<boolean> {
    try {
      const { authorizationServerMetadata } = await discoverOAuthServerInfo(this.options.mcpUrl);
      const metadata = authorizationServerMetadata;
      const endpoint = metadata && 'revocation_endpoint' in metadata ? metadata.revocation_endpoint : undefined;
      if (!endpoint) return false;
      const answer = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, token_type_hint: 'refresh_token', client_id: clientId }),
      });
      return answer.ok;
    } catch {
      return false;
    }
  }
}
