import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiFixture, type ApiClient, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { bearer, call, callFailing, mcpClient } from '../support/mcp-client.js';
import { signIn } from '../support/people.js';

// A scripted agent session on a protected diagram (issue 31): the agent's edit is refused
// with PROPOSAL_REQUIRED naming diagram_propose, it proposes, a person signed in approves
// over HTTP (what the dashboard's review page sends), and the agent reads the new revision
// and its provenance. The agent has no way to approve or to lift the protection.
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

it('an agent proposes on a protected diagram, a person approves, the agent reads the new revision', async () => {
  const created = await call<{ id: string; revision: number }>(client, 'diagram_create', { mermaid: 'flowchart LR\n  web[Web app] --> api[Orders API]\n', key: 'orders', message: 'first sketch' });
  const protectedAnswer = await person.request('PATCH', `/v1/diagrams/${created.id}/protection`, { body: { requireApproval: true } });
  expect(protectedAnswer.status, protectedAnswer.text).toBe(200);

  const refused = await callFailing(client, 'diagram_edit', { id: 'orders', baseRevision: 1, message: 'add a queue', ops: [{ op: 'createNode', id: 'queue', nodeType: 'queue', label: 'Jobs' }] });
  expect(refused).toMatchObject({ code: 'PROPOSAL_REQUIRED', revision: 1 });
  expect(refused.fix).toContain('diagram_propose');
  expect((await client.listTools()).tools.map((tool) => tool.name).filter((name) => /approve|protect/.test(name))).toEqual([]);

  const proposal = await call<{ id: string; proposed: boolean; status: string }>(client, 'diagram_propose', { id: 'orders', baseRevision: 1, message: 'add a queue', ops: [{ op: 'createNode', id: 'queue', nodeType: 'queue', label: 'Jobs' }] });
  expect(proposal).toMatchObject({ proposed: true, status: 'open' });
  expect(await call(client, 'dsp_get_proposal', { sceneId: 'orders', proposalId: proposal.id })).toMatchObject({ status: 'open', resultingRevision: null });

  // The person's inbox lists it; they look at the preview and approve.
  const inbox = await person.get<{ proposals: Array<{ id: string; createdByKind: string; opsCount: number }> }>('/v1/proposals?status=open');
  expect(inbox.body.proposals).toEqual([expect.objectContaining({ id: proposal.id, createdByKind: 'agent', opsCount: 1 })]);
  expect((await person.post<{ diff: { added: string[] } }>(`/v1/diagrams/${created.id}/proposals/${proposal.id}/preview`)).body.diff.added).toEqual(['queue']);
  const approved = await person.post<{ revision: number }>(`/v1/diagrams/${created.id}/proposals/${proposal.id}/approve`);
  expect(approved.status, approved.text).toBe(200);

  expect(await call(client, 'dsp_get_proposal', { sceneId: 'orders', proposalId: proposal.id })).toMatchObject({ status: 'approved', resultingRevision: 2 });
  const read = await call<{ revision: number; text: string }>(client, 'diagram_read', { id: 'orders' });
  expect(read.revision).toBe(2);
  expect(read.text).toContain('Jobs');
  const history = await call<{ revisions: Array<Record<string, unknown>> }>(client, 'diagram_history', { id: 'orders' });
  expect(history.revisions[0]).toMatchObject({ revision: 2, message: 'add a queue', createdByKind: 'agent', createdVia: 'mcp', proposalId: proposal.id, approvedByUserId: agent.personId });
});
