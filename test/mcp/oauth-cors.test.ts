import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../harness/chromium.js';
import { startOAuthService, type OAuthService } from './oauth-fixture.js';
import { consentInBrowser, pkcePair, signedInBrowser, startCallback, type Callback } from './oauth-browser.js';

/**
 * MCP from a web page on another origin (an assistant's web app, an inspector page): the
 * whole OAuth flow and a tool call made with fetch() inside real Chromium, which enforces
 * CORS. The page lives on the client's redirect origin; a second page on an origin no client
 * registered shows the token endpoint is not open to everyone.
 */
describe('MCP sign-in by OAuth from a browser page on another origin', () => {
  let service: OAuthService;
  let browser: Browser;
  let clientSite: Callback;
  let strangerSite: Callback;
  let signedIn: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    service = await startOAuthService();
    browser = await launchChromium();
    clientSite = await startCallback();
    strangerSite = await startCallback();
    page = await browser.newPage();
    await page.goto(clientSite.url);
  }, 60_000);

  afterAll(async () => {
    const unexpected = service?.unexpectedErrors ?? [];
    await signedIn?.close();
    await browser?.close();
    await clientSite?.close();
    await strangerSite?.close();
    await service?.close();
    expect(unexpected, 'errors the service logged (500s)').toEqual([]);
  });

  /** A JSON-RPC tools/call from the page, as a browser MCP client sends it (its headers force a preflight). */
  const callFromPage = (on: Page, token: string | undefined, name: string) =>
    on.evaluate(async ({ url, token, name }) => {
      const answer = await fetch(`${url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: {} } }),
      });
      return { status: answer.status, challenge: answer.headers.get('www-authenticate'), body: (await answer.json()) as { result?: { isError?: boolean } } };
    }, { url: service.url, token, name });

  const tokenFromPage = (on: Page, fields: Record<string, string>) =>
    on.evaluate(async ({ url, fields }) => {
      try {
        // The MCP header makes it a preflighted request, as a browser MCP client's may be.
        const answer = await fetch(`${url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'mcp-protocol-version': '2025-06-18' }, body: new URLSearchParams(fields) });
        return { status: answer.status, body: (await answer.json()) as Record<string, string> };
      } catch (error) {
        return { blocked: String(error) };
      }
    }, { url: service.url, fields });

  it('discovers from the 401, reads the metadata, registers, exchanges the code and calls a tool, all under CORS', async () => {
    const challenged = await callFromPage(page, undefined, 'diagram_list');
    expect(challenged.status).toBe(401);
    // Exposed to the page: without it a browser client could not find where to sign in.
    expect(challenged.challenge).toBe(`Bearer resource_metadata="${service.url}/.well-known/oauth-protected-resource/mcp", scope="read write"`);

    const discovered = await page.evaluate(async ({ resourceMetadata, redirect }) => {
      const headers = { 'mcp-protocol-version': '2025-06-18' };
      const resource = (await (await fetch(resourceMetadata, { headers })).json()) as { authorization_servers: string[] };
      const issuer = resource.authorization_servers[0]!;
      const server = (await (await fetch(`${issuer}/.well-known/oauth-authorization-server`, { headers })).json()) as { registration_endpoint: string; authorization_endpoint: string; token_endpoint: string };
      const registered = await fetch(server.registration_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ client_name: 'Browser assistant', redirect_uris: [redirect], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' }),
      });
      return { server, status: registered.status, client: (await registered.json()) as { client_id: string } };
    }, { resourceMetadata: /resource_metadata="([^"]+)"/.exec(challenged.challenge!)![1]!, redirect: clientSite.url });
    expect(discovered.status).toBe(201);
    expect(discovered.server.token_endpoint).toBe(`${service.url}/oauth/token`);
    const clientId = discovered.client.client_id;

    const { verifier, challenge } = pkcePair();
    const params = new URLSearchParams({
      response_type: 'code', client_id: clientId, redirect_uri: clientSite.url, code_challenge: challenge, code_challenge_method: 'S256',
      scope: 'read write', resource: `${service.url}/mcp`, state: 'st',
    });
    const authorizationUrl = `${discovered.server.authorization_endpoint}?${params}`;
    const person = await service.person();
    signedIn = await signedInBrowser(browser, service.url, service.outboxDir, person.email, authorizationUrl);
    const ended = await consentInBrowser(signedIn, authorizationUrl, clientSite.url, { scope: 'write' });
    const code = ended.url.searchParams.get('code');
    expect(code, JSON.stringify(ended)).toBeTruthy();

    // A page on an origin no client registered may not read the token endpoint's answers
    // (a made-up code: the browser sends a simple request and only hides the answer).
    const stranger = await browser.newPage();
    await stranger.goto(strangerSite.url);
    const refused = await tokenFromPage(stranger, { grant_type: 'authorization_code', code: 'made-up', code_verifier: verifier, redirect_uri: clientSite.url, client_id: clientId });
    expect(refused).toEqual({ blocked: expect.stringContaining('Failed to fetch') });
    await stranger.close();

    // The client's own origin may, preflight included.
    const exchanged = await tokenFromPage(page, { grant_type: 'authorization_code', code: code!, code_verifier: verifier, redirect_uri: clientSite.url, client_id: clientId, resource: `${service.url}/mcp` });
    expect(exchanged).toMatchObject({ status: 200, body: { token_type: 'Bearer' } });
    const token = (exchanged as { body: Record<string, string> }).body.access_token!;

    const listed = await callFromPage(page, token, 'diagram_list');
    expect(listed.status).toBe(200);
    expect(listed.body.result?.isError ?? false).toBe(false);
  }, 120_000);
});
