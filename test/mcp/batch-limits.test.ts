import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { bearer } from '../support/mcp-client.js';
import { serviceScene } from '../../harness/scenes.js';
import { KEYLESS_BURST, KEYLESS_PER_MINUTE, SIGNED_IN_BURST, perMinuteForPlan } from '../../server/ports/rate-limits.js';
import { MAX_BATCH_MESSAGES } from '../../server/mcp/batch.js';
import { MINUTE } from '../support/test-clock.js';

// Issue 27, defect 1: a JSON-RPC batch on POST /mcp counted as one request, so one POST of
// 100 diagram_create calls made 100 diagrams past the caller's limit. Each call of a batch
// now counts as a POST of its own; calls past the allowance are answered RATE_LIMITED one
// by one, and a batch has a size bound. Raw HTTP: the SDK's client sends no batches.
let api: ApiFixture;
beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline', rateLimits: true });
});
afterAll(async () => {
  expect(api.unexpectedErrors.map(String)).toEqual([]);
  await api.close();
});

interface RpcAnswer {
  jsonrpc: '2.0';
  id: number | string | null;
  result?: { isError?: boolean; structuredContent?: { id?: string } };
  error?: { code: number; message: string; data?: { code?: string; fix?: string; retryAfter?: number } };
}

function postMcp(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL('/mcp', api.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(body),
  });
}

const createCall = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'diagram_create', arguments: { scene: serviceScene(2, { title: `batch ${id}` }) } } });

/** Spends all but `left` of a key's allowance with REST requests (REST and MCP share it). */
async function spendAllBut(user: TestUser, allowance: number, left: number): Promise<void> {
  for (let i = 0; i < allowance - left; i++) expect((await user.get('/v1/diagrams?limit=1')).status).toBe(200);
}

it('runs only as many calls of a batch as the key has left, and answers the others RATE_LIMITED', async () => {
  const user = await api.user();
  const allowance = perMinuteForPlan('free') + SIGNED_IN_BURST;
  const left = 4;
  const calls = 10;
  await spendAllBut(user, allowance, left);
  const response = await postMcp(Array.from({ length: calls }, (_, i) => createCall(i + 1)), bearer(user.key));
  expect(response.status).toBe(200);
  expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
  const answers = (await response.json()) as RpcAnswer[];
  // One answer per call (JSON-RPC lets them come in any order).
  expect(answers.map((answer) => answer.id).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: calls }, (_, i) => i + 1));
  const created = answers.filter((answer) => answer.result && !answer.result.isError);
  const refused = answers.filter((answer) => answer.error);
  expect(created).toHaveLength(left);
  expect(refused).toHaveLength(calls - left);
  for (const answer of refused) {
    expect(answer.error).toMatchObject({ code: -32000, data: { code: 'RATE_LIMITED' } });
    expect(answer.error!.data!.fix).toMatch(/wait \d+ s/);
    expect(answer.error!.data!.retryAfter).toBeGreaterThan(0);
  }
  // The same error a single call gets once the allowance is spent.
  const single = await postMcp(createCall(99), bearer(user.key));
  expect(single.status).toBe(429);
  const singleError = ((await single.json()) as RpcAnswer).error!;
  expect(singleError.code).toBe(refused[0]!.error!.code);
  expect(Object.keys(singleError.data!).sort()).toEqual(Object.keys(refused[0]!.error!.data!).sort());
  // Exactly `left` diagrams exist.
  api.clock.advance(MINUTE);
  const listed = await user.get<{ diagrams: unknown[] }>('/v1/diagrams?limit=100');
  expect(listed.body.diagrams).toHaveLength(left);
});

it('counts a keyless batch against the address', async () => {
  api.clock.advance(MINUTE);
  const allowance = KEYLESS_PER_MINUTE + KEYLESS_BURST;
  const left = 3;
  for (let i = 0; i < allowance - left; i++) expect((await postMcp({ jsonrpc: '2.0', id: i, method: 'tools/list' })).status).toBe(200);
  const batch = Array.from({ length: 6 }, (_, i) => ({ jsonrpc: '2.0', id: `v${i}`, method: 'tools/call', params: { name: 'diagram_validate', arguments: { scene: serviceScene(2) } } }));
  const answers = (await (await postMcp(batch)).json()) as RpcAnswer[];
  expect(answers.filter((answer) => answer.result).map((answer) => answer.id).sort()).toEqual(['v0', 'v1', 'v2']);
  expect(answers.filter((answer) => answer.error?.data?.code === 'RATE_LIMITED').map((answer) => answer.id).sort()).toEqual(['v3', 'v4', 'v5']);
});

it(`refuses a batch of more than ${MAX_BATCH_MESSAGES} messages whole, before any of it runs`, async () => {
  api.clock.advance(MINUTE);
  const user = await api.user({ plan: 'pro' });
  const response = await postMcp(Array.from({ length: MAX_BATCH_MESSAGES + 1 }, (_, i) => createCall(i + 1)), bearer(user.key));
  expect(response.status).toBe(400);
  const answer = (await response.json()) as RpcAnswer;
  expect(answer).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600, data: { code: 'BATCH_TOO_LARGE', maximum: MAX_BATCH_MESSAGES, size: MAX_BATCH_MESSAGES + 1 } } });
  expect(answer.error!.data!.fix).toMatch(/split it into batches of at most 32/);
  const listed = await user.get<{ diagrams: unknown[] }>('/v1/diagrams');
  expect(listed.body.diagrams).toHaveLength(0);
  // A batch at the bound runs.
  const atBound = await postMcp(Array.from({ length: MAX_BATCH_MESSAGES }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'tools/list' })), bearer(user.key));
  expect(atBound.status).toBe(200);
  expect((await atBound.json()) as unknown[]).toHaveLength(MAX_BATCH_MESSAGES);
});

it('answers a batch with notifications in it, counting only its calls', async () => {
  api.clock.advance(MINUTE);
  const user = await api.user();
  const allowance = perMinuteForPlan('free') + SIGNED_IN_BURST;
  const notification = { jsonrpc: '2.0', method: 'notifications/initialized' };
  const response = await postMcp([notification, { jsonrpc: '2.0', id: 'list', method: 'tools/list' }, notification, { jsonrpc: '2.0', id: 'ping', method: 'ping' }], bearer(user.key));
  expect(response.status).toBe(200);
  const answers = (await response.json()) as RpcAnswer[];
  expect(answers.map((answer) => answer.id).sort()).toEqual(['list', 'ping']);
  expect(answers.every((answer) => answer.result)).toBe(true);
  expect(response.headers.get('x-ratelimit-remaining')).toBe(String(allowance - 2));
  // A batch of one call is answered with an array too; one of notifications only, with 202.
  const one = await postMcp([{ jsonrpc: '2.0', id: 1, method: 'ping' }], bearer(user.key));
  expect(await one.json()).toEqual([{ jsonrpc: '2.0', id: 1, result: {} }]);
  const quiet = await postMcp([notification, notification], bearer(user.key));
  expect(quiet.status).toBe(202);
});
