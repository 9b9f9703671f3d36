import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { builtEmbed } from '../support/element-page.js';
import { mailedToken, mailFilesTo } from '../support/people.js';
import { launchChromium } from '../../harness/chromium.js';
import { seriousViolations } from './page-checks.js';

/**
 * The dashboard in headless Chromium as its page tests drive it: the service and the browser
 * a test file starts, a page that records its errors (a test ends by expecting none), the
 * shell's heading and live region, and signing in through a link the service mails.
 */

/** The service on a temporary database, drawing inline, with the dashboard built, and Chromium. */
export async function startServiceAndBrowser(): Promise<{ api: ApiFixture; browser: Browser }> {
  await builtEmbed();
  const api = await startApiFixture({ drawer: 'inline' });
  return { api, browser: await launchChromium() };
}

/** Closes both (either may be missing when starting failed); an error the service logged and no test expected fails the file. */
export async function closeServiceAndBrowser(api: ApiFixture | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close();
  expect(api?.unexpectedErrors ?? []).toEqual([]);
  await api?.close();
}

/** A browser context with its one page, watched. */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Errors the page logged or threw, those the test expects aside. */
  problems: string[];
}

export interface Watch {
  /** Console errors the test expects: a refusal it provokes, a signed-out page's 401. */
  tolerated: RegExp[];
  /** Whose page it is, named in its problems where a test drives two people's pages. */
  who?: string;
}

/** A refused action is answered 4xx, and the page says so itself. */
export const REFUSED = /status of 4\d\d/;
/** A signed-out page asks GET /v1/auth/session and is answered 401: that is how it knows. */
export const SIGNED_OUT = /status of 401/;

/** Readies a page for a test: dialogs (a confirm() before a removal) are accepted, and what goes wrong in it is recorded. */
export async function watchPage(page: Page, { tolerated, who }: Watch): Promise<string[]> {
  // Functions the test runner compiled may call a __name helper that pages do not have.
  await page.addInitScript('globalThis.__name = (f) => f');
  page.on('dialog', (dialog) => void dialog.accept());
  const problems: string[] = [];
  const record = (text: string) => problems.push(who ? `${who}: ${text}` : text);
  page.on('console', (message) => {
    if (message.type() === 'error' && !tolerated.some((pattern) => pattern.test(message.text()))) record(message.text());
  });
  page.on('pageerror', (error) => record(error.message));
  return problems;
}

/** A new browser context (1100×900 unless `options` say otherwise) with one watched page, for the service's own address. */
export async function dashboardPage(browser: Browser, watch: Watch, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, ...options });
  const page = await context.newPage();
  return { context, page, problems: await watchPage(page, watch) };
}

export const heading = (page: Page) => page.locator('main h1');
export const status = (page: Page) => page.locator('dsp-dashboard > [role=status]');

export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Waits for the dashboard's page heading to read `text` (all of it; a pattern where it is given). */
export async function expectHeading(page: Page, text: string | RegExp): Promise<void> {
  const read = expect.poll(() => heading(page).textContent(), { timeout: 15_000 });
  await (typeof text === 'string' ? read.toBe(text) : read.toMatch(text));
}

/** Spends the sign-in link mailed to `email` (the one mail not in `seen`) on the service's sign-in page, with its button. */
export async function spendSignInLink(page: Page, api: ApiFixture, email: string, seen: Set<string>): Promise<void> {
  const token = await mailedToken(api.outboxDir, email, 'sign-in', seen);
  await page.goto(`${api.url}/sign-in?token=${token}`);
  await page.getByRole('button', { name: `Sign in as ${email}` }).click();
  await expect.poll(() => page.locator('[role=status]').textContent()).toBe(`You are signed in as ${email}.`);
}

/** Signs the page in as `email` on the service's own address: a link is asked for (as the sign-in form does) and spent. */
export async function signInAtService(page: Page, api: ApiFixture, email: string): Promise<void> {
  const seen = await mailFilesTo(api.outboxDir, email);
  expect((await apiClient(api.url).post('/v1/auth/sign-in', { email })).status).toBe(202);
  await spendSignInLink(page, api, email, seen);
}
