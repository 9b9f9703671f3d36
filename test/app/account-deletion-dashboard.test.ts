import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiFixture, TestUser } from '../support/api-fixture.js';
import { createDiagram, expectError } from '../support/api-expect.js';
import { mailFilesTo, mailsTo, SESSION_COOKIE, sessionClient, WEB_ORIGIN } from '../support/people.js';
import { KEY_CACHE_TTL_MS } from '../../server/use-cases/accounts/authenticate.js';
import { horizontalOverflow } from './page-checks.js';
import { closeServiceAndBrowser, expectAccessible, expectHeading, startServiceAndBrowser, status } from './dashboard-browser.js';
import { addVirtualAuthenticator, signInByMailedLink, websitePage, type WebsitePage } from './website-browser.js';

/**
 * Deleting an account from the dashboard (issue 29) in headless Chromium against the real
 * service on a temporary database: the account page shows what deleting removes (the
 * preflight), wants the personal workspace's exact name, and mails a link; the link's page
 * deletes the account. Then nothing signs the person in: not the old session, not their
 * key, not a passkey, not a new mailed link. A sole owner of a team where others work is
 * told to hand it over first and offered no confirmation. Every page is audited with axe-core.
 */

let api: ApiFixture;
let browser: Browser;

beforeAll(async () => {
  ({ api, browser } = await startServiceAndBrowser());
}, 240_000);

afterAll(() => closeServiceAndBrowser(api, browser));

