import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { apiClient, type ApiClient, type ApiResponse } from '../support/api-client.js';
import { createDiagram, expectError } from '../support/api-expect.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { MINUTE, SECOND } from '../support/test-clock.js';

// Rate limits (spec "Limits → Rate limits"): a sliding one-minute window per person per
// workspace (60 + 10 on Free, 120 + 10 on Pro and Team) and per address without a key
// (30 + 10). The clock is moved by hand; nothing sleeps. `npm test` runs this suite on each
// store: memory (SQLite), the rate_limit_windows table (PostgreSQL), Redis.
let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline', rateLimits: true });
});
afterAll(() => api.close());

// Every window of the previous test has passed.
beforeEach(() => api.clock.advance(2 * MINUTE));

describe('the store', () => {
  it('is the one this run asked for (a shared store never quietly falls back to memory)', () => {
    const expected = process.env.DSP_TEST_RATE_LIMITS === 'redis' ? 'redis' : api.database.kind === 'postgres' ? 'postgres' : 'memory';
    expect(api.rateLimitStore).toBe(expected);
  });
});

const remaining = (response: ApiResponse) => response.headers.get('x-ratelimit-remaining');

/** Spends `count` requests of a caller's window on a cheap read; returns the last answer. */
async function spend(client: ApiClient, count: number, path = '/v1/diagrams?limit=1'): Promise<ApiResponse> {
  let last: ApiResponse | undefined;
  for (let i = 0; i < count; i++) {
    last = await client.get(path);
    expect(last.status, last.text).toBeLessThan(429);
  }
  return last!;
}

function expectRateLimited(response: ApiResponse, retryAfter: number): void {
  expectError(response, 429, 'RATE_LIMITED', { retryAfter });
  expect(response.headers.get('retry-after')).toBe(String(retryAfter));
  expect(remaining(response)).toBe('0');
  const nowSeconds = api.clock.now().getTime() / 1000;
  expect(Number(response.headers.get('x-ratelimit-reset'))).toBe(Math.ceil(nowSeconds + retryAfter));
}

describe('X-RateLimit-Remaining on every answer', () => {
  it('successes and refusals alike carry it, counting down by one', async () => {
    const user = await api.user({ plan: 'free' });
    const reader = await user.addKey({ scope: 'read' });
    const created = await user.post<{ id: string }>('/v1/diagrams', { scene: serviceScene(2) });
    const answers: ApiResponse[] = [
      created,
      await user.get(`/v1/diagrams/${created.body.id}`),
      await user.get('/v1/diagrams/dgm_unknown'),
      await user.post(`/v1/diagrams/${created.body.id}/revisions`, { baseRevision: 1, ops: [addNode('a')] }),
      await user.post(`/v1/diagrams/${created.body.id}/revisions`, { baseRevision: 1, ops: [addNode('b')] }),
      await user.post(`/v1/diagrams/${created.body.id}/revisions`, { baseRevision: 2, ops: [{ op: 'updateNode', id: 'ghost', label: 'x' }] }),
      await reader.post('/v1/diagrams', { scene: serviceScene(1) }),
      await user.get(`/v1/diagrams/${created.body.id}?view=nope`),
      await user.get(`/v1/diagrams/${created.body.id}/export`),
      await user.post('/v1/auth/keys', { expiresInDays: 0 }),
    ];
    expect(answers.map((a) => a.status)).toEqual([201, 200, 404, 200, 409, 422, 403, 400, 200, 400]);
    expect(answers.map(remaining)).toEqual(Array.from({ length: answers.length }, (_, i) => String(69 - i)));
    for (const answer of answers) expect(answer.headers.get('x-ratelimit-limit')).toBe('70');
  });

  it('answers without a key, and key failures, carry it too (counted by address)', async () => {
    const answers = [
      await api.anonymous.get('/v1/diagrams'),
      await apiClient(api.url, { authorization: `Bearer dsp_sk_${'0'.repeat(32)}` }).get('/v1/diagrams'),
      await api.anonymous.post('/v1/diagrams/validate', { scene: serviceScene(1) }),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 401, 200]);
    expect(answers.map(remaining)).toEqual(['39', '38', '37']);
  });
});

