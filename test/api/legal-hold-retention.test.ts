import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type ApiClient, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram, expectError } from '../support/api-expect.js';
import { DAY } from '../support/test-clock.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { purgeExpiredRevisions } from '../../server/use-cases/evidence/index.js';
import { verifyChains } from '../../server/use-cases/diagrams/verify-chains.js';
import { signIn } from '../support/people.js';

// Legal hold (issue 35), a ratchet: any owner turns it on, with a key or signed in; only a
// person signed in turns it off. The evidence pack's retention block and the audit show it.
// Retention: on Free, the sweep purges revisions older than 30 days unless held, keeping
// the current one and a tombstone per purged revision, so the chain still verifies.
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

const revisionsOf = async (id: string) => (await api.db('revisions').where({ diagram_id: id }).orderBy('revision').select('revision')).map((r: { revision: number }) => Number(r.revision));

async function evidenceOf(client: TestUser, path: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${client.key}` } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('retention on the Free plan', () => {
  it('purges unheld revisions older than 30 days except the current one; held and Pro histories stay; verify and the pack still prove the chain', async () => {
    const free = await api.user({ plan: 'free' });
    const pro = await api.user({ plan: 'pro' });
    const history = async (user: TestUser) => {
      const { id } = await createDiagram(user, { scene: serviceScene(2) });
      await editDiagram(user, id, { baseRevision: 1, ops: [addNode('x1')], message: 'second' });
      return id;
    };
    const unheld = await history(free);
    const held = await history(free);
    const proId = await history(pro);
    const single = (await createDiagram(free, { scene: serviceScene(2) })).id;
    expect((await patch(free, held, { legalHold: true })).status).toBe(200);
    api.clock.advance(20 * DAY);
    await editDiagram(free, unheld, { baseRevision: 2, ops: [addNode('x2')], message: 'third' });
    api.clock.advance(15 * DAY);

    expect(await purgeExpiredRevisions(api.context)).toBe(2);
    expect(await revisionsOf(unheld)).toEqual([3]);
    expect(await revisionsOf(held)).toEqual([1, 2]);
    expect(await revisionsOf(proId)).toEqual([1, 2]);
    expect(await revisionsOf(single)).toEqual([1]);
    // A second sweep finds nothing more to do.
    expect(await purgeExpiredRevisions(api.context)).toBe(0);

    const report = await verifyChains(api.db);
    expect(report.breaks).toEqual([]);
    expect(report.ok).toBe(true);

    const pack = await evidenceOf(free, `/v1/diagrams/${unheld}/evidence`);
    expect(pack.status).toBe(200);
    const { unzipSync, strFromU8 } = await import('fflate');
    const files = unzipSync(new Uint8Array(pack.bytes));
    const provenance = JSON.parse(strFromU8(files['provenance.json']!)) as { chain: { verified: boolean; revisions: Array<{ revision: number; purged: boolean; verifies: boolean }> }; retention: Record<string, unknown> };
    expect(provenance.chain.verified).toBe(true);
    expect(provenance.chain.revisions.map((r) => [r.revision, r.purged, r.verifies])).toEqual([[1, true, true], [2, true, true], [3, false, true]]);
    expect(provenance.retention).toEqual({ legalHold: false, plan: 'free', policy: 'purge-after-30-days', purgedRevisions: 2 });
    expect(strFromU8(files['changes.md']!)).toContain('- Message: second');
    const purged = await evidenceOf(free, `/v1/diagrams/${unheld}/evidence?revision=1`);
    expect([purged.status, JSON.parse(purged.bytes.toString('utf8')).code]).toEqual([410, 'REVISION_PURGED']);
    const heldPack = unzipSync(new Uint8Array((await evidenceOf(free, `/v1/diagrams/${held}/evidence`)).bytes));
    expect(JSON.parse(strFromU8(heldPack['provenance.json']!)).retention).toEqual({ legalHold: true, plan: 'free', policy: 'keep-all', purgedRevisions: 0 });

    // Editing after the purge links to the kept chain; verify still passes.
    await editDiagram(free, unheld, { baseRevision: 3, ops: [addNode('x3')] });
    expect((await verifyChains(api.db)).ok).toBe(true);
  });
});
