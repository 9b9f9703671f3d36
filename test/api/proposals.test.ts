import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiClient, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { jsonLines } from '../support/api-client.js';
import { createDiagram, editDiagram, expectError, revisionNumbers } from '../support/api-expect.js';
import { signIn } from '../support/people.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { SECOND } from '../support/test-clock.js';
import { usage } from '../../server/db/repositories/usage.js';
import { monthOf } from '../../server/clock.js';

// Proposals (issue 31, spec "Features shown only under the retired scene paths"): an agent
// proposes operations, a person signed in approves or rejects them. Over HTTP, on SQLite or
// PostgreSQL (DSP_TEST_DATABASE=postgres).
let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline', startAt: '2026-06-10T10:00:00.000Z' });
});
afterAll(async () => {
  expect(api.unexpectedErrors.map(String)).toEqual([]);
  await api.close();
});

interface Proposal {
  id: string;
  diagramId: string;
  status: string;
  baseRevision: number;
  ops: unknown[];
  message: string | null;
  createdAt: string;
  createdBy: string | null;
  createdByKind: string;
  createdVia: string;
  resolvedAt: string | null;
  resolvedByUserId: string | null;
  resolutionReason: string | null;
  resultingRevision: number | null;
}

const label = (id: string, text: string) => ({ op: 'updateNode', id, label: text });

/** An agent (a key) and the same person signed in (a session), in one workspace. */
async function agentAndPerson(plan: 'free' | 'pro' = 'pro'): Promise<{ agent: TestUser; person: ApiClient }> {
  const agent = await api.user({ plan });
  const { client } = await signIn(api.url, api.outboxDir, agent.email);
  return { agent, person: client };
}

async function propose(client: ApiClient, id: string, body: Record<string, unknown>): Promise<Proposal> {
  api.clock.advance(SECOND);
  const response = await client.post<Proposal>(`/v1/diagrams/${id}/proposals`, body);
  expect(response.status, response.text).toBe(201);
  return response.body;
}

async function labelOf(client: ApiClient, id: string, element: string): Promise<unknown> {
  const read = await client.get<{ scene: { elements: Array<{ id: string; label?: string }> } }>(`/v1/diagrams/${id}?view=dsp`);
  return read.body.scene.elements.find((e) => e.id === element)?.label;
}

