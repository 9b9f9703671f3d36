import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Route } from 'playwright-core';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { signIn, SESSION_COOKIE, WEB_ORIGIN } from '../support/people.js';
import { browserOnDemand } from './chromium.js';

// Passkeys with a real browser (issue 29): Chromium's virtual authenticator (CDP WebAuthn)
// makes the passkey and signs in with it, through navigator.credentials and the JSON forms
// of PublicKeyCredential, so what a real browser sends is what the service verifies. The
// page is https://dsp.test (the fixture's DSP_WEB_URL, a secure context) served by routing
// its requests to the fixture; no page of the service is involved yet (the dashboard's).
let api: ApiFixture;
const chromium = browserOnDemand();

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
}, 120_000);
afterAll(async () => {
  await chromium.close();
  expect(api?.unexpectedErrors).toEqual([]);
  await api?.close();
});

/** Serves https://dsp.test: a blank page at /, and every other path from the fixture (headers, cookie and body passed on). */
async function routeWebsite(context: BrowserContext): Promise<void> {
  await context.route(`${WEB_ORIGIN}/**`, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname === '/') {
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>dsp.test</title><p>blank</p>' });
      return;
    }
    const headers = Object.fromEntries(Object.entries(await request.allHeaders()).filter(([name]) => !name.startsWith(':') && name !== 'host'));
    const body = request.postDataBuffer();
    const answer = await fetch(`${api.url}${url.pathname}${url.search}`, { method: request.method(), headers, ...(body ? { body: new Uint8Array(body) } : {}) });
    await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers.entries()), body: Buffer.from(await answer.arrayBuffer()) });
  });
}

/** In the page: fetch options, call navigator.credentials, post the credential's JSON; answers the status and body. */
const REGISTER = async (): Promise<{ status: number; body: Record<string, unknown> }> => {
  const post = (path: string, body: unknown) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const { options } = await (await post('/v1/auth/passkeys/registration-options', {})).json();
  const credential = (await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options) })) as PublicKeyCredential;
  const added = await post('/v1/auth/passkeys', { response: credential.toJSON(), name: 'Chromium' });
  return { status: added.status, body: await added.json() };
};
const SIGN_IN = async (): Promise<{ status: number; body: Record<string, unknown> }> => {
  const post = (path: string, body: unknown) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const { challengeId, options } = await (await post('/v1/auth/passkey-sign-in/options', {})).json();
  const credential = (await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options) })) as PublicKeyCredential;
  const opened = await post('/v1/auth/passkey-sign-in', { challengeId, response: credential.toJSON() });
  return { status: opened.status, body: await opened.json() };
};

describe('passkeys in Chromium with a virtual authenticator', () => {
  it('adds a passkey in a signed-in browser, then signs in with it in a browser with no session', { timeout: 120_000 }, async () => {
    const person = await api.user();
    const { token } = await signIn(api.url, api.outboxDir, person.email);
    const context = await (await chromium.browser()).newContext();
    try {
      await routeWebsite(context);
      await context.addCookies([{ name: SESSION_COOKIE, value: token, domain: 'dsp.test', path: '/', secure: true, httpOnly: true, sameSite: 'Lax' }]);
      const page = await context.newPage();
      await page.goto(`${WEB_ORIGIN}/`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
      });

      const added = await page.evaluate(REGISTER);
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body).toMatchObject({ name: 'Chromium', lastUsedAt: null });

      await context.clearCookies();
      const opened = await page.evaluate(SIGN_IN);
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
      expect(opened.body).toMatchObject({ user: { id: person.personId, email: person.email } });
      // The answer's cookie is the browser's session now.
      expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([SESSION_COOKIE]);
      const listed = await page.evaluate(async () => (await fetch('/v1/auth/passkeys')).json());
      expect(listed).toMatchObject({ passkeys: [{ id: added.body.id, lastUsedAt: expect.any(String) }] });
    } finally {
      await context.close();
    }
  });
});
