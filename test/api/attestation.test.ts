import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type ApiClient, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram, expectError } from '../support/api-expect.js';
import { signIn } from '../support/people.js';
import { DAY } from '../support/test-clock.js';
import { addNode, serviceScene } from '../../harness/scenes.js';

// Attestation (issue 35): a signed-in person stamps the live revision; reads carry the
// attestation's state by the injected clock (fresh under 76 days, due 76-89, stale from
// 90, never) and drift; the workspace audit lists every diagram with it, in pages.
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

interface Attestation { attestedAt: string | null; attestedByUserId: string | null; attestedRevision: number | null; state: string; drifted: boolean }
const attestationOf = async (client: ApiClient, id: string, view = 'outline') => (await client.get<{ attestation: Attestation }>(`/v1/diagrams/${id}?view=${view}`)).body.attestation;

describe('POST /v1/diagrams/{id}/attest', () => {
  it('an API key is refused with 403 SESSION_AUTH_REQUIRED and nothing is stamped', async () => {
    const { id } = await createDiagram(owner, { scene: serviceScene(2) });
    expectError(await owner.post(`/v1/diagrams/${id}/attest`), 403, 'SESSION_AUTH_REQUIRED');
    expect(await attestationOf(owner, id)).toEqual({ attestedAt: null, attestedByUserId: null, attestedRevision: null, state: 'never', drifted: false });
  });

  it('without a session or key: 401 AUTH_REQUIRED; an unknown diagram: 404', async () => {
    expectError(await api.anonymous.post('/v1/diagrams/dgm_nope/attest'), 401, 'AUTH_REQUIRED');
    expectError(await session.post('/v1/diagrams/dgm_nope/attest'), 404, 'NOT_FOUND');
  });

  it('stamps the server time, the person and the live revision; makes no revision; drift, due and stale follow the clock; re-attesting restarts the cycle', async () => {
    const { id } = await createDiagram(owner, { scene: serviceScene(2), key: 'attested' });
    await editDiagram(owner, id, { baseRevision: 1, ops: [addNode('extra1')] });
    const stampedAt = api.clock.iso();
    const attested = await session.post<{ id: string; attestation: Attestation }>('/v1/diagrams/attested/attest');
    expect(attested.status, attested.text).toBe(200);
    const expected = { attestedAt: stampedAt, attestedByUserId: owner.personId, attestedRevision: 2, state: 'fresh', drifted: false };
    expect(attested.body).toEqual({ id, attestation: expected });
    expect((await owner.get<{ revision: number }>(`/v1/diagrams/${id}?view=dsp`)).body.revision).toBe(2);
    for (const view of ['outline', 'dsp', 'mermaid']) expect(await attestationOf(owner, id, view)).toEqual(expected);

    await editDiagram(owner, id, { baseRevision: 2, ops: [addNode('extra2')] });
    expect(await attestationOf(owner, id)).toEqual({ ...expected, drifted: true });
    // A read of an older version still describes the live diagram.
    expect((await owner.get<{ attestation: Attestation }>(`/v1/diagrams/${id}?revision=1`)).body.attestation.drifted).toBe(true);

    api.clock.advance(75 * DAY);
    expect((await attestationOf(owner, id)).state).toBe('fresh');
    api.clock.advance(1 * DAY);
    expect((await attestationOf(owner, id)).state).toBe('due');
    api.clock.advance(13 * DAY);
    expect((await attestationOf(owner, id)).state).toBe('due');
    api.clock.advance(1 * DAY);
    expect((await attestationOf(owner, id)).state).toBe('stale');

    // Ninety days on, the first session has expired: the person signs in again.
    const later = (await signIn(api.url, api.outboxDir, owner.email)).client;
    const again = await later.post<{ attestation: Attestation }>(`/v1/diagrams/${id}/attest`);
    expect(again.body.attestation).toEqual({ attestedAt: api.clock.iso(), attestedByUserId: owner.personId, attestedRevision: 3, state: 'fresh', drifted: false });
  });
});

describe('GET /v1/workspace/audit', () => {
  it('lists every live diagram with its as-of revision and the live status, in pages', async () => {
    const auditor = await api.user();
    const auditorSession = (await signIn(api.url, api.outboxDir, auditor.email)).client;
    const before = api.clock.iso();
    api.clock.advance(DAY);
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await createDiagram(auditor, { scene: serviceScene(2) })).id);
    made.sort();
    await auditorSession.post(`/v1/diagrams/${made[0]}/attest`);
    const middle = api.clock.iso();
    api.clock.advance(DAY);
    await editDiagram(auditor, made[0]!, { baseRevision: 1, ops: [addNode('late')] });
    api.clock.advance(80 * DAY);

    const first = await auditor.get<{ asOf: string | null; diagrams: Array<Record<string, unknown>>; nextCursor?: string }>('/v1/workspace/audit?limit=2');
    expect(first.status, first.text).toBe(200);
    expect(first.body.diagrams.map((d) => d.id)).toEqual(made.slice(0, 2));
    expect(first.body.diagrams[0]).toEqual({
      id: made[0], key: null, title: null, revision: 2, asOfRevision: 2, legalHold: false,
      status: { state: 'due', attestedAt: middle, attestedRevision: 1, ageDays: 81, drifted: true },
    });
    expect(first.body.diagrams[1]!.status).toEqual({ state: 'never', attestedAt: null, attestedRevision: null, ageDays: null, drifted: false });
    const second = await auditor.get<{ diagrams: Array<{ id: string }>; nextCursor?: string }>(`/v1/workspace/audit?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.diagrams.map((d) => d.id)).toEqual([made[2]]);
    expect(second.body.nextCursor).toBeUndefined();

    // As of the attestation: revision 1 then, the status still the live one.
    const asOf = await auditor.get<{ diagrams: Array<{ id: string; asOfRevision: number | null; status: { drifted: boolean } }> }>(`/v1/workspace/audit?asOf=${encodeURIComponent(middle)}`);
    expect(asOf.body.diagrams[0]).toMatchObject({ asOfRevision: 1, status: { drifted: true } });
    const early = await auditor.get<{ diagrams: Array<{ asOfRevision: number | null }> }>(`/v1/workspace/audit?asOf=${encodeURIComponent(before)}`);
    expect(early.body.diagrams.map((d) => d.asOfRevision)).toEqual([null, null, null]);

    expectError(await auditor.get('/v1/workspace/audit?asOf=yesterday'), 400, 'INVALID_AS_OF');
    expectError(await auditor.get('/v1/workspace/audit?cursor=nope'), 400, 'CURSOR_INVALID');
    // Another workspace's diagrams are not in it.
    expect((await owner.get<{ diagrams: Array<{ id: string }> }>('/v1/workspace/audit?limit=200')).body.diagrams.map((d) => d.id)).not.toContain(made[0]);
  });
});
