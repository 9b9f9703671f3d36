import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type ApiClient, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram, expectError } from '../support/api-expect.js';
import { signIn } from '../support/people.js';
import { mintId } from '../../server/ids.js';

// POST /v1/diagrams/{id}/move (issue 29): a signed-in person moves a diagram of their
// personal workspace into a team where they may write. Teams and memberships are made with
// the fixture's accounts helper (createUser with a team, as `dsp admin create-user --team`
// does) while the teams API is built beside this; the integrator may switch to it.
let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

let teams = 0;
/** A person (personal workspace on `plan`), signed in, and a team workspace they are in with `role`. */
async function personWithTeam(options: { plan?: 'free' | 'pro'; role?: 'owner' | 'member' | 'viewer'; teamPlan?: 'free' | 'team' } = {}): Promise<{ me: TestUser; session: ApiClient; team: TestUser; teamName: string }> {
  teams += 1;
  const teamName = `Move team ${teams} ${process.pid}`;
  const me = await api.user({ plan: options.plan ?? 'pro' });
  const team = await api.user({ email: me.email, team: teamName, plan: options.teamPlan ?? 'team', role: options.role ?? 'member' });
  const { client } = await signIn(api.url, api.outboxDir, me.email);
  return { me, session: client, team, teamName };
}

const flow = (n: number) => ({ mermaid: `flowchart LR\n  A${n} --> B${n}` });
const move = (client: ApiClient, ref: string, workspaceId: string) => client.post<Record<string, unknown>>(`/v1/diagrams/${ref}/move`, { workspaceId });

