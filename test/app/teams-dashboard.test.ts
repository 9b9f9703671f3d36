import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiFixture, TestUser } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { mailFilesTo, mailsTo, WEB_ORIGIN } from '../support/people.js';
import { backgroundColour, horizontalOverflow, seriousViolations } from './page-checks.js';
import { closeServiceAndBrowser, dashboardPage, expectAccessible, expectHeading, REFUSED, signInAtService, spendSignInLink, startServiceAndBrowser, status, type WatchedPage } from './dashboard-browser.js';

/**
 * Teams in the dashboard (issue 29) in headless Chromium against the real service on a
 * temporary database: an owner makes a team and invites a second person on the members
 * page; the second person, a new address, signs in and accepts in a second browser context
 * and lands in the team's diagrams; the owner makes them a viewer and the viewer's pages
 * stop offering changes; the owner moves a diagram from their personal workspace into the
 * team through its page (a clashing key refused in words first), and removes the member.
 * Every page is audited with axe-core.
 */

let api: ApiFixture;
let owner: TestUser;
let browser: Browser;
let page: Page;
let guestPage: Page;
const sites: WatchedPage[] = [];

const guest = `guest-${process.pid}@example.test`;
const third = `third-${process.pid}@example.test`;
const TEAM = 'Team Borealis';
const TEAM_DIAGRAM = 'Team roadmap';
let teamId = '';
let teamDiagramId = '';
let personalId = '';
let launchId = '';
let clashId = '';

const mermaid = (title: string, extra = '') => `---\ntitle: ${title}\n---\nflowchart LR\n  A --> B${extra}`;

beforeAll(async () => {
  ({ api, browser } = await startServiceAndBrowser());
  owner = await api.user();
  personalId = owner.workspaceId;
  const launch = await owner.post<{ id: string }>('/v1/diagrams', { mermaid: mermaid('Launch plan'), key: 'launch' });
  const clash = await owner.post<{ id: string }>('/v1/diagrams', { mermaid: mermaid('Old roadmap'), key: 'roadmap' });
  expect([launch.status, clash.status]).toEqual([201, 201]);
  launchId = launch.body.id;
  clashId = clash.body.id;
  // A signed-out page's 401 is a 4xx too.
  for (const who of ['owner', 'guest']) sites.push(await dashboardPage(browser, { tolerated: [REFUSED], who }));
  [page, guestPage] = [sites[0]!.page, sites[1]!.page];
}, 240_000);

afterAll(() => closeServiceAndBrowser(api, browser));

