import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import type { ApiFixture } from '../support/api-fixture.js';
import { mailedToken, mailFilesTo, WEB_ORIGIN } from '../support/people.js';
import { seriousViolations } from './page-checks.js';

/**
 * The dashboard as a person reaches it on the fixture's website, https://dsp.test (its
 * DSP_WEB_URL): passkeys belong to that host (the RP ID), so a passkey ceremony works only on
 * a page of it, and https makes it a secure context with the __Host- cookie. Every request
 * to it is answered by the fixture (routed, headers and body passed on both ways).
 */
export interface WebsitePage {
  context: BrowserContext;
  page: Page;
  /** Errors the page logged or threw (a signed-out page's 401 and the refusals a test provokes aside). */
  problems: string[];
}

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
  await page.addInitScript('globalThis.__name = (f) => f');
  page.on('dialog', (dialog) => void dialog.accept());
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // A signed-out page asks GET /v1/auth/session and is answered 401: that is how it knows.
    if (message.type() === 'error' && !text.includes('status of 401') && !expected.some((pattern) => pattern.test(text))) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

/** Chromium's virtual authenticator on the page (CDP WebAuthn): a platform authenticator that holds passkeys and verifies its user at once. */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

export const heading = (page: Page) => page.locator('main h1');
export const status = (page: Page) => page.locator('dsp-dashboard > [role=status]');

export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Waits for the dashboard's page heading to read `text`. */
export async function expectHeading(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toMatch(text);
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
