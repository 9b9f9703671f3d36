import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { createDiagram, expectError } from '../support/api-expect.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { DAY } from '../support/test-clock.js';
import { apiKeys } from '../../server/db/repositories/api-keys.js';
import { KEY_CACHE_TTL_MS, revokeApiKey } from '../../server/use-cases/accounts/authenticate.js';

// Authentication and write rights (spec "Authentication"): every key failure, read keys,
// viewers and unverified email, as a client over HTTP sees them. A change made straight in
// the database stands for one made by another process: the server reuses an authenticated
// key for KEY_CACHE_TTL_MS, so the clock is moved past that before the change is expected.
let api: ApiFixture;
let owner: TestUser;
let diagramId: string;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  owner = await api.user({ plan: 'pro' });
  diagramId = (await createDiagram(owner, { scene: serviceScene(3) })).id;
});
afterAll(() => api.close());

describe('key failures answer 401', () => {
  it('no key at all: AUTH_REQUIRED on every keyed endpoint', async () => {
    const calls = [
      api.anonymous.get('/v1/diagrams'),
      api.anonymous.post('/v1/diagrams', { scene: serviceScene(2) }),
      api.anonymous.get(`/v1/diagrams/${diagramId}`),
      api.anonymous.post(`/v1/diagrams/${diagramId}/revisions`, { baseRevision: 1, ops: [addNode('x')] }),
      api.anonymous.get(`/v1/diagrams/${diagramId}/revisions`),
      api.anonymous.get(`/v1/diagrams/${diagramId}/compare`),
      api.anonymous.get(`/v1/diagrams/${diagramId}/export`),
      api.anonymous.get('/v1/workspace/export'),
      api.anonymous.get('/v1/account/export'),
      api.anonymous.post('/v1/auth/keys', { name: 'x' }),
    ];
    for (const response of await Promise.all(calls)) expectError(response, 401, 'AUTH_REQUIRED');
  });

  it('a malformed key, and a well-formed key nobody holds: API_KEY_INVALID', async () => {
    for (const key of ['not-a-key', 'dsp_sk_123', `dsp_sk_${'0'.repeat(32)}`]) {
      const response = await apiClient(api.url, { authorization: `Bearer ${key}` }).get(`/v1/diagrams/${diagramId}`);
      expectError(response, 401, 'API_KEY_INVALID');
    }
  });

  it('the key works in X-API-Key as well as in Authorization: Bearer', async () => {
    const viaHeader = await apiClient(api.url, { 'x-api-key': owner.key }).get(`/v1/diagrams/${diagramId}`);
    expect(viaHeader.status).toBe(200);
    const wrong = await apiClient(api.url, { 'x-api-key': `dsp_sk_${'f'.repeat(32)}` }).get(`/v1/diagrams/${diagramId}`);
    expectError(wrong, 401, 'API_KEY_INVALID');
  });

  it('a key whose account is closed: API_KEY_INVALID', async () => {
    const closing = await api.user();
    expect((await closing.get('/v1/diagrams')).status).toBe(200);
    await api.db('people').where({ id: closing.personId }).update({ closed_at: api.clock.iso() });
    api.clock.advance(KEY_CACHE_TTL_MS);
    expectError(await closing.get('/v1/diagrams'), 401, 'API_KEY_INVALID');
  });

  it('a revoked key: API_KEY_REVOKED at once, and retrying does not help; the person’s other keys still work', async () => {
    const person = await api.user();
    const other = await person.addKey();
    expect((await person.get('/v1/diagrams')).status).toBe(200);
    expect((await other.get('/v1/diagrams')).status).toBe(200);
    await revokeApiKey(api.context, person.keyId);
    expectError(await person.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
    expectError(await person.post('/v1/diagrams', { scene: serviceScene(2) }), 401, 'API_KEY_REVOKED');
    expectError(await person.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
    expect((await other.get('/v1/diagrams')).status).toBe(200);
  });

  it('a key revoked by another process (straight in the database): API_KEY_REVOKED within the cache time', async () => {
    const person = await api.user();
    expect((await person.get('/v1/diagrams')).status).toBe(200);
    await apiKeys.revoke(api.db, person.keyId, api.clock.iso());
    api.clock.advance(KEY_CACHE_TTL_MS);
    expectError(await person.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
  });

  it('a key of a person removed from the workspace: API_KEY_REVOKED', async () => {
    const member = await api.user({ team: 'Removal team', role: 'member' });
    const created = await createDiagram(member, { scene: serviceScene(2) });
    await api.db('memberships').where({ workspace_id: member.workspaceId, person_id: member.personId }).del();
    api.clock.advance(KEY_CACHE_TTL_MS);
    expectError(await member.get(`/v1/diagrams/${created.id}`), 401, 'API_KEY_REVOKED');
    expectError(await member.post(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1, ops: [addNode('x')] }), 401, 'API_KEY_REVOKED');
  });

  it('a key made to expire in 1 day: works the next hour, API_KEY_EXPIRED two days later', async () => {
    const person = await api.user({ expiresInDays: 1 });
    api.clock.advance(DAY / 24);
    expect((await person.get('/v1/diagrams')).status).toBe(200);
    api.clock.advance(2 * DAY);
    expectError(await person.get('/v1/diagrams'), 401, 'API_KEY_EXPIRED');
    expectError(await person.post('/v1/diagrams', { scene: serviceScene(2) }), 401, 'API_KEY_EXPIRED');
  });
});

describe('read keys: 403 READ_ONLY with reason credential', () => {
  let reader: Awaited<ReturnType<TestUser['addKey']>>;
  beforeAll(async () => {
    reader = await owner.addKey({ scope: 'read' });
  });

  it('cannot save or edit, and nothing is saved', async () => {
    expectError(await reader.post('/v1/diagrams', { scene: serviceScene(2) }), 403, 'READ_ONLY', { reason: 'credential' });
    expectError(await reader.post(`/v1/diagrams/${diagramId}/revisions`, { baseRevision: 1, ops: [addNode('x')] }), 403, 'READ_ONLY', { reason: 'credential' });
    const head = await owner.get<{ revision: number }>(`/v1/diagrams/${diagramId}`);
    expect(head.body.revision).toBe(1);
  });

  it('may find, read every view, list history, compare and export', async () => {
    expect((await reader.get('/v1/diagrams')).status).toBe(200);
    for (const view of ['outline', 'dsp', 'mermaid']) expect((await reader.get(`/v1/diagrams/${diagramId}?view=${view}`)).status, view).toBe(200);
    expect((await reader.get(`/v1/diagrams/${diagramId}/revisions`)).status).toBe(200);
    expect((await reader.get(`/v1/diagrams/${diagramId}/compare?from=1&to=1`)).status).toBe(200);
    expect((await reader.get(`/v1/diagrams/${diagramId}/export`)).status).toBe(200);
    expect((await reader.get('/v1/workspace/export')).status).toBe(200);
  });

  it('cannot make a write key (READ_ONLY credential) but can make a read key, the default for it', async () => {
    expectError(await reader.post('/v1/auth/keys', { name: 'escalate', scope: 'write' }), 403, 'READ_ONLY', { reason: 'credential' });
    const made = await reader.post<{ key: string; scope: string }>('/v1/auth/keys', { name: 'another reader' });
    expect(made.status).toBe(201);
    expect(made.body.scope).toBe('read');
    const again = apiClient(api.url, { authorization: `Bearer ${made.body.key}` });
    expectError(await again.post('/v1/diagrams', { scene: serviceScene(2) }), 403, 'READ_ONLY', { reason: 'credential' });
  });
});

describe('viewers: 403 READ_ONLY with reason role, whatever the key’s scope', () => {
  let member: TestUser;
  let viewer: TestUser;
  let teamDiagram: string;
  beforeAll(async () => {
    member = await api.user({ team: 'Viewing team', role: 'owner' });
    viewer = await api.user({ team: 'Viewing team', role: 'viewer', scope: 'write' });
    teamDiagram = (await createDiagram(member, { scene: serviceScene(3) })).id;
  });

  it('reads the team’s diagrams', async () => {
    expect((await viewer.get(`/v1/diagrams/${teamDiagram}?view=dsp`)).status).toBe(200);
    expect((await viewer.get(`/v1/diagrams/${teamDiagram}/export`)).status).toBe(200);
  });

  it('cannot save or edit with a write-scoped key', async () => {
    expectError(await viewer.post('/v1/diagrams', { scene: serviceScene(2) }), 403, 'READ_ONLY', { reason: 'role' });
    expectError(await viewer.post(`/v1/diagrams/${teamDiagram}/revisions`, { baseRevision: 1, ops: [addNode('x')] }), 403, 'READ_ONLY', { reason: 'role' });
  });

  it('cannot make a write key; gets a read key by default', async () => {
    expectError(await viewer.post('/v1/auth/keys', { scope: 'write' }), 403, 'READ_ONLY', { reason: 'role' });
    const made = await viewer.post<{ scope: string; workspaceId: string }>('/v1/auth/keys', {});
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ scope: 'read', workspaceId: viewer.workspaceId });
  });
});

