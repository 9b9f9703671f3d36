import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram, expectError, revisionNumbers } from '../support/api-expect.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { DAY } from '../support/test-clock.js';
import { usage } from '../../server/db/repositories/usage.js';
import { apiKeys } from '../../server/db/repositories/api-keys.js';
import { monthOf } from '../../server/clock.js';
import { mintId } from '../../server/ids.js';

// Plan limits (spec "Limits → Plans"): 403 LIMIT_REACHED and PLAN_LIMIT_EXCEEDED with their
// extra fields; refused writes save nothing.
let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline', startAt: '2026-06-28T10:00:00.000Z' });
});
afterAll(() => api.close());

const useUpdates = (user: TestUser, count: number) => usage.increment(api.db, user.workspaceId, monthOf(api.clock.now()), 'updatesPerMonth', count);

async function liveDiagrams(user: TestUser): Promise<number> {
  return (await user.get<{ diagrams: unknown[] }>('/v1/diagrams?limit=200')).body.diagrams.length;
}

describe('scenes: a Free workspace holds 25 diagrams', () => {
  let free: TestUser;
  beforeAll(async () => {
    free = await api.user({ plan: 'free' });
    for (let i = 0; i < 25; i++) await createDiagram(free, { scene: serviceScene(1), key: `d${i}` });
  });

  it('the 26th: 403 LIMIT_REACHED {limit: scenes, maximum: 25, current: 25}, nothing saved', async () => {
    const refused = await free.post('/v1/diagrams', { scene: serviceScene(1), key: 'one-too-many' });
    expectError(refused, 403, 'LIMIT_REACHED', { limit: 'scenes', maximum: 25, current: 25 });
    expect(await liveDiagrams(free)).toBe(25);
    expectError(await free.get('/v1/diagrams/one-too-many'), 404, 'NOT_FOUND');
  });

  it('a retry of an existing create still answers (it makes no diagram); edits still work', async () => {
    const retry = await free.post('/v1/diagrams', { scene: serviceScene(1), key: 'd0' });
    expect(retry.status).toBe(200);
    expect(retry.body.created).toBe(false);
    expect((await editDiagram(free, 'd0', { baseRevision: 1, ops: [addNode('more')] })).revision).toBe(2);
  });

  it('a Pro workspace is not held at 25', async () => {
    const pro = await api.user({ plan: 'pro' });
    for (let i = 0; i < 25; i++) await api.db('diagrams').insert({ id: mintId('dgm'), workspace_id: pro.workspaceId, key: null, title: null, brief: null, visibility: 'private', made_public_at: null, revision: 1, created_by: pro.personId, created_at: api.clock.iso(), updated_at: api.clock.iso(), deleted_at: null });
    expect((await pro.post('/v1/diagrams', { scene: serviceScene(1) })).status).toBe(201);
  });
});

describe('updatesPerMonth: 2,500 on Free, counted by saves and edits', () => {
  let free: TestUser;
  let id: string;
  beforeAll(async () => {
    free = await api.user({ plan: 'free' });
    await useUpdates(free, 2_497);
    id = (await createDiagram(free, { scene: serviceScene(2) })).id; // 2,498
    await editDiagram(free, id, { baseRevision: 1, ops: [addNode('a')] }); // 2,499
  });

  it('the last update of the month is allowed, the next is refused with the extra fields; nothing saved', async () => {
    await editDiagram(free, id, { baseRevision: 2, ops: [addNode('b')] }); // 2,500
    const edit = await free.post(`/v1/diagrams/${id}/revisions`, { baseRevision: 3, ops: [addNode('c')] });
    expectError(edit, 403, 'LIMIT_REACHED', { limit: 'updatesPerMonth', maximum: 2_500, current: 2_500 });
    const create = await free.post('/v1/diagrams', { scene: serviceScene(2) });
    expectError(create, 403, 'LIMIT_REACHED', { limit: 'updatesPerMonth', maximum: 2_500, current: 2_500 });
    expect(await revisionNumbers(free, id)).toEqual([1, 2, 3]);
    expect(await liveDiagrams(free)).toBe(1);
  });

  it('reads are not held back at the limit', async () => {
    expect((await free.get(`/v1/diagrams/${id}?view=dsp`)).status).toBe(200);
    expect((await free.get(`/v1/diagrams/${id}/export`)).status).toBe(200);
  });

  it('the count resets at the start of the next calendar month (UTC)', async () => {
    api.clock.set('2026-07-01T00:00:01.000Z');
    expect((await editDiagram(free, id, { baseRevision: 3, ops: [addNode('c')] })).revision).toBe(4);
    expect((await free.post('/v1/diagrams', { scene: serviceScene(2) })).status).toBe(201);
    api.clock.set('2026-06-28T10:00:00.000Z');
  });
});

