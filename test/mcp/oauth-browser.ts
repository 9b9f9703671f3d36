import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { outboxMails } from '../support/mail.js';

/** A loopback page the authorization server sends the browser back to (the client's redirect URI). */
export interface Callback {
  url: string;
  close(): Promise<void>;
}

export async function startCallback(): Promise<Callback> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('You may close this window.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/callback`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The SDK's OAuthClientProvider as an MCP host implements it, in memory; the authorization URL is kept for the browser step. */
export class MemoryOAuthProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  authorizationUrl?: URL;
  /** With clientMetadataUrl the SDK identifies the client by its metadata document (CIMD) where the server supports it, else registers by DCR. */
  constructor(readonly redirectUrl: string, readonly name = 'Test assistant', readonly clientMetadataUrl?: string) {}
  get clientMetadata(): OAuthClientMetadata {
    return { client_name: this.name, redirect_uris: [this.redirectUrl], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/** A PKCE pair (S256). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A browser context signed in as `email` through the people sign-in: the form on the interaction page asks for a link, the mailed link is opened and its button pressed. */
export async function signInThroughOutbox(context: BrowserContext, serviceUrl: string, outboxDir: string, email: string, authorizationUrl: string): Promise<void> {
  const page = await context.newPage();
  const before = new Set((await outboxMails(outboxDir)).filter((m) => m.to === email).map((m) => m.file));
  await page.goto(authorizationUrl);
  await page.fill('#email', email);
  await page.click('button[type=submit]');
  await page.getByText('A link is on its way').waitFor();
  let link: string | undefined;
  for (let i = 0; i < 200 && !link; i++) {
    const mail = (await outboxMails(outboxDir)).find((m) => m.to === email && !before.has(m.file));
    link = mail ? new RegExp(`${serviceUrl}/sign-in\\?token=[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0] : undefined;
    if (!link) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(link, 'the mailed sign-in link').toBeDefined();
  await page.goto(link!);
  await page.click('button[type=submit]');
  await page.getByText(`You are signed in as ${email}`).waitFor();
  await page.close();
}

export interface Consent {
  workspaceId?: string;
  scope?: 'read' | 'write';
  decision?: 'approve' | 'deny';
}

/**
 * Opens an authorization URL in the browser and answers the consent page; returns where the
 * browser ended (the client's callback with code or error), or the consent page's status
 * and text when the service refused the answer.
 */
export async function consentInBrowser(context: BrowserContext, authorizationUrl: string, callbackUrl: string, consent: Consent = {}): Promise<{ url: URL; status?: number; text?: string }> {
  const page = await context.newPage();
  try {
    await page.goto(authorizationUrl);
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    if (consent.workspaceId) await page.selectOption('#workspace', consent.workspaceId);
    await page.check(`input[name=scope][value=${consent.scope ?? 'write'}]`);
    const answered = page.waitForResponse((response) => response.url().includes('/confirm'));
    await page.getByRole('button', { name: consent.decision === 'deny' ? 'Deny' : 'Approve' }).click();
    const response = await answered;
    if (response.status() >= 400) return { url: new URL(page.url()), status: response.status(), text: await response.text() };
    await page.waitForURL((url) => url.href.startsWith(callbackUrl), { timeout: 10_000 }).catch(async () => {
      throw new Error(`the browser did not reach the callback; it is at ${page.url()}: ${(await page.locator('body').innerText()).slice(0, 500)}`);
    });
    return { url: new URL(page.url()) };
  } finally {
    await page.close();
  }
}

/** A new browser context with this person signed in (the sign-in starts from an interaction page, as a person would meet it). */
export async function signedInBrowser(browser: Browser, serviceUrl: string, outboxDir: string, email: string, authorizationUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await signInThroughOutbox(context, serviceUrl, outboxDir, email, authorizationUrl);
  return context;
}
