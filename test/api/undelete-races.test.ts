import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type ApiResponse, type TestUser } from '../support/api-fixture.js';
import { createDiagram } from '../support/api-expect.js';
import { serviceScene } from '../../harness/scenes.js';
import { mintId } from '../../server/ids.js';

// Issue 27, defect 6: ten undeletes of one deleted diagram at once. Exactly one restores it;
// the others find it live and answer what a retry answers (200, restored: false), never 409
// NOT_RESTORABLE, and never 403 LIMIT_REACHED at the Free plan's diagrams limit (the
// diagram is counted once). Runs on SQLite and, in the api-postgres pass, on PostgreSQL.
const CONCURRENT = 10;
let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline', startAt: '2026-07-01T09:00:00.000Z' });
});
afterAll(async () => {
  expect(api.unexpectedErrors.map(String)).toEqual([]);
  await api.close();
});

interface Restored { id: string; key: string | null; revision: number; restored: boolean; warnings: unknown[] }

const undeleteTogether = (user: TestUser, ref: string) => Promise.all(Array.from({ length: CONCURRENT }, () => user.post<Restored>(`/v1/diagrams/${ref}/undelete`)));

/** Each answer as "status restored" (or "status code" for a refusal), sorted. */
function outcomes(answers: Array<ApiResponse<Restored>>): string[] {
  return answers.map((a) => (a.status === 200 ? `200 restored:${a.body.restored}` : `${a.status} ${String((a.body as unknown as { code?: string })?.code)}`)).sort();
}

const oneWinner = ['200 restored:true', ...Array.from({ length: CONCURRENT - 1 }, () => '200 restored:false')].sort();

async function liveCount(user: TestUser): Promise<number> {
  const rows = await api.db('diagrams').where({ workspace_id: user.workspaceId }).whereNull('deleted_at').count<{ n: number }[]>({ n: '*' });
  return Number(rows[0]?.n);
}

describe('ten undeletes of one deleted diagram at once', () => {
  it('by id: one restored: true, nine 200 restored: false with the same diagram', async () => {
    const user = await api.user({ plan: 'pro' });
    const { id } = await createDiagram(user, { scene: serviceScene(2), key: 'raced' });
    expect((await user.request('DELETE', `/v1/diagrams/${id}?confirm=true`)).status).toBe(200);
    const answers = await undeleteTogether(user, id);
    expect(outcomes(answers), answers.map((a) => a.text).join('\n')).toEqual(oneWinner);
    for (const answer of answers) expect(answer.body).toEqual({ id, key: 'raced', revision: 1, restored: answer.body.restored, warnings: [] });
    expect((await user.get(`/v1/diagrams/${id}`)).status).toBe(200);
  });

  it('by the key it had: one restored: true, nine 200 restored: false', async () => {
    const user = await api.user({ plan: 'pro' });
    const { id } = await createDiagram(user, { scene: serviceScene(2), key: 'raced-by-key' });
    expect((await user.request('DELETE', `/v1/diagrams/raced-by-key?confirm=true`)).status).toBe(200);
    const answers = await undeleteTogether(user, 'raced-by-key');
    expect(outcomes(answers), answers.map((a) => a.text).join('\n')).toEqual(oneWinner);
    for (const answer of answers) expect(answer.body).toMatchObject({ id, key: 'raced-by-key', revision: 1 });
  });

  it('at the Free limit (24 live of 25): one restored: true, nine restored: false, none 403; 25 live after', async () => {
    const free = await api.user({ plan: 'free' });
    const now = api.clock.iso();
    await api.db('diagrams').insert(
      Array.from({ length: 24 }, () => ({ id: mintId('dgm'), workspace_id: free.workspaceId, key: null, title: null, brief: null, visibility: 'private', made_public_at: null, revision: 1, created_by: free.personId, created_at: now, updated_at: now, deleted_at: null })),
    );
    const { id } = await createDiagram(free, { scene: serviceScene(2) });
    expect((await free.request('DELETE', `/v1/diagrams/${id}?confirm=true`)).status).toBe(200);
    const answers = await undeleteTogether(free, id);
    expect(outcomes(answers), answers.map((a) => a.text).join('\n')).toEqual(oneWinner);
    expect(await liveCount(free)).toBe(25);
  });

  it('a retry by the key (no deleted diagram had it any more) answers restored: false, not 409', async () => {
    const user = await api.user({ plan: 'pro' });
    const { id } = await createDiagram(user, { scene: serviceScene(2), key: 'retried-by-key' });
    expect((await user.request('DELETE', '/v1/diagrams/retried-by-key?confirm=true')).status).toBe(200);
    expect((await user.post('/v1/diagrams/retried-by-key/undelete')).body).toMatchObject({ id, restored: true });
    const retry = await user.post('/v1/diagrams/retried-by-key/undelete');
    expect(retry.status, retry.text).toBe(200);
    expect(retry.body).toEqual({ id, key: 'retried-by-key', revision: 1, restored: false, warnings: [] });
  });
});
