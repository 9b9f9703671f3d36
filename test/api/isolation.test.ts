import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { jsonLines, type ApiResponse } from '../support/api-client.js';
import { createDiagram, editDiagram, expectError, revisionNumbers } from '../support/api-expect.js';
import { addNode, serviceScene } from '../../harness/scenes.js';

// Workspaces are walls: a diagram in another workspace answers exactly as one that does not
// exist, on every endpoint, by id and by key. Inside a team workspace everyone reads.
let api: ApiFixture;
let alice: TestUser;
let mallory: TestUser;
let aliceDiagram: string;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  alice = await api.user({ plan: 'pro' });
  mallory = await api.user({ plan: 'pro' });
  aliceDiagram = (await createDiagram(alice, { scene: serviceScene(3), key: 'secret-plan' })).id;
  await editDiagram(alice, aliceDiagram, { baseRevision: 1, ops: [addNode('x')] });
});
afterAll(() => api.close());

/** Every diagram endpoint for a reference (id or key). */
function probes(user: TestUser, ref: string): Array<[string, Promise<ApiResponse>]> {
  return [
    ['outline', user.get(`/v1/diagrams/${ref}`)],
    ['dsp', user.get(`/v1/diagrams/${ref}?view=dsp`)],
    ['mermaid', user.get(`/v1/diagrams/${ref}?view=mermaid`)],
    ['asOf', user.get(`/v1/diagrams/${ref}?asOf=2099-01-01`)],
    ['revision', user.get(`/v1/diagrams/${ref}?revision=1`)],
    ['edit', user.post(`/v1/diagrams/${ref}/revisions`, { baseRevision: 2, ops: [addNode('intruder')] })],
    ['history', user.get(`/v1/diagrams/${ref}/revisions`)],
    ['compare', user.get(`/v1/diagrams/${ref}/compare?from=1&to=2`)],
    ['export', user.get(`/v1/diagrams/${ref}/export`)],
  ];
}

/** An answer with its diagram reference replaced, to compare two refusals word for word. */
const shape = (response: ApiResponse, ref: string) => ({ status: response.status, body: JSON.parse(response.text.split(ref).join('<ref>')) as unknown });

describe('another workspace’s diagram', () => {
  it('answers 404 NOT_FOUND on every endpoint, by id and by key', async () => {
    for (const ref of [aliceDiagram, 'secret-plan']) {
      for (const [, call] of probes(mallory, ref)) expectError(await call, 404, 'NOT_FOUND');
    }
    expect(await revisionNumbers(alice, aliceDiagram)).toEqual([1, 2]);
  });

  it('answers exactly as a diagram that does not exist', async () => {
    const missing = 'dgm_00000000000000000000';
    const theirs = probes(mallory, aliceDiagram);
    const none = probes(mallory, missing);
    for (const [i, [name, answer]] of theirs.entries()) {
      expect(shape(await answer, aliceDiagram), name).toEqual(shape(await none[i]![1], missing));
    }
  });

  it('is in neither the list nor the workspace export', async () => {
    const list = await mallory.get<{ diagrams: unknown[] }>('/v1/diagrams');
    expect(list.body.diagrams).toEqual([]);
    expect((await mallory.get<{ diagrams: unknown[] }>('/v1/diagrams?key=secret-plan')).body.diagrams).toEqual([]);
    expect((await mallory.get<{ diagrams: unknown[] }>('/v1/diagrams?query=secret')).body.diagrams).toEqual([]);
    expect(jsonLines((await mallory.get('/v1/workspace/export')).text)).toEqual([]);
    expect(jsonLines((await mallory.get('/v1/account/export')).text)).toEqual([]);
  });

  it('a key name is per workspace: the same key elsewhere is another diagram', async () => {
    const mine = await mallory.post<{ id: string; created: boolean }>('/v1/diagrams', { scene: serviceScene(3), key: 'secret-plan' });
    expect(mine.status).toBe(201);
    expect(mine.body.id).not.toBe(aliceDiagram);
    const byKey = await alice.get<{ id: string }>('/v1/diagrams/secret-plan');
    expect(byKey.body.id).toBe(aliceDiagram);
    const theirs = await mallory.get<{ id: string }>('/v1/diagrams/secret-plan');
    expect(theirs.body.id).toBe(mine.body.id);
  });

  it('a key of a workspace acts only there: a person in two workspaces sees each through its own key', async () => {
    const personal = await api.user({ email: 'both@example.test' });
    const team = await api.user({ email: 'both@example.test', team: 'Isolation team', role: 'member' });
    const inTeam = await createDiagram(team, { scene: serviceScene(2) });
    expect((await team.get(`/v1/diagrams/${inTeam.id}`)).status).toBe(200);
    expectError(await personal.get(`/v1/diagrams/${inTeam.id}`), 404, 'NOT_FOUND');
    const made = await personal.post<{ workspaceId: string }>('/v1/auth/keys', { name: 'personal-2' });
    expect(made.body.workspaceId).toBe(personal.workspaceId);
  });
});

describe('inside a team workspace', () => {
  let owner: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let id: string;
  beforeAll(async () => {
    owner = await api.user({ team: 'Walls team', role: 'owner' });
    member = await api.user({ team: 'Walls team', role: 'member' });
    viewer = await api.user({ team: 'Walls team', role: 'viewer' });
    id = (await createDiagram(owner, { scene: serviceScene(3), key: 'team-map' })).id;
  });

  it('every member and viewer reads every diagram, by id and by key', async () => {
    for (const user of [owner, member, viewer]) {
      expect((await user.get(`/v1/diagrams/team-map?view=dsp`)).status).toBe(200);
      expect((await user.get(`/v1/diagrams/${id}/revisions`)).status).toBe(200);
      const list = await user.get<{ diagrams: Array<{ id: string }> }>('/v1/diagrams');
      expect(list.body.diagrams.map((d) => d.id)).toContain(id);
    }
  });

  it('members edit each other’s diagrams; the workspace export holds the team’s diagrams only', async () => {
    const edit = await editDiagram(member, id, { baseRevision: 1, ops: [addNode('by-member')] });
    expect(edit.revision).toBe(2);
    const lines = jsonLines<{ id: string }>((await viewer.get('/v1/workspace/export')).text);
    expect(new Set(lines.map((line) => line.id))).toEqual(new Set([id]));
  });

  it('outsiders still get 404', async () => {
    for (const [, call] of probes(alice, id)) expectError(await call, 404, 'NOT_FOUND');
  });
});

describe('the server', () => {
  it('logged no unexpected error', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