describe('unverified email: writes 403 EMAIL_NOT_VERIFIED, reads allowed', () => {
  let unverified: TestUser;
  let teamDiagram: string;
  beforeAll(async () => {
    const verifiedMember = await api.user({ team: 'Verification team', role: 'owner' });
    unverified = await api.user({ team: 'Verification team', role: 'member', verified: false });
    teamDiagram = (await createDiagram(verifiedMember, { scene: serviceScene(3) })).id;
  });

  it('saving and editing are held back, with the verification page', async () => {
    const create = await unverified.post('/v1/diagrams', { scene: serviceScene(2) });
    expectError(create, 403, 'EMAIL_NOT_VERIFIED', { verifyUrl: 'https://dsp.test/verify-email' });
    const edit = await unverified.post(`/v1/diagrams/${teamDiagram}/revisions`, { baseRevision: 1, ops: [addNode('x')] });
    expectError(edit, 403, 'EMAIL_NOT_VERIFIED');
    const list = await unverified.get<{ diagrams: unknown[] }>('/v1/diagrams');
    expect(list.body.diagrams).toHaveLength(1);
  });

  it('reads, history, compare and exports are never held back', async () => {
    for (const path of [`/v1/diagrams/${teamDiagram}`, `/v1/diagrams/${teamDiagram}?view=dsp`, `/v1/diagrams/${teamDiagram}/revisions`, `/v1/diagrams/${teamDiagram}/compare`, `/v1/diagrams/${teamDiagram}/export`, '/v1/workspace/export']) {
      expect((await unverified.get(path)).status, path).toBe(200);
    }
  });
});

