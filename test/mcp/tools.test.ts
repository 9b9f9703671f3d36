import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { bearer, callFailing, mcpClient, outputErrors } from '../support/mcp-client.js';
import { addNode, mermaidFlow, serviceScene } from '../../harness/scenes.js';

// Every tool called through the SDK's own client over HTTP: each valid answer matches the
// tool's declared output schema (JSON Schema 2020-12), and bad input gets its code.
let api: ApiFixture;
let user: TestUser;
let client: Client;
let tools: Map<string, Tool>;
const calledWell = new Set<string>();

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  user = await api.user({ plan: 'pro' });
  client = await mcpClient(api.url, bearer(user.key));
  tools = new Map((await client.listTools()).tools.map((tool) => [tool.name, tool]));
});
afterAll(async () => {
  await client.close();
  expect(api.unexpectedErrors.map(String)).toEqual([]);
  await api.close();
});

/** Calls a tool that must succeed; checks its structured content against the declared output schema. */
async function ok(name: string, args: Record<string, unknown>): Promise<Record<string, unknown> & CallToolResult> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, `${name}: ${JSON.stringify(result.structuredContent)}`).toBeFalsy();
  expect(outputErrors(tools.get(name)!, result.structuredContent)).toEqual([]);
  calledWell.add(name);
  return { ...result, ...result.structuredContent };
}

const invalidScene = { schemaVersion: '0.1', scene: { id: 'x' }, elements: [{ id: 'a', kind: 'node' }] };

