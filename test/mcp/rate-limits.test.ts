import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { bearer, call, callFailing, mcpClient } from '../support/mcp-client.js';
import { serviceScene } from '../../harness/scenes.js';
import { KEYLESS_BURST, KEYLESS_PER_MINUTE, SIGNED_IN_BURST, perMinuteForPlan } from '../../server/ports/rate-limits.js';
import { MINUTE } from '../support/test-clock.js';

// /mcp shares REST's rate limits; a 429 is a JSON-RPC error carrying code and retryAfter,
// with the HTTP Retry-After. The delete tools also hold to 10 deletions a minute.
let api: ApiFixture;
beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline', rateLimits: true });
});
afterAll(async () => {
  expect(api.unexpectedErrors.map(String)).toEqual([]);
  await api.close();
});

function listTools(headers: Record<string, string>): Promise<Response> {
  return fetch(new URL('/mcp', api.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list' }),
  });
}

it('a key gets the same per-minute allowance as on REST, then a 429 JSON-RPC error with retryAfter', async () => {
  const user = await api.user();
  const allowance = perMinuteForPlan('free') + SIGNED_IN_BURST;
  // REST and MCP draw on one allowance.
  expect((await user.get('/v1/diagrams')).status).toBe(200);
  for (let i = 1; i < allowance; i++) expect((await listTools(bearer(user.key))).status).toBe(200);
  const refused = await listTools(bearer(user.key));
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await refused.json()) as { error: { data: { code: string; retryAfter: number } } };
  expect(body).toMatchObject({ jsonrpc: '2.0', error: { code: -32000, data: { code: 'RATE_LIMITED' } } });
  expect(body.error.data.retryAfter).toBe(Number(refused.headers.get('retry-after')));
  api.clock.advance(MINUTE);
  expect((await listTools(bearer(user.key))).status).toBe(200);
});

it('keyless callers are counted by address', async () => {
  api.clock.advance(MINUTE);
  const statuses: number[] = [];
  for (let i = 0; i < KEYLESS_PER_MINUTE + KEYLESS_BURST + 1; i++) statuses.push((await listTools({})).status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(KEYLESS_PER_MINUTE + KEYLESS_BURST);
  expect(statuses.at(-1)).toBe(429);
});

it('the delete tools allow 10 deletions per workspace per minute', async () => {
  api.clock.advance(MINUTE);
  const user = await api.user({ plan: 'pro' });
  const client = await mcpClient(api.url, bearer(user.key));
  const ids: string[] = [];
  for (let i = 0; i < 11; i++) ids.push((await call<{ id: string }>(client, 'diagram_create', { scene: serviceScene(1) })).id);
  for (let i = 0; i < 10; i++) await call(client, i % 2 ? 'diagram_delete' : 'dsp_delete_scene', i % 2 ? { id: ids[i], confirm: true } : { sceneId: ids[i], confirm: true });
  const refused = await callFailing(client, 'dsp_delete_scene', { sceneId: ids[10], confirm: true });
  expect(refused).toMatchObject({ code: 'RATE_LIMITED' });
  expect(refused.retryAfter).toBeGreaterThan(0);
  // Nothing was deleted by the refused call.
  expect((await user.get(`/v1/diagrams/${ids[10]}`)).status).toBe(200);
  api.clock.advance(MINUTE);
  expect(await call(client, 'dsp_delete_scene', { sceneId: ids[10], confirm: true })).toMatchObject({ deleted: true });
  await client.close();
});
