import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiClient, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram, expectError, revisionNumbers } from '../support/api-expect.js';
import { signIn } from '../support/people.js';
import { bearer, call, callFailing, mcpClient } from '../support/mcp-client.js';
import { addNode, serviceScene } from '../../harness/scenes.js';

// Protection (issue 31, spec "Scene protection"): PATCH /v1/diagrams/{id}/protection is a
// ratchet (on by any writer, off by a person signed in only); while on, every direct write
// made with a key answers 409 PROPOSAL_REQUIRED naming the proposals endpoint, over REST and
// MCP, and nothing is saved. A person signed in still writes directly.
let api: ApiFixture;
let agent: TestUser;
let person: ApiClient;
let client: Client;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  agent = await api.user({ plan: 'pro' });
  person = (await signIn(api.url, api.outboxDir, agent.email)).client;
  client = await mcpClient(api.url, bearer(agent.key));
});
afterAll(async () => {
  await client.close();
  expect(api.unexpectedErrors.map(String)).toEqual([]);
  await api.close();
});

const protect = (as: ApiClient, id: string, requireApproval: boolean) => as.request<{ id: string; requireApproval: boolean }>('PATCH', `/v1/diagrams/${id}/protection`, { body: { requireApproval } });
const SCHEMA = 'CREATE TABLE users (id int primary key);\n';
const GROWN = `${SCHEMA}CREATE TABLE posts (id int primary key, user_id int references users(id));\n`;

describe('PATCH /v1/diagrams/{id}/protection: on by a key or a session, off by a session only', () => {
  it('starts off; a write key turns it on; a key cannot turn it off (403 SESSION_AUTH_REQUIRED); a person can', async () => {
    const { id } = await createDiagram(agent, { scene: serviceScene(2), key: 'ratchet' });
    expect((await agent.get(`/v1/diagrams/ratchet/protection`)).body).toEqual({ id, requireApproval: false });
    const on = await protect(agent, 'ratchet', true);
    expect(on.status, on.text).toBe(200);
    expect(on.body).toEqual({ id, requireApproval: true });
    expectError(await protect(agent, id, false), 403, 'SESSION_AUTH_REQUIRED');
    expect((await agent.get(`/v1/diagrams/${id}/protection`)).body).toEqual({ id, requireApproval: true });
    const off = await protect(person, id, false);
    expect(off.status, off.text).toBe(200);
    expect(off.body).toEqual({ id, requireApproval: false });
    expect((await agent.get(`/v1/diagrams/${id}/protection`)).body).toEqual({ id, requireApproval: false });
    // A person turns it on too, and a key may repeat "on" (nothing to lift).
    expect((await protect(person, id, true)).body).toEqual({ id, requireApproval: true });
    expect((await protect(agent, id, true)).body).toEqual({ id, requireApproval: true });
  });

  it('a read key gets 403 READ_ONLY; another workspace 404; a body without requireApproval 400', async () => {
    const { id } = await createDiagram(agent, { scene: serviceScene(2) });
    const reader = await agent.addKey({ scope: 'read' });
    expectError(await protect(reader, id, true), 403, 'READ_ONLY', { reason: 'credential' });
    expectError(await protect(await api.user(), id, true), 404, 'NOT_FOUND');
    expectError(await agent.request('PATCH', `/v1/diagrams/${id}/protection`, { body: { requireApproval: 'yes' } }), 400, 'BODY_INVALID');
    expect((await agent.get(`/v1/diagrams/${id}/protection`)).body).toMatchObject({ requireApproval: false });
  });
});

