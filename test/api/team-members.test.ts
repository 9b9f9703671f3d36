import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type AppInstance, type ApiFixture } from '../support/api-fixture.js';
import { expectError } from '../support/api-expect.js';
import { runDsp } from '../../harness/processes.js';
import { sessionClient, signIn } from '../support/people.js';
import { makeTeam, teamMember, tokenOf } from '../support/teams.js';

// Members of a team (issue 29): role changes, a workspace that always keeps an owner,
// removal revoking the person's keys at once on every instance, leaving, owner-only
// workspace settings, seats of the plans and `dsp admin plan`.
let api: ApiFixture;
let other: AppInstance;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  other = await api.instance();
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

const MERMAID = { mermaid: 'flowchart LR\n  A --> B' };

describe('roles', () => {
  it('owners change roles; a viewer\'s keys are read-only at once; the last owner stays one', async () => {
    const team = await makeTeam(api);
    const member = await teamMember(api, team, 'member');
    expect((await member.post('/v1/diagrams', MERMAID)).status).toBe(201);

    const demoted = await team.session.request('PATCH', `/v1/workspace/members/${member.personId}`, { body: { role: 'viewer' } });
    expect(demoted.status, demoted.text).toBe(200);
    expect(demoted.body).toMatchObject({ userId: member.personId, email: member.email, role: 'viewer', current: false });
    // No cache time: the key is a viewer's from the next request, on this instance and the other.
    expectError(await member.post('/v1/diagrams', MERMAID), 403, 'READ_ONLY', { reason: 'role' });
    expectError(await other.as(member).post('/v1/diagrams', MERMAID), 403, 'READ_ONLY', { reason: 'role' });
    expect((await member.get('/v1/diagrams')).status).toBe(200);

    expectError(await member.request('PATCH', `/v1/workspace/members/${member.personId}`, { body: { role: 'owner' } }), 403, 'OWNER_REQUIRED');
    expectError(await team.session.request('PATCH', `/v1/workspace/members/${team.owner.personId}`, { body: { role: 'member' } }), 409, 'LAST_OWNER');
    expectError(await team.session.request('PATCH', '/v1/workspace/members/usr_nobody', { body: { role: 'member' } }), 404, 'NOT_FOUND');
    expectError(await team.session.request('PATCH', `/v1/workspace/members/${member.personId}`, { body: { role: 'admin' } }), 400, 'BODY_INVALID');

    // With a second owner the first may step down.
    expect((await team.session.request('PATCH', `/v1/workspace/members/${member.personId}`, { body: { role: 'owner' } })).status).toBe(200);
    const steppedDown = await team.session.request('PATCH', `/v1/workspace/members/${team.owner.personId}`, { body: { role: 'member' } });
    expect(steppedDown.body).toMatchObject({ role: 'member', current: true });
    expectError(await member.request('PATCH', `/v1/workspace/members/${member.personId}`, { body: { role: 'viewer' } }), 409, 'LAST_OWNER');
    expectError(await member.request('DELETE', `/v1/workspace/members/${member.personId}`), 409, 'LAST_OWNER');
    expectError(await member.post('/v1/workspace/leave'), 409, 'LAST_OWNER');
  });
});

