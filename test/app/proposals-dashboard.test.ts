import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiFixture, TestUser } from '../support/api-fixture.js';
import { createDiagram } from '../support/api-expect.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { bearer, call, callFailing, mcpClient } from '../support/mcp-client.js';
import { horizontalOverflow, seriousViolations } from './page-checks.js';
import { closeServiceAndBrowser, dashboardPage, expectAccessible, expectHeading, REFUSED, signInAtService, startServiceAndBrowser, status } from './dashboard-browser.js';

/**
 * Proposals in the dashboard (issue 31) in headless Chromium against the real service on a
 * temporary database: a person protects a diagram with the switch on its page; an agent (a
 * key) is refused a direct edit and proposes instead; the person opens the inbox and the
 * review page, sees the drawing now and the proposed one, approves, and the diagram gets a
 * revision that records the proposal and its approver. A second proposal is rejected with a
 * reason; a third, resolved elsewhere while its page is open, is said so in words. Last, the
 * scripted agent session over MCP: the agent's diagram_edit is refused, it proposes with
 * diagram_propose, the person approves on the review page, and the agent reads the new
 * revision. Every page is audited with axe-core.
 */

let api: ApiFixture;
let agent: TestUser;
let browser: Browser;
let page: Page;
let diagramId = '';
let problems: string[] = [];