describe('while protected, every direct write with a key answers 409 PROPOSAL_REQUIRED and saves nothing', () => {
  let id: string;
  let er: string;
  beforeAll(async () => {
    id = (await createDiagram(agent, { scene: serviceScene(3) })).id;
    await editDiagram(agent, id, { baseRevision: 1, ops: [addNode('kept')] });
    expect((await protect(agent, id, true)).status).toBe(200);
    const derived = await agent.post<{ id: string }>('/v1/diagrams', { derive: { format: 'sql', source: SCHEMA } });
    er = derived.body.id;
    expect((await protect(agent, er, true)).status).toBe(200);
  });

  const restWrites: Array<[string, () => Record<string, unknown>]> = [
    ['ops', () => ({ baseRevision: 2, ops: [addNode('x')] })],
    ['mermaid', () => ({ baseRevision: 2, mermaid: 'flowchart LR\n  n0[Service 0] --> n1[Service 1]\n' })],
    ['restoreRevision', () => ({ baseRevision: 2, restoreRevision: 1 })],
    ['a restore operation', () => ({ baseRevision: 2, ops: [{ op: 'restoreRevision', revision: 1 }] })],
    ['brief alone', () => ({ baseRevision: 2, brief: 'A shop' })],
  ];
  for (const [what, body] of restWrites) {
    it(`POST .../revisions with ${what}`, async () => {
      const refused = await agent.post(`/v1/diagrams/${id}/revisions`, body());
      expectError(refused, 409, 'PROPOSAL_REQUIRED', { revision: 2 });
      expect((refused.body as { error: string }).error).toContain(`POST /v1/diagrams/${id}/proposals`);
      expect(await revisionNumbers(agent, id)).toEqual([1, 2]);
    });
  }

  it('POST .../derive', async () => {
    const refused = await agent.post(`/v1/diagrams/${er}/derive`, { format: 'sql', source: GROWN });
    expectError(refused, 409, 'PROPOSAL_REQUIRED');
    expect((refused.body as { error: string }).error).toContain(`POST /v1/diagrams/${er}/proposals`);
    expect(await revisionNumbers(agent, er)).toEqual([1]);
  });

  const toolWrites: Array<[string, () => Record<string, unknown>]> = [
    ['diagram_edit', () => ({ id, baseRevision: 2, message: 'add x', ops: [addNode('x')] })],
    ['diagram_edit', () => ({ id, baseRevision: 2, message: 'restore', restoreRevision: 1 })],
    ['dsp_apply_ops', () => ({ sceneId: id, baseRevision: 2, ops: [addNode('x')] })],
    ['dsp_apply_ops', () => ({ sceneId: id, baseRevision: 2, transactionMode: 'bestEffort', ops: [addNode('x')] })],
    ['diagram_derive', () => ({ id: er, format: 'sql', source: GROWN })],
    ['dsp_derive_scene', () => ({ sceneId: er, format: 'sql', source: GROWN })],
  ];
  for (const [tool, args] of toolWrites) {
    it(`MCP ${tool} ${JSON.stringify(Object.keys(args()))}`, async () => {
      const failure = await callFailing(client, tool, args());
      expect(failure.code).toBe('PROPOSAL_REQUIRED');
      expect(failure.fix).toContain('diagram_propose');
      expect(await revisionNumbers(agent, id)).toEqual([1, 2]);
      expect(await revisionNumbers(agent, er)).toEqual([1]);
    });
  }

  it('reads, renders and proposals still work with a key; a person signed in edits directly (recorded human)', async () => {
    expect((await agent.get(`/v1/diagrams/${id}`)).status).toBe(200);
    expect((await agent.get(`/v1/diagrams/${id}/render`)).status).toBe(200);
    const proposed = await call<{ proposed: boolean; id: string }>(client, 'diagram_propose', { id, baseRevision: 2, ops: [addNode('proposed')] });
    expect(proposed.proposed).toBe(true);
    const direct = await person.post<{ revision: number }>(`/v1/diagrams/${id}/revisions`, { baseRevision: 2, ops: [addNode('by-hand')], message: 'by hand' });
    expect(direct.status, direct.text).toBe(200);
    expect(direct.body.revision).toBe(3);
    const history = await agent.get<{ revisions: Array<Record<string, unknown>> }>(`/v1/diagrams/${id}/revisions?limit=1`);
    expect(history.body.revisions[0]).toMatchObject({ revision: 3, createdByKind: 'human', proposalId: null });
    // The agent's proposal (unrelated to the person's edit) is approved by the person and lands.
    const approved = await person.post<{ revision: number }>(`/v1/diagrams/${id}/proposals/${proposed.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.revision).toBe(4);
    const read = await call<{ text: string; revision: number }>(client, 'diagram_read', { id });
    expect(read.revision).toBe(4);
    expect(read.text).toContain('proposed');
  });

  it('turned off by a person, keys write directly again', async () => {
    expect((await protect(person, er, false)).status).toBe(200);
    const derived = await agent.post<{ applied: boolean; revision: number }>(`/v1/diagrams/${er}/derive`, { format: 'sql', source: GROWN });
    expect(derived.status, derived.text).toBe(200);
    expect(derived.body).toMatchObject({ applied: true, revision: 2 });
  });
});
