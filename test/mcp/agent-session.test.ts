import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { bearer, mcpClient } from '../support/mcp-client.js';
import { pngHeaderSize } from '../../server/use-cases/images/png-scale.js';

// A scripted agent session over HTTP with the SDK's client: create from Mermaid, read the
// outline, edit with operations, render a PNG, compare the revisions, publish. Its
// transcript is kept as a readable fixture (test/mcp/fixtures/agent-session.md) and
// compared on every run; UPDATE_GOLDEN=1 writes it again. The clock is the test clock;
// the minted diagram id, the hashes (which depend on it) and link signatures are written as
// the fixed tokens dgm_ID, sha256:HASH and SIGNATURE.
const FIXTURE = new URL('./fixtures/agent-session.md', import.meta.url);

let api: ApiFixture;
let client: Client;
beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline', startAt: '2026-05-04T09:30:00.000Z' });
  const user = await api.user({ plan: 'pro' });
  client = await mcpClient(api.url, bearer(user.key));
});
afterAll(async () => {
  await client.close();
  await api.close();
});

/** What a reader of the transcript needs to see of a content block (pictures by their size). */
function describeContent(block: CallToolResult['content'][number]): string {
  if (block.type === 'image') {
    const size = pngHeaderSize(Buffer.from(block.data, 'base64'));
    return `[${block.mimeType} image, ${size.width} x ${size.height} px]`;
  }
  if (block.type === 'text' && block.text.startsWith('<svg')) return `[SVG text, ${block.text.length} characters]`;
  return block.type === 'text' ? '[text: the structured content as JSON]' : `[${block.type}]`;
}

it('creates from Mermaid, reads, edits, renders, compares and publishes; the transcript matches the fixture', async () => {
  const steps: string[] = [];
  let id = '';
  const step = async (title: string, name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    expect(result.isError, JSON.stringify(result.structuredContent)).toBeFalsy();
    const structured = result.structuredContent!;
    id ||= String(structured.id);
    steps.push(
      `## ${steps.length + 1}. ${title}\n\n\`${name}\`\n\n\`\`\`json\n${JSON.stringify(args, null, 2)}\n\`\`\`\n\n` +
        `Content: ${result.content.map(describeContent).join(', ')}\n\nStructured content:\n\n\`\`\`json\n${JSON.stringify(structured, null, 2)}\n\`\`\`\n`,
    );
    return structured;
  };

  const mermaid = 'flowchart LR\n  web[Web app] --> api[Orders API]\n  api --> db[(Orders DB)]\n';
  await step('Create the diagram from Mermaid', 'diagram_create', { mermaid, key: 'orders', message: 'first sketch' });
  const outline = await step('Read the outline', 'diagram_read', { id: 'orders' });
  expect(String(outline.text)).toContain('Orders API');
  const edited = await step('Add a queue and a worker with operations', 'diagram_edit', {
    id: 'orders',
    baseRevision: 1,
    message: 'orders go through a queue',
    requestId: 'session-edit-1',
    ops: [
      { op: 'createNode', id: 'queue', nodeType: 'queue', label: 'Order queue' },
      { op: 'createNode', id: 'worker', nodeType: 'service', label: 'Fulfilment worker' },
      { op: 'createEdge', id: 'api-queue', from: { elementId: 'api' }, to: { elementId: 'queue' } },
      { op: 'createEdge', id: 'queue-worker', from: { elementId: 'queue' }, to: { elementId: 'worker' } },
    ],
  });
  expect(edited).toMatchObject({ revision: 2, changed: { added: ['queue', 'worker', 'api-queue', 'queue-worker'] } });
  await step('Render the new version as PNG', 'diagram_render', { id: 'orders', format: 'png' });
  const comparison = await step('Compare revision 1 with revision 2', 'diagram_history', { id: 'orders', from: 1, to: 2 });
  expect(comparison).toMatchObject({ added: ['queue', 'worker', 'api-queue', 'queue-worker'], removed: [], modified: [] });
  const published = await step('Publish it', 'diagram_share', { id: 'orders', action: 'publish' });
  expect(published).toMatchObject({ visibility: 'public', url: `https://dsp.test/d/${id}` });

  const transcript = [
    '# A scripted agent session over MCP',
    '',
    'Written by test/mcp/agent-session.test.ts (UPDATE_GOLDEN=1 writes it again). The minted id is shown as',
    '`dgm_ID` and content hashes as `sha256:HASH`; everything else is as the service answered.',
    '',
    ...steps,
  ].join('\n')
    .replaceAll(id, 'dgm_ID')
    .replace(/sha256:[0-9a-f]{12,64}/g, 'sha256:HASH')
    .replace(/signature=[A-Za-z0-9_-]+/g, 'signature=SIGNATURE');

  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(FIXTURE)) writeFileSync(FIXTURE, transcript);
  expect(transcript).toBe(readFileSync(FIXTURE, 'utf8'));
});
