import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import type { ApiResponse } from '../support/api-client.js';
import { createDiagram } from '../support/api-expect.js';
import { postgresAvailable } from '../../harness/test-database.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { usage } from '../../server/db/repositories/usage.js';
import { apiKeys } from '../../server/db/repositories/api-keys.js';
import { monthOf } from '../../server/clock.js';
import { mintId } from '../../server/ids.js';

// Issue 18, defect 2: plan limits under simultaneous requests. Ten requests at once for the
// last places of a limit: exactly as many succeed as there are places, the others get the
// limit's 403, and the count ends exactly at the maximum. Run on SQLite and, when the
// local PostgreSQL answers, on PostgreSQL, where transactions really overlap.
const CONCURRENT = 10;
const postgresAnswers = await postgresAvailable();
const backends = ['sqlite', 'postgres'] as const;

/** Statuses of the answers, sorted, with each refusal's code: ['201', '201', '403 LIMIT_REACHED', ...]. */
function outcomes(answers: Array<ApiResponse<Record<string, unknown>>>): string[] {
  return answers.map((a) => (a.status < 300 ? String(a.status) : `${a.status} ${String(a.body?.code)}`)).sort();
}

function expected(successes: number, success: string, refusal: string): string[] {
  return [...Array.from({ length: successes }, () => success), ...Array.from({ length: CONCURRENT - successes }, () => refusal)].sort();
}

// Without a PostgreSQL the postgres half is reported as skipped, never as passed.
describe.each(backends)('plan limits under %s, ten requests at once', (database) => {
  if (database === 'postgres' && !postgresAnswers) {
    it.skip('needs the local PostgreSQL (DSP_TEST_POSTGRES_URL)', () => {});
    return;
  }
  let api: ApiFixture;

  beforeAll(async () => {
    api = await startApiFixture({ drawer: 'inline', database, startAt: '2026-06-28T10:00:00.000Z' });
  });
  afterAll(() => api?.close());

  const liveKeys = (user: TestUser, people?: string[]) => apiKeys.countLive(api.db, user.workspaceId, api.clock.iso(), people);

  it('apiKeys: a Free workspace holding 1 key of 3 mints exactly 2 more', async () => {
    const free = await api.user({ plan: 'free' });
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => free.post('/v1/auth/keys', { name: `k${i}` })));
    expect(outcomes(answers)).toEqual(expected(2, '201', '403 PLAN_LIMIT_EXCEEDED'));
    expect(await liveKeys(free)).toBe(3);
  });

  it('a viewer holding 1 key of 3 mints exactly 2 more', async () => {
    await api.user({ team: `Race team ${database}`, plan: 'free', role: 'owner' });
    const viewer = await api.user({ team: `Race team ${database}`, role: 'viewer' });
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => viewer.post('/v1/auth/keys', { scope: 'read' })));
    expect(outcomes(answers)).toEqual(expected(2, '201', '403 PLAN_LIMIT_EXCEEDED'));
    expect(await liveKeys(viewer, [viewer.personId])).toBe(3);
  });

  it('scenes: a Free workspace holding 23 diagrams of 25 saves exactly 2 more', async () => {
    const free = await api.user({ plan: 'free' });
    const now = api.clock.iso();
    await api.db('diagrams').insert(
      Array.from({ length: 23 }, () => ({ id: mintId('dgm'), workspace_id: free.workspaceId, key: null, title: null, brief: null, visibility: 'private', made_public_at: null, revision: 1, created_by: free.personId, created_at: now, updated_at: now, deleted_at: null })),
    );
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => free.post('/v1/diagrams', { scene: serviceScene(2, { title: `race ${i}` }) })));
    expect(outcomes(answers)).toEqual(expected(2, '201', '403 LIMIT_REACHED'));
    const live = await api.db('diagrams').where({ workspace_id: free.workspaceId }).whereNull('deleted_at').count<{ n: number }[]>({ n: '*' });
    expect(Number(live[0]?.n)).toBe(25);
  });

  it('updatesPerMonth by saves: 3 updates left, exactly 3 saves', async () => {
    const free = await api.user({ plan: 'free' });
    await usage.increment(api.db, free.workspaceId, monthOf(api.clock.now()), 'updatesPerMonth', 2_497);
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => free.post('/v1/diagrams', { scene: serviceScene(2, { title: `save ${i}` }) })));
    expect(outcomes(answers)).toEqual(expected(3, '201', '403 LIMIT_REACHED'));
    expect(await usage.get(api.db, free.workspaceId, monthOf(api.clock.now()), 'updatesPerMonth')).toBe(2_500);
  });

  it('updatesPerMonth by edits of ten diagrams: 2 updates left, exactly 2 edits', async () => {
    const free = await api.user({ plan: 'free' });
    const ids: string[] = [];
    for (let i = 0; i < CONCURRENT; i++) ids.push((await createDiagram(free, { scene: serviceScene(2, { title: `edit ${i}` }) })).id);
    await usage.increment(api.db, free.workspaceId, monthOf(api.clock.now()), 'updatesPerMonth', 2_498 - CONCURRENT);
    const answers = await Promise.all(ids.map((id) => free.post(`/v1/diagrams/${id}/revisions`, { baseRevision: 1, ops: [addNode('more')] })));
    expect(outcomes(answers)).toEqual(expected(2, '200', '403 LIMIT_REACHED'));
    expect(await usage.get(api.db, free.workspaceId, monthOf(api.clock.now()), 'updatesPerMonth')).toBe(2_500);
  });

  it('logged no unexpected error', () => {
    expect(api.unexpectedErrors.map(String)).toEqual([]);
  });
});
