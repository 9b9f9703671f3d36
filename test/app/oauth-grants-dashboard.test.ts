import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtEmbed } from '../support/element-page.js';
import { launchChromium } from '../../harness/chromium.js';
import { startOAuthService, type OAuthService } from '../mcp/oauth-fixture.js';
import { consentInBrowser, pkcePair, signedInBrowser, startCallback, type Callback } from '../mcp/oauth-browser.js';
import { expectAccessible, expectHeading, REFUSED, status, watchPage } from './dashboard-browser.js';

/**
 * The account page's connected assistants (docs/mcp-oauth.md, "Grants in the account") in
 * headless Chromium against the service with MCP sign-in by OAuth: an assistant registers,
 * the person approves it in the browser, the assistant calls a tool; the account page lists
 * it (client, redirect host, workspace, scope, last use), and Revoke stops its token at once.
 */

let service: OAuthService;
let browser: Browser;
let callback: Callback;
let context: BrowserContext;
let page: Page;
let person: Awaited<ReturnType<OAuthService['person']>>;
let problems: string[] = [];

function mcpList(token: string): Promise<Response> {
  return fetch(`${service.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'diagram_list', arguments: {} } }),
  });
}

beforeAll(async () => {
  await builtEmbed();
  service = await startOAuthService();
  browser = await launchChromium();
  callback = await startCallback();
  person = await service.person();
}, 240_000);

afterAll(async () => {
  const unexpected = service?.unexpectedErrors ?? [];
  await context?.close();
  await browser?.close();
  await callback?.close();
  await service?.close();
  expect(unexpected).toEqual([]);
});

describe('connected assistants on the account page', { timeout: 120_000 }, () => {
  it('lists the assistant the person approved, and Revoke stops its token at once', async () => {
    const registered = await fetch(`${service.url}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Sketch assistant', redirect_uris: [callback.url], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' }),
    });
    expect(registered.status).toBe(201);
    const clientId = ((await registered.json()) as { client_id: string }).client_id;
    const { verifier, challenge } = pkcePair();
    const authorize = `${service.url}/oauth/authorize?${new URLSearchParams({
      response_type: 'code', client_id: clientId, redirect_uri: callback.url, code_challenge: challenge, code_challenge_method: 'S256',
      scope: 'read write', resource: `${service.url}/mcp`, state: 'st',
    })}`;
    context = await signedInBrowser(browser, service.url, service.outboxDir, person.email, authorize);
    const ended = await consentInBrowser(context, authorize, callback.url, { scope: 'write' });
    const code = ended.url.searchParams.get('code');
    expect(code, JSON.stringify(ended)).toBeTruthy();
    const exchanged = await fetch(`${service.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: code!, code_verifier: verifier, redirect_uri: callback.url, client_id: clientId, resource: `${service.url}/mcp` }),
    });
    expect(exchanged.status).toBe(200);
    const token = ((await exchanged.json()) as { access_token: string }).access_token;
    expect((await mcpList(token)).status).toBe(200);

    page = await context.newPage();
    problems = await watchPage(page, { tolerated: [REFUSED] });
    await page.goto(`${service.url}/app/account`);
    await expectHeading(page, 'Account');
    await page.getByText('Show connected assistants').click();
    const items = page.locator('ul[aria-label="Connected assistants"] li');
    await expect.poll(() => items.count()).toBe(1);
    const session = await page.evaluate(async () => (await fetch('/v1/auth/session')).json() as Promise<{ workspace: { name: string } }>);
    const text = (await items.textContent())!.replace(/\s+/g, ' ').trim();
    expect(text).toMatch(new RegExp(`^Sketch assistant \\(${new URL(callback.url).host.replace(/\./g, '\\.')}\\) · ${session.workspace.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · reads and writes · connected .+ · last used .+ Revoke$`));
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Revoke Sketch assistant' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Revoked Sketch assistant; its tokens no longer work.');
    await expect.poll(() => page.locator('#no-grants').textContent()).toBe('No assistants are connected.');
    expect((await mcpList(token)).status).toBe(401);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });
});