describe('POST /v1/diagrams/{id}/proposals', () => {
  let agent: TestUser;
  let id: string;
  beforeAll(async () => {
    ({ agent } = await agentAndPerson());
    id = (await createDiagram(agent, { scene: serviceScene(3, { title: 'Shop' }) })).id;
  });

  it('stores the ops for approval and applies nothing: 201 with the proposal', async () => {
    const made = await propose(agent, id, { baseRevision: 1, ops: [addNode('cache', 'Cache')], message: 'add a cache' });
    expect(made).toMatchObject({ diagramId: id, status: 'open', baseRevision: 1, ops: [addNode('cache', 'Cache')], message: 'add a cache', createdBy: agent.personId, createdByKind: 'agent', createdVia: 'api', resultingRevision: null });
    expect(made.id).toMatch(/^prp_[0-9A-Za-z]{20}$/);
    expect(await revisionNumbers(agent, id)).toEqual([1]);
    expect(await labelOf(agent, id, 'cache')).toBeUndefined();
  });

  it('ops that do not apply: 422 VALIDATION_FAILED with errors, nothing stored', async () => {
    const before = (await agent.get<{ proposals: unknown[] }>(`/v1/diagrams/${id}/proposals`)).body.proposals.length;
    const refused = await agent.post(`/v1/diagrams/${id}/proposals`, { baseRevision: 1, ops: [label('ghost', 'x')] });
    expectError(refused, 422, 'VALIDATION_FAILED');
    expect((refused.body as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    expect((await agent.get<{ proposals: unknown[] }>(`/v1/diagrams/${id}/proposals`)).body.proposals).toHaveLength(before);
  });

  it('a base that is not the latest revision: 409 PROPOSAL_BASE_STALE with the revision', async () => {
    await editDiagram(agent, id, { baseRevision: 1, ops: [addNode('queue')] });
    expectError(await agent.post(`/v1/diagrams/${id}/proposals`, { baseRevision: 1, ops: [addNode('x')] }), 409, 'PROPOSAL_BASE_STALE', { revision: 2 });
    expectError(await agent.post(`/v1/diagrams/${id}/proposals`, { baseRevision: 9, ops: [addNode('x')] }), 409, 'PROPOSAL_BASE_STALE', { revision: 2 });
  });

  it('ops and a snapshot together, or neither: 400; a read key: 403 READ_ONLY; another workspace: 404', async () => {
    expectError(await agent.post(`/v1/diagrams/${id}/proposals`, { baseRevision: 2, ops: [addNode('x')], format: 'sql', source: 'CREATE TABLE t (id int);' }), 400, 'BODY_INVALID');
    expectError(await agent.post(`/v1/diagrams/${id}/proposals`, { message: 'nothing' }), 400, 'BODY_INVALID');
    expectError(await agent.post(`/v1/diagrams/${id}/proposals`, { baseRevision: 2, ops: [] }), 400, 'OPS_EMPTY');
    const reader = await agent.addKey({ scope: 'read' });
    expectError(await reader.post(`/v1/diagrams/${id}/proposals`, { baseRevision: 2, ops: [addNode('x')] }), 403, 'READ_ONLY');
    const stranger = await api.user();
    expectError(await stranger.post(`/v1/diagrams/${id}/proposals`, { baseRevision: 2, ops: [addNode('x')] }), 404, 'NOT_FOUND');
  });

  it('a change that changes nothing makes no proposal: 200 {proposed: false}', async () => {
    const same = await agent.post(`/v1/diagrams/${id}/proposals`, { baseRevision: 2, ops: [label('n1', 'Service 1')] });
    expect(same.status, same.text).toBe(200);
    expect(same.body).toEqual({ id, proposed: false, revision: 2 });
  });
});

describe('reading proposals: per diagram, one, and the workspace inbox', () => {
  let agent: TestUser;
  let person: ApiClient;
  let first: string;
  let second: string;
  let third: Proposal;
  let other: string;
  beforeAll(async () => {
    ({ agent, person } = await agentAndPerson());
    first = (await createDiagram(agent, { scene: serviceScene(3, { title: 'Orders' }), key: 'orders' })).id;
    other = (await createDiagram(agent, { scene: serviceScene(2, { title: 'Billing' }) })).id;
    second = (await propose(agent, first, { baseRevision: 1, ops: [addNode('a')] })).id;
    await propose(agent, other, { baseRevision: 1, ops: [addNode('b'), addNode('c')], message: 'two nodes' });
    third = await propose(agent, first, { baseRevision: 1, ops: [label('n0', 'Gateway')] });
    const rejected = await person.post(`/v1/diagrams/${first}/proposals/${second}/reject`, { reason: 'not now' });
    expect(rejected.status, rejected.text).toBe(200);
  });

  it('GET .../proposals lists newest first, filters by status and pages with cursors', async () => {
    const all = await agent.get<{ id: string; proposals: Proposal[] }>(`/v1/diagrams/orders/proposals`);
    expect(all.status, all.text).toBe(200);
    expect(all.body.id).toBe(first);
    expect(all.body.proposals.map((p) => [p.id, p.status])).toEqual([[third.id, 'open'], [second, 'rejected']]);
    expect((await agent.get<{ proposals: Proposal[] }>(`/v1/diagrams/${first}/proposals?status=rejected`)).body.proposals.map((p) => p.id)).toEqual([second]);
    expect((await agent.get<{ proposals: Proposal[] }>(`/v1/diagrams/${first}/proposals?status=approved`)).body.proposals).toEqual([]);
    const page1 = await agent.get<{ proposals: Proposal[]; nextCursor: string }>(`/v1/diagrams/${first}/proposals?limit=1`);
    expect(page1.body.proposals.map((p) => p.id)).toEqual([third.id]);
    const page2 = await agent.get<{ proposals: Proposal[]; nextCursor?: string }>(`/v1/diagrams/${first}/proposals?limit=1&cursor=${page1.body.nextCursor}`);
    expect(page2.body.proposals.map((p) => p.id)).toEqual([second]);
    expect(page2.body.nextCursor).toBeUndefined();
    expectError(await agent.get(`/v1/diagrams/${first}/proposals?status=pending`), 400, 'INVALID_PARAMETER', { parameter: 'status' });
  });

  it('GET .../proposals/{pid} reads one, with resolutionReason once rejected; an unknown id is 404', async () => {
    const one = await agent.get<Proposal>(`/v1/diagrams/${first}/proposals/${second}`);
    expect(one.body).toMatchObject({ id: second, status: 'rejected', resolutionReason: 'not now', resolvedByUserId: agent.personId, ops: [addNode('a')] });
    expectError(await agent.get(`/v1/diagrams/${first}/proposals/prp_nope`), 404, 'NOT_FOUND');
    // A proposal is reached through its own diagram only.
    expectError(await agent.get(`/v1/diagrams/${other}/proposals/${second}`), 404, 'NOT_FOUND');
  });

  it('GET /v1/proposals: the workspace inbox, newest first, ops replaced by opsCount, diagram titles attached', async () => {
    const inbox = await agent.get<{ proposals: Array<Record<string, unknown>> }>('/v1/proposals?status=open');
    expect(inbox.status, inbox.text).toBe(200);
    expect(inbox.body.proposals).toEqual([
      expect.objectContaining({ id: third.id, diagramId: first, diagramKey: 'orders', diagramTitle: 'Orders', opsCount: 1, createdByKind: 'agent' }),
      expect.objectContaining({ diagramId: other, diagramTitle: 'Billing', opsCount: 2, message: 'two nodes' }),
    ]);
    expect(inbox.body.proposals[0]).not.toHaveProperty('ops');
    // Someone else's workspace sees none of them.
    const stranger = await api.user();
    expect((await stranger.get<{ proposals: unknown[] }>('/v1/proposals')).body.proposals).toEqual([]);
    // A person's session reads the same inbox (the dashboard).
    expect((await person.get<{ proposals: unknown[] }>('/v1/proposals')).body.proposals).toHaveLength(3);
  });
});

describe('preview', () => {
  it('draws the proposal with the colour diff and lists what it changes; nothing is stored', async () => {
    const { agent } = await agentAndPerson();
    const { id } = await createDiagram(agent, { scene: serviceScene(3) });
    const proposal = await propose(agent, id, { baseRevision: 1, ops: [addNode('cache', 'Cache'), label('n2', 'Payments'), { op: 'deleteElement', id: 'e1' }] });
    const preview = await agent.post<{ svg: string; diff: { added: string[]; removed: string[]; modified: string[] }; against: number; status: string }>(`/v1/diagrams/${id}/proposals/${proposal.id}/preview`);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ against: 1, status: 'open', diff: { added: ['cache'], removed: ['e1'], modified: expect.arrayContaining(['n2']) } });
    expect(preview.body.svg).toMatch(/^<svg/);
    for (const colour of ['#22c55e', '#ef4444', '#f59e0b']) expect(preview.body.svg).toContain(colour);
    expect(await revisionNumbers(agent, id)).toEqual([1]);
  });
});

