import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { expectError } from '../support/api-expect.js';
import { runDsp } from '../../harness/processes.js';
import { DAY } from '../support/test-clock.js';
import { KEY_CACHE_TTL_MS } from '../../server/use-cases/accounts/authenticate.js';

// Listing and revoking API keys (issue 12 item 10): who sees and revokes which keys, that a
// revoked key answers 401 API_KEY_REVOKED at once, that a Free workspace at its key limit
// can replace a key, and dsp admin revoke-key for a key found leaked.
let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

interface Listed {
  workspaceId: string;
  keys: Array<{ id: string; name: string | null; scope: string; prefix: string; person: { id: string; email: string }; status: string; current: boolean; revokedAt: string | null; expiresAt: string | null }>;
}

describe('GET /v1/auth/keys', () => {
  it('an owner sees every key of the workspace, newest first, without secrets; a member and a viewer see their own', async () => {
    const owner = await api.user({ team: 'Key Team', plan: 'team', role: 'owner' });
    const member = await api.user({ team: 'Key Team', role: 'member' });
    const viewer = await api.user({ team: 'Key Team', role: 'viewer', scope: 'read' });
    api.clock.advance(1_000);
    const named = await owner.post<{ key: string; id: string }>('/v1/auth/keys', { name: 'ci', scope: 'read', expiresInDays: 30 });
    expect(named.status).toBe(201);

    const all = await owner.get<Listed>('/v1/auth/keys');
    expect(all.status, all.text).toBe(200);
    expect(all.headers.get('cache-control')).toBe('private, no-store');
    expect(all.body.workspaceId).toBe(owner.workspaceId);
    expect(all.body.keys[0]).toEqual({
      id: named.body.id,
      name: 'ci',
      scope: 'read',
      prefix: named.body.key.slice(0, 11),
      person: { id: owner.personId, email: owner.email },
      createdAt: api.clock.iso(),
      expiresAt: new Date(api.clock.now().getTime() + 30 * DAY).toISOString(),
      revokedAt: null,
      status: 'active',
      current: false,
    });
    expect(all.body.keys.map((k) => k.id).sort()).toEqual([named.body.id, owner.keyId, member.keyId, viewer.keyId].sort());
    expect(all.body.keys.every((k) => k.status === 'active')).toBe(true);
    expect(all.body.keys.find((k) => k.id === owner.keyId)?.current).toBe(true);
    for (const secret of [owner.key, member.key, viewer.key, named.body.key]) expect(all.text.includes(secret)).toBe(false);

    expect((await member.get<Listed>('/v1/auth/keys')).body.keys.map((k) => k.id)).toEqual([member.keyId]);
    // A key whose person left the workspace no longer works, and is listed as revoked.
    const leaver = await api.user({ team: 'Key Team', role: 'member' });
    await api.db('memberships').where({ workspace_id: owner.workspaceId, person_id: leaver.personId }).del();
    expect((await owner.get<Listed>('/v1/auth/keys')).body.keys.find((k) => k.id === leaver.keyId)).toMatchObject({ status: 'revoked', revokedAt: null });
    await api.db('memberships').insert({ workspace_id: owner.workspaceId, person_id: leaver.personId, role: 'member', created_at: api.clock.iso() });
    expect((await viewer.get<Listed>('/v1/auth/keys')).body.keys.map((k) => k.id)).toEqual([viewer.keyId]);
    expect((await apiClient(api.url, { authorization: `Bearer ${named.body.key}` }).get<Listed>('/v1/auth/keys')).body.keys).toHaveLength(5);
    expectError(await api.anonymous.get('/v1/auth/keys'), 401, 'AUTH_REQUIRED');
  });
});

