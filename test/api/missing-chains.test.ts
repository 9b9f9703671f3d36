import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { jsonLines } from '../support/api-client.js';
import { createDiagram, editDiagram } from '../support/api-expect.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { verifyChains } from '../../server/use-cases/diagrams/verify-chains.js';

// A version whose chain is null (stored before chains, or a save that never computed it):
// the next edit and an export compute it (spec: "a render, an export or the next edit
// computes a missing one"), and the history still verifies. Each case runs on a fresh
// instance so no cached copy of the version hides the null stored in the database.
let api: ApiFixture;
let owner: TestUser;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  owner = await api.user();
});
afterAll(() => api.close());

/** A diagram at revision `last`, whose revisions from 2 on have lost their chains in the database. */
async function unchainedHistory(last: number): Promise<string> {
  const { id } = await createDiagram(owner, { scene: serviceScene(3) });
  for (let revision = 1; revision < last; revision++) await editDiagram(owner, id, { baseRevision: revision, ops: [addNode(`extra${revision}`)] });
  await api.db('revisions').where({ diagram_id: id }).andWhere('revision', '>=', 2).update({ chain: null });
  return id;
}

const chainsOf = async (id: string) =>
  (await api.db('revisions').where({ diagram_id: id }).orderBy('revision').select<Array<{ revision: number; chain: string | null }>>('revision', 'chain')).map((row) => [Number(row.revision), row.chain]);

describe('an edit on a version whose chain is null', () => {
  it('computes the missing chains first, so the new chain covers them and the history verifies', async () => {
    const id = await unchainedHistory(3);
    const fresh = await api.instance();
    const edited = await editDiagram(fresh.as(owner), id, { baseRevision: 3, ops: [addNode('after')] });
    expect(edited.revision).toBe(4);
    const chains = await chainsOf(id);
    expect(chains.every(([, chain]) => typeof chain === 'string')).toBe(true);
    expect(chains[3]![1]).toBe(edited.chain);
    const report = await verifyChains(api.db);
    expect(report.breaks.filter((b) => b.diagramId === id)).toEqual([]);
  });
});

describe('GET /v1/diagrams/{id}/export', () => {
  it('computes the missing chains: every line carries its chain and the history verifies', async () => {
    const id = await unchainedHistory(3);
    const fresh = await api.instance();
    const exported = await fresh.as(owner).get(`/v1/diagrams/${id}/export`);
    expect(exported.status).toBe(200);
    const lines = jsonLines<{ revision: number; chain: string | null }>(exported.text);
    expect(lines.map((line) => line.revision)).toEqual([1, 2, 3]);
    for (const line of lines) expect(line.chain).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect((await chainsOf(id)).map(([, chain]) => chain)).toEqual(lines.map((line) => line.chain));
    const report = await verifyChains(api.db);
    expect(report.breaks.filter((b) => b.diagramId === id)).toEqual([]);
  });

  it('the workspace export computes them too', async () => {
    const id = await unchainedHistory(2);
    const fresh = await api.instance();
    const exported = await fresh.as(owner).get('/v1/workspace/export');
    expect(exported.status).toBe(200);
    const lines = jsonLines<{ id: string; chain: string | null }>(exported.text).filter((line) => line.id === id);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.chain).toMatch(/^sha256:/);
  });
});
