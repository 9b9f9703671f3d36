import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram, expectError, revisionNumbers } from '../support/api-expect.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { DAY } from '../support/test-clock.js';

// POST /v1/diagrams/{id}/revisions: ops, Mermaid, restore and brief edits; all or nothing.
let api: ApiFixture;
let owner: TestUser;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'pool' });
  owner = await api.user();
});
afterAll(() => api.close());

interface Dsp {
  revision: number;
  hash: string;
  scene: { scene: { brief?: string; title?: string }; elements: Array<{ id: string; kind: string; label?: string; layout?: { x: number; y: number } }> };
}

const dsp = async (id: string, revision?: number) => (await owner.get<Dsp>(`/v1/diagrams/${id}?view=dsp${revision ? `&revision=${revision}` : ''}`)).body;

describe('an edit with operations', () => {
  it('appends a revision and answers {id, revision, hash, chain, warnings, changed}', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(3) });
    const response = await owner.post(`/v1/diagrams/${created.id}/revisions`, {
      baseRevision: 1,
      message: 'cache in front',
      ops: [addNode('cache', 'Cache'), { op: 'createEdge', id: 'toCache', from: { elementId: 'n0' }, to: { elementId: 'cache' } }, { op: 'setText', id: 'n1', text: 'Renamed' }, { op: 'deleteElement', id: 'n2' }],
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: created.id,
      revision: 2,
      hash: expect.stringMatching(/^sha256:/),
      chain: expect.stringMatching(/^sha256:/),
      warnings: [],
      changed: { added: expect.arrayContaining(['cache', 'toCache']), updated: ['n1'], removed: expect.arrayContaining(['n2', 'e2']) },
    });
    expect(response.body.hash).not.toBe(created.hash);
    const after = await dsp(created.id);
    expect(after.revision).toBe(2);
    expect(after.scene.elements.find((e) => e.id === 'n1')?.label).toBe('Renamed');
    expect(after.scene.elements.some((e) => e.id === 'n2')).toBe(false);
    const history = await owner.get<{ revisions: Array<{ revision: number; message: string; summary: unknown }> }>(`/v1/diagrams/${created.id}/revisions`);
    expect(history.body.revisions[0]).toMatchObject({ revision: 2, message: 'cache in front', summary: { added: 2, removed: 2, modified: 1 } });
  });

  it('nodes keep their positions when another node is added', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(4) });
    const before = await dsp(created.id);
    await editDiagram(owner, created.id, { baseRevision: 1, ops: [addNode('extra')] });
    const after = await dsp(created.id);
    for (const element of before.scene.elements.filter((e) => e.kind === 'node')) {
      expect(after.scene.elements.find((e) => e.id === element.id)?.layout, element.id).toMatchObject({ x: element.layout!.x, y: element.layout!.y });
    }
  });

  it('an operation that fails: 422 VALIDATION_FAILED with errors; nothing is saved, not even the valid operations before it', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(3) });
    const response = await owner.post<{ errors: Array<{ opIndex: number; code: string; message: string }> }>(`/v1/diagrams/${created.id}/revisions`, {
      baseRevision: 1,
      ops: [addNode('fine'), { op: 'updateNode', id: 'ghost', label: 'x' }],
    });
    expectError(response, 422, 'VALIDATION_FAILED');
    expect(response.body.errors[0]).toMatchObject({ opIndex: 1, code: expect.any(String), message: expect.any(String) });
    expect(await revisionNumbers(owner, created.id)).toEqual([1]);
    expect((await dsp(created.id)).scene.elements.some((e) => e.id === 'fine')).toBe(false);
  });

  it('a result that breaks a rule: 422 VALIDATION_FAILED, nothing saved', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(3) });
    const response = await owner.post(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1, ops: [addNode('n1')] });
    expectError(response, 422, 'VALIDATION_FAILED');
    expect(await revisionNumbers(owner, created.id)).toEqual([1]);
  });

  it('an operation later in the edit may be named by an earlier one', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(2) });
    const edit = await editDiagram(owner, created.id, { baseRevision: 1, ops: [{ op: 'createEdge', id: 'late', from: { elementId: 'n0' }, to: { elementId: 'later' } }, addNode('later')] });
    expect(edit.changed.added.sort()).toEqual(['late', 'later']);
  });

  it('an edit that changes nothing: noop true, no revision', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(2) });
    const label = (await dsp(created.id)).scene.elements.find((e) => e.id === 'n0')!.label!;
    const response = await owner.post(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1, ops: [{ op: 'setText', id: 'n0', text: label }] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: created.id, revision: 1, hash: created.hash, noop: true, changed: { added: [], updated: [], removed: [] } });
    expect(await revisionNumbers(owner, created.id)).toEqual([1]);
  });

  it('a malformed body: 400, nothing saved', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(2) });
    expectError(await owner.post(`/v1/diagrams/${created.id}/revisions`, { ops: [addNode('x')] }), 400, 'BODY_INVALID');
    expect((await owner.post(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1, ops: [] })).status).toBe(400);
    expect((await owner.post(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1, ops: [addNode('x')], mermaid: 'flowchart LR\n A-->B' })).status).toBe(400);
    expect((await owner.post(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1 })).status).toBe(400);
    expect(await revisionNumbers(owner, created.id)).toEqual([1]);
  });

  it('an unknown diagram: 404 NOT_FOUND', async () => {
    expectError(await owner.post('/v1/diagrams/dgm_nothing/revisions', { baseRevision: 1, ops: [addNode('x')] }), 404, 'NOT_FOUND');
  });
});