describe('DELETE /v1/auth/keys/{keyId}', () => {
  it('revokes at once: the key answers 401 API_KEY_REVOKED from the next request; listed as revoked; repeating answers the same', async () => {
    const person = await api.user();
    const spare = await person.addKey();
    const revoked = await person.request('DELETE', `/v1/auth/keys/${spare.keyId}`);
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body).toEqual({ id: spare.keyId, revoked: true, revokedAt: api.clock.iso() });
    expectError(await spare.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
    expect((await person.get<Listed>('/v1/auth/keys')).body.keys.find((k) => k.id === spare.keyId)).toMatchObject({ status: 'revoked', revokedAt: api.clock.iso() });
    api.clock.advance(1_000);
    expect((await person.request('DELETE', `/v1/auth/keys/${spare.keyId}`)).body).toEqual(revoked.body);
  });

  it('a key can revoke itself, and then answers 401', async () => {
    const person = await api.user();
    const other = await person.addKey();
    expect((await person.request('DELETE', `/v1/auth/keys/${person.keyId}`)).status).toBe(200);
    expectError(await person.get('/v1/auth/keys'), 401, 'API_KEY_REVOKED');
    expect((await other.get('/v1/auth/keys')).status).toBe(200);
  });

  it('owners revoke any key of the workspace; members only their own (others look like unknown keys); other workspaces see 404', async () => {
    const owner = await api.user({ team: 'Revoke Team', plan: 'team', role: 'owner' });
    const member = await api.user({ team: 'Revoke Team', role: 'member' });
    const colleague = await api.user({ team: 'Revoke Team', role: 'member' });
    expectError(await member.request('DELETE', `/v1/auth/keys/${colleague.keyId}`), 404, 'NOT_FOUND');
    expectError(await member.request('DELETE', `/v1/auth/keys/${owner.keyId}`), 404, 'NOT_FOUND');
    expectError(await member.request('DELETE', '/v1/auth/keys/key_doesNotExist'), 404, 'NOT_FOUND');
    const stranger = await api.user();
    expectError(await stranger.request('DELETE', `/v1/auth/keys/${member.keyId}`), 404, 'NOT_FOUND');
    expect((await owner.request('DELETE', `/v1/auth/keys/${colleague.keyId}`)).status).toBe(200);
    expectError(await colleague.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
    expect((await member.get('/v1/diagrams')).status).toBe(200);
  });

  it('a read key or a viewer may revoke only the key it is using: 403 READ_ONLY for any other', async () => {
    const person = await api.user();
    const reader = await person.addKey({ scope: 'read' });
    expectError(await reader.request('DELETE', `/v1/auth/keys/${person.keyId}`), 403, 'READ_ONLY', { reason: 'credential' });
    expect((await person.get('/v1/diagrams')).status).toBe(200);
    expect((await reader.request('DELETE', `/v1/auth/keys/${reader.keyId}`)).status).toBe(200);
    expectError(await reader.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');

    await api.user({ team: 'Viewer Team', plan: 'team', role: 'owner' });
    const viewer = await api.user({ team: 'Viewer Team', role: 'viewer', scope: 'read' });
    const viewerOther = await viewer.addKey({ scope: 'read' });
    expectError(await viewer.request('DELETE', `/v1/auth/keys/${viewerOther.keyId}`), 403, 'READ_ONLY', { reason: 'role' });
    expect((await viewer.request('DELETE', `/v1/auth/keys/${viewer.keyId}`)).status).toBe(200);
  });

  it('a Free workspace at its 3 keys revokes one and creates another', async () => {
    const free = await api.user({ plan: 'free' });
    const second = await free.addKey();
    await free.addKey();
    expectError(await free.post('/v1/auth/keys', {}), 403, 'PLAN_LIMIT_EXCEEDED', { limit: 'apiKeys', current: 3, maximumAllowed: 3 });
    expect((await free.request('DELETE', `/v1/auth/keys/${second.keyId}`)).status).toBe(200);
    const replacement = await free.post<{ key: string }>('/v1/auth/keys', { name: 'replacement' });
    expect(replacement.status, replacement.text).toBe(201);
    expect((await apiClient(api.url, { authorization: `Bearer ${replacement.body.key}` }).get('/v1/diagrams')).status).toBe(200);
    expectError(await free.post('/v1/auth/keys', {}), 403, 'PLAN_LIMIT_EXCEEDED');
  });
});

describe('dsp admin revoke-key', () => {
  it('revokes by id or by the leaked key itself; the running server refuses it within its key cache time', { timeout: 60_000 }, async () => {
    const person = await api.user();
    const leaked = await person.addKey();
    const byId = await person.addKey();
    expect((await leaked.get('/v1/diagrams')).status).toBe(200);
    const env = { DSP_DATA_DIR: api.dataDir };
    const [first, second] = await Promise.all([runDsp(['admin', 'revoke-key', '--key', leaked.key], env), runDsp(['admin', 'revoke-key', '--id', byId.keyId], env)]);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ id: leaked.keyId, workspaceId: person.workspaceId, person: person.email, alreadyRevoked: false });
    expect(second.code, second.stderr).toBe(0);
    expect(JSON.parse(second.stdout)).toMatchObject({ id: byId.keyId, alreadyRevoked: false });
    api.clock.advance(KEY_CACHE_TTL_MS);
    expectError(await leaked.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
    expectError(await byId.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
    expect((await person.get('/v1/diagrams')).status).toBe(200);

    const [again, unknown, usage] = await Promise.all([
      runDsp(['admin', 'revoke-key', '--id', byId.keyId], env),
      runDsp(['admin', 'revoke-key', '--id', 'key_unknown'], env),
      runDsp(['admin', 'revoke-key'], env),
    ]);
    expect(JSON.parse(again.stdout)).toMatchObject({ id: byId.keyId, alreadyRevoked: true });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^dsp admin: NOT_FOUND: /);
    expect(usage.code).toBe(2);
  });
});
