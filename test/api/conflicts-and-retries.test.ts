import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram, expectError, revisionNumbers } from '../support/api-expect.js';
import { addNode, serviceScene } from '../../harness/scenes.js';

// Optimistic concurrency (baseRevision, REVISION_CONFLICT), safe retries (noop, requestId)
// and edits racing each other on one base revision.
let api: ApiFixture;
let owner: TestUser;

beforeAll(async () => {
  // The worker pool: edits really run side by side while their drawings are made.
  api = await startApiFixture({ drawer: 'pool' });
  owner = await api.user();
});
afterAll(() => api.close());

interface EditAnswer {
  revision: number;
  hash: string;
  noop?: boolean;
  replayed?: boolean;
  code?: string;
  changes?: { added: string[]; removed: string[]; modified: string[] };
}

describe('a stale baseRevision', () => {
  it('409 REVISION_CONFLICT with the current revision and the elements changed since the base; nothing saved', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(3) });
    await editDiagram(owner, created.id, { baseRevision: 1, ops: [addNode('a'), { op: 'setText', id: 'n1', text: 'changed' }, { op: 'deleteElement', id: 'n2' }] });
    await editDiagram(owner, created.id, { baseRevision: 2, ops: [addNode('b')] });
    const stale = await owner.post<EditAnswer>(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1, ops: [addNode('c')] });
    expectError(stale, 409, 'REVISION_CONFLICT', { revision: 3 });
    expect(stale.body.changes).toEqual({ added: expect.arrayContaining(['a', 'b']), removed: expect.arrayContaining(['n2', 'e2']), modified: ['n1'] });
    expect(await revisionNumbers(owner, created.id)).toEqual([1, 2, 3]);
  });

  it('a base ahead of the diagram: 409 REVISION_CONFLICT naming the current revision', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(2) });
    expectError(await owner.post(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 5, ops: [addNode('x')] }), 409, 'REVISION_CONFLICT', { revision: 1 });
  });

  it('the conflict tells the client how to catch up: rebase on the named revision and send again', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(2) });
    await editDiagram(owner, created.id, { baseRevision: 1, ops: [addNode('first')] });
    const stale = await owner.post<EditAnswer>(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1, ops: [addNode('second')] });
    expect(stale.status).toBe(409);
    const rebased = await editDiagram(owner, created.id, { baseRevision: stale.body.revision, ops: [addNode('second')] });
    expect(rebased.revision).toBe(3);
  });
});

describe('retries', () => {
  it('an edit sent again after it landed (no requestId): noop true with the current revision', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(3) });
    const body = { baseRevision: 1, ops: [addNode('once')] };
    const first = await editDiagram(owner, created.id, body);
    const retry = await owner.post<EditAnswer>(`/v1/diagrams/${created.id}/revisions`, body);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ revision: 2, hash: first.hash, noop: true });
    expect(await revisionNumbers(owner, created.id)).toEqual([1, 2]);
  });

  it('the same requestId and edit: the first answer again, with replayed true, even after the diagram moved on', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(3) });
    const requestId = randomUUID();
    const body = { baseRevision: 1, ops: [addNode('tracked')], requestId };
    const first = await editDiagram(owner, created.id, body);
    await editDiagram(owner, created.id, { baseRevision: 2, ops: [addNode('later')] });
    const retry = await owner.post<EditAnswer>(`/v1/diagrams/${created.id}/revisions`, body);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ ...first, replayed: true });
    expect(await revisionNumbers(owner, created.id)).toEqual([1, 2, 3]);
  });

  it('the same requestId with a different edit: 422 REQUEST_ID_REUSED, nothing saved', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(3) });
    const requestId = randomUUID();
    await editDiagram(owner, created.id, { baseRevision: 1, ops: [addNode('one')], requestId });
    const reused = await owner.post(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 2, ops: [addNode('two')], requestId });
    expectError(reused, 422, 'REQUEST_ID_REUSED');
    expect(await revisionNumbers(owner, created.id)).toEqual([1, 2]);
  });

  it('a requestId is per diagram: the same one on another diagram is a new edit', async () => {
    const a = await createDiagram(owner, { scene: serviceScene(2) });
    const b = await createDiagram(owner, { scene: serviceScene(2) });
    const requestId = randomUUID();
    await editDiagram(owner, a.id, { baseRevision: 1, ops: [addNode('x')], requestId });
    const other = await editDiagram(owner, b.id, { baseRevision: 1, ops: [addNode('x')], requestId });
    expect(other).not.toHaveProperty('replayed');
  });

  it('retries of one requestId sent at once make one revision and all answer with it', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(3) });
    const body = { baseRevision: 1, ops: [addNode('racing-retry')], requestId: randomUUID() };
    const answers = await Promise.all([1, 2, 3, 4].map(() => owner.post<EditAnswer>(`/v1/diagrams/${created.id}/revisions`, body)));
    expect(answers.map((a) => a.status), JSON.stringify(answers.map((a) => a.body))).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.revision))).toEqual(new Set([2]));
    expect(new Set(answers.map((a) => a.body.hash)).size).toBe(1);
    expect(await revisionNumbers(owner, created.id)).toEqual([1, 2]);
  });
});

describe('concurrent edits on one base revision', () => {
  it('exactly one wins; the others get 409 REVISION_CONFLICT naming the new revision; no number is used twice', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(4) });
    const contenders = 6;
    const answers = await Promise.all(
      Array.from({ length: contenders }, (_, i) => owner.post<EditAnswer>(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1, ops: [addNode(`racer${i}`)] })),
    );
    const winners = answers.filter((a) => a.status === 200);
    const losers = answers.filter((a) => a.status !== 200);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.body.revision).toBe(2);
    for (const loser of losers) {
      expectError(loser, 409, 'REVISION_CONFLICT', { revision: 2 });
      expect(loser.body.changes, loser.text).toEqual({ added: [expect.stringMatching(/^racer\d$/)], removed: [], modified: [] });
    }
    expect(await revisionNumbers(owner, created.id)).toEqual([1, 2]);
  });

  it('round after round, every client rebasing on the conflict: consecutive revisions, each edit landing once', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(2) });
    const clients = 4;
    const landed: number[] = [];
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        let base = 1;
        for (;;) {
          const answer = await owner.post<EditAnswer>(`/v1/diagrams/${created.id}/revisions`, { baseRevision: base, ops: [addNode(`c${client}`)] });
          if (answer.status === 200) {
            landed.push(answer.body.revision);
            return;
          }
          expect(answer.body.code, answer.text).toBe('REVISION_CONFLICT');
          base = answer.body.revision;
        }
      }),
    );
    expect(landed.sort()).toEqual([2, 3, 4, 5]);
    expect(await revisionNumbers(owner, created.id)).toEqual([1, 2, 3, 4, 5]);
    const head = await owner.get<{ scene: { elements: Array<{ id: string }> } }>(`/v1/diagrams/${created.id}?view=dsp`);
    expect(head.body.scene.elements.map((e) => e.id)).toEqual(expect.arrayContaining(['c0', 'c1', 'c2', 'c3']));
  });
});

describe('the server', () => {
  it('logged no unexpected error', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