describe('moving a diagram into a team', () => {
  it('takes its id, history, revision numbers, stored images and share links along; the personal workspace no longer has it', async () => {
    const { me, session, team } = await personWithTeam();
    const made = await createDiagram(session, { ...flow(1), key: 'architecture', message: 'first' });
    await editDiagram(session, made.id, { baseRevision: 1, mermaid: 'flowchart LR\n  A1 --> B1 --> C1', message: 'second' });
    const link = await me.post<{ token: string }>(`/v1/diagrams/${made.id}/links`);
    expect(link.status, link.text).toBe(201);
    const imageBefore = await me.get(`/v1/images/${made.id}@1.svg`);
    const historyBefore = await me.get<{ revisions: unknown[] }>(`/v1/diagrams/${made.id}/revisions`);

    const moved = await move(session, made.id, team.workspaceId);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toEqual({ id: made.id, key: 'architecture', revision: 2, from: me.workspaceId, workspaceId: team.workspaceId, moved: true });

    // The team reads it under the same id and key, at revision 2, with the same history.
    expect((await team.get(`/v1/diagrams/${made.id}`)).body).toMatchObject({ id: made.id, revision: 2 });
    expect((await team.get('/v1/diagrams/architecture')).status).toBe(200);
    const historyAfter = await team.get<{ revisions: Array<{ revision: number; message: string; createdByKind: string }> }>(`/v1/diagrams/${made.id}/revisions`);
    expect(historyAfter.body.revisions).toEqual(historyBefore.body.revisions);
    expect(historyAfter.body.revisions.map((r) => [r.revision, r.message, r.createdByKind])).toEqual([[2, 'second', 'human'], [1, 'first', 'human']]);
    const imageAfter = await team.get(`/v1/images/${made.id}@1.svg`);
    expect(imageAfter.status).toBe(200);
    expect(imageAfter.text).toBe(imageBefore.text);
    // The share link made in the personal workspace still shows it.
    const shared = await api.anonymous.get(`/v1/public/diagrams/${link.body.token}`);
    expect(shared.status, shared.text).toBe(200);
    expect(shared.body).toMatchObject({ id: made.id, latest: 2 });
    // The personal workspace has it no more; the team can edit it at revision 3.
    expectError(await me.get(`/v1/diagrams/${made.id}`), 404, 'NOT_FOUND');
    expect((await me.get<{ diagrams: unknown[] }>('/v1/diagrams')).body.diagrams).toEqual([]);
    expect((await editDiagram(team, made.id, { baseRevision: 2, mermaid: 'flowchart LR\n  A1 --> C1' })).revision).toBe(3);
  });

  it('refuses a key the team already uses with 409 KEY_EXISTS, and moves nothing', async () => {
    const { me, session, team } = await personWithTeam();
    await createDiagram(team, { ...flow(2), key: 'roadmap' });
    const mine = await createDiagram(session, { ...flow(3), key: 'roadmap' });
    expectError(await move(session, 'roadmap', team.workspaceId), 409, 'KEY_EXISTS', { key: 'roadmap', workspaceId: team.workspaceId });
    expect((await me.get(`/v1/diagrams/${mine.id}`)).status).toBe(200);
  });

  it('applies the target\'s diagram limit: a Free team holding 25 answers 403 LIMIT_REACHED', async () => {
    const { me, session, team } = await personWithTeam({ teamPlan: 'free' });
    const now = api.clock.iso();
    // 25 diagrams of the team's, written straight in (what counts is the number of live rows).
    await api.db('diagrams').insert(Array.from({ length: 25 }, () => ({ id: mintId('dgm'), workspace_id: team.workspaceId, key: null, title: null, brief: null, visibility: 'private', made_public_at: null, revision: 1, created_by: team.personId, created_at: now, updated_at: now, deleted_at: null })));
    const mine = await createDiagram(session, flow(4));
    expectError(await move(session, mine.id, team.workspaceId), 403, 'LIMIT_REACHED', { limit: 'scenes', maximum: 25, current: 25 });
    expect((await me.get(`/v1/diagrams/${mine.id}`)).status).toBe(200);
  });

  it('refuses an API key with 403 SESSION_AUTH_REQUIRED, and a request with neither with 401 AUTH_REQUIRED', async () => {
    const { me, session, team } = await personWithTeam();
    const mine = await createDiagram(session, flow(5));
    expectError(await move(me, mine.id, team.workspaceId), 403, 'SESSION_AUTH_REQUIRED');
    expectError(await move(api.anonymous, mine.id, team.workspaceId), 401, 'AUTH_REQUIRED');
    expect((await me.get(`/v1/diagrams/${mine.id}`)).status).toBe(200);
  });

  it('refuses a workspace the person is not in (404), one where they are a viewer (403 READ_ONLY) and one that is not a team (409)', async () => {
    const { me, session } = await personWithTeam();
    const stranger = await api.user({ team: `Stranger team ${process.pid}`, plan: 'team', role: 'owner' });
    const viewing = await api.user({ email: me.email, team: `Viewed team ${process.pid}`, plan: 'team', role: 'viewer' });
    const mine = await createDiagram(session, flow(6));
    expectError(await move(session, mine.id, stranger.workspaceId), 404, 'NOT_FOUND');
    expectError(await move(session, mine.id, viewing.workspaceId), 403, 'READ_ONLY', { reason: 'role' });
    expectError(await move(session, mine.id, me.workspaceId), 409, 'MOVE_TARGET_NOT_TEAM');
    expectError(await move(session, 'no-such-diagram', (await api.user({ email: me.email, team: `Third team ${process.pid}`, role: 'member' })).workspaceId), 404, 'NOT_FOUND');
    expect((await me.get(`/v1/diagrams/${mine.id}`)).status).toBe(200);
  });

  it('moves from the personal workspace only: a session acting in a team answers 409 MOVE_FROM_PERSONAL_ONLY', async () => {
    const { session, team } = await personWithTeam();
    const teams = await api.user({ email: team.email, team: `Second team ${process.pid}`, role: 'member' });
    expect((await session.request('PUT', '/v1/auth/session', { body: { workspaceId: team.workspaceId } })).status).toBe(200);
    const teamDiagram = await createDiagram(session, flow(7));
    expectError(await move(session, teamDiagram.id, teams.workspaceId), 409, 'MOVE_FROM_PERSONAL_ONLY');
  });

  it('refuses a published diagram into a team with public sharing off (403 SHARING_DISABLED): its address would stop answering', async () => {
    const { me, session, team } = await personWithTeam();
    await api.db('workspaces').where({ id: team.workspaceId }).update({ public_sharing: false });
    const mine = await createDiagram(session, flow(8));
    expect((await me.request('PUT', `/v1/diagrams/${mine.id}/sharing`, { body: { visibility: 'public' } })).status).toBe(200);
    expectError(await move(session, mine.id, team.workspaceId), 403, 'SHARING_DISABLED');
    expect((await me.request('PUT', `/v1/diagrams/${mine.id}/sharing`, { body: { visibility: 'private' } })).status).toBe(200);
    expect((await move(session, mine.id, team.workspaceId)).status).toBe(200);
  });
});
