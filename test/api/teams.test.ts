import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { expectError } from '../support/api-expect.js';
import { DAY, SECOND } from '../support/test-clock.js';
import { mailedToken, mailFilesTo, sessionClient, signIn, WEB_ORIGIN } from '../support/people.js';
import { invitationMail, makeTeam, teamMember, tokenOf } from '../support/teams.js';
import { createUser } from '../../server/index.js';

// Teams (issue 29): making a team, inviting by mail, the invitation page that spends
// nothing, accepting as the invited address only, withdrawing, expiry after 7 days, and an
// invited address opening an account under DSP_SIGNUP=invite.
let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

interface Invited { id: string; email: string; role: string; url: string; mailed: boolean; expiresAt: string }

describe('POST /v1/auth/teams', () => {
  it('makes a Free team workspace with the signed-in person as owner; keys are refused', async () => {
    const person = await api.user();
    const { client } = await signIn(api.url, api.outboxDir, person.email);
    const made = await client.post('/v1/auth/teams', { name: '  Platform  ' });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toEqual({ id: expect.stringMatching(/^wsp_/), name: 'Platform', kind: 'team', plan: 'free', role: 'owner', publicSharing: true, seats: { used: 1, maximum: 2 } });
    const session = await client.get<{ workspace: { kind: string }; workspaces: Array<{ id: string; role: string; kind: string }> }>('/v1/auth/session');
    // The session stays where it was; the team is in its list.
    expect(session.body.workspace.kind).toBe('personal');
    expect(session.body.workspaces).toContainEqual({ id: made.body.id, name: 'Platform', kind: 'team', plan: 'free', role: 'owner' });

    expectError(await person.post('/v1/auth/teams', { name: 'By key' }), 403, 'SESSION_AUTH_REQUIRED');
    expectError(await client.post('/v1/auth/teams', { name: '   ' }), 400, 'TEAM_NAME_INVALID');
    expectError(await client.post('/v1/auth/teams', { name: 'x'.repeat(201) }), 400, 'TEAM_NAME_INVALID');
    expectError(await sessionClient(api.url, 'x'.repeat(43), null).post('/v1/auth/teams', { name: 'No origin' }), 403, 'CROSS_ORIGIN_REFUSED');
    // At most 3 Free teams owned per person.
    for (const name of ['Two', 'Three']) expect((await client.post('/v1/auth/teams', { name })).status).toBe(201);
    expectError(await client.post('/v1/auth/teams', { name: 'Four' }), 403, 'LIMIT_REACHED', { limit: 'freeTeams', maximum: 3, current: 3 });
  });
});

describe('dsp admin create-user --team, now that people name their own teams', () => {
  it('refuses a name two teams share (TEAM_NAME_AMBIGUOUS) and takes a team workspace id instead', async () => {
    const name = `Twins ${process.pid}`;
    const teams: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { client } = await signIn(api.url, api.outboxDir, (await api.user()).email);
      const made = await client.post<{ id: string }>('/v1/auth/teams', { name });
      expect(made.status, made.text).toBe(201);
      teams.push(made.body.id);
    }
    const email = `joiner-${process.pid}@example.test`;
    await expect(createUser(api.context, { email, team: name })).rejects.toMatchObject({ status: 409, code: 'TEAM_NAME_AMBIGUOUS' });
    // Refused before anything was written: no person was made.
    expect(await api.db('people').where({ email })).toEqual([]);
    const joined = await createUser(api.context, { email, team: teams[1]! });
    expect(joined).toMatchObject({ workspaceId: teams[1], workspaceKind: 'team', role: 'member' });
    await expect(createUser(api.context, { email, team: 'wsp_doesnotexist' })).rejects.toMatchObject({ status: 404, code: 'WORKSPACE_NOT_FOUND' });
  });
});

