import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { createDiagram, expectError } from '../support/api-expect.js';
import { takeDatabaseAway } from '../../harness/test-database.js';
import { serviceScene } from '../../harness/scenes.js';

// The database goes away under a running service (a stopped PostgreSQL, a lost file
// system): every request that needs it answers 503 DATABASE_UNAVAILABLE with Retry-After
// (nothing was saved), /health tells the load balancer, and the process keeps answering.
let api: ApiFixture;
let owner: TestUser;
let diagramId: string;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  owner = await api.user({ plan: 'pro' });
  diagramId = (await createDiagram(owner, { scene: serviceScene(2) })).id;
});
afterAll(() => api.close());

describe('a database that stopped answering', () => {
  it('answers 503 DATABASE_UNAVAILABLE with Retry-After to reads, writes and key checks, and /health 503', { timeout: 60_000 }, async () => {
    const stranger = await api.user({ plan: 'pro' });
    await takeDatabaseAway(api.database, api.db);
    const answers = [
      await owner.get(`/v1/diagrams/${diagramId}`),
      await owner.post('/v1/diagrams', { scene: serviceScene(2) }),
      await owner.post(`/v1/diagrams/${diagramId}/revisions`, { baseRevision: 1, ops: [{ op: 'createNode', id: 'x', nodeType: 'service', label: 'X' }] }),
      // A key this instance never saw must be looked up, which fails the same way.
      await apiClient(api.url, { authorization: `Bearer ${stranger.key}` }).get('/v1/diagrams'),
    ];
    for (const answer of answers) {
      expectError(answer, 503, 'DATABASE_UNAVAILABLE', { retryAfter: 5 });
      expect(answer.headers.get('retry-after')).toBe('5');
    }
    expectError(await api.anonymous.get('/health'), 503, 'DATABASE_UNAVAILABLE');
    // Requests without the database still work.
    expect((await api.anonymous.post('/v1/diagrams/validate', { scene: serviceScene(1) })).status).toBe(200);
    expect(api.unexpectedErrors).toEqual([]);
  });
});
