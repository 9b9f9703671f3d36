import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { launchChromium } from '../../harness/chromium.js';
import { serviceScene } from '../../harness/scenes.js';
import { startOAuthService, type OAuthService } from './oauth-fixture.js';
import { consentInBrowser, MemoryOAuthProvider, pkcePair, signedInBrowser, startCallback, type Callback } from './oauth-browser.js';
import { startClientDocumentServer, type ClientDocumentServer } from './client-document-server.js';

/**
 * MCP sign-in with the client identified by its Client ID Metadata Document (issue 33): the
 * client_id is the https address of a JSON document the service fetches. The MCP SDK's own
 * client OAuth support (clientMetadataUrl) drives it against the running service, whose
 * development loopback allowance lets it fetch the document from the test's https server on
 * 127.0.0.1 (a self-signed certificate); the refusals show what it will not fetch.
 */

const metadata = (callbackUrl: string, name = 'Document assistant') => ({
  client_name: name, redirect_uris: [callbackUrl], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none',
});

function authorizeUrl(service: OAuthService, clientId: string, redirectUri: string, overrides: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    response_type: 'code', client_id: clientId, redirect_uri: redirectUri, code_challenge: pkcePair().challenge, code_challenge_method: 'S256',
    scope: 'read write', resource: `${service.url}/mcp`, state: 'st', ...overrides,
  });
  return `${service.url}/oauth/authorize?${params}`;
}

/** What the service keeps of OAuth: its records and grants (a refused client must leave both as they were). */
async function stored(service: OAuthService): Promise<{ records: number; grants: number }> {
  const [records] = await service.db('oauth_records').count({ n: '*' });
  const [grants] = await service.db('oauth_grants').count({ n: '*' });
  return { records: Number(records!.n), grants: Number(grants!.n) };
}

/** Asks the authorization endpoint for this client; expects the refusal page (no redirect to the client) and returns its text. */
async function refusedAuthorization(service: OAuthService, clientId: string, redirectUri: string, overrides: Record<string, string> = {}): Promise<string> {
  const before = await stored(service);
  const answer = await fetch(authorizeUrl(service, clientId, redirectUri, overrides), { redirect: 'manual' });
  const text = await answer.text();
  expect(answer.status, text.slice(0, 600)).toBe(400);
  expect(answer.headers.get('location')).toBeNull();
  expect(await stored(service), 'nothing stored for a refused client').toEqual(before);
  return text;
}