describe('approve and reject: a person signed in', () => {
  let agent: TestUser;
  let person: ApiClient;
  beforeAll(async () => {
    ({ agent, person } = await agentAndPerson());
  });

  it('keys get 403 SESSION_AUTH_REQUIRED; nothing changes', async () => {
    const { id } = await createDiagram(agent, { scene: serviceScene(3) });
    const proposal = await propose(agent, id, { baseRevision: 1, ops: [addNode('x')] });
    expectError(await agent.post(`/v1/diagrams/${id}/proposals/${proposal.id}/approve`), 403, 'SESSION_AUTH_REQUIRED');
    expectError(await agent.post(`/v1/diagrams/${id}/proposals/${proposal.id}/reject`, { reason: 'no' }), 403, 'SESSION_AUTH_REQUIRED');
    expectError(await api.anonymous.post(`/v1/diagrams/${id}/proposals/${proposal.id}/approve`), 401, 'AUTH_REQUIRED');
    expect((await agent.get<Proposal>(`/v1/diagrams/${id}/proposals/${proposal.id}`)).body.status).toBe('open');
    expect(await revisionNumbers(agent, id)).toEqual([1]);
  });

  it('approving lands the ops as a new revision with provenance in history and export; twice is 409 PROPOSAL_ALREADY_RESOLVED', async () => {
    const { id } = await createDiagram(agent, { scene: serviceScene(3) });
    const proposal = await propose(agent, id, { baseRevision: 1, ops: [addNode('cache', 'Cache')], message: 'add a cache' });
    const approved = await person.post<{ proposal: Proposal; revision: number; changed: { added: string[] } }>(`/v1/diagrams/${id}/proposals/${proposal.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ revision: 2, changed: { added: ['cache'] }, proposal: { id: proposal.id, status: 'approved', resultingRevision: 2, resolvedByUserId: agent.personId } });
    expect(await labelOf(agent, id, 'cache')).toBe('Cache');

    const history = await agent.get<{ revisions: Array<Record<string, unknown>> }>(`/v1/diagrams/${id}/revisions`);
    expect(history.body.revisions[0]).toMatchObject({ revision: 2, message: 'add a cache', createdByKind: 'agent', createdVia: 'api', proposalId: proposal.id, approvedByUserId: agent.personId });
    expect(history.body.revisions[1]).toMatchObject({ revision: 1, proposalId: null, approvedByUserId: null });
    const exported = jsonLines<Record<string, unknown>>((await agent.get(`/v1/diagrams/${id}/export`)).text);
    expect(exported[1]).toMatchObject({ revision: 2, proposalId: proposal.id, approvedByUserId: agent.personId, createdByKind: 'agent' });
    const workspace = jsonLines<Record<string, unknown>>((await agent.get('/v1/workspace/export')).text).filter((line) => line.id === id);
    expect(workspace[1]).toMatchObject({ proposalId: proposal.id, approvedByUserId: agent.personId });

    expectError(await person.post(`/v1/diagrams/${id}/proposals/${proposal.id}/approve`), 409, 'PROPOSAL_ALREADY_RESOLVED', { status: 'approved' });
    expectError(await person.post(`/v1/diagrams/${id}/proposals/${proposal.id}/reject`, {}), 409, 'PROPOSAL_ALREADY_RESOLVED', { status: 'approved' });
    expect(await revisionNumbers(agent, id)).toEqual([1, 2]);
  });

  it('rejecting stores the reason (the body is optional) and applies nothing; then approving is 409', async () => {
    const { id } = await createDiagram(agent, { scene: serviceScene(3) });
    const withReason = await propose(agent, id, { baseRevision: 1, ops: [addNode('x')] });
    const rejected = await person.post<Proposal>(`/v1/diagrams/${id}/proposals/${withReason.id}/reject`, { reason: 'We do not need x' });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', resolutionReason: 'We do not need x', resultingRevision: null });
    const bare = await propose(agent, id, { baseRevision: 1, ops: [addNode('y')] });
    const noBody = await person.request<Proposal>('POST', `/v1/diagrams/${id}/proposals/${bare.id}/reject`);
    expect(noBody.status, noBody.text).toBe(200);
    expect(noBody.body).toMatchObject({ status: 'rejected', resolutionReason: null });
    expectError(await person.post(`/v1/diagrams/${id}/proposals/${withReason.id}/approve`), 409, 'PROPOSAL_ALREADY_RESOLVED', { status: 'rejected' });
    expect(await revisionNumbers(agent, id)).toEqual([1]);
  });

  it('after an unrelated edit the proposal still applies on top of it', async () => {
    const { id } = await createDiagram(agent, { scene: serviceScene(3) });
    const proposal = await propose(agent, id, { baseRevision: 1, ops: [label('n1', 'Orders API')] });
    await editDiagram(agent, id, { baseRevision: 1, ops: [label('n2', 'Stock'), addNode('mail', 'Mail')] });
    expect((await agent.get<Proposal>(`/v1/diagrams/${id}/proposals/${proposal.id}`)).body.status).toBe('open');
    const approved = await person.post<{ revision: number; changed: { updated: string[] } }>(`/v1/diagrams/${id}/proposals/${proposal.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ revision: 3, changed: { updated: ['n1'] } });
    expect(await labelOf(agent, id, 'n1')).toBe('Orders API');
    expect(await labelOf(agent, id, 'n2')).toBe('Stock');
    expect(await labelOf(agent, id, 'mail')).toBe('Mail');
  });

  it('after a conflicting edit it is superseded (seen when read), and approving it is 409 with nothing applied', async () => {
    const { id } = await createDiagram(agent, { scene: serviceScene(3) });
    const proposal = await propose(agent, id, { baseRevision: 1, ops: [label('n1', 'Orders API')] });
    await editDiagram(agent, id, { baseRevision: 1, ops: [label('n1', 'Order service')] });
    const read = await agent.get<Proposal>(`/v1/diagrams/${id}/proposals/${proposal.id}`);
    expect(read.body).toMatchObject({ status: 'superseded', resultingRevision: null });
    expect(read.body.resolutionReason).toContain('n1');
    expect((await agent.get<{ proposals: Proposal[] }>(`/v1/diagrams/${id}/proposals?status=superseded`)).body.proposals.map((p) => p.id)).toEqual([proposal.id]);
    expectError(await person.post(`/v1/diagrams/${id}/proposals/${proposal.id}/approve`), 409, 'PROPOSAL_ALREADY_RESOLVED', { status: 'superseded' });
    expect(await labelOf(agent, id, 'n1')).toBe('Order service');
    expect(await revisionNumbers(agent, id)).toEqual([1, 2]);
  });

  it('approving a proposal whose ops no longer apply (its element deleted since) supersedes it on the spot', async () => {
    const { id } = await createDiagram(agent, { scene: serviceScene(3) });
    const proposal = await propose(agent, id, { baseRevision: 1, ops: [{ op: 'createEdge', id: 'e9', from: { elementId: 'n0' }, to: { elementId: 'n2' } }] });
    await editDiagram(agent, id, { baseRevision: 1, ops: [{ op: 'deleteElement', id: 'n2' }] });
    const refused = await person.post(`/v1/diagrams/${id}/proposals/${proposal.id}/approve`);
    expectError(refused, 409, 'PROPOSAL_ALREADY_RESOLVED', { status: 'superseded' });
    expect(await revisionNumbers(agent, id)).toEqual([1, 2]);
  });

  it('an approval racing a direct write: one wins, the other answers 409, nothing half-saved', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const { id } = await createDiagram(agent, { scene: serviceScene(3) });
      const proposal = await propose(agent, id, { baseRevision: 1, ops: [label('n1', 'Proposed')] });
      const [approval, direct] = await Promise.all([
        person.post<{ code?: string }>(`/v1/diagrams/${id}/proposals/${proposal.id}/approve`),
        agent.post<{ code?: string }>(`/v1/diagrams/${id}/revisions`, { baseRevision: 1, ops: [label('n1', 'Direct')] }),
      ]);
      const statuses = [approval.status, direct.status].sort();
      expect(statuses, `${approval.text} / ${direct.text}`).toEqual([200, 409]);
      const loser = approval.status === 409 ? approval : direct;
      expect(['PROPOSAL_APPLY_FAILED', 'PROPOSAL_ALREADY_RESOLVED', 'REVISION_CONFLICT']).toContain(loser.body.code);
      outcomes.add(String(loser.body.code));
      expect(await revisionNumbers(agent, id)).toEqual([1, 2]);
      const winner = approval.status === 200 ? 'Proposed' : 'Direct';
      expect(await labelOf(agent, id, 'n1')).toBe(winner);
      const state = (await agent.get<Proposal>(`/v1/diagrams/${id}/proposals/${proposal.id}`)).body;
      expect(state.status).toBe(approval.status === 200 ? 'approved' : 'superseded');
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

describe('updatesPerMonth counts approvals', () => {
  it('an approval adds one update; at the limit it is refused with LIMIT_REACHED and the proposal stays open', async () => {
    const { agent, person } = await agentAndPerson('free');
    const month = monthOf(api.clock.now());
    const { id } = await createDiagram(agent, { scene: serviceScene(3) });
    const first = await propose(agent, id, { baseRevision: 1, ops: [addNode('a')] });
    const before = await usage.get(api.db, agent.workspaceId, month, 'updatesPerMonth');
    expect((await person.post(`/v1/diagrams/${id}/proposals/${first.id}/approve`)).status).toBe(200);
    expect(await usage.get(api.db, agent.workspaceId, month, 'updatesPerMonth')).toBe(before + 1);
    // Proposing is not an update.
    const second = await propose(agent, id, { baseRevision: 2, ops: [addNode('b')] });
    expect(await usage.get(api.db, agent.workspaceId, month, 'updatesPerMonth')).toBe(before + 1);

    await usage.increment(api.db, agent.workspaceId, month, 'updatesPerMonth', 2_500 - (before + 1));
    expectError(await person.post(`/v1/diagrams/${id}/proposals/${second.id}/approve`), 403, 'LIMIT_REACHED', { limit: 'updatesPerMonth', maximum: 2_500, current: 2_500 });
    expect((await agent.get<Proposal>(`/v1/diagrams/${id}/proposals/${second.id}`)).body.status).toBe('open');
    expect(await revisionNumbers(agent, id)).toEqual([1, 2]);
  });
});

describe('a proposal from a schema snapshot', () => {
  it('{format, source} is derived against the latest revision; approved, it is recorded as derive\'s with its provenance', async () => {
    const { agent, person } = await agentAndPerson();
    const created = await agent.post<{ id: string }>('/v1/diagrams', { derive: { format: 'sql', source: 'CREATE TABLE users (id int primary key);\n' } });
    expect(created.status, created.text).toBe(201);
    const { id } = created.body;
    const unchanged = await agent.post(`/v1/diagrams/${id}/proposals`, { format: 'sql', source: 'CREATE TABLE users (id int primary key);\n' });
    expect(unchanged.status, unchanged.text).toBe(200);
    expect(unchanged.body).toMatchObject({ proposed: false, revision: 1 });
    const grown = 'CREATE TABLE users (id int primary key);\nCREATE TABLE posts (id int primary key, user_id int references users(id));\n';
    const proposal = await propose(agent, id, { format: 'sql', source: grown, message: 'posts' });
    expect(proposal).toMatchObject({ baseRevision: 1, createdByKind: 'derive', deriveFormat: 'sql', deriveSourceSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(proposal.ops.length).toBeGreaterThan(0);
    expect((await person.post(`/v1/diagrams/${id}/proposals/${proposal.id}/approve`)).status).toBe(200);
    const history = await agent.get<{ revisions: Array<Record<string, unknown>> }>(`/v1/diagrams/${id}/revisions`);
    expect(history.body.revisions[0]).toMatchObject({ revision: 2, createdByKind: 'derive', deriveFormat: 'sql', proposalId: proposal.id, approvedByUserId: agent.personId });
  });
});
