import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import type { ApiFixture } from '../support/api-fixture.js';
import { mailedToken, mailFilesTo, WEB_ORIGIN } from '../support/people.js';
import { expectAccessible, expectHeading, SIGNED_OUT, status, watchPage, type WatchedPage } from './dashboard-browser.js';

/**
 * The dashboard as a person reaches it on the fixture's website, https://dsp.test (its
 * DSP_WEB_URL): passkeys belong to that host (the RP ID), so a passkey ceremony works only on
 * a page of it, and https makes it a secure context with the __Host- cookie. Every request
 * to it is answered by the fixture (routed, headers and body passed on both ways).
 */
export type WebsitePage = WatchedPage;

/** Headers the route must not pass back: fetch already decoded the body, and the length is the decoded one's. */
const DROPPED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

async function routeWebsite(context: BrowserContext, serviceUrl: string): Promise<void> {
  await context.route(`${WEB_ORIGIN}/**`, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const headers = Object.fromEntries(Object.entries(await request.allHeaders()).filter(([name]) => !name.startsWith(':') && name !== 'host'));
    const body = request.postDataBuffer();
    const answer = await fetch(`${serviceUrl}${url.pathname}${url.search}`, { method: request.method(), headers, redirect: 'manual', ...(body ? { body: new Uint8Array(body) } : {}) });
    const answerHeaders = Object.fromEntries([...answer.headers.entries()].filter(([name]) => !DROPPED.has(name)));
    await route.fulfill({ status: answer.status, headers: answerHeaders, body: Buffer.from(await answer.arrayBuffer()) });
  });
}

/** A new browser context on the website, with a page that records its errors; `expected` lists console texts the test provokes. */
export async function websitePage(browser: Browser, api: ApiFixture, expected: RegExp[] = []): Promise<WebsitePage> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, locale: 'en-US', timezoneId: 'UTC' });
  await routeWebsite(context, api.url);
  const page = await context.newPage();
  return { context, page, problems: await watchPage(page, { tolerated: [SIGNED_OUT, ...expected] }) };
}

/** Chromium's virtual authenticator on the page (CDP WebAuthn): a platform authenticator that holds passkeys and verifies its user at once. */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

/**
 * Signs the page in as a person does: the dashboard's sign-in form mails a link, the link's
 * page (the service's /sign-in) signs in with its button, and its "Open your dashboard"
 * link opens /app signed in. Each page is audited.
 */
export async function signInByMailedLink(page: Page, api: ApiFixture, email: string): Promise<void> {
  await page.goto(`${WEB_ORIGIN}/app/account`);
  await expectHeading(page, 'Sign in');
  expect(new URL(page.url()).pathname).toBe('/app/sign-in');
  const seen = await mailFilesTo(api.outboxDir, email);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect.poll(() => status(page).textContent()).toMatch(/^Check your mail/);
  const token = await mailedToken(api.outboxDir, email, 'sign-in', seen);

  await page.goto(`${WEB_ORIGIN}/sign-in?token=${token}`);
  const next = page.getByRole('link', { name: 'Open your dashboard' });
  // Shown only once signed in: before, the page offers the button alone.
  expect(await next.isVisible()).toBe(false);
  await page.getByRole('button', { name: `Sign in as ${email}` }).click();
  await expect.poll(() => page.locator('[role=status]').textContent()).toBe(`You are signed in as ${email}.`);
  await expect.poll(() => next.isVisible()).toBe(true);
  await expectAccessible(page);
  await next.click();
  await expectHeading(page, 'Diagrams');
  expect(new URL(page.url()).pathname).toBe('/app');
}