/** In the page, with its session cookie (as the dashboard's own calls go). */
function fetchInPage(target: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return target.evaluate(async ({ method, path, body }) => {
    const response = await fetch(path, { method, credentials: 'same-origin', headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  }, { method, path, body });
}

describe('teams in the dashboard', { timeout: 120_000 }, () => {
  it('an owner makes a team on the members page and the session moves into it', async () => {
    await signInAtService(page, api, owner.email);

    await page.goto(`${api.url}/app/members`);
    await expectHeading(page, 'Members');
    expect(await page.title()).toBe('Members · DSP dashboard');
    expect(await page.locator('nav a[aria-current=page]').textContent()).toBe('Members');
    await expect.poll(() => page.locator('main').textContent()).toContain('A personal workspace is yours alone');
    expect(await page.locator('#seats').textContent()).toMatch(/^1 of 1 seats used/);
    await expectAccessible(page);

    await page.getByLabel('Team name').fill(TEAM);
    await page.getByRole('button', { name: 'Make the team' }).click();
    await expect.poll(() => status(page).textContent()).toBe(`Made the team ${TEAM}; now working in it. Invite people below.`);
    await expect.poll(() => page.locator('.workspace select option:checked').textContent()).toBe(`${TEAM} (owner)`);
    await expect.poll(() => page.locator('#seats').textContent()).toMatch(/^1 of 2 seats used \(owners and members take a seat; viewers are free\)$/);
    expect(await page.locator('ul[aria-label="Members"] li').allTextContents()).toEqual([expect.stringMatching(new RegExp(`^\\s*${owner.email} \\(you\\) · owner: writes`))]);
    const session = await fetchInPage(page, 'GET', '/v1/auth/session');
    teamId = (session.body.workspace as { id: string; kind: string }).id;
    expect(session.body.workspace).toMatchObject({ name: TEAM, kind: 'team', role: 'owner' });

    // The team's own diagram, two versions, saved with the session (as the playground would).
    const made = await fetchInPage(page, 'POST', '/v1/diagrams', { mermaid: mermaid(TEAM_DIAGRAM), key: 'roadmap' });
    expect(made.status).toBe(201);
    teamDiagramId = made.body.id as string;
    expect((await fetchInPage(page, 'POST', `/v1/diagrams/${teamDiagramId}/revisions`, { baseRevision: 1, mermaid: mermaid(TEAM_DIAGRAM, '\n  B --> C') })).status).toBe(200);
    await expectAccessible(page);
  });

  it('an owner renames the team and turns its public sharing off and on again in the team settings', async () => {
    await page.goto(`${api.url}/app/members`);
    await expectHeading(page, 'Members');
    const settings = page.locator('dsp-team-settings-section');
    await expect.poll(() => settings.locator('#sharing-state').textContent()).toMatch(/^Public sharing is on: /);
    await expectAccessible(page);

    await page.getByLabel("The team's name").fill('Team Australis');
    await settings.getByRole('button', { name: 'Rename' }).click();
    await expect.poll(() => status(page).textContent()).toBe('The team is now called Team Australis.');
    // The switcher reads the session again: the new name is everywhere at once.
    await expect.poll(() => page.locator('.workspace select option:checked').textContent()).toBe('Team Australis (owner)');
    expect((await fetchInPage(page, 'GET', '/v1/workspace')).body).toMatchObject({ name: 'Team Australis', publicSharing: true });

    await settings.getByRole('button', { name: 'Turn public sharing off' }).click(); // its confirm() is accepted
    await expect.poll(() => status(page).textContent()).toMatch(/^Public sharing is off: /);
    await expect.poll(() => settings.locator('#sharing-state').textContent()).toMatch(/^Public sharing is off: .*Nothing was unpublished or revoked\.$/);
    expect((await fetchInPage(page, 'GET', '/v1/workspace')).body).toMatchObject({ publicSharing: false });
    await expectAccessible(page);

    await settings.getByRole('button', { name: 'Turn public sharing on' }).click();
    await expect.poll(() => settings.locator('#sharing-state').textContent()).toMatch(/^Public sharing is on: /);
    await page.getByLabel("The team's name").fill(TEAM);
    await settings.getByRole('button', { name: 'Rename' }).click();
    await expect.poll(() => page.locator('.workspace select option:checked').textContent()).toBe(`${TEAM} (owner)`);
    expect((await fetchInPage(page, 'GET', '/v1/workspace')).body).toMatchObject({ name: TEAM, publicSharing: true });
  });

  it('invites the second person, lists the open invitation, says a seat past the plan in words, and withdraws one', async () => {
    await page.getByLabel('Email address to invite').fill(guest);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toBe(`Invited ${guest} as a member; the invitation is mailed to them.`);
    expect(await page.locator('#invitation-link').inputValue()).toMatch(new RegExp(`^${WEB_ORIGIN}/invitations\\?token=[\\w-]{43}$`));
    await expect.poll(() => page.locator('ul[aria-label="Open invitations"] li').allTextContents()).toEqual([expect.stringContaining(`${guest} · as a member`)]);
    await expectAccessible(page);

    // The Free team's second seat is held by the open invitation: a third member is refused, in words.
    await page.getByLabel('Email address to invite').fill(third);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toMatch(/seats \(owners and members\) are taken or invited \(1 open invitations\) on the free plan; invite as a viewer \(free\).* \(PLAN_LIMIT_EXCEEDED\)$/);
    expect(await page.locator('dsp-dashboard > [role=status].error').count()).toBe(1);

    await page.getByLabel('Role', { exact: true }).selectOption('viewer');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toBe(`Invited ${third} as a viewer; the invitation is mailed to them.`);
    const thirdLink = await page.locator('#invitation-link').inputValue();
    await expect.poll(() => page.locator('ul[aria-label="Open invitations"] li').count()).toBe(2);
    await page.getByRole('button', { name: `Withdraw the invitation to ${third}` }).click();
    await expect.poll(() => status(page).textContent()).toBe(`Withdrew the invitation to ${third}; its link no longer works.`);
    await expect.poll(() => page.locator('ul[aria-label="Open invitations"] li').count()).toBe(1);
    expect(await page.locator('#invitation-link').count()).toBe(0);
    const withdrawn = await apiClient(api.url).get(thirdLink.replace(WEB_ORIGIN, ''));
    expect(withdrawn.text).toContain('This invitation was accepted, withdrawn, has expired or was never made.');
  });

  it('the second person, new here, signs in and accepts in a second browser context, and lands in the team\'s diagrams', async () => {
    const mails = await mailsTo(api.outboxDir, guest);
    expect(mails.map((mail) => mail.subject)).toEqual([`Join "${TEAM}" on dsp.test`]);
    const link = new RegExp(`${WEB_ORIGIN}/invitations\\?token=([\\w-]{43})`).exec(mails[0]!.text)![1]!;
    // Signed out, the dashboard's join page keeps its address (and token) and says to sign in first.
    await guestPage.goto(`${api.url}/app/join?token=${link}`);
    await expectHeading(guestPage, 'Join a team');
    expect(await guestPage.locator('main').textContent()).toContain('Joining needs you signed in, as the address the invitation was sent to.');
    expect(new URL(guestPage.url()).search).toBe(`?token=${link}`);
    await expectAccessible(guestPage);

    const seen = await mailFilesTo(api.outboxDir, guest);
    await guestPage.goto(`${api.url}/invitations?token=${link}`);
    await guestPage.getByRole('button', { name: `Email ${guest} a sign-in link` }).click();
    await expect.poll(() => guestPage.locator('[role=status]').nth(1).textContent()).toBe(`A sign-in link is on its way to ${guest}; check your mail.`);
    await spendSignInLink(guestPage, api, guest, seen);

    await guestPage.goto(`${api.url}/invitations?token=${link}`);
    await guestPage.getByRole('link', { name: 'join in the dashboard' }).click();
    await expectHeading(guestPage, 'Join a team');
    expect(new URL(guestPage.url()).pathname + new URL(guestPage.url()).search).toBe(`/app/join?token=${link}`);
    expect(await guestPage.locator('main').textContent()).toContain(`You are signed in as ${guest}.`);
    await expectAccessible(guestPage);
    await guestPage.getByRole('button', { name: 'Join the team' }).click();
    await expectHeading(guestPage, 'Diagrams');
    await expect.poll(() => status(guestPage).textContent()).toBe(`You joined ${TEAM} as a member; now working in it.`);
    expect(new URL(guestPage.url()).pathname).toBe('/app/');
    await expect.poll(() => guestPage.locator('.workspace select option:checked').textContent()).toBe(`${TEAM} (member)`);
    await expect.poll(() => guestPage.locator('.card h2 a').allTextContents()).toEqual([TEAM_DIAGRAM]);
    expect(await guestPage.getByRole('button', { name: `Delete ${TEAM_DIAGRAM}` }).count()).toBe(1);
    await expectAccessible(guestPage);

    // A member's diagram page offers changes; the members page is read-only for them.
    await guestPage.getByRole('link', { name: TEAM_DIAGRAM }).click();
    await expectHeading(guestPage, TEAM_DIAGRAM);
    await expect.poll(() => guestPage.getByRole('button', { name: 'Restore version 1' }).count()).toBe(1);
    expect(await guestPage.getByRole('link', { name: 'Sharing' }).count()).toBe(1);
    expect(await guestPage.locator('#move-heading + p').textContent()).toContain(`This diagram is in the team workspace ${TEAM}.`);
    await guestPage.getByRole('link', { name: 'Members' }).click();
    await expectHeading(guestPage, 'Members');
    await expect.poll(() => guestPage.locator('ul[aria-label="Members"] li').count()).toBe(2);
    expect(await guestPage.locator('main').textContent()).toContain('Only the team\'s owners change roles and invite people');
    expect(await guestPage.locator('ul[aria-label="Members"] select').count()).toBe(0);
    expect(await guestPage.locator('dsp-invitations-section').count()).toBe(0);
    expect(await guestPage.locator('#seats').textContent()).toMatch(/^2 of 2 seats used/);
    await expectAccessible(guestPage);
  });

  it('the owner makes them a viewer, and the viewer\'s pages no longer offer changes', async () => {
    await page.reload();
    await expectHeading(page, 'Members');
    await expect.poll(() => page.locator('ul[aria-label="Members"] li').count()).toBe(2);
    expect(await page.locator('ul[aria-label="Open invitations"]').count()).toBe(0);
    await page.getByLabel(`Role of ${guest}`, { exact: true }).selectOption('viewer');
    await page.getByRole('button', { name: `Change role of ${guest}` }).click();
    await expect.poll(() => status(page).textContent()).toBe(`${guest} is now a viewer.`);
    await expect.poll(() => page.locator('#seats').textContent()).toMatch(/^1 of 2 seats used/);
    expect(await page.locator('ul[aria-label="Members"] li').nth(1).textContent()).toContain(`${guest} · viewer: reads only`);
    await expectAccessible(page);

    await guestPage.goto(`${api.url}/app/`);
    await expectHeading(guestPage, 'Diagrams');
    await expect.poll(() => guestPage.locator('.card h2 a').allTextContents()).toEqual([TEAM_DIAGRAM]);
    expect(await guestPage.locator('#read-only-note').textContent()).toContain('You are a viewer in this workspace');
    expect(await guestPage.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await expectAccessible(guestPage);
    await guestPage.getByRole('link', { name: TEAM_DIAGRAM }).click();
    await expectHeading(guestPage, TEAM_DIAGRAM);
    await expect.poll(() => guestPage.locator('ol.versions > li').count()).toBe(2);
    expect(await guestPage.locator('#read-only-note').textContent()).toContain(`You are a viewer in ${TEAM}`);
    expect(await guestPage.locator('main button', { hasText: 'Restore' }).count()).toBe(0);
    expect(await guestPage.getByRole('link', { name: 'Sharing' }).count()).toBe(0);
    expect(await guestPage.locator('dsp-move-diagram').count()).toBe(0);
    await expectAccessible(guestPage);
    // What the page no longer offers, the service refuses.
    const refused = await fetchInPage(guestPage, 'POST', `/v1/diagrams/${teamDiagramId}/revisions`, { baseRevision: 2, restoreRevision: 1 });
    expect(refused).toMatchObject({ status: 403, body: { code: 'READ_ONLY' } });
  });

  it('the owner moves a diagram from their personal workspace into the team through its page, a clashing key refused in words first', async () => {
    await page.getByLabel('Workspace').selectOption(personalId);
    await expect.poll(() => page.locator('.card h2 a').allTextContents()).toEqual(expect.arrayContaining(['Launch plan', 'Old roadmap']));

    await page.getByRole('link', { name: 'Old roadmap' }).click();
    await expectHeading(page, 'Old roadmap');
    await expect.poll(() => page.locator('#move-target option').allTextContents()).toEqual([`${TEAM} (owner)`]);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toBe(`Not moved: "${TEAM}" already has a diagram with the key "roadmap"; rename or delete one of the two, then move again. (KEY_EXISTS)`);
    expect((await owner.get(`/v1/diagrams/${clashId}`)).status).toBe(200);

    await page.goto(`${api.url}/app/diagrams/${launchId}`);
    await expectHeading(page, 'Launch plan');
    await page.getByLabel('Team', { exact: true }).selectOption(teamId);
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toBe(`Moved Launch plan into ${TEAM}; now working in ${TEAM}.`);
    await expect.poll(() => page.locator('.workspace select option:checked').textContent()).toBe(`${TEAM} (owner)`);
    expect(new URL(page.url()).pathname).toBe(`/app/diagrams/${launchId}`);
    await expect.poll(() => page.locator('#move-heading + p').textContent()).toContain(`This diagram is in the team workspace ${TEAM}.`);
    await expectHeading(page, 'Launch plan');
    // The personal workspace's key no longer finds it; it is the team's now, for the viewer too.
    expect((await owner.get(`/v1/diagrams/${launchId}`)).status).toBe(404);
    await page.getByRole('link', { name: 'Diagrams', exact: true }).click();
    await expect.poll(() => page.locator('.card h2 a').allTextContents()).toEqual(expect.arrayContaining(['Launch plan', TEAM_DIAGRAM]));
    await guestPage.goto(`${api.url}/app/`);
    await expect.poll(() => guestPage.locator('.card h2 a').allTextContents(), { timeout: 15_000 }).toEqual(expect.arrayContaining(['Launch plan', TEAM_DIAGRAM]));
    await expectAccessible(page);
  });

  it('the owner removes the second person, whose session falls back to their own workspace', async () => {
    await page.getByRole('link', { name: 'Members' }).click();
    await expectHeading(page, 'Members');
    await page.getByRole('button', { name: `Remove ${guest}` }).click();
    await expect.poll(() => status(page).textContent()).toBe(`Removed ${guest}.`);
    await expect.poll(() => page.locator('ul[aria-label="Members"] li').count()).toBe(1);
    expect((await fetchInPage(guestPage, 'GET', `/v1/diagrams/${teamDiagramId}`)).status).toBe(404);
    const after = await fetchInPage(guestPage, 'GET', '/v1/auth/session');
    expect((after.body.workspaces as Array<{ id: string }>).map((w) => w.id)).not.toContain(teamId);
    await expectAccessible(page);
  });

  it('fits a 375 px screen and follows dark mode on the members, join and move pages', async () => {
    await page.getByLabel('Workspace').selectOption(personalId);
    await expect.poll(() => page.locator('.card h2 a').allTextContents()).toContain('Old roadmap');
    await page.setViewportSize({ width: 375, height: 800 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [path, text] of [['/app/members', 'Members'], ['/app/join?token=x', 'Join a team'], [`/app/diagrams/${clashId}`, 'Old roadmap']]) {
        await page.goto(`${api.url}${path}`);
        await expectHeading(page, text!);
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow(page), `${path} at 375 px`).toEqual({ overflow: 0, widest: [] });
        const [r, g, b] = await backgroundColour(page);
        if (scheme === 'dark') expect(r + g + b, `${path} dark background`).toBeLessThan(150);
        expect(await seriousViolations(page), `${path} in ${scheme} mode`).toEqual([]);
      }
    }
    expect(await page.locator('#move-target option').count()).toBe(1);
    // A link that is no invitation (spent, withdrawn, expired or made up) is refused in words.
    await page.goto(`${api.url}/app/join?token=not-an-invitation`);
    await expectHeading(page, 'Join a team');
    await page.getByRole('button', { name: 'Join the team' }).click();
    await expect.poll(() => page.locator('main .error').textContent()).toMatch(/^This invitation was accepted, withdrawn, has expired or was never made; ask an owner of the team for a new one\. \(INVITATION_INVALID\)$/);
    expect(new URL(page.url()).pathname).toBe('/app/join');
    expect(sites.flatMap((site) => site.problems)).toEqual([]);
  });
});
