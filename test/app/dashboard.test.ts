import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiFixture, TestUser } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { mailFilesTo, signIn } from '../support/people.js';
import { backgroundColour, horizontalOverflow, seriousViolations } from './page-checks.js';
import { closeServiceAndBrowser, dashboardPage, expectAccessible, expectHeading, heading, SIGNED_OUT, spendSignInLink, startServiceAndBrowser, status } from './dashboard-browser.js';

/**
 * The dashboard (GET /app, issue 29) in headless Chromium against the real service on a
 * temporary database: a person signs in through the mailed link, saves a diagram from the
 * playground with the session, finds it listed with its image, opens it, sees its versions
 * and the colour diff, restores a version, publishes it and makes a share link, makes and
 * revokes a key, switches workspace, ends their other sessions and signs out. Every page is
 * audited with axe-core, fits a 375 px wide screen and follows dark mode.
 */

let api: ApiFixture;
let person: TestUser;
let teamWorkspaceId: string;
let browser: Browser;
let page: Page;
let diagramId = '';
let problems: string[] = [];

const TITLE = 'Checkout flow';
const FIRST = `---\ntitle: ${TITLE}\n---\nflowchart LR\n  Web --> Api`;
const SECOND = `---\ntitle: ${TITLE}\n---\nflowchart LR\n  Web --> Api\n  Api --> Db`;

beforeAll(async () => {
  ({ api, browser } = await startServiceAndBrowser());
  // Pro: share links are a paid feature. The same person is also a member of a team.
  person = await api.user({ plan: 'pro' });
  teamWorkspaceId = (await api.user({ email: person.email, team: 'Team Atlas', plan: 'team', role: 'member' })).workspaceId;
  const site = await dashboardPage(browser, { tolerated: [SIGNED_OUT] });
  await site.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: api.url });
  ({ page, problems } = site);
}, 240_000);

afterAll(() => closeServiceAndBrowser(api, browser));

