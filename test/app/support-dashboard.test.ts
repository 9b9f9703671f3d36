import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { ApiFixture, TestUser } from '../support/api-fixture.js';
import { createDiagram } from '../support/api-expect.js';
import { serviceScene } from '../../harness/scenes.js';
import { horizontalOverflow } from './page-checks.js';
import { closeServiceAndBrowser, dashboardPage, expectAccessible, expectHeading, heading, REFUSED, signInAtService, startServiceAndBrowser, status } from './dashboard-browser.js';

/**
 * Support in the dashboard (issue 36) in headless Chromium against the real service: a
 * person previews an anonymized copy of a version (none of the diagram's words in the SVG
 * the page received and shows), sends it with the preview's seed (support's copy is the previewed one,
 * byte for byte), sees it listed and withdraws it; then sends feedback through the
 * confirmation round, a mismatched and an expired token each answered with a fresh preview in
 * words, and sees it listed as received. Every page is audited with axe-core.
 */

let api: ApiFixture;
let person: TestUser;
let browser: Browser;
let page: Page;
let diagramId = '';
let problems: string[] = [];
/** The words the person wrote in the diagram: none may reach the anonymized copy. */
const labels = ['Ledger', 'Invoices', 'Refunds'];

beforeAll(async () => {
  ({ api, browser } = await startServiceAndBrowser());
  person = await api.user({ plan: 'pro' });
  diagramId = (await createDiagram(person, { scene: serviceScene(3, { title: 'Billing', label: (i) => labels[i]! }) })).id;
  // The confirmation round is a 400 by design; the page says so itself.
  ({ page, problems } = await dashboardPage(browser, { tolerated: [REFUSED] }));
}, 240_000);

afterAll(() => closeServiceAndBrowser(api, browser));