/** In the page, with its session cookie (as the dashboard's own calls go). */
function fetchInPage(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(async ({ method, path, body }) => {
    const response = await fetch(path, { method, credentials: 'same-origin', headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  }, { method, path, body });
}

async function propose(ops: unknown[], message: string): Promise<string> {
  const made = await agent.post<{ id: string; createdByKind: string }>(`/v1/diagrams/${diagramId}/proposals`, { baseRevision: await latestRevision(), ops, message });
  expect(made.status, made.text).toBe(201);
  expect(made.body.createdByKind).toBe('agent');
  return made.body.id;
}

async function latestRevision(): Promise<number> {
  return (await agent.get<{ revision: number }>(`/v1/diagrams/${diagramId}`)).body.revision;
}

/** True once both drawings of the review page have loaded as pictures (an SVG that failed would have no width). */
async function bothDrawingsShown(): Promise<boolean> {
  return page.evaluate(() => ['#current-drawing img', '#proposed-drawing img'].every((selector) => {
    const image = document.querySelector<HTMLImageElement>(selector);
    return !!image && image.complete && image.naturalWidth > 0;
  }));
}

beforeAll(async () => {
  ({ api, browser } = await startServiceAndBrowser());
  agent = await api.user({ plan: 'pro' });
  diagramId = (await createDiagram(agent, { scene: serviceScene(3, { title: 'Checkout' }) })).id;
  ({ page, problems } = await dashboardPage(browser, { tolerated: [REFUSED] }));
}, 240_000);

afterAll(() => closeServiceAndBrowser(api, browser));

describe('proposals in the dashboard', { timeout: 120_000 }, () => {
  it('the person protects the diagram with the switch on its page, and the agent\'s direct edit is refused', async () => {
    await signInAtService(page, api, agent.email);

    await page.goto(`${api.url}/app/diagrams/${diagramId}`);
    await expectHeading(page, 'Checkout');
    const box = page.getByLabel('Changes made with an API key need approval');
    await expect.poll(() => box.isChecked()).toBe(false);
    expect(await page.locator('#protection-note').textContent()).toContain('People signed in (here, in the playground) still edit directly.');
    expect(await page.locator('#open-proposals-none').textContent()).toBe('No open proposals for this diagram.');
    await expectAccessible(page);
    await box.check();
    await expect.poll(() => status(page).textContent()).toBe('Protected: changes made with an API key now need your approval.');
    expect((await agent.get(`/v1/diagrams/${diagramId}/protection`)).body).toEqual({ id: diagramId, requireApproval: true });

    const direct = await agent.post<{ code: string }>(`/v1/diagrams/${diagramId}/revisions`, { baseRevision: 1, ops: [addNode('cache', 'Cache')] });
    expect([direct.status, direct.body.code]).toEqual([409, 'PROPOSAL_REQUIRED']);
  });

  it('the agent proposes; the person finds it in the inbox, sees both drawings and the operations in words, and approves', async () => {
    const proposalId = await propose([addNode('cache', 'Cache'), { op: 'createEdge', id: 'e9', from: { elementId: 'n0' }, to: { elementId: 'cache' } }], 'add a cache');
    await page.reload();
    await expectHeading(page, 'Checkout');
    await expect.poll(() => page.locator('ul[aria-label="Open proposals for this diagram"] a').allTextContents()).toEqual(['add a cache']);

    await page.getByRole('link', { name: 'Proposals', exact: true }).click();
    await expectHeading(page, 'Proposals');
    expect(await page.title()).toBe('Proposals · DSP dashboard');
    expect(await page.locator('nav a[aria-current=page]').textContent()).toBe('Proposals');
    await expect.poll(() => page.locator('ul[aria-label="Open proposals"] li').count()).toBe(1);
    expect((await page.locator('ul[aria-label="Open proposals"] li').textContent())!.replace(/\s+/g, ' ').trim()).toMatch(/^Checkout: add a cache by an agent · .+ · 2 operations · on version 1$/);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Checkout: add a cache' }).click();
    await expectHeading(page, 'Proposal for Checkout');
    expect(new URL(page.url()).pathname).toBe(`/app/diagrams/${diagramId}/proposals/${proposalId}`);
    expect(await page.title()).toBe('Proposal for Checkout · DSP dashboard');
    await expect.poll(bothDrawingsShown, { timeout: 15_000 }).toBe(true);
    expect(await page.locator('#current-drawing figcaption').textContent()).toBe('Now: version 1');
    expect(await page.locator('#proposed-drawing img').getAttribute('src')).toMatch(/^blob:/);
    expect(await page.locator('#proposal-ops li').allTextContents()).toEqual(['Add node cache “Cache”', 'Add edge e9 from n0 to cache']);
    expect(await page.locator('#proposal-status').textContent()).toBe('Open: waiting for a person to approve or reject it.');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toBe('Approved: Checkout is now at version 2.');
    expect(await page.locator('#proposal-status').textContent()).toBe('Approved: it is version 2 of the diagram. Open the diagram');
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await expectAccessible(page);

    const history = await agent.get<{ revisions: Array<Record<string, unknown>> }>(`/v1/diagrams/${diagramId}/revisions`);
    expect(history.body.revisions[0]).toMatchObject({ revision: 2, message: 'add a cache', createdByKind: 'agent', proposalId, approvedByUserId: agent.personId });
    await page.getByRole('link', { name: 'Open the diagram' }).click();
    await expectHeading(page, 'Checkout');
    await expect.poll(() => page.locator('#open-proposals-none').textContent()).toBe('No open proposals for this diagram.');
    expect(await page.locator('ol.versions > li').count()).toBe(2);
  });

  it('a second proposal is rejected with a reason the agent can read', async () => {
    const proposalId = await propose([{ op: 'updateNode', id: 'n1', label: 'Payments' }], 'rename the first service');
    await page.goto(`${api.url}/app/proposals`);
    await expectHeading(page, 'Proposals');
    await page.getByRole('link', { name: 'Checkout: rename the first service' }).click();
    await expectHeading(page, 'Proposal for Checkout');
    await expect.poll(() => page.locator('#proposal-ops li').allTextContents()).toEqual(['Change node n1 “Payments”']);
    await expect.poll(bothDrawingsShown, { timeout: 15_000 }).toBe(true);
    expect(await page.locator('#current-drawing figcaption').textContent()).toBe('Now: version 2');
    await page.getByLabel('Reason for rejecting (optional; the agent reads it)').fill('Payments is a separate diagram');
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Rejected: nothing was changed.');
    expect(await page.locator('#proposal-status').textContent()).toBe('Rejected: Payments is a separate diagram. Nothing was changed.');
    await expectAccessible(page);

    const read = await agent.get<Record<string, unknown>>(`/v1/diagrams/${diagramId}/proposals/${proposalId}`);
    expect(read.body).toMatchObject({ status: 'rejected', resolutionReason: 'Payments is a separate diagram', resolvedByUserId: agent.personId, resultingRevision: null });
    expect(await latestRevision()).toBe(2);
    await page.goto(`${api.url}/app/proposals`);
    await expectHeading(page, 'Proposals');
    await expect.poll(() => page.locator('#no-proposals').textContent()).toBe('No open proposals in this workspace.');
  });

  it('a proposal resolved elsewhere while its page is open is said so in words, the label of the element it deletes named', async () => {
    const proposalId = await propose([{ op: 'deleteElement', id: 'n2' }], 'drop the second service');
    await page.goto(`${api.url}/app/diagrams/${diagramId}/proposals/${proposalId}`);
    await expectHeading(page, 'Proposal for Checkout');
    await expect.poll(() => page.locator('#proposal-ops li').allTextContents()).toEqual(['Delete n2 “Service 2”']);
    const elsewhere = await fetchInPage('POST', `/v1/diagrams/${diagramId}/proposals/${proposalId}/reject`, { reason: 'decided in the meeting' });
    expect(elsewhere.status).toBe(200);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => page.locator('#proposal-problem').textContent()).toBe('Not approved: this proposal was already rejected (decided in the meeting).');
    expect(await status(page).textContent()).toBe('Not approved: this proposal was already rejected (decided in the meeting).');
    expect(await page.locator('#proposal-status').textContent()).toBe('Rejected: decided in the meeting. Nothing was changed.');
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await latestRevision()).toBe(2);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  it('an agent over MCP is refused a direct edit, proposes, the person approves on the review page, and the agent reads the new revision', async () => {
    const client = await mcpClient(api.url, bearer(agent.key));
    try {
      const ops = [addNode('audit', 'Audit log')];
      const refused = await callFailing(client, 'diagram_edit', { id: diagramId, baseRevision: 2, message: 'add an audit log', ops });
      expect(refused).toMatchObject({ code: 'PROPOSAL_REQUIRED' });
      expect(refused.fix).toContain('diagram_propose');
      const proposal = await call<{ id: string; proposed: boolean; status: string }>(client, 'diagram_propose', { id: diagramId, baseRevision: 2, message: 'add an audit log', ops });
      expect(proposal).toMatchObject({ proposed: true, status: 'open' });

      await page.goto(`${api.url}/app/proposals`);
      await expectHeading(page, 'Proposals');
      await page.getByRole('link', { name: 'Checkout: add an audit log' }).click();
      await expectHeading(page, 'Proposal for Checkout');
      await expect.poll(() => page.locator('#proposal-ops li').allTextContents()).toEqual(['Add node audit “Audit log”']);
      await expect.poll(bothDrawingsShown, { timeout: 15_000 }).toBe(true);
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect.poll(() => status(page).textContent()).toBe('Approved: Checkout is now at version 3.');
      await expectAccessible(page);

      expect(await call(client, 'dsp_get_proposal', { sceneId: diagramId, proposalId: proposal.id })).toMatchObject({ status: 'approved', resultingRevision: 3 });
      const read = await call<{ revision: number; text: string }>(client, 'diagram_read', { id: diagramId });
      expect(read.revision).toBe(3);
      expect(read.text).toContain('Audit log');
      const history = await call<{ revisions: Array<Record<string, unknown>> }>(client, 'diagram_history', { id: diagramId });
      expect(history.revisions[0]).toMatchObject({ revision: 3, message: 'add an audit log', createdByKind: 'agent', createdVia: 'mcp', proposalId: proposal.id, approvedByUserId: agent.personId });
    } finally {
      await client.close();
    }
    expect(problems).toEqual([]);
  });

  it('on this service, without MCP sign-in (no DSP_BASE_URL), the account page says no assistant can be connected', async () => {
    await page.goto(`${api.url}/app/account`);
    await expectHeading(page, 'Account');
    await page.getByText('Show connected assistants').click();
    await expect.poll(() => page.locator('#no-grants').textContent()).toBe('This service does not offer MCP sign-in, so no assistant is connected this way.');
    expect(await page.getByRole('button', { name: /^Revoke/ }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('fits a 375 px screen in light and dark mode: the inbox, a review page with both drawings, the diagram page', async () => {
    const openProposalId = await propose([addNode('queue', 'Queue')], 'add a queue');
    await page.setViewportSize({ width: 375, height: 800 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [path, text] of [['/app/proposals', 'Proposals'], [`/app/diagrams/${diagramId}/proposals/${openProposalId}`, 'Proposal for Checkout'], [`/app/diagrams/${diagramId}`, 'Checkout']] as const) {
        await page.goto(`${api.url}${path}`);
        await expectHeading(page, text);
        await page.waitForLoadState('networkidle');
        if (path.includes('/proposals/')) await expect.poll(bothDrawingsShown, { timeout: 15_000 }).toBe(true);
        expect(await horizontalOverflow(page), `${path} at 375 px`).toEqual({ overflow: 0, widest: [] });
        expect(await seriousViolations(page), `${path} in ${scheme} mode`).toEqual([]);
      }
    }
    expect(problems).toEqual([]);
  });
});