describe('MCP sign-in with a Client ID Metadata Document (loopback allowed, as in development)', () => {
  let service: OAuthService;
  let browser: Browser;
  let callback: Callback;
  let documents: ClientDocumentServer;
  let person: Awaited<ReturnType<OAuthService['person']>>;
  let signedIn: BrowserContext | undefined;

  beforeAll(async () => {
    service = await startOAuthService({ loopbackClientDocuments: true });
    browser = await launchChromium();
    callback = await startCallback();
    documents = await startClientDocumentServer();
    person = await service.person();
  }, 60_000);

  afterAll(async () => {
    const unexpected = service?.unexpectedErrors ?? [];
    await signedIn?.close();
    await browser?.close();
    await callback?.close();
    await documents?.close();
    await service?.close();
    expect(unexpected, 'errors the service logged (500s)').toEqual([]);
  });

  it('advertises client_id_metadata_document_supported in the authorization server metadata', async () => {
    const answer = await fetch(`${service.url}/.well-known/oauth-authorization-server`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body.client_id_metadata_document_supported).toBe(true);
    expect(body.registration_endpoint, 'DCR stays, for older hosts').toBe(`${service.url}/oauth/register`);
  });

  it('identifies the SDK client by its document: discovery from the 401, the browser step shows it verified, token exchange, a tool call', async () => {
    const documentUrl = documents.serveDocument('/mcp-client.json', metadata(callback.url));
    const provider = new MemoryOAuthProvider(callback.url, 'Document assistant', documentUrl);
    const transport = new StreamableHTTPClientTransport(new URL('/mcp', service.url), { authProvider: provider });
    const client = new Client({ name: 'oauth-cimd-test', version: '1.0.0' });
    await client.connect(transport);

    // A keyed tool answers 401; the SDK discovers the server, sees CIMD supported and uses its URL as client_id (no registration).
    const before = await stored(service);
    await expect(client.callTool({ name: 'diagram_list', arguments: {} })).rejects.toBeInstanceOf(UnauthorizedError);
    expect(provider.client?.client_id).toBe(documentUrl);
    const authorizationUrl = provider.authorizationUrl!;
    expect(authorizationUrl.searchParams.get('client_id')).toBe(documentUrl);
    expect(await stored(service), 'nothing registered').toEqual(before);

    // The browser step: sign in, then the consent page names the client from its document, verified.
    signedIn = await signedInBrowser(browser, service.url, service.outboxDir, person.email, authorizationUrl.href);
    expect(documents.requests('/mcp-client.json'), 'the service fetched the document').toBeGreaterThan(0);
    const page = await signedIn.newPage();
    await page.goto(authorizationUrl.href);
    const consentText = await page.locator('main').innerText();
    await page.close();
    expect(consentText).toContain('Connect Document assistant?');
    expect(consentText).toContain(`verified: read from ${documentUrl}, the client's own address`);
    expect(consentText).not.toContain('not verified');
    expect(consentText).toContain(new URL(callback.url).host);

    const ended = await consentInBrowser(signedIn, authorizationUrl.href, callback.url, { workspaceId: person.workspaceId, scope: 'write' });
    const code = ended.url.searchParams.get('code');
    expect(code, JSON.stringify({ url: ended.url.href, status: ended.status, text: ended.text?.slice(0, 600) })).toBeTruthy();

    // Token exchange with the SDK's PKCE verifier, then a tool call that writes as the person.
    await transport.finishAuth(code!);
    expect(provider.saved?.refresh_token).toBeTruthy();
    const created = (await client.callTool({ name: 'diagram_create', arguments: { scene: serviceScene(3), key: 'cimd-a' } })) as CallToolResult;
    expect(created.isError ?? false, JSON.stringify(created.structuredContent)).toBe(false);
    const diagramId = (created.structuredContent as { id: string }).id;
    const diagram = await service.db('diagrams').where({ id: diagramId }).first();
    expect(diagram.workspace_id).toBe(person.workspaceId);

    // The grant names the document's client; the client itself is not stored (it is its document).
    const grant = await service.db('oauth_grants').where({ client_id: documentUrl }).first();
    expect(grant).toMatchObject({ client_name: 'Document assistant', scope: 'write', workspace_id: person.workspaceId });
    const clients = await service.db('oauth_records').where({ model: 'Client' });
    expect(clients).toEqual([]);
    await client.close();
  }, 120_000);

  it('refuses a redirect_uri that is not in the document, without sending the browser there', async () => {
    const documentUrl = documents.serveDocument('/strict.json', metadata(callback.url));
    const text = await refusedAuthorization(service, documentUrl, 'http://127.0.0.1:9/elsewhere');
    expect(text).toContain('redirect_uri');
  });

  it('refuses client metadata documents at private, link-local and unique-local addresses, IPv4-mapped ones too, before connecting', async () => {
    const cases: Array<[url: string, says: string]> = [
      ['https://10.0.0.1/client.json', '10.0.0.1 is a private address'],
      ['https://192.168.1.20/client.json', '192.168.1.20 is a private address'],
      ['https://169.254.169.254/client.json', '169.254.169.254 is a link-local address'],
      ['https://[fd00::1]/client.json', 'fd00::1 is a unique-local address'],
      ['https://[fe80::1]/client.json', 'fe80::1 is a link-local address'],
      ['https://[::ffff:10.0.0.1]/client.json', 'is a private address'],
    ];
    for (const [url, says] of cases) {
      const text = await refusedAuthorization(service, url, callback.url);
      expect(text, url).toContain('invalid_client');
      expect(text, url).toContain(says);
      expect(text, url).toContain('client metadata documents are fetched only from public addresses');
    }
  });

  it('does not follow a redirect, even to a document that would pass, nor to a private address', async () => {
    documents.serveDocument('/real.json', metadata(callback.url));
    documents.serve('/moved.json', { status: 302, headers: { location: `${documents.origin}/real.json` } });
    documents.serve('/inside.json', { status: 301, headers: { location: 'https://10.0.0.1/client.json' } });
    const moved = await refusedAuthorization(service, `${documents.origin}/moved.json`, callback.url);
    expect(moved).toContain('invalid_client');
    expect(moved).toContain('answered 302, a redirect to');
    expect(moved).toContain('redirects are not followed');
    expect(documents.requests('/real.json'), 'the redirect was not followed').toBe(0);
    const inside = await refusedAuthorization(service, `${documents.origin}/inside.json`, callback.url);
    expect(inside).toContain('a redirect to https://10.0.0.1/client.json: redirects are not followed');
  });

  it('refuses a document over 5 KiB, announced or streamed, and one that names another client_id', async () => {
    const padding = 'x'.repeat(6 * 1024);
    const announced = `${documents.origin}/announced.json`;
    const body = JSON.stringify({ client_id: announced, ...metadata(callback.url), padding });
    documents.serve('/announced.json', { headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }, body });
    expect(await refusedAuthorization(service, announced, callback.url)).toContain('is larger than 5 KiB');

    const streamed = `${documents.origin}/streamed.json`;
    const parts = JSON.stringify({ client_id: streamed, ...metadata(callback.url), padding }).match(/[\s\S]{1,1024}/g)!;
    documents.serve('/streamed.json', { headers: { 'content-type': 'application/json' }, body: parts });
    expect(await refusedAuthorization(service, streamed, callback.url)).toContain('is larger than 5 KiB');

    documents.serveDocument('/impostor.json', { ...metadata(callback.url), client_id: `${documents.origin}/someone-else.json` });
    const impostor = await refusedAuthorization(service, `${documents.origin}/impostor.json`, callback.url);
    expect(impostor).toContain('client_id does not match');
  });
});

describe('MCP sign-in with a Client ID Metadata Document (no loopback allowance, as in production)', () => {
  let service: OAuthService;
  let callback: Callback;
  let documents: ClientDocumentServer;

  beforeAll(async () => {
    service = await startOAuthService();
    callback = await startCallback();
    documents = await startClientDocumentServer();
  }, 60_000);

  afterAll(async () => {
    const unexpected = service?.unexpectedErrors ?? [];
    await callback?.close();
    await documents?.close();
    await service?.close();
    expect(unexpected, 'errors the service logged (500s)').toEqual([]);
  });

  it('refuses a document on 127.0.0.1 and on a host name that resolves to loopback, without fetching it', async () => {
    const documentUrl = documents.serveDocument('/client.json', metadata(callback.url));
    const literal = await refusedAuthorization(service, documentUrl, callback.url);
    expect(literal).toContain('invalid_client');
    expect(literal).toContain('127.0.0.1 is a loopback address: client metadata documents are fetched only from public addresses');
    expect(literal).toContain('DSP_OAUTH_LOOPBACK_CLIENT_DOCUMENTS=1');

    const named = await refusedAuthorization(service, `https://localhost:${documents.port}/client.json`, callback.url);
    expect(named).toContain('localhost resolves to a loopback address');
    expect(documents.requests('/client.json'), 'never fetched').toBe(0);
  });
});