describe('a Mermaid edit', () => {
  it('applies the text as differences: unchanged elements keep their ids, missing ones are deleted', async () => {
    const created = await createDiagram(owner, { mermaid: 'flowchart LR\n  A[Start] --> B[Middle]\n  B --> C[End]\n' });
    const edit = await editDiagram(owner, created.id, { baseRevision: 1, mermaid: 'flowchart LR\n  A[Start] --> B[Middle]\n  B --> D[Finish]\n' });
    expect(edit.changed.added).toContain('D');
    expect(edit.changed.removed).toContain('C');
    const ids = (await dsp(created.id)).scene.elements.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining(['A', 'B', 'D']));
    expect(ids).not.toContain('C');
  });
});

describe('restoring a revision', () => {
  it('by number: the next revision equals the restored one', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(3) });
    await editDiagram(owner, created.id, { baseRevision: 1, ops: [addNode('a')] });
    const restored = await editDiagram(owner, created.id, { baseRevision: 2, restoreRevision: 1 });
    expect(restored.revision).toBe(3);
    expect((await dsp(created.id, 3)).scene.elements).toEqual((await dsp(created.id, 1)).scene.elements);
    expect(await revisionNumbers(owner, created.id)).toEqual([1, 2, 3]);
  });

  it('by asOf, and as the restoreRevision operation', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(3) });
    const day1 = api.clock.iso();
    api.clock.advance(DAY);
    await editDiagram(owner, created.id, { baseRevision: 1, ops: [addNode('a')] });
    api.clock.advance(DAY);
    const byTime = await editDiagram(owner, created.id, { baseRevision: 2, restoreRevision: { asOf: day1 } });
    expect(byTime.hash).toBe(created.hash);
    await editDiagram(owner, created.id, { baseRevision: 3, ops: [addNode('b')] });
    const byOp = await editDiagram(owner, created.id, { baseRevision: 4, ops: [{ op: 'restoreRevision', revision: 2 }] });
    expect(byOp.revision).toBe(5);
    expect((await dsp(created.id, 5)).scene.elements).toEqual((await dsp(created.id, 2)).scene.elements);
  });

  it('restoring the current content is a noop; a revision that does not exist is 404; asOf before the diagram is NO_REVISION_AS_OF', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(2) });
    const same = await owner.post(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1, restoreRevision: 1 });
    expect(same.body).toMatchObject({ revision: 1, noop: true });
    expectError(await owner.post(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1, restoreRevision: 7 }), 404, 'REVISION_NOT_FOUND');
    expectError(await owner.post(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1, restoreRevision: { asOf: '2020-01-01' } }), 404, 'NO_REVISION_AS_OF');
  });
});

describe('the brief', () => {
  it('alone, with ops, and null to remove it', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(2) });
    await editDiagram(owner, created.id, { baseRevision: 1, brief: 'Why this exists' });
    expect((await dsp(created.id)).scene.scene.brief).toBe('Why this exists');
    await editDiagram(owner, created.id, { baseRevision: 2, brief: 'Second thoughts', ops: [addNode('x')] });
    const second = await dsp(created.id);
    expect(second.scene.scene.brief).toBe('Second thoughts');
    expect(second.scene.elements.some((e) => e.id === 'x')).toBe(true);
    await editDiagram(owner, created.id, { baseRevision: 3, brief: null });
    expect((await dsp(created.id)).scene.scene.brief).toBeUndefined();
    const list = await owner.get<{ diagrams: Array<{ id: string; brief: string | null }> }>('/v1/diagrams?limit=200');
    expect(list.body.diagrams.find((d) => d.id === created.id)?.brief).toBeNull();
  });
});

describe('the server', () => {
  it('logged no unexpected error', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
