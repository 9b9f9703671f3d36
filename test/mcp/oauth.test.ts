import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { auth, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { launchChromium } from '../../harness/chromium.js';
import { serviceScene } from '../../harness/scenes.js';
import { startOAuthService, type OAuthService } from './oauth-fixture.js';
import { consentInBrowser, MemoryOAuthProvider, pkcePair, signedInBrowser, startCallback, type Callback } from './oauth-browser.js';
import { MINUTE } from '../support/test-clock.js';

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
    const unexpected = service?.unexpectedErrors ?? [];
    await signedIn?.close();
    await browser?.close();
    await callback?.close();
    await service?.close();
    expect(unexpected, 'errors the service logged (500s)').toEqual([]);
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
  // The steps below talk OAuth by hand, as a host would, to break one rule at a time.
  async function register(name = 'Hand-made client'): Promise<string> {
    const answer = await fetch(`${service.url}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: name, redirect_uris: [callback.url], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' }),
    });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { client_id: string }).client_id;
  }

  function authorizeUrl(clientId: string, challenge: string, overrides: Record<string, string> = {}): string {
    const params = new URLSearchParams({
      response_type: 'code', client_id: clientId, redirect_uri: callback.url, code_challenge: challenge, code_challenge_method: 'S256',
      scope: 'read write', resource: `${service.url}/mcp`, state: 'st', ...overrides,
    });
    return `${service.url}/oauth/authorize?${params}`;
  }

  function tokenRequest(fields: Record<string, string>) {
    return fetch(`${service.url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  }

  async function codeFor(context: BrowserContext, clientId: string, challenge: string, scope: 'read' | 'write' = 'write', workspaceId?: string): Promise<string> {
    const ended = await consentInBrowser(context, authorizeUrl(clientId, challenge), callback.url, { scope, ...(workspaceId ? { workspaceId } : {}) });
    const code = ended.url.searchParams.get('code');
    expect(code, JSON.stringify(ended)).toBeTruthy();
    return code!;
  }

  async function tokensFor(context: BrowserContext, scope: 'read' | 'write' = 'write', workspaceId?: string) {
    const clientId = await register();
    const { verifier, challenge } = pkcePair();
    const code = await codeFor(context, clientId, challenge, scope, workspaceId);
    const answer = await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: callback.url, client_id: clientId, resource: `${service.url}/mcp` });
    expect(answer.status, await answer.clone().text()).toBe(200);
    return { clientId, ...((await answer.json()) as { access_token: string; refresh_token: string; scope: string }) };
  }

  it('refuses a wrong PKCE verifier and a reused code (and a reused code revokes what it gave)', async () => {
    const clientId = await register();
    const { verifier, challenge } = pkcePair();
    const wrongCode = await codeFor(signedIn, clientId, challenge);
    const wrong = await tokenRequest({ grant_type: 'authorization_code', code: wrongCode, code_verifier: pkcePair().verifier, redirect_uri: callback.url, client_id: clientId });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid_grant');

    const code = await codeFor(signedIn, clientId, challenge);
    const first = await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: callback.url, client_id: clientId });
    expect(first.status).toBe(200);
    const { access_token: token } = (await first.json()) as { access_token: string };
    expect((await rawMcp(service.url, token, 'diagram_list')).status).toBe(200);
    const again = await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: callback.url, client_id: clientId });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe('invalid_grant');
    expect((await rawMcp(service.url, token, 'diagram_list')).status).toBe(401);
  }, 60_000);

  it('refuses a redirect URI not in the client\'s metadata without sending the browser there', async () => {
    const clientId = await register();
    const answer = await fetch(authorizeUrl(clientId, pkcePair().challenge, { redirect_uri: 'http://127.0.0.1:9/elsewhere' }), { redirect: 'manual' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.text()).toContain('redirect_uri');
  });

  it('binds tokens to this /mcp: another resource is refused at the authorization and token endpoints and on /mcp', async () => {
    const clientId = await register();
    const elsewhere = 'https://elsewhere.example/mcp';
    const asked = await fetch(authorizeUrl(clientId, pkcePair().challenge, { resource: elsewhere }), { redirect: 'manual' });
    expect(asked.status).toBe(303);
    expect(new URL(asked.headers.get('location')!).searchParams.get('error')).toBe('invalid_target');

    const tokens = await tokensFor(signedIn);
    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: tokens.clientId, resource: elsewhere });
    expect(refreshed.status).toBe(400);
    expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_target');

    // A token whose audience is another resource (here re-bound in storage) is refused on /mcp.
    expect((await rawMcp(service.url, tokens.access_token, 'diagram_list')).status).toBe(200);
    for (const row of await service.db('oauth_records').where({ model: 'AccessToken' })) {
      const payload = JSON.parse(row.payload as string) as Record<string, unknown>;
      await service.db('oauth_records').where({ model: 'AccessToken', id_hash: row.id_hash }).update({ payload: JSON.stringify({ ...payload, aud: elsewhere }) });
    }
    const refused = await rawMcp(service.url, tokens.access_token, 'diagram_list');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('error="invalid_token"');
    const body = (await refused.json()) as { error: { data: { code: string; message: string } } };
    expect(body.error.data.code).toBe('OAUTH_TOKEN_INVALID');
    expect(body.error.data.message).toContain('another resource');
  }, 60_000);

  it('lists grants for the dashboard and revokes one at once on a second instance', async () => {
    const tokens = await tokensFor(signedIn, 'write');
    const second = await service.instance();
    expect((await rawMcp(second.url, tokens.access_token, 'diagram_list')).status).toBe(200);
    const cookie = (await signedIn.cookies(service.url)).find((c) => c.name === 'dsp_session')!;
    const session = { cookie: `dsp_session=${cookie.value}`, origin: service.url };
    const listed = await fetch(`${service.url}/v1/account/oauth-grants`, { headers: session });
    expect(listed.status).toBe(200);
    const { grants } = (await listed.json()) as { grants: Array<{ id: string; client: { id: string; name: string; redirectHost: string }; workspace: { id: string }; scope: string; lastUsedAt: string | null }> };
    const grant = grants.find((g) => g.client.id === tokens.clientId);
    expect(grant?.lastUsedAt, 'the last use, written by the call on the second instance').not.toBeNull();
    expect(grant, JSON.stringify(grants)).toMatchObject({ client: { name: 'Hand-made client', redirectHost: new URL(callback.url).host }, scope: 'write', workspace: { id: person.workspaceId } });

    const byKey = await fetch(`${service.url}/v1/account/oauth-grants`, { headers: { authorization: `Bearer ${person.key}` } });
    expect(byKey.status).toBe(403);
    expect(((await byKey.json()) as { code: string }).code).toBe('SESSION_AUTH_REQUIRED');

    const revoked = await fetch(`${service.url}/v1/account/oauth-grants/${grant!.id}`, { method: 'DELETE', headers: session });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ id: grant!.id, revoked: true });
    const after = await rawMcp(second.url, tokens.access_token, 'diagram_list');
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toContain('error="invalid_token"');
    const refresh = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: tokens.clientId });
    expect(refresh.status).toBe(400);
    const again = await fetch(`${service.url}/v1/account/oauth-grants`, { headers: session });
    expect(((await again.json()) as { grants: Array<{ id: string }> }).grants.map((g) => g.id)).not.toContain(grant!.id);
  }, 60_000);

  it('gives a viewer read only: write is refused on the consent page, read tokens cannot change diagrams, and tokens expire', async () => {
    const viewer = await service.person({ team: `Viewers ${process.pid}`, role: 'viewer' });
    const clientId = await register();
    const { challenge } = pkcePair();
    const context = await signedInBrowser(browser, service.url, service.outboxDir, viewer.email, authorizeUrl(clientId, challenge));
    try {
      const refused = await consentInBrowser(context, authorizeUrl(clientId, challenge), callback.url, { scope: 'write' });
      expect(refused.status).toBe(403);
      expect(refused.text).toContain('SCOPE_NOT_ALLOWED');
      const tokens = await tokensFor(context, 'read');
      expect(tokens.scope).toBe('read');
      const created = await rawMcp(service.url, tokens.access_token, 'diagram_create', { scene: serviceScene(2) });
      expect(created.status).toBe(200);
      const result = ((await created.json()) as { result: CallToolResult }).result;
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toMatchObject({ code: 'READ_ONLY', reason: 'role' });

      // Expired by the service's clock: 401 with the challenge, so the host refreshes or signs in again.
      const now = service.clock.iso();
      service.clock.advance(16 * MINUTE);
      try {
        const expired = await rawMcp(service.url, tokens.access_token, 'diagram_list');
        expect(expired.status).toBe(401);
        expect(((await expired.json()) as { error: { data: { message: string } } }).error.data.message).toContain('expired');
      } finally {
        service.clock.set(now);
      }
    } finally {
      await context.close();
    }
  }, 90_000);
});