describe('removing a member', () => {
  it('revokes their keys in the workspace at once, on another instance too', async () => {
    const team = await makeTeam(api);
    const member = await teamMember(api, team, 'member');
    const personal = await api.user({ email: member.email });
    const throughOther = other.as(member);
    // Both instances have the key's row in their caches.
    expect((await member.get('/v1/diagrams')).status).toBe(200);
    expect((await throughOther.get('/v1/diagrams')).status).toBe(200);

    const removed = await team.session.request('DELETE', `/v1/workspace/members/${member.personId}`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({ userId: member.personId, removed: true, keysRevoked: 1 });
    // The clock has not moved: no cache time passes.
    expectError(await throughOther.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
    expectError(await member.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
    // Their key in their personal workspace still works.
    expect((await personal.get('/v1/diagrams')).status).toBe(200);
    const keys = await team.session.get<{ keys: Array<{ id: string; status: string; revokedAt: string | null }> }>('/v1/auth/keys');
    expect(keys.body.keys.find((k) => k.id === member.keyId)).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    expectError(await team.session.request('DELETE', `/v1/workspace/members/${member.personId}`), 404, 'NOT_FOUND');
    expectError(await team.session.request('DELETE', `/v1/workspace/members/${team.owner.personId}`), 409, 'LAST_OWNER');

    // Invited again, they come back with new keys only: the old one stays revoked.
    const again = await team.session.post<{ url: string }>('/v1/workspace/invitations', { email: member.email, role: 'viewer' });
    const back = (await signIn(api.url, api.outboxDir, member.email)).client;
    expect((await back.post('/v1/invitations/accept', { token: tokenOf(again.body.url) })).status).toBe(200);
    expectError(await member.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
  });

  it('is refused to members and to read keys', async () => {
    const team = await makeTeam(api);
    const viewer = await teamMember(api, team, 'viewer');
    const member = await teamMember(api, team, 'member');
    expectError(await member.request('DELETE', `/v1/workspace/members/${viewer.personId}`), 403, 'OWNER_REQUIRED');
    expectError(await viewer.request('DELETE', `/v1/workspace/members/${member.personId}`), 403, 'OWNER_REQUIRED');
    const members = await viewer.get<{ members: Array<{ role: string }>; seats: unknown }>('/v1/workspace/members');
    expect(members.body.members.map((m) => m.role)).toEqual(['owner', 'member', 'viewer']);
    expect(members.body.seats).toEqual({ used: 2, maximum: 2 });
  });
});

describe('POST /v1/workspace/leave', () => {
  it('takes the person out (keys revoked, session back to the personal workspace); never a personal workspace', async () => {
    const team = await makeTeam(api);
    const personal = await api.user();
    const member = await teamMember(api, team, 'viewer', personal.email);
    const { client, token } = await signIn(api.url, api.outboxDir, member.email);
    expect((await client.request('PUT', '/v1/auth/session', { body: { workspaceId: team.id } })).status).toBe(200);
    const left = await client.post('/v1/workspace/leave');
    expect(left.status, left.text).toBe(200);
    expect(left.body).toEqual({ workspaceId: team.id, left: true, keysRevoked: 1 });
    expectError(await other.as(member).get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
    const session = await sessionClient(other.url, token).get<{ workspace: { kind: string }; workspaces: unknown[] }>('/v1/auth/session');
    expect(session.body.workspace.kind).toBe('personal');
    expect(session.body.workspaces).toHaveLength(1);
    expectError(await client.post('/v1/workspace/leave'), 409, 'PERSONAL_WORKSPACE');
  });
});

describe('PATCH /v1/workspace', () => {
  it('owners rename and turn public sharing off; members are refused; a personal workspace keeps sharing', async () => {
    const team = await makeTeam(api);
    const member = await teamMember(api, team, 'member');
    const changed = await team.session.request('PATCH', '/v1/workspace', { body: { name: 'Renamed', publicSharing: false } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ id: team.id, name: 'Renamed', kind: 'team', role: 'owner', publicSharing: false });
    expect((await member.get('/v1/workspace/sharing')).body).toEqual({ workspaceId: team.id, publicSharing: false });
    expect((await member.get('/v1/workspace')).body).toMatchObject({ name: 'Renamed', role: 'member' });
    expectError(await member.request('PATCH', '/v1/workspace', { body: { name: 'Mine' } }), 403, 'OWNER_REQUIRED');
    expectError(await team.session.request('PATCH', '/v1/workspace', { body: { name: '' } }), 400, 'TEAM_NAME_INVALID');
    expectError(await team.session.request('PATCH', '/v1/workspace', { body: { plan: 'team' } }), 400, 'BODY_INVALID');
    expectError(await team.owner.request('PATCH', '/v1/workspace', { body: { name: 'Mine', publicSharing: false } }), 409, 'TEAM_WORKSPACE_ONLY');
    // Refused as a whole: the name did not change either.
    expect((await team.owner.get('/v1/workspace')).body).toMatchObject({ kind: 'personal', name: `${team.owner.email}'s diagrams` });
    expect((await team.owner.request('PATCH', '/v1/workspace', { body: { name: 'Mine' } })).body).toMatchObject({ name: 'Mine' });
  });
});

describe('seats and dsp admin plan', () => {
  it('a Free team seats 2; viewers are free; dsp admin plan gives the Team plan more seats', { timeout: 180_000 }, async () => {
    const team = await makeTeam(api);
    const invite = (email: string, role: string) => team.session.post<{ url: string }>('/v1/workspace/invitations', { email, role });
    const stamp = Date.now();
    expect((await invite(`seat1-${stamp}@example.test`, 'member')).status).toBe(201);
    // The open invitation holds the second seat.
    expectError(await invite(`seat2-${stamp}@example.test`, 'member'), 403, 'PLAN_LIMIT_EXCEEDED', { limit: 'seats', current: 2, maximumAllowed: 2, plan: 'free', upgradeUrl: 'https://dsp.test/pricing' });
    // Inviting the same address again replaces its invitation: no second seat.
    expect((await invite(`seat1-${stamp}@example.test`, 'owner')).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await invite(`viewer${i}-${stamp}@example.test`, 'viewer')).status).toBe(201);

    const viewer = await teamMember(api, team, 'viewer');
    expectError(await team.session.request('PATCH', `/v1/workspace/members/${viewer.personId}`, { body: { role: 'member' } }), 403, 'PLAN_LIMIT_EXCEEDED', { limit: 'seats' });
    // A viewer holds at most 3 keys.
    for (let i = 0; i < 2; i++) expect((await viewer.post('/v1/auth/keys', {})).status).toBe(201);
    expectError(await viewer.post('/v1/auth/keys', {}), 403, 'PLAN_LIMIT_EXCEEDED', { limit: 'apiKeys', maximumAllowed: 3 });

    const env = { ...api.database.env, DSP_WEB_URL: 'https://dsp.test' };
    const run = await runDsp(['admin', 'plan', '--workspace', team.id, '--plan', 'team', '--seats', '3'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ workspaceId: team.id, kind: 'team', plan: 'team', seats: { used: 1, maximum: 3 } });
    const promoted = await team.session.request('PATCH', `/v1/workspace/members/${viewer.personId}`, { body: { role: 'member' } });
    expect(promoted.status, promoted.text).toBe(200);
    expectError(await invite(`seat3-${stamp}@example.test`, 'member'), 403, 'PLAN_LIMIT_EXCEEDED', { maximumAllowed: 3, plan: 'team' });

    const [refused, tooFew, unknown] = await Promise.all([
      runDsp(['admin', 'plan', '--workspace', team.id, '--plan', 'pro'], env),
      runDsp(['admin', 'plan', '--workspace', team.id, '--plan', 'team', '--seats', '1'], env),
      runDsp(['admin', 'plan', '--workspace', 'wsp_nope', '--plan', 'free'], env),
    ]);
    expect([refused.code, tooFew.code, unknown.code]).toEqual([1, 1, 1]);
    expect(refused.stderr).toContain('PLAN_INVALID');
    expect(tooFew.stderr).toContain('SEATS_INVALID');
    expect(unknown.stderr).toContain('WORKSPACE_NOT_FOUND');
  });
});
