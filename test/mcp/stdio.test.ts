import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { ROOT } from '../../harness/processes.js';
import { call } from '../support/mcp-client.js';
import { addNode, mermaidFlow } from '../../harness/scenes.js';

// `dsp mcp` as a host starts it: a child process spoken to over stdio with the SDK's client.
let api: ApiFixture;
let user: TestUser;
beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  user = await api.user();
});
afterAll(() => api.close());

/** Starts `dsp mcp ...args` on the fixture's database and connects the SDK's stdio client. */
async function dspMcp(args: string[], env: Record<string, string>): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['bin/dsp.mjs', 'mcp', ...args],
    cwd: ROOT,
    env: { ...(process.env as Record<string, string>), ...api.database.env, ...env },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'dsp-stdio-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

describe('dsp mcp on the local data directory', () => {
  it('creates, edits and renders a diagram with the key of DSP_API_KEY', async () => {
    const client = await dspMcp([], { DSP_API_KEY: user.key });
    try {
      expect((await client.listTools()).tools).toHaveLength(30);
      const created = await call<{ id: string; revision: number }>(client, 'diagram_create', { mermaid: mermaidFlow(3) });
      const edited = await call<{ revision: number }>(client, 'diagram_edit', { id: created.id, baseRevision: 1, message: 'add a step', ops: [addNode('extra', 'Extra step')] });
      expect(edited.revision).toBe(2);
      const rendered = await client.callTool({ name: 'diagram_render', arguments: { id: created.id, format: 'png' } });
      expect((rendered.content as Array<{ type: string; mimeType?: string }>)[0]).toMatchObject({ type: 'image', mimeType: 'image/png' });
      // The same database the HTTP service uses: the diagram and its provenance are there.
      const history = await user.get<{ revisions: Array<{ createdVia: string }> }>(`/v1/diagrams/${created.id}/revisions`);
      expect(history.body.revisions.map((revision) => revision.createdVia)).toEqual(['mcp', 'mcp']);
    } finally {
      await client.close();
    }
  });

  it('stamps what it saves with the address of DSP_WEB_URL, not a default host and port (issue 32 item 8)', async () => {
    const client = await dspMcp([], { DSP_API_KEY: user.key, DSP_WEB_URL: 'https://docs.example.org/diagrams/', PORT: '' });
    try {
      const created = await call<{ id: string }>(client, 'diagram_create', { mermaid: mermaidFlow(2) });
      const stored = await api.db('revisions').where({ diagram_id: created.id, revision: 1 }).first<{ svg: string }>();
      expect(stored!.svg).toContain(`https://docs.example.org/diagrams/d/${created.id}@1`);
      expect(stored!.svg).not.toMatch(/localhost|127\.0\.0\.1/);
    } finally {
      await client.close();
    }
  });

  it('without a key lists only the keyless tools', async () => {
    const client = await dspMcp([], { DSP_API_KEY: '' });
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual(['diagram_render', 'diagram_validate', 'dsp_normalize_scene', 'dsp_validate_scene']);
    } finally {
      await client.close();
    }
  });
});

describe('dsp mcp --url: a bridge to a running service', () => {
  it('forwards the tools of the service with the key', async () => {
    const client = await dspMcp(['--url', api.url], { DSP_API_KEY: user.key });
    try {
      const created = await call<{ id: string }>(client, 'diagram_create', { mermaid: mermaidFlow(2) });
      const edited = await call<{ revision: number }>(client, 'diagram_edit', { id: created.id, baseRevision: 1, message: 'one more', ops: [addNode('more')] });
      expect(edited.revision).toBe(2);
      const rendered = await client.callTool({ name: 'diagram_render', arguments: { id: created.id } });
      expect((rendered.content as Array<{ text?: string }>)[0]!.text).toMatch(/^<svg/);
    } finally {
      await client.close();
    }
  });

  it('without a key, to a service that offers no sign-in (no DSP_BASE_URL), bridges with the keyless tools', async () => {
    const client = await dspMcp(['--url', api.url, '--no-browser'], { DSP_API_KEY: '' });
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual(['diagram_render', 'diagram_validate', 'dsp_normalize_scene', 'dsp_validate_scene']);
    } finally {
      await client.close();
    }
  });

  it("passes the service's refusal of a bad key on, with its code", async () => {
    await expect(dspMcp(['--url', api.url], { DSP_API_KEY: 'dsp_sk_00000000000000000000000000000000' })).rejects.toMatchObject({ code: -32000, data: { code: 'API_KEY_INVALID' } });
  });
});