describe('updatesPerMonth in a team: 25,000 per paid seat, one pooled count', () => {
  it('two seats share 50,000; at the limit both are refused', async () => {
    const owner = await api.user({ team: 'Pooled team', role: 'owner' });
    const member = await api.user({ team: 'Pooled team', role: 'member' });
    await api.user({ team: 'Pooled team', role: 'viewer' });
    const id = (await createDiagram(member, { scene: serviceScene(2) })).id;
    await useUpdates(owner, 50_000 - 1);
    const refused = await owner.post(`/v1/diagrams/${id}/revisions`, { baseRevision: 1, ops: [addNode('x')] });
    expectError(refused, 403, 'LIMIT_REACHED', { limit: 'updatesPerMonth', maximum: 50_000, current: 50_000 });
    expectError(await member.post('/v1/diagrams', { scene: serviceScene(1) }), 403, 'LIMIT_REACHED', { maximum: 50_000 });
  });
});

describe('apiKeys: 403 PLAN_LIMIT_EXCEEDED', () => {
  it('a Free workspace holds 3 keys; the 4th is refused with limit, current, maximumAllowed, plan, upgradeUrl', async () => {
    const free = await api.user({ plan: 'free' });
    for (let i = 0; i < 2; i++) expect((await free.post('/v1/auth/keys', { name: `k${i}` })).status).toBe(201);
    const refused = await free.post('/v1/auth/keys', { name: 'fourth' });
    expectError(refused, 403, 'PLAN_LIMIT_EXCEEDED', { limit: 'apiKeys', current: 3, maximumAllowed: 3, plan: 'free', upgradeUrl: 'https://dsp.test/pricing' });
  });

  it('a revoked or expired key frees its place', async () => {
    const free = await api.user({ plan: 'free' });
    const short = await free.addKey({ expiresInDays: 1 });
    const spare = await free.addKey();
    expect((await free.post('/v1/auth/keys', {})).status).toBe(403);
    await apiKeys.revoke(api.db, spare.keyId, api.clock.iso());
    expect((await free.post('/v1/auth/keys', {})).status).toBe(201);
    expect((await free.post('/v1/auth/keys', {})).status).toBe(403);
    api.clock.advance(2 * DAY);
    expectError(await short.get('/v1/diagrams'), 401, 'API_KEY_EXPIRED');
    expect((await free.post('/v1/auth/keys', {})).status).toBe(201);
    api.clock.set('2026-06-28T10:00:00.000Z');
  });

  it('viewers’ keys do not count toward apiKeys; a viewer may hold 3 keys', async () => {
    const owner = await api.user({ team: 'Free team', plan: 'free', role: 'owner' });
    const viewer = await api.user({ team: 'Free team', role: 'viewer' });
    for (let i = 0; i < 2; i++) expect((await viewer.post('/v1/auth/keys', {})).status).toBe(201);
    expectError(await viewer.post('/v1/auth/keys', {}), 403, 'PLAN_LIMIT_EXCEEDED', { limit: 'apiKeys', current: 3, maximumAllowed: 3 });
    for (let i = 0; i < 2; i++) expect((await owner.post('/v1/auth/keys', {})).status).toBe(201);
    expectError(await owner.post('/v1/auth/keys', {}), 403, 'PLAN_LIMIT_EXCEEDED', { current: 3, maximumAllowed: 3, plan: 'free' });
  });
});

describe('the server', () => {
  it('logged no unexpected error', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