describe('invitations', () => {
  it('mails a link whose page spends nothing; only the invited address accepts, once', async () => {
    const team = await makeTeam(api);
    const invitee = await api.user();
    const stranger = await api.user();
    const invited = await team.session.post<Invited>('/v1/workspace/invitations', { email: invitee.email.toUpperCase(), role: 'member' });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.headers.get('cache-control')).toBe('no-store');
    expect(invited.body).toMatchObject({ id: expect.stringMatching(/^inv_/), email: invitee.email, role: 'member', invitedBy: team.owner.email, mailed: true });
    expect(Date.parse(invited.body.expiresAt) - api.clock.now().getTime()).toBe(7 * DAY);
    const token = tokenOf(invited.body.url);

    const mail = await invitationMail(api.outboxDir, invitee.email, invited.body.url);
    expect(mail.subject).toBe(`Join "${team.name}" on dsp.test`);
    expect(mail.text).toContain(`${team.owner.email} invited ${invitee.email} to join the team workspace "${team.name}" on dsp.test as a member.`);
    expect(mail.html).toContain(`href="${invited.body.url}"`);

    // The page shows the invitation, as often as it is opened, and spends nothing.
    for (let i = 0; i < 2; i++) {
      const page = await api.anonymous.get(`/invitations?token=${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.text).toContain(`<h1>Join ${team.name}</h1>`);
      expect(page.text).toContain(`invited <strong>${invitee.email}</strong>`);
      expect(page.text).toContain('data-api="/v1/invitations/accept"');
    }
    const listed = await team.session.get<{ invitations: Array<{ id: string }> }>('/v1/workspace/invitations');
    expect(listed.body.invitations.map((i) => i.id)).toEqual([invited.body.id]);

    // Another address is refused and the invitation stays open; a key is refused too.
    const wrong = (await signIn(api.url, api.outboxDir, stranger.email)).client;
    expectError(await wrong.post('/v1/invitations/accept', { token }), 403, 'INVITATION_EMAIL_MISMATCH', { email: invitee.email });
    expectError(await invitee.post('/v1/invitations/accept', { token }), 403, 'SESSION_AUTH_REQUIRED');
    expectError(await apiClient(api.url).post('/v1/invitations/accept', { token }), 401, 'AUTH_REQUIRED');

    const right = (await signIn(api.url, api.outboxDir, invitee.email)).client;
    const accepted = await right.post('/v1/invitations/accept', { token });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ joined: true, workspace: { id: team.id, name: team.name, kind: 'team', role: 'member', seats: { used: 2, maximum: 2 } } });
    expectError(await right.post('/v1/invitations/accept', { token }), 410, 'INVITATION_INVALID');
    expect((await api.anonymous.get(`/invitations?token=${token}`)).text).toContain('was accepted, withdrawn, has expired or was never made');

    const members = await team.session.get<{ members: Array<{ email: string; role: string; current: boolean }> }>('/v1/workspace/members');
    expect(members.body.members.map((m) => [m.email, m.role, m.current])).toEqual([[team.owner.email, 'owner', true], [invitee.email, 'member', false]]);
    expect((await team.session.get<{ invitations: unknown[] }>('/v1/workspace/invitations')).body.invitations).toEqual([]);
    // The newcomer works in the team after switching to it.
    expect((await right.request('PUT', '/v1/auth/session', { body: { workspaceId: team.id } })).status).toBe(200);
    expect((await right.post('/v1/diagrams', { mermaid: 'flowchart LR\n  A --> B' })).status).toBe(201);
    // ...and cannot invite: only owners may.
    expectError(await right.post('/v1/workspace/invitations', { email: 'x@example.test' }), 403, 'OWNER_REQUIRED');
    expectError(await team.session.post('/v1/workspace/invitations', { email: invitee.email }), 409, 'ALREADY_MEMBER');
  });

  it('are withdrawn (the link then answers 410) and expire after 7 days', async () => {
    const team = await makeTeam(api);
    const first = await team.session.post<Invited>('/v1/workspace/invitations', { email: `withdrawn-${Date.now()}@example.test`, role: 'viewer' });
    expect(first.status, first.text).toBe(201);
    const withdrawn = await team.session.request('DELETE', `/v1/workspace/invitations/${first.body.id}`);
    expect(withdrawn.body).toEqual({ id: first.body.id, withdrawn: true });
    expectError(await team.session.request('DELETE', `/v1/workspace/invitations/${first.body.id}`), 404, 'NOT_FOUND');
    expect((await api.anonymous.get(`/invitations?token=${tokenOf(first.body.url)}`)).text).toContain('was accepted, withdrawn');

    const invitee = await api.user();
    const late = await team.session.post<Invited>('/v1/workspace/invitations', { email: invitee.email, role: 'viewer' });
    const session = (await signIn(api.url, api.outboxDir, invitee.email)).client;
    api.clock.advance(7 * DAY + SECOND);
    expectError(await session.post('/v1/invitations/accept', { token: tokenOf(late.body.url) }), 410, 'INVITATION_INVALID');
    expect((await team.session.get<{ invitations: unknown[] }>('/v1/workspace/invitations')).body.invitations).toEqual([]);
    expectError(await session.post('/v1/invitations/accept', { token: 'not-a-token' }), 410, 'INVITATION_INVALID');
  });

  it('lets an invited address without an account sign up under DSP_SIGNUP=invite, and join', async () => {
    const team = await makeTeam(api);
    const email = `newcomer-${Date.now()}@example.test`;
    // Not invited: no mail (invite-only sign-up).
    let seen = await mailFilesTo(api.outboxDir, email);
    expect((await api.anonymous.post('/v1/auth/sign-in', { email })).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mailFilesTo(api.outboxDir, email)).size).toBe(seen.size);

    const invited = await team.session.post<Invited>('/v1/workspace/invitations', { email, role: 'viewer' });
    expect(invited.status, invited.text).toBe(201);
    seen = await mailFilesTo(api.outboxDir, email);
    expect((await api.anonymous.post('/v1/auth/sign-in', { email })).status).toBe(202);
    const link = await mailedToken(api.outboxDir, email, 'sign-in', seen);
    const opened = await apiClient(api.url, { origin: WEB_ORIGIN }).post<{ user: { email: string } }>('/v1/auth/session', { token: link });
    expect(opened.status, opened.text).toBe(201);
    const cookie = opened.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!;
    const accepted = await sessionClient(api.url, cookie).post('/v1/invitations/accept', { token: tokenOf(invited.body.url) });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ joined: true, workspace: { id: team.id, role: 'viewer' } });
  });

  it('are for team workspaces, by owners with a write key or a session', async () => {
    const person = await api.user();
    expectError(await person.post('/v1/workspace/invitations', { email: 'someone@example.test' }), 409, 'PERSONAL_WORKSPACE');
    const team = await makeTeam(api);
    const member = await teamMember(api, team, 'member');
    expectError(await member.post('/v1/workspace/invitations', { email: 'someone@example.test' }), 403, 'OWNER_REQUIRED');
    expectError(await member.get('/v1/workspace/invitations'), 403, 'OWNER_REQUIRED');
    const ownerKey = await teamMember(api, team, 'owner', team.owner.email);
    const readKey = await ownerKey.addKey({ scope: 'read' });
    expectError(await readKey.post('/v1/workspace/invitations', { email: 'someone@example.test' }), 403, 'READ_ONLY', { reason: 'credential' });
    expect((await readKey.get('/v1/workspace/invitations')).status).toBe(200);
    // The owner and the member take the Free team's 2 seats: a viewer (free) is invited.
    expectError(await ownerKey.post('/v1/workspace/invitations', { email: `by-key-${Date.now()}@example.test` }), 403, 'PLAN_LIMIT_EXCEEDED', { limit: 'seats', maximumAllowed: 2 });
    const byKey = await ownerKey.post<Invited>('/v1/workspace/invitations', { email: `by-key-${Date.now()}@example.test`, role: 'viewer' });
    expect(byKey.status, byKey.text).toBe(201);
    expect(byKey.body.role).toBe('viewer');
    expectError(await ownerKey.post('/v1/workspace/invitations', { email: 'not an address' }), 400, 'EMAIL_INVALID');
    expectError(await ownerKey.post('/v1/workspace/invitations', { email: 'a@example.test', role: 'admin' }), 400, 'BODY_INVALID');
  });
});
