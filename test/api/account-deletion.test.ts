import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type ApiClient, type TestUser } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { createDiagram, expectError } from '../support/api-expect.js';
import { DAY, SECOND } from '../support/test-clock.js';
import { mailFilesTo, mailsTo, SESSION_COOKIE, signIn, WEB_ORIGIN } from '../support/people.js';
import { KEY_CACHE_TTL_MS } from '../../server/use-cases/accounts/authenticate.js';

// Account deletion (issue 29; spec "Account deletion" rows on /v1/account): the preflight,
// the request checked against the personal workspace's name and mailed as a 24-hour link,
// the page that link opens (it deletes nothing), the confirmation that removes everything
// (200) or refuses a used, expired or unknown link (410), and the teams that block it.
// Team workspaces are made with the fixture's accounts helper (createUser with a team)
// while the teams API is built beside this.
let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

let counter = 0;
const teamName = (what: string) => `${what} ${(counter += 1)} ${process.pid}`;
const personalName = (user: TestUser) => `${user.email}'s diagrams`;
const nameOf = async (workspaceId: string) => ((await api.db('workspaces').where({ id: workspaceId }).first()) as { name: string }).name;
const confirm = (token: string, cookie?: string) => apiClient(api.url, { origin: WEB_ORIGIN, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) }).post<Record<string, unknown>>('/v1/account/deletion-confirm', { token });

/** Asks for deletion in a session and reads the link's token from the mail it sent. */
async function requestDeletion(session: ApiClient, user: TestUser): Promise<string> {
  const seen = await mailFilesTo(api.outboxDir, user.email);
  const asked = await session.post('/v1/account/deletion-request', { confirmedName: personalName(user) });
  expect(asked.status, asked.text).toBe(202);
  expect(asked.body).toEqual({ sent: true, email: user.email, expiresAt: new Date(api.clock.now().getTime() + DAY).toISOString() });
  const mails = (await mailsTo(api.outboxDir, user.email, seen.size + 1)).filter((mail) => !seen.has(mail.file));
  expect(mails).toHaveLength(1);
  const match = new RegExp(`${WEB_ORIGIN}/delete-account\\?token=([A-Za-z0-9_-]{43})`).exec(mails[0]!.text);
  expect(match, mails[0]!.text).not.toBeNull();
  expect(mails[0]!.html).toContain(`${WEB_ORIGIN}/delete-account?token=${match![1]}`);
  return match![1]!;
}

describe('GET /v1/account/deletion-preflight', () => {
  it('lists what goes (workspaces only the person is in, diagrams, published ones, share links, keys, sessions), the teams they leave and the teams that block', async () => {
    const me = await api.user({ plan: 'pro' });
    await me.addKey();
    const alone = await api.user({ email: me.email, team: teamName('Alone'), role: 'owner' });
    const shared = await api.user({ email: me.email, team: teamName('Shared'), role: 'owner' });
    await api.user({ team: await nameOf(shared.workspaceId), role: 'owner' });
    const { client } = await signIn(api.url, api.outboxDir, me.email);
    const a = await createDiagram(me, { mermaid: 'flowchart LR\n  A --> B' });
    await createDiagram(me, { mermaid: 'flowchart LR\n  C --> D' });
    await createDiagram(alone, { mermaid: 'flowchart LR\n  E --> F' });
    expect((await me.request('PUT', `/v1/diagrams/${a.id}/sharing`, { body: { visibility: 'public' } })).status).toBe(200);
    expect((await me.post(`/v1/diagrams/${a.id}/links`)).status).toBe(201);

    const preflight = await client.get('/v1/account/deletion-preflight');
    expect(preflight.status, preflight.text).toBe(200);
    expect(preflight.headers.get('cache-control')).toBe('no-store');
    expect(preflight.body).toEqual({
      email: me.email,
      confirmName: personalName(me),
      canDelete: true,
      removes: {
        workspaces: [
          { id: me.workspaceId, name: personalName(me), kind: 'personal', role: 'owner', members: 1 },
          { id: alone.workspaceId, name: expect.stringMatching(/^Alone /), kind: 'team', role: 'owner', members: 1 },
        ],
        diagrams: 3,
        publishedDiagrams: 1,
        shareLinks: 1,
        // The fixture's key and addKey's in the personal workspace, and one per team.
        keys: 4,
        sessions: 1,
      },
      leaves: [{ id: shared.workspaceId, name: expect.stringMatching(/^Shared /), kind: 'team', role: 'owner', members: 2 }],
      blockers: [],
    });
  });

  it('the session-only routes refuse a key (403 SESSION_AUTH_REQUIRED) and a request with neither (401 AUTH_REQUIRED)', async () => {
    const me = await api.user();
    for (const [method, path] of [['GET', '/v1/account/deletion-preflight'], ['POST', '/v1/account/deletion-request']] as const) {
      expectError(await me.request(method, path, method === 'POST' ? { body: { confirmedName: personalName(me) } } : {}), 403, 'SESSION_AUTH_REQUIRED');
      expectError(await api.anonymous.request(method, path), 401, 'AUTH_REQUIRED');
    }
  });
});