describe('X-RateLimit-Remaining beyond the routes', () => {
  it('retired paths, unknown paths and the schemas carry it (counted by address); /health is not limited', async () => {
    const answers = [
      await api.anonymous.get('/v1/scenes/abc'),
      await api.anonymous.get('/v1/nothing-here'),
      await api.anonymous.get('/schemas/scene.schema.json'),
      // A known path with another method (DELETE now deletes a diagram by id or key).
      await api.anonymous.request('PUT', '/v1/diagrams/validate'),
    ];
    expect(answers.map((a) => a.status)).toEqual([410, 404, 200, 405]);
    expect(answers.map(remaining)).toEqual(['39', '38', '37', '36']);
    expect(remaining(await api.anonymous.get('/health'))).toBeNull();
  });
});

describe('a signed-in caller: a sliding minute per person per workspace', () => {
  it('Free: 70 in a minute, then 429 RATE_LIMITED with retryAfter, Retry-After and X-RateLimit-Reset', async () => {
    const user = await api.user({ plan: 'free' });
    await spend(user, 35);
    api.clock.advance(30 * SECOND);
    const last = await spend(user, 35);
    expect(remaining(last)).toBe('0');
    const refused = await user.get('/v1/diagrams');
    // The first 35 leave the window 30 s from now.
    expectRateLimited(refused, 30);
    // A refusal is not counted; the window slides: 35 slots free up after 30 s, not before.
    api.clock.advance(30 * SECOND - 1);
    expect((await user.get('/v1/diagrams')).status).toBe(429);
    api.clock.advance(1);
    const again = await user.get('/v1/diagrams');
    expect(again.status).toBe(200);
    expect(remaining(again)).toBe('34');
  });

  it('at the limit every endpoint answers 429, writes too, and nothing is saved', async () => {
    const user = await api.user({ plan: 'free' });
    const created = await createDiagram(user, { scene: serviceScene(2) });
    await spend(user, 69);
    expectRateLimited(await user.post('/v1/diagrams', { scene: serviceScene(1) }), 60);
    expectRateLimited(await user.post(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1, ops: [addNode('x')] }), 60);
    api.clock.advance(MINUTE);
    const history = await user.get<{ revisions: unknown[] }>(`/v1/diagrams/${created.id}/revisions`);
    expect(history.body.revisions).toHaveLength(1);
    expect((await user.get<{ diagrams: unknown[] }>('/v1/diagrams')).body.diagrams).toHaveLength(1);
  });

  it('all keys of a person in a workspace share the window; another person does not', async () => {
    const user = await api.user({ plan: 'free' });
    const second = await user.addKey({ scope: 'read' });
    await spend(user, 40);
    await spend(second, 30);
    expect((await user.get('/v1/diagrams')).status).toBe(429);
    expect((await second.get('/v1/diagrams')).status).toBe(429);
    const stranger = await api.user({ plan: 'free' });
    expect(remaining(await stranger.get('/v1/diagrams'))).toBe('69');
  });

  it('the same person in another workspace has a separate window, by that workspace’s plan', async () => {
    const personal = await api.user({ plan: 'free', email: 'two-places@example.test' });
    const team = await api.user({ email: 'two-places@example.test', team: 'Rate team', role: 'member' });
    await spend(personal, 70);
    expect((await personal.get('/v1/diagrams')).status).toBe(429);
    const teamAnswer = await team.get('/v1/diagrams');
    expect(teamAnswer.status).toBe(200);
    expect(teamAnswer.headers.get('x-ratelimit-limit')).toBe('130');
  });

  it('Pro: 130 in a minute', async () => {
    const pro: TestUser = await api.user({ plan: 'pro' });
    const last = await spend(pro, 130);
    expect(last.headers.get('x-ratelimit-limit')).toBe('130');
    expect(remaining(last)).toBe('0');
    expectRateLimited(await pro.get('/v1/diagrams'), 60);
  });
});

describe('no key: a sliding minute per address', () => {
  it('40 in a minute, then 429; failed authentication counts against the address; /health is never limited', async () => {
    for (let i = 0; i < 30; i++) expect((await api.anonymous.post('/v1/diagrams/validate', { scene: serviceScene(1) })).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await apiClient(api.url, { authorization: 'Bearer nope' }).get('/v1/diagrams')).status).toBe(401);
    expectRateLimited(await api.anonymous.post('/v1/diagrams/validate', { scene: serviceScene(1) }), 60);
    expectRateLimited(await apiClient(api.url, { authorization: 'Bearer nope' }).get('/v1/diagrams'), 60);
    expect((await api.anonymous.get('/health')).status).toBe(200);
    // A valid key is counted per person, not by address.
    const user = await api.user({ plan: 'free' });
    expect((await user.get('/v1/diagrams')).status).toBe(200);
  });
});

describe('the server', () => {
  it('logged no unexpected error', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