const personalName = (user: TestUser) => `${user.email}'s diagrams`;
const texts = async (items: Locator) => (await items.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
const section = (site: WebsitePage) => site.page.locator('dsp-account-deletion-section');

async function openAccount(site: WebsitePage): Promise<void> {
  await site.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Account' }).click();
  await expectHeading(site.page, 'Account');
}

describe('deleting an account from the dashboard', { timeout: 120_000 }, () => {
  let person: TestUser;
  let site: WebsitePage;
  let sessionToken = '';

  it('shows what deleting removes once asked, and what the person leaves', async () => {
    person = await api.user({ plan: 'pro' });
    const diagram = await createDiagram(person, { mermaid: 'flowchart LR\n  A --> B' });
    expect((await person.request('PUT', `/v1/diagrams/${diagram.id}/sharing`, { body: { visibility: 'public' } })).status).toBe(200);
    expect((await person.post(`/v1/diagrams/${diagram.id}/links`)).status).toBe(201);
    // A team where someone else is the owner: the person leaves it.
    const owner = await api.user({ team: `Carry on ${process.pid}`, role: 'owner' });
    await api.user({ email: person.email, team: `Carry on ${process.pid}`, role: 'member' });
    expect(owner.workspaceId).toBeTruthy();

    // Refusals the test provokes: a wrong name (400), the passkey once the account is gone (401).
    site = await websitePage(browser, api, [/status of 400/, /status of 401/]);
    await signInByMailedLink(site.page, api, person.email);
    sessionToken = (await site.context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)!.value;
    await openAccount(site);
    // A passkey, to show that none signs in afterwards.
    await addVirtualAuthenticator(site.context, site.page);
    await site.page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect.poll(() => status(site.page).textContent(), { timeout: 15_000 }).toMatch(/^Added the passkey/);

    // Nothing is asked before the person opens the step.
    expect(await section(site).getByRole('textbox').count()).toBe(0);
    await section(site).getByRole('button', { name: 'Delete my account…' }).click();
    await expect.poll(() => site.page.evaluate(() => document.activeElement?.id)).toBe('deletion-removes-heading');
    const removes = section(site).locator('h3:text("What deleting removes") + ul > li');
    expect(await texts(removes)).toEqual([
      `The personal workspace ${personalName(person)}, with everything in it`,
      '1 diagram with all their versions and images, deleted ones you could still restore included',
      '1 published diagram: its public address stops answering',
      '1 share link, which stop answering',
      // The fixture's key in the personal workspace and the one of the team.
      '2 API keys of yours, in every workspace: agents using them stop working',
      '1 session (this one included), and your passkeys',
    ]);
    expect(await texts(section(site).locator('h3:text("Team workspaces you leave") + p + ul > li'))).toEqual([`Carry on ${process.pid} (2 members, you are a member)`]);
    await expectAccessible(site.page);
    // The whole account page (sessions, passkeys, this step) in dark mode, and on a phone's width.
    await site.page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(site.page);
    await site.page.setViewportSize({ width: 375, height: 800 });
    expect(await horizontalOverflow(site.page)).toEqual({ overflow: 0, widest: [] });
    await site.page.setViewportSize({ width: 1000, height: 900 });
    await site.page.emulateMedia({ colorScheme: 'light' });
  });

  it('wants the personal workspace\'s exact name: another is refused and mails nothing', async () => {
    const seen = await mailFilesTo(api.outboxDir, person.email);
    await site.page.getByLabel(`Type the name of your personal workspace, ${personalName(person)}, to confirm`).fill(personalName(person).toUpperCase());
    await site.page.getByRole('button', { name: 'Email me the link that deletes my account' }).click();
    await expect.poll(() => site.page.locator('#deletion-name-error').textContent()).toBe(`confirmedName must be the name of your personal workspace exactly as written: "${personalName(person)}". (CONFIRMED_NAME_MISMATCH)`);
    const field = site.page.locator('#deletion-name');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await site.page.evaluate(() => document.activeElement?.id)).toBe('deletion-name');
    expect((await mailFilesTo(api.outboxDir, person.email)).size).toBe(seen.size);
    await expectAccessible(site.page);
  });

  it('mails the link on the exact name, and says nothing is deleted until its page\'s button is pressed', async () => {
    const seen = await mailFilesTo(api.outboxDir, person.email);
    await site.page.locator('#deletion-name').fill(personalName(person));
    await site.page.getByRole('button', { name: 'Email me the link that deletes my account' }).click();
    await expect.poll(() => status(site.page).textContent()).toBe(`A link that deletes the account is on its way to ${person.email}.`);
    expect(await site.page.evaluate(() => document.activeElement?.id)).toBe('deletion-sent-heading');
    const notice = (await section(site).locator('.notice').textContent())!.replace(/\s+/g, ' ').trim();
    expect(notice).toBe(`Check your mail A link is on its way to ${person.email}. It works once, until Mar 11, 2026, 12:00 PM; the page it opens deletes the account when you press its button. This cannot be undone. Changed your mind? Ignore the mail: nothing is deleted until that button is pressed, and the link expires by itself.`);
    expect(await section(site).locator('time').getAttribute('datetime')).toBe('2026-03-11T12:00:00.000Z');
    // Still there: asking deletes nothing.
    expect((await person.get('/v1/diagrams')).status).toBe(200);
    await expectAccessible(site.page);

    const mails = (await mailsTo(api.outboxDir, person.email, seen.size + 1)).filter((mail) => !seen.has(mail.file));
    expect(mails).toHaveLength(1);
    const token = new RegExp(`${WEB_ORIGIN}/delete-account\\?token=([A-Za-z0-9_-]{43})`).exec(mails[0]!.text)?.[1];
    expect(token, mails[0]!.text).toBeDefined();

    await site.page.goto(`${WEB_ORIGIN}/delete-account?token=${token}`);
    await site.page.getByRole('button', { name: `Delete ${person.email} for good` }).click();
    await expect.poll(() => site.page.locator('[role=status]').textContent()).toBe(`The account ${person.email} is deleted.`);
    await expectAccessible(site.page);
  });

  it('then nothing signs the person in: the old session, their key, their passkey, a new mailed link', async () => {
    // The confirmation took this browser's cookie away.
    expect((await site.context.cookies()).filter((cookie) => cookie.name === SESSION_COOKIE)).toEqual([]);
    expectError(await sessionClient(api.url, sessionToken).get('/v1/auth/session'), 401, 'SESSION_EXPIRED');
    api.clock.advance(KEY_CACHE_TTL_MS);
    expectError(await person.get('/v1/diagrams'), 401, 'API_KEY_INVALID');
    expect(await api.db('people').where({ email: person.email })).toEqual([]);
    expect(await api.db('passkeys').where({ person_id: person.personId })).toEqual([]);

    await site.page.goto(`${WEB_ORIGIN}/app/account`);
    await expectHeading(site.page, 'Sign in');
    await site.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => site.page.locator('#passkey-error').textContent(), { timeout: 15_000 }).toMatch(/\(PASSKEY_UNKNOWN\)$/);

    // The service answers the same "check your mail" for every address; no link goes to a deleted one (sign-up is by invitation).
    const seen = await mailFilesTo(api.outboxDir, person.email);
    await site.page.getByLabel('Email address').fill(person.email);
    await site.page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect.poll(() => status(site.page).textContent()).toMatch(/^Check your mail/);
    expect((await mailsTo(api.outboxDir, person.email, seen.size + 1, 1_500)).length).toBe(seen.size);
    await expectHeading(site.page, 'Sign in');
    await expectAccessible(site.page);
    expect(site.problems).toEqual([]);
    await site.context.close();
  });
});

describe('a sole owner of a team where others work', { timeout: 120_000 }, () => {
  it('is told to hand the team over first, and offered no confirmation', async () => {
    const person = await api.user();
    const team = `Owned ${process.pid}`;
    await api.user({ email: person.email, team, role: 'owner' });
    await api.user({ team, role: 'member' });
    const site = await websitePage(browser, api);
    try {
      await signInByMailedLink(site.page, api, person.email);
      await openAccount(site);
      await section(site).getByRole('button', { name: 'Delete my account…' }).click();
      await expect.poll(() => texts(section(site).locator('h3:text("First, hand these over") + p + ul > li'))).toEqual([`${team} (2 members, you are an owner)`]);
      expect(await section(site).getByRole('textbox').count()).toBe(0);
      expect(await section(site).getByRole('button', { name: 'Email me the link that deletes my account' }).count()).toBe(0);
      await expectAccessible(site.page);

      // "Keep my account" closes the step.
      await section(site).getByRole('button', { name: 'Keep my account' }).click();
      await expect.poll(() => section(site).getByRole('button', { name: 'Delete my account…' }).count()).toBe(1);
      expect((await person.get('/v1/diagrams')).status).toBe(200);
      expect(site.problems).toEqual([]);
    } finally {
      await site.context.close();
    }
  });
});