describe('deleting an account', () => {
  it('wants the personal workspace\'s exact name: another answers 400 CONFIRMED_NAME_MISMATCH and mails nothing', async () => {
    const me = await api.user();
    const { client } = await signIn(api.url, api.outboxDir, me.email);
    const seen = await mailFilesTo(api.outboxDir, me.email);
    for (const name of [personalName(me).toUpperCase(), ` ${personalName(me)}`, 'delete']) {
      expectError(await client.post('/v1/account/deletion-request', { confirmedName: name }), 400, 'CONFIRMED_NAME_MISMATCH');
    }
    expectError(await client.post('/v1/account/deletion-request', {}), 400, 'BODY_INVALID');
    expect((await mailFilesTo(api.outboxDir, me.email)).size).toBe(seen.size);
  });

  it('202 and a mailed link whose page deletes nothing; its button deletes everything (200), once', async () => {
    const me = await api.user({ plan: 'pro' });
    const teammate = await api.user({ team: teamName('Carry on'), role: 'owner' });
    const inTeam = await api.user({ email: me.email, team: await nameOf(teammate.workspaceId), role: 'member' });
    const { client, token: cookie } = await signIn(api.url, api.outboxDir, me.email);
    const mine = await createDiagram(me, { mermaid: 'flowchart LR\n  A --> B' });
    expect((await me.request('PUT', `/v1/diagrams/${mine.id}/sharing`, { body: { visibility: 'public' } })).status).toBe(200);
    const link = await me.post<{ token: string }>(`/v1/diagrams/${mine.id}/links`);
    const forTeam = await createDiagram(inTeam, { mermaid: 'flowchart LR\n  T --> U', message: 'made by the person who leaves' });

    const token = await requestDeletion(client, me);
    // Opening the page (a mail scanner) deletes nothing.
    for (let i = 0; i < 2; i += 1) {
      const page = await api.anonymous.get(`/delete-account?token=${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.text).toContain(`<button type="submit">Delete ${me.email} for good</button>`);
      expect(page.text).toContain('data-api="/v1/account/deletion-confirm"');
    }
    expect((await me.get(`/v1/diagrams/${mine.id}`)).status).toBe(200);

    const deleted = await confirm(token, cookie);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ deleted: true, email: me.email, removed: { workspaces: 1, diagrams: 1 } });
    expect(deleted.headers.getSetCookie()[0]).toMatch(/^__Host-dsp_session=; /);

    api.clock.advance(KEY_CACHE_TTL_MS);
    expectError(await me.get('/v1/diagrams'), 401, 'API_KEY_INVALID');
    expectError(await inTeam.get('/v1/diagrams'), 401, 'API_KEY_INVALID');
    expectError(await client.get('/v1/auth/session'), 401, 'SESSION_EXPIRED');
    expectError(await api.anonymous.get(`/v1/public/diagrams/${mine.id}`), 404, 'NOT_FOUND');
    expectError(await api.anonymous.get(`/v1/public/diagrams/${link.body.token}`), 404, 'NOT_FOUND');
    expect(await api.db('people').where({ id: me.personId })).toEqual([]);
    expect(await api.db('people').where({ email: me.email })).toEqual([]);
    expect(await api.db('workspaces').where({ id: me.workspaceId })).toEqual([]);
    expect(await api.db('diagrams').where({ id: mine.id })).toEqual([]);
    expect(await api.db('revisions').where({ diagram_id: mine.id })).toEqual([]);
    expect(await api.db('sessions').where({ person_id: me.personId })).toEqual([]);
    expect(await api.db('api_keys').where({ person_id: me.personId })).toEqual([]);
    expect(await api.db('email_links').where({ email: me.email })).toEqual([]);
    // What the person made in the team stays with it, no longer under their name.
    const teamRead = await teammate.get<{ revisions: Array<{ message: string; createdByKind: string }> }>(`/v1/diagrams/${forTeam.id}/revisions`);
    expect(teamRead.status).toBe(200);
    expect(teamRead.body.revisions[0]).toMatchObject({ message: 'made by the person who leaves', createdByKind: 'agent' });
    expect((await api.db('diagrams').where({ id: forTeam.id }).first()).created_by).toBeNull();
    expect(await api.db('memberships').where({ workspace_id: teammate.workspaceId }).select('person_id')).toEqual([{ person_id: teammate.personId }]);

    expectError(await confirm(token), 410, 'LINK_INVALID', { url: `${WEB_ORIGIN}/delete-account` });
    expect((await api.anonymous.get(`/delete-account?token=${token}`)).text).toContain('This link was already used, has expired or was never made.');
  });

  it('410 LINK_INVALID for a link past its 24 hours and for a token never made; the account stays', async () => {
    const me = await api.user();
    const { client } = await signIn(api.url, api.outboxDir, me.email);
    const token = await requestDeletion(client, me);
    api.clock.advance(DAY + SECOND);
    expectError(await confirm(token), 410, 'LINK_INVALID');
    expectError(await confirm('A'.repeat(43)), 410, 'LINK_INVALID');
    expectError(await confirm('not a token'), 410, 'LINK_INVALID');
    expect((await me.get('/v1/diagrams')).status).toBe(200);
  });

  it('the only owner of a team where others work must hand it over first: the preflight says so, the request and the confirmation answer 409 SOLE_OWNER_OF_TEAM', async () => {
    const me = await api.user();
    const owned = await api.user({ email: me.email, team: teamName('Owned'), role: 'owner' });
    const name = await nameOf(owned.workspaceId);
    const colleague = await api.user({ team: name, role: 'member' });
    const { client } = await signIn(api.url, api.outboxDir, me.email);

    const preflight = await client.get<{ canDelete: boolean; blockers: unknown[] }>('/v1/account/deletion-preflight');
    expect(preflight.body.canDelete).toBe(false);
    expect(preflight.body.blockers).toEqual([{ id: owned.workspaceId, name, kind: 'team', role: 'owner', members: 2 }]);
    expectError(await client.post('/v1/account/deletion-request', { confirmedName: personalName(me) }), 409, 'SOLE_OWNER_OF_TEAM', { workspaces: [{ id: owned.workspaceId, name, members: 2 }] });

    // Handed over (the colleague is an owner too): the request goes through...
    await api.db('memberships').where({ workspace_id: owned.workspaceId, person_id: colleague.personId }).update({ role: 'owner' });
    const token = await requestDeletion(client, me);
    // ...but the colleague stepped down before the button was pressed: refused, and the link still works once that is fixed.
    await api.db('memberships').where({ workspace_id: owned.workspaceId, person_id: colleague.personId }).update({ role: 'member' });
    expectError(await confirm(token), 409, 'SOLE_OWNER_OF_TEAM');
    expect((await me.get('/v1/diagrams')).status).toBe(200);
    await api.db('memberships').where({ workspace_id: owned.workspaceId, person_id: colleague.personId }).update({ role: 'owner' });
    // Pressed in a browser signed in as the colleague: their session stays, cookie and all.
    const theirs = await signIn(api.url, api.outboxDir, colleague.email);
    const done = await confirm(token, theirs.token);
    expect(done.status, done.text).toBe(200);
    expect(done.headers.getSetCookie()).toEqual([]);
    expect((await theirs.client.get('/v1/auth/session')).status).toBe(200);
    expect(await api.db('memberships').where({ workspace_id: owned.workspaceId }).select('person_id', 'role')).toEqual([{ person_id: colleague.personId, role: 'owner' }]);
  });
});
