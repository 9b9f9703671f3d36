import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { createDiagram } from '../support/api-expect.js';
import { builtEmbed } from '../support/element-page.js';
import { mailedToken, mailFilesTo } from '../support/people.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { launchChromium } from '../../harness/chromium.js';
import { seriousViolations } from './page-checks.js';

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
const problems: string[] = [];

const heading = () => page.locator('main h1');
const status = () => page.locator('dsp-dashboard > [role=status]');
const state = () => page.locator('#attestation-state');
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

async function expectHeading(text: string): Promise<void> {
  await expect.poll(() => heading().textContent(), { timeout: 15_000 }).toBe(text);
}

async function expectAccessible(): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

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
  await builtEmbed();
  api = await startApiFixture({ drawer: 'inline' });
  owner = await api.user({ plan: 'pro' });
  checkoutId = (await createDiagram(owner, { scene: serviceScene(3, { title: 'Checkout' }) })).id;
  billingId = (await createDiagram(owner, { scene: serviceScene(2, { title: 'Billing' }) })).id;
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  await page.addInitScript('globalThis.__name = (f) => f');
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
}, 240_000);

afterAll(async () => {
  await browser?.close();
  expect(api?.unexpectedErrors ?? []).toEqual([]);
  await api?.close();
});

describe('review and evidence in the dashboard', { timeout: 120_000 }, () => {
  it('a person reads "never reviewed", reviews the version and reads it fresh; an edit since is said', async () => {
    const seen = await mailFilesTo(api.outboxDir, owner.email);
    expect((await apiClient(api.url).post('/v1/auth/sign-in', { email: owner.email })).status).toBe(202);
    const token = await mailedToken(api.outboxDir, owner.email, 'sign-in', seen);
    await page.goto(`${api.url}/sign-in?token=${token}`);
    await page.getByRole('button', { name: `Sign in as ${owner.email}` }).click();
    await expect.poll(() => page.locator('[role=status]').textContent()).toBe(`You are signed in as ${owner.email}.`);

    await page.goto(`${api.url}/app/diagrams/${checkoutId}`);
    await expectHeading('Checkout');
    await expect.poll(() => state().textContent()).toBe('Never reviewed.');
    await expectAccessible();

    await page.getByRole('button', { name: 'I reviewed this version' }).click();
    await expect.poll(() => state().textContent()).toBe('Fresh: version 1 reviewed today.');
    expect(await status().textContent()).toBe('Reviewed: Fresh: version 1 reviewed today.');
    expect((await auditEntry(checkoutId)).status).toMatchObject({ state: 'fresh', attestedRevision: 1, drifted: false });

    const edit = await owner.post(`/v1/diagrams/${checkoutId}/revisions`, { baseRevision: 1, ops: [addNode('cache', 'Cache')] });
    expect([200, 201], edit.text).toContain(edit.status);
    await page.reload();
    await expectHeading('Checkout');
    await expect.poll(() => state().textContent()).toBe('Fresh: version 1 reviewed today; changed since version 1 was reviewed (now version 2).');
    await expectAccessible();
  });

  it('legal hold goes on and off with the switch', async () => {
    const box = page.getByLabel('Legal hold', { exact: true });
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await expect.poll(() => status().textContent()).toBe('On legal hold: its history is kept whatever the plan’s retention.');
    expect((await auditEntry(checkoutId)).legalHold).toBe(true);
    await box.uncheck();
    await expect.poll(() => status().textContent()).toBe('Legal hold is off: the plan’s retention applies again.');
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
    await expectHeading('Audit');
    expect(await page.title()).toBe('Audit · DSP dashboard');
    expect(await page.locator('nav a[aria-current=page]').textContent()).toBe('Audit');
    const names = () => page.locator('#audit-table tbody th').allTextContents();
    await expect.poll(names).toEqual(['Billing', 'Checkout']);
    expect((await page.locator('#audit-table tbody tr').nth(1).locator('td').allTextContents()).slice(1))
      .toEqual(['Fresh', 'version 1, reviewed today', 'changed since version 1 was reviewed (now version 2)', 'no']);
    await expectAccessible();

    await page.getByLabel('Show').selectOption('never');
    await expect.poll(names).toEqual(['Billing']);
    await page.getByLabel('Show').selectOption('drifted');
    await expect.poll(names).toEqual(['Checkout']);
    await page.getByLabel('Show').selectOption('stale');
    await expect.poll(() => page.locator('#audit-empty').textContent()).toBe('No diagram matches this filter.');
    await page.getByLabel('Show').selectOption('all');
    await page.getByLabel('Sort by').selectOption('age');
    await expect.poll(names).toEqual(['Billing', 'Checkout']);
    await expectAccessible();

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
    await expect.poll(() => status().textContent()).toBe('Evidence for 2 diagrams downloaded.');
    await expectAccessible();
    expect(problems).toEqual([]);
  });
});
