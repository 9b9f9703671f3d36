import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiFixture, TestUser } from '../support/api-fixture.js';
import { SESSION_COOKIE } from '../support/people.js';
import { closeServiceAndBrowser, expectAccessible, expectHeading, startServiceAndBrowser, status } from './dashboard-browser.js';
import { addVirtualAuthenticator, signInByMailedLink, websitePage, type WebsitePage } from './website-browser.js';

/**
 * Passkeys in the dashboard (issue 29) in headless Chromium with its virtual authenticator,
 * against the real service on a temporary database: a person signed in by a mailed link
 * (whose page now leads on to /app) adds a passkey on the account page, signs out, signs in
 * with it on the sign-in page, sees it listed as used, and removes it; the removed passkey
 * then signs nobody in. Every page is audited with axe-core.
 */

let api: ApiFixture;
let person: TestUser;
let browser: Browser;
let site: WebsitePage;

const NAME = 'Test laptop';

interface StoredPasskey {
  id: string;
  name: string;
  last_used_at: string | null;
}

beforeAll(async () => {
  ({ api, browser } = await startServiceAndBrowser());
  person = await api.user();
  // The last step signs in with a removed passkey: the service answers 401 PASSKEY_UNKNOWN.
  site = await websitePage(browser, api, [/status of 401/]);
}, 240_000);

afterAll(() => closeServiceAndBrowser(api, browser));

/** The items' texts as read aloud: white space collapsed. */
const texts = async (items: Locator) => (await items.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
const passkeysOf = async (personId: string): Promise<StoredPasskey[]> => api.db('passkeys').where({ person_id: personId }).select('id', 'name', 'last_used_at');

describe('passkeys in the dashboard', { timeout: 120_000 }, () => {
  it('signs in by mailed link, and the signed-in page leads on to the dashboard', async () => {
    await signInByMailedLink(site.page, api, person.email);
    await expectAccessible(site.page);
  });

  it('adds a passkey on the account page with the browser\'s authenticator', async () => {
    const { page, context } = site;
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Account' }).click();
    await expectHeading(page, 'Account');
    await expect.poll(() => page.locator('dsp-passkeys-section').textContent()).toContain('You have no passkeys yet.');
    await expectAccessible(page);

    await addVirtualAuthenticator(context, page);
    await page.getByLabel('Name (optional)').fill(NAME);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect.poll(() => status(page).textContent(), { timeout: 15_000 }).toBe(`Added the passkey “${NAME}”. You can sign in with it from now on.`);
    const item = page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
    await expect.poll(() => texts(item)).toEqual([`${NAME} · added Mar 10, 2026, 12:00 PM · never used Remove`]);
    expect(await item.locator('time').first().getAttribute('datetime')).toBe('2026-03-10T12:00:00.000Z');
    expect(await page.getByLabel('Name (optional)').inputValue()).toBe('');
    expect(await passkeysOf(person.personId)).toEqual([{ id: expect.stringMatching(/^pky_/), name: NAME, last_used_at: null }]);
    await expectAccessible(page);
  });

  it('signs out, then signs in with the passkey on the sign-in page and lands on the diagrams', async () => {
    const { page, context } = site;
    await page.getByRole('button', { name: 'Sign out of this browser' }).click();
    await expectHeading(page, 'Sign in');
    expect((await context.cookies()).filter((cookie) => cookie.name === SESSION_COOKIE)).toEqual([]);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expectHeading(page, 'Diagrams');
    expect(new URL(page.url()).pathname).toBe('/app/');
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([SESSION_COOKIE]);
    const session = await page.evaluate(async () => (await fetch('/v1/auth/session')).json());
    expect(session).toMatchObject({ user: { id: person.personId, email: person.email }, workspace: { id: person.workspaceId } });
    await expectAccessible(page);
  });

  it('lists the passkey as used, and removes it', async () => {
    const { page } = site;
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Account' }).click();
    await expectHeading(page, 'Account');
    const item = page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
    await expect.poll(() => texts(item)).toEqual([`${NAME} · added Mar 10, 2026, 12:00 PM · last used Mar 10, 2026, 12:00 PM Remove`]);
    const [stored] = await passkeysOf(person.personId);
    expect(stored!.last_used_at).toBe('2026-03-10T12:00:00.000Z');
    expect(await item.locator('time').nth(1).getAttribute('datetime')).toBe(stored!.last_used_at);
    await expectAccessible(page);

    await page.getByRole('button', { name: `Remove the passkey ${NAME}` }).click();
    await expect.poll(() => status(page).textContent()).toBe(`Removed the passkey “${NAME}”.`);
    await expect.poll(() => page.locator('dsp-passkeys-section').textContent()).toContain('You have no passkeys yet.');
    expect(await page.getByRole('list', { name: 'Your passkeys' }).count()).toBe(0);
    expect(await passkeysOf(person.personId)).toEqual([]);
    await expectAccessible(page);
  });

  it('the removed passkey signs nobody in: the sign-in page says why and stays', async () => {
    const { page, context } = site;
    await page.getByRole('button', { name: 'Sign out of this browser' }).click();
    await expectHeading(page, 'Sign in');
    // The authenticator still holds the passkey; the service no longer knows it.
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => page.locator('#passkey-error').textContent(), { timeout: 15_000 }).toMatch(/^This passkey belongs to no account here .+\(PASSKEY_UNKNOWN\)$/);
    expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).getAttribute('aria-describedby')).toBe('passkey-error');
    await expectHeading(page, 'Sign in');
    expect((await context.cookies()).filter((cookie) => cookie.name === SESSION_COOKIE)).toEqual([]);
    await expectAccessible(page);
    expect(site.problems).toEqual([]);
  });
});
