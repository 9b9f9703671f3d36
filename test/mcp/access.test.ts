import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { DAY } from '../support/test-clock.js';
import { bearer, call, callFailing, mcpClient } from '../support/mcp-client.js';
import { addNode, serviceScene } from '../../harness/scenes.js';

// Who may do what on /mcp: keys as on REST (Bearer or X-API-Key), the keyless tool set,
// read keys, refusals as JSON-RPC errors with the REST codes, the 4 MiB bound, provenance.
let api: ApiFixture;
beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
});
afterAll(async () => {
  expect(api.unexpectedErrors.map(String)).toEqual([]);
  await api.close();
});

const KEYLESS = ['diagram_render', 'diagram_validate', 'dsp_normalize_scene', 'dsp_validate_scene'];

/** One JSON-RPC request posted by hand, as a client that is not the SDK's would. */
function post(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL('/mcp', api.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body,
  });
}
const listTools = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });

describe('tools/list', () => {
  it('without a key lists only the validation, normalisation and inline rendering tools', async () => {
    const client = await mcpClient(api.url);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(KEYLESS);
    expect(await call(client, 'diagram_validate', { scene: serviceScene(2) })).toMatchObject({ valid: true });
    // A keyed tool is not callable either: the answer says what to send.
    expect(await callFailing(client, 'diagram_create', { scene: serviceScene(2) })).toMatchObject({ code: 'AUTH_REQUIRED' });
    expect(await callFailing(client, 'diagram_render', { id: 'dgm_x' })).toMatchObject({ code: 'AUTH_REQUIRED' });
    await client.close();
  });

  it('with a key (Bearer or X-API-Key) lists every tool, each with title, schemas and annotations, in under 48 KB', async () => {
    const user = await api.user();
    const client = await mcpClient(api.url, { 'x-api-key': user.key });
    const { tools } = await client.listTools();
    expect(tools.length).toBe(30);
    for (const tool of tools as Tool[]) {
      expect(tool.title, tool.name).toBeTruthy();
      expect(tool.description!.length, tool.name).toBeLessThan(800);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.annotations).toMatchObject({ openWorldHint: false });
      expect(typeof tool.annotations?.readOnlyHint).toBe('boolean');
    }
    expect(tools.find((tool) => tool.name === 'diagram_delete')?.annotations).toMatchObject({ destructiveHint: true, readOnlyHint: false });
    expect(tools.find((tool) => tool.name === 'diagram_read')?.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true });
    const answer = await (await post(listTools, bearer(user.key))).text();
    expect(answer.length).toBeLessThan(48 * 1024);
    await client.close();
  });
});

describe('keys', () => {
  it('a bad key answers 401 with the REST code as a JSON-RPC error', async () => {
    const response = await post(listTools, bearer('dsp_sk_00000000000000000000000000000000'));
    expect(response.status).toBe(401);
    const body = (await response.json()) as { jsonrpc: string; error: { code: number; data: { code: string; fix: string } } };
    expect(body).toMatchObject({ jsonrpc: '2.0', error: { data: { code: 'API_KEY_INVALID' } } });
    expect(body.error.data.fix).toBeTruthy();
  });

  it('an expired key answers 401 API_KEY_EXPIRED', async () => {
    const user = await api.user({ expiresInDays: 1 });
    api.clock.advance(2 * DAY);
    const response = await post(listTools, bearer(user.key));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { data: { code: 'API_KEY_EXPIRED' } } });
  });

  it('a read key reads but cannot call a writing tool (READ_ONLY)', async () => {
    const user = await api.user();
    const created = await call<{ id: string }>(await mcpClient(api.url, bearer(user.key)), 'diagram_create', { scene: serviceScene(2) });
    const reader = await user.addKey({ scope: 'read' });
    const client = await mcpClient(api.url, bearer(reader.key));
    expect(await call(client, 'diagram_read', { id: created.id })).toMatchObject({ id: created.id, revision: 1 });
    expect(await callFailing(client, 'diagram_create', { scene: serviceScene(2) })).toMatchObject({ code: 'READ_ONLY', reason: 'credential' });
    expect(await callFailing(client, 'diagram_edit', { id: created.id, baseRevision: 1, message: 'm', ops: [addNode('x')] })).toMatchObject({ code: 'READ_ONLY' });
    expect(await callFailing(client, 'diagram_delete', { id: created.id, confirm: true })).toMatchObject({ code: 'READ_ONLY' });
    await client.close();
  });
});