/** Waits for the page heading to read `text` and checks focus went to it (a page change a screen reader hears). */
async function expectPage(text: string | RegExp): Promise<void> {
  await expectHeading(page, text);
  await expect.poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.slice(0, 40)}`), { timeout: 5_000 }).toMatch(/^H1 /);
}

/** True once an <img> has loaded a picture (the session cookie authorised the image request). */
function loaded(selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0, () => false));
}

async function replacePlaygroundSource(text: string): Promise<void> {
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

describe('the dashboard at /app', { timeout: 120_000 }, () => {
  it('sends a signed-out reader to the sign-in page, mails a link, and the link signs the browser in', async () => {
    await page.goto(`${api.url}/app/keys`);
    await expectHeading(page, 'Sign in');
    expect(new URL(page.url()).pathname).toBe('/app/sign-in');
    expect(await page.title()).toBe('Sign in · DSP dashboard');
    await expectAccessible(page);

    const seen = await mailFilesTo(api.outboxDir, person.email);
    await page.getByLabel('Email address').fill(person.email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect.poll(() => status(page).textContent()).toMatch(/^Check your mail/);
    expect(await page.locator('#sent-heading').textContent()).toBe('Check your mail');
    await expectAccessible(page);

    await spendSignInLink(page, api, person.email, seen);

    await page.goto(`${api.url}/app`);
    await expectHeading(page, 'Diagrams');
    expect(await page.locator('.workspace select option:checked').textContent()).toMatch(/'s diagrams \(personal\)$/);
    await expectAccessible(page);
  });

  it('saves from the playground with the session (no key), recorded as made by a person', async () => {
    await page.goto(`${api.url}/play`);
    await expect.poll(() => page.getAttribute('#key', 'placeholder'), { timeout: 30_000 }).toBe(`optional: saving as ${person.email}`);
    await replacePlaygroundSource(FIRST);
    await page.click('#save-new');
    await expect.poll(() => page.textContent('#save-result'), { timeout: 30_000 }).toMatch(/^Saved as dgm_\w+, revision 1\.$/);
    diagramId = /dgm_\w+/.exec((await page.textContent('#save-result'))!)![0];

    // A second version, through the API with the session, as a script of this page would.
    const edited = await page.evaluate(async ({ id, mermaid }) => {
      const response = await fetch(`/v1/diagrams/${id}/revisions`, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ baseRevision: 1, mermaid, message: 'Add the database' }) });
      return { status: response.status, body: (await response.json()) as { revision: number } };
    }, { id: diagramId, mermaid: SECOND });
    expect(edited).toMatchObject({ status: 200, body: { revision: 2 } });
    const history = await person.get<{ revisions: Array<{ revision: number; createdByKind: string }> }>(`/v1/diagrams/${diagramId}/revisions`);
    expect(history.body.revisions.map((r) => [r.revision, r.createdByKind])).toEqual([[2, 'human'], [1, 'human']]);
  });

  it('lists the diagram with its stored image as thumbnail, and searches', async () => {
    await page.goto(`${api.url}/app`);
    await expect.poll(() => page.locator('.card h2 a').allTextContents(), { timeout: 15_000 }).toEqual([TITLE]);
    expect(await page.locator('.card img.thumb').getAttribute('src')).toBe(`/v1/images/${diagramId}@2.svg`);
    expect(await loaded('.card img.thumb')).toBe(true);
    expect(await page.locator('.card').textContent()).toMatch(/Version 2 · private/);

    await page.getByLabel('Search diagrams').fill('no such words');
    await page.getByLabel('Search diagrams').press('Enter');
    await expect.poll(() => page.locator('main').textContent()).toContain('No diagram matches “no such words”.');
    expect(new URL(page.url()).search).toBe('?q=no+such+words');
    await page.getByLabel('Search diagrams').fill('checkout');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.locator('.card h2 a').allTextContents()).toEqual([TITLE]);
    await expect.poll(() => status(page).textContent()).toBe('1 diagram match “checkout”.');
    await expectAccessible(page);
  });

  it('deletes a diagram with Undo, and lists recently deleted ones', async () => {
    await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
    await expect.poll(() => status(page).textContent()).toBe(`Deleted ${TITLE}. You can undo this for 24 hours.`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('undo-delete');
    expect((await person.get(`/v1/diagrams/${diagramId}`)).status).toBe(404);
    await page.getByRole('link', { name: 'Recently deleted' }).click();
    await expectPage('Recently deleted diagrams');
    await expect.poll(() => page.locator('.card h2').allTextContents()).toEqual([TITLE]);
    await expectAccessible(page);
    await page.getByRole('button', { name: `Undo delete ${TITLE}` }).click();
    await expect.poll(() => status(page).textContent()).toBe(`Restored ${TITLE}.`);
    expect((await person.get(`/v1/diagrams/${diagramId}`)).status).toBe(200);
  });

  it('opens the diagram: latest drawing, versions with dates and who made them, the colour diff, Mermaid and JSON', async () => {
    await page.getByRole('link', { name: 'Back to the diagrams' }).click();
    await page.getByRole('link', { name: TITLE }).click();
    await expectPage(TITLE);
    expect(new URL(page.url()).pathname).toBe(`/app/diagrams/${diagramId}`);
    expect(await page.title()).toBe(`${TITLE} · DSP dashboard`);
    expect(await loaded('img.drawing')).toBe(true);

    const versions = page.locator('ol.versions > li');
    expect(await versions.count()).toBe(2);
    expect(await versions.nth(0).textContent()).toMatch(/Version 2 \(latest\)[\s\S]*by a person[\s\S]*Add the database/);
    expect(await versions.nth(1).locator('time').getAttribute('datetime')).toBe('2026-03-10T12:00:00.000Z');

    // The colour diff of the two versions: the stored image with ?from=, the addition in green.
    await expect.poll(() => page.locator('#compare-summary').textContent()).toMatch(/^Version 1 to 2: 2 added\./);
    const diff = page.locator('img.diff');
    expect(await diff.getAttribute('src')).toBe(`/v1/images/${diagramId}@2.svg?from=1`);
    expect(await loaded('img.diff')).toBe(true);
    const green = await diff.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 1]! > data[i]! + 50 && data[i + 1]! > data[i + 2]! + 30) count++;
      return count;
    });
    expect(green).toBeGreaterThan(200);
    // Comparing the other way round says so too.
    await page.locator('#compare-from').selectOption('2');
    await page.locator('#compare-to').selectOption('1');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toBe('Version 2 to 1: 2 removed.');

    await page.locator('summary', { hasText: 'Mermaid' }).click();
    await expect.poll(() => page.locator('pre[aria-label="Mermaid text"]').textContent()).toContain('Db');
    await page.locator('summary', { hasText: 'JSON' }).click();
    expect(JSON.parse((await page.locator('pre[aria-label="Scene JSON"]').textContent())!)).toMatchObject({ scene: { title: TITLE } });
    expect(await page.getByRole('link', { name: 'Export the whole history (JSON Lines)' }).getAttribute('href')).toBe(`/v1/diagrams/${diagramId}/export`);
    await expectAccessible(page);
  });

  it('restores an earlier version as a new one', async () => {
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Restored version 1 as version 3.');
    await expect.poll(() => page.locator('ol.versions > li').count()).toBe(3);
    expect(await page.locator('ol.versions > li').first().textContent()).toMatch(/Version 3 \(latest\)[\s\S]*Restored version 1/);
    const mermaid = await person.get<{ mermaid: string }>(`/v1/diagrams/${diagramId}?view=mermaid`);
    expect(mermaid.body.mermaid).not.toContain('Db');
  });

  it('publishes, copies the embed snippets, and makes a share link shown once, then revokes it', async () => {
    await page.getByRole('link', { name: 'Sharing' }).click();
    await expectPage(`Sharing ${TITLE}`);
    expect((await apiClient(api.url).get(`/v1/public/diagrams/${diagramId}`)).status).toBe(404);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.locator('#visibility').textContent()).toMatch(/^Published/);
    expect((await apiClient(api.url).get(`/v1/public/diagrams/${diagramId}`)).status).toBe(200);
    expect(await page.locator('#embed-markdown').inputValue()).toBe(`![${TITLE}](https://dsp.test/d/${diagramId}.svg)`);
    expect(await page.locator('#embed-html').inputValue()).toBe(`<img src="https://dsp.test/d/${diagramId}.svg" alt="${TITLE}">`);
    expect(await page.locator('#embed-element').inputValue()).toContain(`<dsp-diagram diagram="${diagramId}" service="${api.url}"></dsp-diagram>`);
    await page.getByRole('button', { name: 'Copy Markdown' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Markdown copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`![${TITLE}](https://dsp.test/d/${diagramId}.svg)`);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Make a share link' }).click();
    await expect.poll(() => page.locator('#new-link').count()).toBe(1);
    const url = await page.locator('#new-link').inputValue();
    const linkToken = /^https:\/\/dsp\.test\/d\/([\w-]+)$/.exec(url)?.[1];
    expect(linkToken, url).toBeDefined();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toBe('Share link copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect((await apiClient(api.url).get(`/v1/public/diagrams/${linkToken}`)).status).toBe(200);
    await expect.poll(() => page.locator('ul[aria-label="Share links"] li').count()).toBe(1);
    await page.getByRole('button', { name: /^Revoke the link starting/ }).click();
    await expect.poll(() => page.locator('ul[aria-label="Share links"] li').textContent()).toMatch(/revoked\s*$/);
    expect((await apiClient(api.url).get(`/v1/public/diagrams/${linkToken}`)).status).toBe(404);
    // Opened again, the page no longer has the link's address: it was shown once.
    await page.reload();
    await expectHeading(page, `Sharing ${TITLE}`);
    expect(await page.content()).not.toContain(linkToken);
  });

  it('makes a key that is shown once and works, and revokes it', async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    await expectPage('API keys');
    await page.getByLabel('Name').fill('CI runner');
    await page.getByRole('button', { name: 'Make a key' }).click();
    await expect.poll(() => page.locator('#made-key').count()).toBe(1);
    const key = await page.locator('#made-key').inputValue();
    expect(key).toMatch(/^dsp_sk_/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('made-key');
    expect((await apiClient(api.url, { authorization: `Bearer ${key}` }).get('/v1/diagrams')).status).toBe(200);
    await expectAccessible(page);

    await page.reload();
    await expectHeading(page, 'API keys');
    await expect.poll(() => page.locator('ul[aria-label="Keys"] li').count()).toBe(2);
    expect(await page.content()).not.toContain(key);
    await page.getByRole('button', { name: 'Revoke CI runner' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Revoked CI runner.');
    const refused = await apiClient(api.url, { authorization: `Bearer ${key}` }).get('/v1/diagrams');
    expect(refused.status).toBe(401);
  });

  it('switches to the team workspace and back', async () => {
    await page.getByRole('link', { name: 'Diagrams' }).click();
    await expectPage('Diagrams');
    await page.getByLabel('Workspace').selectOption(teamWorkspaceId);
    await expect.poll(() => status(page).textContent()).toBe('Now working in Team Atlas.');
    await expect.poll(() => page.locator('main').textContent()).toContain('No diagrams yet');
    await page.getByLabel('Workspace').selectOption({ index: 0 });
    await expect.poll(() => page.locator('.card h2 a').allTextContents()).toEqual([TITLE]);
  });

  it('fits a 375 px screen on every page, and follows dark mode', async () => {
    const paths = ['/app/', `/app/diagrams/${diagramId}`, `/app/diagrams/${diagramId}/sharing`, '/app/keys', '/app/account'];
    await page.setViewportSize({ width: 375, height: 800 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of paths) {
        await page.goto(`${api.url}${path}`);
        await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).not.toBe('');
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow(page), `${path} at 375 px`).toEqual({ overflow: 0, widest: [] });
        const [r, g, b] = await backgroundColour(page);
        if (scheme === 'dark') expect(r + g + b, `${path} dark background`).toBeLessThan(150);
        else expect(r + g + b, `${path} light background`).toBeGreaterThan(700);
        if (scheme === 'dark') expect(await seriousViolations(page), `${path} in dark mode`).toEqual([]);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1100, height: 900 });
  });

  it('lists the sessions, signs out the others, then signs out', async () => {
    const other = await signIn(api.url, api.outboxDir, person.email);
    await page.goto(`${api.url}/app/account`);
    await expectHeading(page, 'Account');
    expect(await page.locator('main').textContent()).toContain(`${person.email} · verified`);
    await expect.poll(() => page.locator('ul[aria-label="Sessions"] li').count()).toBe(2);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Signed out that session.');
    expect((await other.client.get('/v1/auth/session')).status).toBe(401);
    await expect.poll(() => page.locator('ul[aria-label="Sessions"] li').count()).toBe(1);

    await page.getByRole('button', { name: 'Sign out of this browser' }).click();
    await expectPage('Sign in');
    await page.goto(`${api.url}/app/keys`);
    await expectHeading(page, 'Sign in');
    // The sign-in page, too, at a phone's width in dark mode.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, widest: [] });
    expect((await backgroundColour(page)).reduce((a, b) => a + b)).toBeLessThan(150);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });
});