describe('POST /v1/auth/keys', () => {
  it('returns the new key once, acting in the creating key’s workspace; the key works', async () => {
    const made = await owner.post<{ key: string; id: string; name: string; scope: string; workspaceId: string }>('/v1/auth/keys', { name: 'ci', scope: 'write' });
    expect(made.status).toBe(201);
    expect(made.headers.get('cache-control')).toBe('no-store');
    expect(made.body).toMatchObject({ name: 'ci', scope: 'write', workspaceId: owner.workspaceId, id: expect.stringMatching(/^key_/) });
    expect(made.body.key).toMatch(/^dsp_sk_[0-9a-f]{32}$/);
    const client = apiClient(api.url, { authorization: `Bearer ${made.body.key}` });
    const read = await client.get<{ id: string }>(`/v1/diagrams/${diagramId}`);
    expect(read.body.id).toBe(diagramId);
  });

  it('the default scope of a write caller is write; no body means defaults', async () => {
    const made = await owner.request<{ scope: string }>('POST', '/v1/auth/keys');
    expect(made.status).toBe(201);
    expect(made.body.scope).toBe('write');
  });

  it('expiresInDays outside 1..366 or not whole: 400 INVALID_EXPIRES_IN_DAYS', async () => {
    for (const expiresInDays of [0, 367, 1.5, '7', -1]) {
      expectError(await owner.post('/v1/auth/keys', { expiresInDays }), 400, 'INVALID_EXPIRES_IN_DAYS');
    }
  });

  it('a key made with expiresInDays 1 expires after a day', async () => {
    const made = await owner.post<{ key: string }>('/v1/auth/keys', { name: 'short', expiresInDays: 1 });
    const client = apiClient(api.url, { authorization: `Bearer ${made.body.key}` });
    expect((await client.get('/v1/diagrams')).status).toBe(200);
    api.clock.advance(2 * DAY);
    expectError(await client.get('/v1/diagrams'), 401, 'API_KEY_EXPIRED');
  });
});

describe('the server', () => {
  it('logged no unexpected error', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
