import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiFixture, TestUser } from '../support/api-fixture.js';
import { createDiagram } from '../support/api-expect.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { closeServiceAndBrowser, dashboardPage, expectAccessible, expectHeading, REFUSED, signInAtService, startServiceAndBrowser, status } from './dashboard-browser.js';

/**
 * Review and evidence in the dashboard (issue 35) in headless Chromium against the real
 * service on a temporary database: a person signs in by the mailed link, opens a diagram
 * never reviewed, presses "I reviewed this version" and reads it fresh; an agent's edit then
 * shows "changed since"; legal hold goes on and off; the evidence pack downloads as a zip.
 * The audit page lists both diagrams, filters them, and downloads a batch pack for a
 * selection. Every page is audited with axe-core.
 */

let api: ApiFixture;
let owner: TestUser;
let browser: Browser;
let page: Page;
let checkoutId = '';
let billingId = '';
let problems: string[] = [];

const state = () => page.locator('#attestation-state');
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** The bytes the browser saved for a download. */
async function savedBytes(download: Download): Promise<Buffer> {
  expect(await download.failure()).toBeNull();
  return readFile((await download.path())!);
}

async function auditEntry(id: string): Promise<{ legalHold: boolean; status: { state: string; drifted: boolean; attestedRevision: number | null } }> {
  const answer = await owner.get<{ diagrams: Array<{ id: string; legalHold: boolean; status: { state: string; drifted: boolean; attestedRevision: number | null } }> }>('/v1/workspace/audit');
  expect(answer.status).toBe(200);
  return answer.body.diagrams.find((entry) => entry.id === id)!;
}

beforeAll(async () => {
  ({ api, browser } = await startServiceAndBrowser());
  owner = await api.user({ plan: 'pro' });
  checkoutId = (await createDiagram(owner, { scene: serviceScene(3, { title: 'Checkout' }) })).id;
  billingId = (await createDiagram(owner, { scene: serviceScene(2, { title: 'Billing' }) })).id;
  ({ page, problems } = await dashboardPage(browser, { tolerated: [REFUSED] }, { acceptDownloads: true }));
}, 240_000);

afterAll(() => closeServiceAndBrowser(api, browser));

describe('review and evidence in the dashboard', { timeout: 120_000 }, () => {
  it('a person reads "never reviewed", reviews the version and reads it fresh; an edit since is said', async () => {
    await signInAtService(page, api, owner.email);

    await page.goto(`${api.url}/app/diagrams/${checkoutId}`);
    await expectHeading(page, 'Checkout');
    await expect.poll(() => state().textContent()).toBe('Never reviewed.');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'I reviewed this version' }).click();
    await expect.poll(() => state().textContent()).toBe('Fresh: version 1 reviewed today.');
    expect(await status(page).textContent()).toBe('Reviewed: Fresh: version 1 reviewed today.');
    expect((await auditEntry(checkoutId)).status).toMatchObject({ state: 'fresh', attestedRevision: 1, drifted: false });

    const edit = await owner.post(`/v1/diagrams/${checkoutId}/revisions`, { baseRevision: 1, ops: [addNode('cache', 'Cache')] });
    expect([200, 201], edit.text).toContain(edit.status);
    await page.reload();
    await expectHeading(page, 'Checkout');
    await expect.poll(() => state().textContent()).toBe('Fresh: version 1 reviewed today; changed since version 1 was reviewed (now version 2).');
    await expectAccessible(page);
  });

  it('legal hold goes on and off with the switch', async () => {
    const box = page.getByLabel('Legal hold', { exact: true });
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await expect.poll(() => status(page).textContent()).toBe('On legal hold: its history is kept whatever the plan’s retention.');
    expect((await auditEntry(checkoutId)).legalHold).toBe(true);
    await box.uncheck();
    await expect.poll(() => status(page).textContent()).toBe('Legal hold is off: the plan’s retention applies again.');
    expect((await auditEntry(checkoutId)).legalHold).toBe(false);
  });

  it('downloads the evidence pack as a zip', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download evidence pack' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const bytes = await savedBytes(download);
    expect(bytes.length).toBeGreaterThan(0);
    expect([...bytes.subarray(0, 4)]).toEqual(ZIP_SIGNATURE);
  });

  it('the audit page lists the diagrams, filters them, and downloads evidence for a selection', async () => {
    await page.getByRole('link', { name: 'Audit', exact: true }).click();
    await expectHeading(page, 'Audit');
    expect(await page.title()).toBe('Audit · DSP dashboard');
    expect(await page.locator('nav a[aria-current=page]').textContent()).toBe('Audit');
    const names = () => page.locator('#audit-table tbody th').allTextContents();
    await expect.poll(names).toEqual(['Billing', 'Checkout']);
    expect((await page.locator('#audit-table tbody tr').nth(1).locator('td').allTextContents()).slice(1))
      .toEqual(['Fresh', 'version 1, reviewed today', 'changed since version 1 was reviewed (now version 2)', 'no']);
    await expectAccessible(page);

    await page.getByLabel('Show').selectOption('never');
    await expect.poll(names).toEqual(['Billing']);
    await page.getByLabel('Show').selectOption('drifted');
    await expect.poll(names).toEqual(['Checkout']);
    await page.getByLabel('Show').selectOption('stale');
    await expect.poll(() => page.locator('#audit-empty').textContent()).toBe('No diagram matches this filter.');
    await page.getByLabel('Show').selectOption('all');
    await page.getByLabel('Sort by').selectOption('age');
    await expect.poll(names).toEqual(['Billing', 'Checkout']);
    await expectAccessible(page);

    const button = page.getByRole('button', { name: 'Download evidence for the selection' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Select Checkout').check();
    await page.getByLabel('Select Billing').check();
    await expect.poll(() => page.locator('#selection-note').textContent()).toBe('2 selected.');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const bytes = await savedBytes(download);
    expect([...bytes.subarray(0, 4)]).toEqual(ZIP_SIGNATURE);
    const text = bytes.toString('latin1');
    expect(text).toContain(`diagrams/${checkoutId}/`);
    expect(text).toContain(`diagrams/${billingId}/`);
    await expect.poll(() => status(page).textContent()).toBe('Evidence for 2 diagrams downloaded.');
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });
});