describe('support in the dashboard', { timeout: 120_000 }, () => {
  it('previews an anonymized copy without the diagram\'s words, sends exactly that copy, lists it and withdraws it', async () => {
    await signInAtService(page, api, person.email);

    await page.goto(`${api.url}/app/diagrams/${diagramId}`);
    await expectHeading(page, 'Billing');
    await expect.poll(() => page.locator('#reports-none').textContent()).toBe('No problem reports sent for this diagram.');
    expect(await page.getByLabel('Send an anonymized copy').isChecked()).toBe(true);
    expect(await page.locator('#report-send').count()).toBe(0);
    await expectAccessible(page);

    await page.getByLabel('What is wrong with version 1? (one line, up to 500 characters)').fill('The edge to the third box crosses a label');
    const answered = page.waitForResponse((response) => response.url().endsWith(`/v1/diagrams/${diagramId}/reports/preview`));
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = (await (await answered).json()) as { svg: string; seed: number; anonymized: boolean };
    expect(preview.anonymized).toBe(true);
    await expect.poll(() => page.evaluate(() => {
      const image = document.querySelector<HTMLImageElement>('#report-preview img');
      return !!image && image.complete && image.naturalWidth > 0;
    }), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('#report-preview img').getAttribute('src')).toMatch(/^blob:/);
    // The page's CSP keeps blob: addresses from fetch, so the copy is read from the answer the page itself got.
    for (const word of [...labels, 'Billing']) expect(preview.svg).not.toContain(word);
    for (const word of labels) expect(await page.locator('main').innerText()).not.toContain(word);
    // The original drawing does carry them: the check above could fail.
    const original = await person.get<string>(`/v1/images/${diagramId}@1.svg`);
    expect(original.text).toContain('Ledger');
    expect(await page.locator('#report-preview figcaption').textContent()).toBe('What support will see: version 1, anonymized.');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toMatch(/^Sent to support: report prb_\S+ on version 1, anonymized\.$/);
    await expect.poll(() => page.locator('#reports li').count()).toBe(1);
    expect((await page.locator('#reports li').textContent())!.replace(/\s+/g, ' ').trim()).toMatch(/^The edge to the third box crosses a label version 1 · anonymized · received · .+ Withdraw$/);
    const listed = await person.get<{ reports: Array<{ reportId: string }> }>(`/v1/diagrams/${diagramId}/reports`);
    const reportId = listed.body.reports[0]!.reportId;
    const kept = await person.get<{ svg: string; seed: number }>(`/v1/diagrams/${diagramId}/reports/${reportId}`);
    expect([kept.body.seed, kept.body.svg === preview.svg]).toEqual([preview.seed, true]);
    expect(await page.locator('#report-send').count()).toBe(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: `Withdraw report ${reportId}` }).click();
    await expect.poll(() => status(page).textContent()).toBe(`Withdrawn: support no longer sees report ${reportId}.`);
    await expect.poll(() => page.locator('#reports-none').textContent()).toBe('No problem reports sent for this diagram.');
    const gone = await person.get<{ code: string }>(`/v1/diagrams/${diagramId}/reports/${reportId}`);
    expect([gone.status, gone.body.code]).toEqual([404, 'REPORT_NOT_FOUND']);
  });

  it('sends feedback through the confirmation round (a mismatched token gets a fresh preview in words) and lists it as received', async () => {
    await page.getByRole('link', { name: 'Feedback', exact: true }).click();
    await expectHeading(page, 'Feedback');
    expect(await page.title()).toBe('Feedback · DSP dashboard');
    expect(await page.locator('nav a[aria-current=page]').textContent()).toBe('Feedback');
    await expect.poll(() => page.locator('#feedback-none').textContent()).toBe('You have not sent feedback yet.');
    await expectAccessible(page);

    await page.getByLabel('About', { exact: true }).selectOption('bug');
    await page.getByLabel('Summary (one line, up to 200 characters)').fill('Edges cross labels in wide diagrams');
    await page.getByLabel('What you expected (optional, up to 2,000 characters)').fill('Edges go around labels');
    await page.getByLabel('How sure are you? (optional)').selectOption('seen');
    await page.getByLabel(/^A snippet that shows it/).fill('flowchart LR\n  A -->|a long label| B');
    await page.getByLabel(/^Attach a diagram of this workspace/).selectOption(diagramId);
    await page.getByLabel('Anonymize the attached diagram').check();
    await page.getByRole('button', { name: 'Review' }).click();
    await expect.poll(() => page.locator('#feedback-engine-version').textContent()).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
    const previewText = (await page.locator('#feedback-preview dl').innerText()).replace(/\s+/g, ' ');
    expect(previewText).toContain('Summary Edges cross labels in wide diagrams');
    expect(previewText).toContain(`From ${person.email}`);
    expect(previewText).toContain('Sent with dashboard');
    expect(previewText).toContain(`Attached ${diagramId}, version 1, anonymized`);
    expect(previewText).toContain('How sure I saw it happen');
    expect(await page.locator('#feedback-snippet-preview').textContent()).toBe('flowchart LR\n  A -->|a long label| B');
    await expect.poll(() => page.evaluate(() => {
      const image = document.querySelector<HTMLImageElement>('#feedback-preview img');
      return !!image && image.complete && image.naturalWidth > 0;
    }), { timeout: 15_000 }).toBe(true);
    expect(await person.get<{ feedback: unknown[] }>('/v1/feedback').then((r) => r.body.feedback)).toEqual([]);
    await expectAccessible(page);

    // The token is swapped on its way once: the service answers a new round, which the page says in words.
    await page.route('**/v1/feedback', async (route) => {
      const body = JSON.parse(route.request().postData()!) as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, confirm: 'not-the-token' }) });
    }, { times: 1 });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.locator('#feedback-notice').textContent()).toBe('The feedback no longer matched what was reviewed, so nothing was sent. Check the new preview below and send again. (CONFIRMATION_REQUIRED)');
    expect(await person.get<{ feedback: unknown[] }>('/v1/feedback').then((r) => r.body.feedback)).toEqual([]);

    // Eleven minutes on, the round's token has expired: the service answers a new round, said in words.
    api.clock.advance(11 * 60_000);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.locator('#feedback-notice').textContent()).toBe('The review had expired (it lasts 10 minutes), so nothing was sent. Check the new preview below and send again. (CONFIRMATION_REQUIRED)');
    expect(await person.get<{ feedback: unknown[] }>('/v1/feedback').then((r) => r.body.feedback)).toEqual([]);

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toMatch(/^Sent: feedback fbk_\S+ is received\.$/);
    await expect.poll(() => page.locator('#feedback-items li').count()).toBe(1);
    expect((await page.locator('#feedback-items li').textContent())!.replace(/\s+/g, ' ').trim()).toMatch(/^Edges cross labels in wide diagrams bug · received · sent .+$/);
    expect(await page.locator('#feedback-preview').count()).toBe(0);
    const stored = await person.get<{ feedback: Array<Record<string, unknown>> }>('/v1/feedback');
    expect(stored.body.feedback).toMatchObject([{ kind: 'bug', summary: 'Edges cross labels in wide diagrams', status: 'received', id: diagramId, revision: 1 }]);
    expect(await api.db('feedback_items').select('confidence', 'snippet')).toEqual([{ confidence: 'seen', snippet: 'flowchart LR\n  A -->|a long label| B' }]);
    await expectAccessible(page);

    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/app/feedback', `/app/diagrams/${diagramId}`]) {
      await page.goto(`${api.url}${path}`);
      await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).not.toBe('');
      await expect.poll(() => page.locator('#feedback-items, #reports-none').count(), { timeout: 15_000 }).toBe(1);
      expect(await horizontalOverflow(page), `${path} at 375 px`).toEqual({ overflow: 0, widest: [] });
    }
    expect(problems).toEqual([]);
  });
});
