import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiFixture, type AppInstance, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import type { ApiResponse } from '../support/api-client.js';
import { createDiagram, editDiagram, expectError, revisionNumbers } from '../support/api-expect.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { MINUTE } from '../support/test-clock.js';
import { KEY_CACHE_TTL_MS, revokeApiKey } from '../../server/use-cases/accounts/authenticate.js';

// Several instances of the service on one database (docs/operating.md "Running on several machines"):
// each has its own connections, key cache, version cache and limiter, as processes behind a
// load balancer would. They give the answers one instance gives, within the documented
// bounds. Runs on SQLite (two connections to one file) and on PostgreSQL; the shared rate
// limits need a shared store (PostgreSQL or Redis) and are skipped on SQLite's memory.
let api: ApiFixture;
let other: AppInstance;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline', rateLimits: true });
  other = await api.instance();
});
afterAll(() => api.close());

// Every rate-limit window of the previous test has passed.
beforeEach(() => api.clock.advance(2 * MINUTE));

describe('a key revoked through one instance', () => {
  it('is refused there and by the other at once: revocation is read on every request (the cache holds the rest)', async () => {
    const user = await api.user({ plan: 'pro' });
    const throughOther = other.as(user);
    expect((await user.get('/v1/diagrams')).status).toBe(200);
    expect((await throughOther.get('/v1/diagrams')).status).toBe(200);

    await revokeApiKey(api.context, user.keyId);
    expectError(await user.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
    // The other instance read the key's row less than KEY_CACHE_TTL_MS ago and still refuses it.
    expectError(await throughOther.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
    api.clock.advance(KEY_CACHE_TTL_MS);
    expectError(await throughOther.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
  });
});

describe('reads after writes through another instance', () => {
  it('see every version at once: the version cache holds only versions, which never change', async () => {
    const user = await api.user({ plan: 'pro' });
    const throughOther = other.as(user);
    const created = await createDiagram(user, { scene: serviceScene(2), key: 'seen-everywhere' });
    // The other instance reads and caches revision 1.
    expect((await throughOther.get<{ revision: number }>(`/v1/diagrams/${created.id}`)).body.revision).toBe(1);
    for (let base = 1; base <= 3; base++) {
      const edited = await editDiagram(user, created.id, { baseRevision: base, ops: [addNode(`extra${base}`)] });
      const outline = await throughOther.get<{ revision: number }>('/v1/diagrams/seen-everywhere');
      expect(outline.body.revision).toBe(edited.revision);
      const scene = await throughOther.get<{ revision: number; hash: string; scene: { elements: Array<{ id: string }> } }>(`/v1/diagrams/${created.id}?view=dsp`);
      expect(scene.body).toMatchObject({ revision: edited.revision, hash: edited.hash });
      expect(scene.body.scene.elements.map((e) => e.id)).toContain(`extra${base}`);
    }
    expect(await revisionNumbers(throughOther, created.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('edits on one base spread over two instances', () => {
  const CONCURRENT = 12;

  it('have exactly one winner; every other answer is 409 REVISION_CONFLICT and no number is used twice', async () => {
    const user = await api.user({ plan: 'pro' });
    const clients = [user, other.as(user)];
    const { id } = await createDiagram(user, { scene: serviceScene(3) });
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => clients[i % 2]!.post<{ revision: number }>(`/v1/diagrams/${id}/revisions`, { baseRevision: 1, ops: [addNode(`racer${i}`)] })),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won, answers.map((a) => a.text).join('\n')).toHaveLength(1);
    expect(won[0]!.body.revision).toBe(2);
    for (const lost of answers.filter((a) => a.status !== 200)) expectError(lost, 409, 'REVISION_CONFLICT', { revision: 2 });
    expect(await revisionNumbers(user, id)).toEqual([1, 2]);

    // The next round on the new head: again one winner, revision 3.
    const next = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => clients[(i + 1) % 2]!.post<{ revision: number }>(`/v1/diagrams/${id}/revisions`, { baseRevision: 2, ops: [addNode(`second${i}`)] })),
    );
    expect(next.filter((a) => a.status === 200).map((a) => a.body.revision)).toEqual([3]);
    expect(await revisionNumbers(other.as(user), id)).toEqual([1, 2, 3]);
  });

  it('one edit sent to both with one requestId lands once; the other answer replays it', async () => {
    const user = await api.user({ plan: 'pro' });
    const { id } = await createDiagram(user, { scene: serviceScene(3) });
    const body = { baseRevision: 1, ops: [addNode('once')], requestId: randomUUID() };
    type Answer = { revision: number; hash: string; replayed?: boolean };
    const answers: Array<ApiResponse<Answer>> = await Promise.all([
      user.post<Answer>(`/v1/diagrams/${id}/revisions`, body),
      other.as(user).post<Answer>(`/v1/diagrams/${id}/revisions`, body),
    ]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    expect(answers.map((a) => a.body.revision)).toEqual([2, 2]);
    expect(answers[0]!.body.hash).toBe(answers[1]!.body.hash);
    expect(answers.filter((a) => a.body.replayed === true)).toHaveLength(1);
    expect(await revisionNumbers(user, id)).toEqual([1, 2]);
  });

  it('two creates with one new key: one diagram, and the retry is told so', async () => {
    const user = await api.user({ plan: 'pro' });
    const body = { scene: serviceScene(2), key: 'one-key' };
    const answers = await Promise.all([user.post<{ id: string }>('/v1/diagrams', body), other.as(user).post<{ id: string }>('/v1/diagrams', body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.id).toBe(answers[1]!.body.id);
    const listed = await user.get<{ diagrams: unknown[] }>('/v1/diagrams');
    expect(listed.body.diagrams).toHaveLength(1);
  });
});

describe('rate limits across instances', () => {
  it('count requests sent to both instances against one window', async (context) => {
    if (api.rateLimitStore === 'memory') context.skip('SQLite keeps rate limits in each process (one machine); a shared store is PostgreSQL or Redis');
    const user: TestUser = await api.user({ plan: 'free' });
    const clients = [user, other.as(user)];
    const remaining: string[] = [];
    for (let i = 0; i < 70; i++) {
      const answer = await clients[i % 2]!.get('/v1/diagrams?limit=1');
      expect(answer.status, answer.text).toBe(200);
      remaining.push(answer.headers.get('x-ratelimit-remaining')!);
    }
    // One count down, whichever instance answered.
    expect(remaining).toEqual(Array.from({ length: 70 }, (_, i) => String(69 - i)));
    for (const client of clients) expectError(await client.get('/v1/diagrams'), 429, 'RATE_LIMITED', { retryAfter: 60 });
    // Keyless callers too: one address, both instances.
    for (let i = 0; i < 40; i++) expect((await [api.anonymous, other.anonymous][i % 2]!.post('/v1/diagrams/validate', { scene: serviceScene(1) })).status).toBe(200);
    expectError(await other.anonymous.post('/v1/diagrams/validate', { scene: serviceScene(1) }), 429, 'RATE_LIMITED');
  });
});

describe('the instances', () => {
  it('logged no unexpected error', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
