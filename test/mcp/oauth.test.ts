import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { auth, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { launchChromium } from '../../harness/chromium.js';
import { serviceScene } from '../../harness/scenes.js';
import { startOAuthService, type OAuthService } from './oauth-fixture.js';
import { consentInBrowser, MemoryOAuthProvider, signedInBrowser, startCallback, type Callback } from './oauth-browser.js';

/**
 * MCP sign-in by OAuth end to end (issue 33): the MCP SDK's own client OAuth support
 * (auth(), OAuthClientProvider) against the running service; the browser step in headless
 * Chromium (sign in through the outbox link, pick a workspace, consent).
 */
describe('MCP sign-in by OAuth, driven by the SDK client', () => {
  let service: OAuthService;
  let browser: Browser;
  let callback: Callback;
  let person: Awaited<ReturnType<OAuthService['person']>>;
  let signedIn: BrowserContext;

  beforeAll(async () => {
    service = await startOAuthService();
    browser = await launchChromium();
    callback = await startCallback();
    person = await service.person();
  }, 60_000);

  afterAll(async () => {
    await signedIn?.close();
    await browser?.close();
    await callback?.close();
    await service?.close();
  });

  const mcpUrl = () => new URL('/mcp', service.url);

  async function rawMcp(url: string, token: string | undefined, name: string, args: Record<string, unknown> = {}) {
    return fetch(`${url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
    });
  }

  it('discovers from the 401, registers, signs in through the browser, exchanges with PKCE, calls tools, rotates refresh tokens', async () => {
    // A keyless client connects and uses the keyless tools without any token.
    const provider = new MemoryOAuthProvider(callback.url);
    const transport = new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider });
    const client = new Client({ name: 'oauth-test', version: '1.0.0' });
    await client.connect(transport);
    const validated = (await client.callTool({ name: 'diagram_validate', arguments: { scene: serviceScene(2) } })) as CallToolResult;
    expect(validated.isError ?? false).toBe(false);

    // A keyed tool: 401 with the challenge; the SDK discovers, registers (DCR) and asks for the browser.
    const challenge = await rawMcp(service.url, undefined, 'diagram_list');
    expect(challenge.status).toBe(401);
    expect(challenge.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${service.url}/.well-known/oauth-protected-resource/mcp", scope="read write"`);
    await expect(client.callTool({ name: 'diagram_list', arguments: {} })).rejects.toBeInstanceOf(UnauthorizedError);
    expect(provider.client?.client_id, 'registered by DCR').toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const authorizationUrl = provider.authorizationUrl!;
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${service.url}/oauth/authorize`);
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('resource')).toBe(`${service.url}/mcp`);

    // The browser step: sign in by the mailed link, then consent (the person's workspace, write).
    signedIn = await signedInBrowser(browser, service.url, service.outboxDir, person.email, authorizationUrl.href);
    const page = await signedIn.newPage();
    await page.goto(authorizationUrl.href);
    const consentText = await page.locator('main').innerText();
    expect(consentText).toContain('Connect Test assistant?');
    expect(consentText).toContain('127.0.0.1'); // the redirect host
    expect(consentText).toContain('not verified'); // a DCR client's metadata
    expect(consentText).toContain(`${person.email}'s diagrams`);
    await page.close();
    const ended = await consentInBrowser(signedIn, authorizationUrl.href, callback.url, { workspaceId: person.workspaceId, scope: 'write' });
    const code = ended.url.searchParams.get('code');
    expect(code, JSON.stringify({ url: ended.url.href, status: ended.status, text: ended.text?.slice(0, 600) })).toBeTruthy();

    // The exchange (PKCE verifier of the SDK), then tool calls with the token.
    await transport.finishAuth(code!);
    const tokens = provider.saved!;
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.refresh_token).toBeTruthy();
    const created = (await client.callTool({ name: 'diagram_create', arguments: { scene: serviceScene(3), key: 'oauth-a' } })) as CallToolResult;
    expect(created.isError ?? false, JSON.stringify(created.structuredContent)).toBe(false);
    const diagramId = (created.structuredContent as { id: string }).id;
    const revision = await service.db('revisions').where({ diagram_id: diagramId }).first();
    expect({ via: revision.created_via, kind: revision.created_by_kind }).toEqual({ via: 'mcp', kind: 'agent' });
    const diagram = await service.db('diagrams').where({ id: diagramId }).first();
    expect(diagram.workspace_id).toBe(person.workspaceId);

    // Stored hashed: the token itself is nowhere in the database.
    const stored = await service.db('oauth_records').select('id_hash', 'payload');
    expect(JSON.stringify(stored)).not.toContain(tokens.access_token);
    expect(JSON.stringify(stored)).not.toContain(tokens.refresh_token);

    // The token works only on /mcp: REST refuses it by name.
    const rest = await fetch(`${service.url}/v1/diagrams`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(rest.status).toBe(401);
    expect(((await rest.json()) as { code: string }).code).toBe('OAUTH_TOKEN_MCP_ONLY');

    // Refresh with rotation: the SDK refreshes; the new tokens work; the old refresh token is refused.
    const old = tokens;
    expect(await auth(provider, { serverUrl: mcpUrl() })).toBe('AUTHORIZED');
    const rotated = provider.saved!;
    expect(rotated.refresh_token).not.toBe(old.refresh_token);
    expect(rotated.access_token).not.toBe(old.access_token);
    const listed = await rawMcp(service.url, rotated.access_token, 'diagram_list');
    expect(listed.status).toBe(200);
    const reused = await fetch(`${service.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: old.refresh_token!, client_id: provider.client!.client_id }),
    });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: string }).error).toBe('invalid_grant');
    await client.close();
  }, 120_000);
});