describe('every tool with valid input', () => {
  it('diagram_* tools answer what their output schemas declare', async () => {
    const created = await ok('diagram_create', { scene: serviceScene(3), key: 'tools-a' });
    expect(created).toMatchObject({ revision: 1, created: true });
    const id = String(created.id);
    const edited = await ok('diagram_edit', { id, baseRevision: 1, message: 'add cache', ops: [addNode('cache', 'Cache')] });
    expect(edited).toMatchObject({ revision: 2, changed: { added: ['cache'] } });
    expect(String((await ok('diagram_read', { id })).text)).toContain('cache');
    expect((await ok('diagram_read', { id, view: 'dsp', revision: 1 })).scene).toBeTruthy();
    expect((await ok('diagram_list', {})).diagrams).toHaveLength(1);
    expect(await ok('diagram_validate', { mermaid: mermaidFlow(3) })).toMatchObject({ valid: true });
    const png = await ok('diagram_render', { scene: serviceScene(2), format: 'png' });
    expect(png.content[0]).toMatchObject({ type: 'image', mimeType: 'image/png' });
    expect(Buffer.from((png.content[0] as { data: string }).data, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const svg = await ok('diagram_render', { id, format: 'svg' });
    expect((svg.content[0] as { text: string }).text).toMatch(/^<svg/);
    expect(svg).toMatchObject({ id, revision: 2, links: { published: false } });
    expect(await ok('diagram_share', { id, action: 'publish' })).toMatchObject({ visibility: 'public' });
    const link = await ok('diagram_share', { id, action: 'link' });
    expect((await ok('diagram_share', { id, action: 'links' })).links).toHaveLength(1);
    expect(await ok('diagram_share', { id, action: 'revoke', linkId: link.linkId })).toMatchObject({ revoked: true });
    expect((await ok('diagram_history', { id })).revisions).toHaveLength(2);
    const reported = await ok('diagram_report_problem', { id, problem: 'The cache box overlaps its edge', revision: 1 });
    expect(reported).toMatchObject({ id, revision: 1, reported: true, anonymized: true, reportId: expect.stringMatching(/^prb_/) });
    expect(await ok('diagram_history', { id, from: 1 })).toMatchObject({ fromRevision: 1, toRevision: 2, added: ['cache'] });
    expect(await ok('diagram_delete', { id, confirm: true })).toMatchObject({ deleted: true });
    expect(await ok('diagram_delete', { id, undo: true })).toMatchObject({ restored: true, revision: 2 });
  });

  it('the older dsp_* tools answer what their output schemas declare', async () => {
    const created = await ok('dsp_create_scene', { scene: serviceScene(2) });
    const sceneId = String(created.sceneId);
    const applied = await ok('dsp_apply_ops', { sceneId, baseRevision: 1, ops: [addNode('worker')] });
    expect(applied).toMatchObject({ applied: true, revision: 2, changedElementIds: ['worker'] });
    expect((await ok('dsp_get_scene', { sceneId })).scene).toBeTruthy();
    expect(await ok('dsp_validate_scene', { scene: serviceScene(2) })).toMatchObject({ valid: true });
    expect((await ok('dsp_normalize_scene', { scene: serviceScene(2) })).computed).toBeTruthy();
    const rendered = await ok('dsp_render_scene', { sceneId, format: 'png', theme: 'dark' });
    expect(rendered.content[0]).toMatchObject({ type: 'image', mimeType: 'image/png' });
    expect(await ok('dsp_diff_scene', { sceneId, fromRevision: 1 })).toMatchObject({ summary: { added: 1, removed: 0 }, added: ['worker'] });
    expect((await ok('dsp_list_revisions', { sceneId })).revisions).toHaveLength(2);
    expect(await ok('dsp_publish_scene', { sceneId })).toMatchObject({ visibility: 'public' });
    const submitted = await ok('dsp_submit_to_support', { sceneId, problem: 'Worker is drawn twice' });
    expect(submitted).toMatchObject({ sceneId, revision: 2, reported: true, anonymized: false });
    expect((await user.get<{ reports: unknown[] }>(`/v1/diagrams/${sceneId}/reports`)).body.reports).toHaveLength(1);
    // Making it private withdraws its support submission (spec "MCP").
    expect(await ok('dsp_make_scene_private', { sceneId })).toMatchObject({ visibility: 'private', withdrawnReports: 1 });
    expect((await user.get<{ reports: unknown[] }>(`/v1/diagrams/${sceneId}/reports`)).body.reports).toEqual([]);
    expect(await ok('dsp_delete_scene', { sceneId, confirm: true })).toMatchObject({ deleted: true });
    expect((await ok('dsp_list_recently_deleted', {})).diagrams).toHaveLength(1);
    expect(await ok('dsp_undelete_scene', { sceneId })).toMatchObject({ restored: true });
  });

  it('dsp_apply_ops bestEffort saves the operations that work and reports the others', async () => {
    const { sceneId } = await ok('dsp_create_scene', { scene: serviceScene(2) });
    const applied = await ok('dsp_apply_ops', {
      sceneId, baseRevision: 1, transactionMode: 'bestEffort', ops: [addNode('kept'), { op: 'updateNode', id: 'missing', label: 'x' }],
    });
    expect(applied).toMatchObject({ applied: true, revision: 2, changedElementIds: ['kept'] });
    expect(applied.diagnostics).toContainEqual(expect.objectContaining({ code: 'OP_SKIPPED', path: '$.ops[1]' }));
  });

  it('diagram_derive and dsp_derive_scene keep a diagram made with diagram_create {derive} in step (issue 34)', async () => {
    const source = 'CREATE TABLE users (id integer PRIMARY KEY);\nCREATE TABLE posts (id integer PRIMARY KEY, user_id integer REFERENCES users (id));\n';
    const created = await ok('diagram_create', { derive: { format: 'sql', source } });
    expect(created).toMatchObject({ revision: 1, report: { counts: { tables: 2, relations: 1 } } });
    const id = String(created.id);
    expect(await ok('diagram_derive', { id, format: 'sql', source })).toMatchObject({ applied: false, revision: 1 });
    const grown = source.replace('user_id integer', 'title text, user_id integer');
    const derived = await ok('diagram_derive', { id, format: 'sql', source: grown, message: 'posts.title' });
    expect(derived).toMatchObject({ applied: true, revision: 2, report: { changes: { columnsAdded: ['posts.title'] } } });
    expect((await ok('diagram_history', { id })).revisions).toContainEqual(expect.objectContaining({ revision: 2, createdVia: 'mcp', createdByKind: 'derive', deriveFormat: 'sql' }));
    expect(await ok('dsp_derive_scene', { sceneId: id, format: 'sql', source })).toMatchObject({ sceneId: id, applied: true, revision: 3, report: { changes: { columnsRemoved: ['posts.title'] } } });
  });

  it('diagram_propose and the older proposal tools propose, list and read without applying (issue 31)', async () => {
    const { id } = await ok('diagram_create', { scene: serviceScene(2) });
    const proposed = await ok('diagram_propose', { id, baseRevision: 1, ops: [addNode('cache', 'Cache')], message: 'add a cache' });
    expect(proposed).toMatchObject({ proposed: true, diagramId: id, status: 'open', baseRevision: 1, createdByKind: 'agent', createdVia: 'mcp' });
    expect(await ok('diagram_propose', { id, baseRevision: 1, ops: [{ op: 'updateNode', id: 'n1', label: 'Service 1' }] })).toMatchObject({ id, proposed: false, revision: 1 });
    const older = await ok('dsp_propose_ops', { sceneId: id, baseRevision: 1, ops: [addNode('queue')] });
    expect(older).toMatchObject({ sceneId: id, proposed: true, proposalId: expect.stringMatching(/^prp_/), status: 'open' });
    expect((await ok('dsp_list_proposals', { sceneId: id })).proposals).toHaveLength(2);
    expect((await ok('dsp_list_proposals', { status: 'open' })).proposals).toContainEqual(expect.objectContaining({ id: proposed.id, opsCount: 1 }));
    expect(await ok('dsp_get_proposal', { sceneId: id, proposalId: String(proposed.id) })).toMatchObject({ sceneId: id, id: proposed.id, ops: [addNode('cache', 'Cache')], resultingRevision: null });
    expect((await ok('diagram_history', { id })).revisions).toHaveLength(1);
  });

  it('covers every listed tool', () => {
    expect([...calledWell].sort()).toEqual([...tools.keys()].sort());
  });
});

describe('a Mermaid sequenceDiagram (issue 32)', () => {
  it('is drawn by diagram_render and not valid to save for diagram_validate', async () => {
    const mermaid = 'sequenceDiagram\n  Alice->>John: Hello John\n  John-->>Alice: Great!\n';
    const svg = await ok('diagram_render', { mermaid, format: 'svg' });
    const text = (svg.content[0] as { text: string }).text;
    expect(text).toMatch(/^<svg/);
    for (const label of ['Alice', 'Hello John', 'Great!']) expect(text).toContain(label);
    expect(await ok('diagram_validate', { mermaid })).toMatchObject({ valid: false, diagnostics: [{ code: 'MERMAID_TYPE_UNSUPPORTED' }] });
  });
});

describe('bad input gets the code an agent can act on', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['diagram_create', { scene: invalidScene }, 'VALIDATION_FAILED'],
    ['diagram_create', { scene: serviceScene(1), mermaid: mermaidFlow(2) }, 'ARGUMENTS_INVALID'],
    ['diagram_edit', { id: 'tools-a', baseRevision: 1, ops: [addNode('x')] }, 'ARGUMENTS_INVALID'],
    ['diagram_read', { id: 'dgm_missing' }, 'NOT_FOUND'],
    ['diagram_read', { id: 'tools-a', view: 'pdf' }, 'ARGUMENTS_INVALID'],
    ['diagram_list', { limit: 0 }, 'ARGUMENTS_INVALID'],
    ['diagram_validate', { scene: serviceScene(1), mermaid: mermaidFlow(2) }, 'ARGUMENTS_INVALID'],
    ['diagram_create', { mermaid: 'sequenceDiagram\n  A->>B: hi\n' }, 'MERMAID_TYPE_UNSUPPORTED'],
    ['diagram_render', { scene: invalidScene }, 'VALIDATION_FAILED'],
    ['diagram_render', { revision: 2, scene: serviceScene(1) }, 'ARGUMENTS_INVALID'],
    ['diagram_share', { id: 'tools-a', action: 'revoke' }, 'ARGUMENTS_INVALID'],
    ['diagram_delete', { id: 'tools-a' }, 'DELETE_NOT_CONFIRMED'],
    ['diagram_history', { id: 'tools-a', from: 99 }, 'REVISION_NOT_FOUND'],
    ['dsp_create_scene', {}, 'ARGUMENTS_INVALID'],
    ['dsp_apply_ops', { sceneId: 'tools-a', baseRevision: 2, ops: [{ op: 'deleteElement', id: 'nothing-here' }] }, 'VALIDATION_FAILED'],
    ['dsp_get_scene', { sceneId: 'dgm_missing' }, 'NOT_FOUND'],
    ['dsp_validate_scene', {}, 'ARGUMENTS_INVALID'],
    ['dsp_normalize_scene', { scene: invalidScene }, 'VALIDATION_FAILED'],
    ['dsp_render_scene', { sceneId: 'tools-a', theme: 'neon' }, 'ARGUMENTS_INVALID'],
    ['dsp_diff_scene', { sceneId: 'tools-a', fromRevision: 0 }, 'ARGUMENTS_INVALID'],
    ['dsp_list_revisions', { sceneId: 'dgm_missing' }, 'NOT_FOUND'],
    ['dsp_delete_scene', { sceneId: 'tools-a', confirm: false }, 'ARGUMENTS_INVALID'],
    ['dsp_undelete_scene', { sceneId: 'dgm_never' }, 'NOT_RESTORABLE'],
    ['dsp_list_recently_deleted', { cursor: 'not-a-cursor' }, 'CURSOR_INVALID'],
    ['dsp_publish_scene', { sceneId: 'dgm_missing' }, 'NOT_FOUND'],
    ['dsp_make_scene_private', { sceneId: 'dgm_missing' }, 'NOT_FOUND'],
    ['diagram_derive', { id: 'tools-a', format: 'sql', source: 'CREATE TABLE t (id int);\n' }, 'DERIVE_FAMILY_UNSUPPORTED'],
    ['dsp_derive_scene', { sceneId: 'tools-a', format: 'yaml', source: 'x' }, 'ARGUMENTS_INVALID'],
    ['diagram_propose', { id: 'tools-a', baseRevision: 1, ops: [addNode('late')] }, 'PROPOSAL_BASE_STALE'],
    ['dsp_propose_ops', { sceneId: 'tools-a', baseRevision: 2, ops: [{ op: 'deleteElement', id: 'nothing-here' }] }, 'VALIDATION_FAILED'],
    ['dsp_list_proposals', { sceneId: 'tools-a', status: 'pending' }, 'ARGUMENTS_INVALID'],
    ['dsp_get_proposal', { sceneId: 'tools-a', proposalId: 'prp_missing' }, 'NOT_FOUND'],
    ['diagram_report_problem', { id: 'tools-a', problem: 'p'.repeat(501) }, 'ARGUMENTS_INVALID'],
    ['dsp_submit_to_support', { sceneId: 'dgm_missing', problem: 'wrong' }, 'NOT_FOUND'],
  ];

  it.each(cases)('%s %j → %s', async (name, args, code) => {
    const failure = await callFailing(client, name, args);
    expect(failure.code).toBe(code);
    expect(failure.fix.length).toBeGreaterThan(5);
  });

  it('covers every listed tool', () => {
    expect(new Set(cases.map(([name]) => name))).toEqual(new Set(tools.keys()));
  });

  it('a stale baseRevision carries the current revision and what changed, as REST does', async () => {
    const failure = await callFailing(client, 'diagram_edit', { id: 'tools-a', baseRevision: 1, message: 'late', ops: [addNode('late')] });
    expect(failure).toMatchObject({ code: 'REVISION_CONFLICT', revision: 2, changes: { added: ['cache'] } });
    expect(failure.fix).toMatch(/baseRevision 2/);
  });
});
