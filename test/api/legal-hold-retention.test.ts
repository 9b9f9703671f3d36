import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type ApiClient, type TestUser } from '../support/api-fixture.js';
import { createDiagram, expectError } from '../support/api-expect.js';
import { signIn } from '../support/people.js';
import { serviceScene } from '../../harness/scenes.js';

// Legal hold (issue 35), a ratchet: any owner turns it on, with a key or signed in; only a
// person signed in turns it off. The evidence pack's retention block and the audit show it.
let api: ApiFixture;
let owner: TestUser;
let session: ApiClient;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  owner = await api.user();
  session = (await signIn(api.url, api.outboxDir, owner.email)).client;
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

const patch = (client: ApiClient, ref: string, body: unknown) => client.request<Record<string, unknown>>('PATCH', `/v1/diagrams/${ref}/legal-hold`, { body });
const heldInAudit = async (id: string) => (await owner.get<{ diagrams: Array<{ id: string; legalHold: boolean }> }>('/v1/workspace/audit?limit=200')).body.diagrams.find((d) => d.id === id)!.legalHold;

describe('PATCH /v1/diagrams/{id}/legal-hold', () => {
  it('on with a key; off with a key is 403 SESSION_AUTH_REQUIRED; off signed in', async () => {
    const { id } = await createDiagram(owner, { scene: serviceScene(2), key: 'held' });
    const on = await patch(owner, 'held', { legalHold: true });
    expect([on.status, on.body]).toEqual([200, { id, legalHold: true }]);
    expect(await heldInAudit(id)).toBe(true);
    expect((await patch(owner, id, { legalHold: true })).body).toEqual({ id, legalHold: true });
    expectError(await patch(owner, id, { legalHold: false }), 403, 'SESSION_AUTH_REQUIRED');
    expect(await heldInAudit(id)).toBe(true);
    const off = await patch(session, id, { legalHold: false });
    expect([off.status, off.body]).toEqual([200, { id, legalHold: false }]);
    expect(await heldInAudit(id)).toBe(false);
    expect((await patch(session, id, { legalHold: true })).body).toEqual({ id, legalHold: true });
    expect(await heldInAudit(id)).toBe(true);
  });

  it('refuses a read-only key, a bad body and an unknown or foreign diagram', async () => {
    const { id } = await createDiagram(owner, { scene: serviceScene(2) });
    const reader = await owner.addKey({ scope: 'read' });
    expectError(await patch(reader, id, { legalHold: true }), 403, 'READ_ONLY');
    expect((await patch(owner, id, { legalHold: 'yes' })).status).toBe(400);
    expect((await patch(owner, id, {})).status).toBe(400);
    expectError(await patch(owner, 'dgm_nope', { legalHold: true }), 404, 'NOT_FOUND');
    const stranger = await api.user();
    expectError(await patch(stranger, id, { legalHold: true }), 404, 'NOT_FOUND');
    expect(await heldInAudit(id)).toBe(false);
  });

  it('deleting a held diagram still removes it', async () => {
    const { id } = await createDiagram(owner, { scene: serviceScene(2) });
    await patch(owner, id, { legalHold: true });
    const deleted = await owner.request('DELETE', `/v1/diagrams/${id}?confirm=true`);
    expect(deleted.status, deleted.text).toBe(200);
    expect((await owner.get(`/v1/diagrams/${id}`)).status).toBe(404);
  });
});