describe('plan limits', () => {
  it('a create past the diagrams limit is a tool error with the REST fields', async () => {
    const user = await api.user({ plan: 'free' });
    const client = await mcpClient(api.url, bearer(user.key));
    for (let i = 0; i < 25; i++) await call(client, 'diagram_create', { mermaid: `flowchart LR\n  a${i} --> b${i}\n` });
    const refused = await callFailing(client, 'diagram_create', { mermaid: 'flowchart LR\n  x --> y\n' });
    expect(refused).toMatchObject({ code: 'LIMIT_REACHED', limit: 'scenes', maximum: 25, current: 25 });
    expect(refused.fix).toMatch(/delete a diagram or upgrade the plan/);
    await client.close();
  });
});

describe('the endpoint', () => {
  it('refuses a body over 4 MiB with 413 before reading it', async () => {
    const user = await api.user();
    const big = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'diagram_validate', arguments: { mermaid: 'x'.repeat(4 * 1024 * 1024) } } });
    const response = await post(big, bearer(user.key));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { data: { code: 'PAYLOAD_TOO_LARGE' } } });
  });

  it('answers a JSON-RPC batch as the SDK does, and a body that is not JSON with a parse error', async () => {
    const batch = await post(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { jsonrpc: '2.0', id: 2, method: 'ping' }]));
    expect(batch.status).toBe(200);
    const answers = (await batch.json()) as Array<{ id: number; result: Record<string, unknown> }>;
    expect(answers.map((answer) => answer.id)).toEqual([1, 2]);
    expect(answers[0]!.result.tools).toHaveLength(4);
    const broken = await post('{"jsonrpc":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700, data: { code: 'INVALID_JSON' } } });
  });

  it('answers GET and DELETE with 405, as a stateless MCP server does', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(new URL('/mcp', api.url), { method, headers: { accept: 'text/event-stream' } });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    }
  });

  it('records revisions made here with createdVia mcp', async () => {
    const user = await api.user();
    const client = await mcpClient(api.url, bearer(user.key));
    const { id } = await call<{ id: string }>(client, 'diagram_create', { scene: serviceScene(2) });
    await call(client, 'diagram_edit', { id, baseRevision: 1, message: 'add a cache', ops: [addNode('cache')] });
    const history = await user.get<{ revisions: Array<{ revision: number; createdVia: string; message: string | null }> }>(`/v1/diagrams/${id}/revisions`);
    expect(history.body.revisions.map((r) => [r.revision, r.createdVia, r.message])).toEqual([[2, 'mcp', 'add a cache'], [1, 'mcp', null]]);
    await client.close();
  });
});

describe('resources and prompts', () => {
  it("the guide's complete examples are valid scenes", async () => {
    const client = await mcpClient(api.url);
    const guide = (await client.readResource({ uri: 'dsp://guide/authoring.md' })).contents[0] as { text: string };
    const examples = [...guide.text.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    expect(examples).toHaveLength(2);
    for (const scene of examples) expect(await call(client, 'diagram_validate', { scene })).toEqual({ valid: true, diagnostics: [] });
    await client.close();
  });

  it('serve the schemas, the guide and each diagram as its outline', async () => {
    const user = await api.user();
    const client = await mcpClient(api.url, bearer(user.key));
    const { id } = await call<{ id: string }>(client, 'diagram_create', { scene: serviceScene(2, { title: 'Shop' }) });
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual(['dsp://guide/authoring.md', 'dsp://schemas/scene.json', 'dsp://schemas/ops.json', `dsp://diagrams/${id}`]);
    expect((await client.listResourceTemplates()).resourceTemplates[0]?.uriTemplate).toBe('dsp://diagrams/{id}');
    const scene = await client.readResource({ uri: 'dsp://schemas/scene.json' });
    expect(JSON.parse((scene.contents[0] as { text: string }).text)).toMatchObject({ $id: 'https://dsp.dev/schemas/scene.json' });
    const outline = await client.readResource({ uri: `dsp://diagrams/${id}` });
    expect((outline.contents[0] as { text: string }).text).toContain('Service 1');
    await expect(client.readResource({ uri: 'dsp://diagrams/dgm_missing' })).rejects.toThrow(/No diagram|not found/i);
    const { prompts } = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toEqual(['draw_architecture', 'mermaid_to_scene']);
    const prompt = await client.getPrompt({ name: 'draw_architecture', arguments: { description: 'A web app talking to an API and a database' } });
    expect((prompt.messages[0]!.content as { text: string }).text).toContain('A web app talking to an API and a database');
    await client.close();
  });
});
