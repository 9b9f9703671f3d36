import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram, expectError, revisionNumbers } from '../support/api-expect.js';
import { addNode, mermaidFlow, serviceScene } from '../../harness/scenes.js';

// POST /v1/diagrams (save, key idempotency, validation) and GET /v1/diagrams (find).
let api: ApiFixture;
let owner: TestUser;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'pool' });
  owner = await api.user({ plan: 'pro' });
});
afterAll(() => api.close());

const SHA = /^sha256:[0-9a-f]{64}$/;

async function liveCount(user: TestUser): Promise<number> {
  const list = await user.get<{ diagrams: unknown[] }>('/v1/diagrams?limit=200');
  return list.body.diagrams.length;
}

describe('saving a scene', () => {
  it('answers 201 with id, key, revision 1, hash, chain, warnings and created true; the scene id is ignored', async () => {
    const response = await owner.post('/v1/diagrams', { scene: serviceScene(4, { title: 'Orders' }), key: 'orders', brief: 'The order flow', message: 'first' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^dgm_[A-Za-z0-9]+$/), key: 'orders', revision: 1, hash: expect.stringMatching(SHA), chain: expect.stringMatching(SHA), warnings: [], created: true });
    const read = await owner.get<{ scene: { scene: { id: string; title: string; brief: string } } }>(`/v1/diagrams/${response.body.id as string}?view=dsp`);
    expect(read.body.scene.scene).toMatchObject({ id: response.body.id, title: 'Orders', brief: 'The order flow' });
    const history = await owner.get<{ revisions: Array<{ message: string; summary: unknown; createdByKind: string; createdVia: string }> }>(`/v1/diagrams/orders/revisions`);
    expect(history.body.revisions).toEqual([expect.objectContaining({ revision: 1, message: 'first', summary: null, createdByKind: 'agent', createdVia: 'api' })]);
  });

  it('lists what checking and drawing noticed as warnings, and saves anyway', async () => {
    const scene = serviceScene(2);
    delete scene.diagramFamily;
    const response = await owner.post<{ warnings: Array<{ code: string; severity: string; message: string }> }>('/v1/diagrams', { scene });
    expect(response.status).toBe(201);
    expect(response.body.warnings).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'MISSING_DIAGRAM_FAMILY', severity: 'info', message: expect.any(String) })]));
  });

  it('takes a scene carrying the $schema pointer editors write, and stores it without: the same content as without it', async () => {
    const scene = serviceScene(2, { title: 'Pointer' });
    const pointed = await owner.post<{ id: string; hash: string }>('/v1/diagrams', { scene: { $schema: 'https://dsp.dev/schemas/scene.json', ...scene }, key: 'pointer' });
    expect(pointed.status).toBe(201);
    const read = await owner.get<{ scene: Record<string, unknown> }>(`/v1/diagrams/${pointed.body.id}?view=dsp`);
    expect(read.body.scene).not.toHaveProperty('$schema');
    expect(read.body.scene.schemaVersion).toBe('0.1');
    // A retry under the same key is recognised only when the content (and so the hash) is the same.
    const plain = await owner.post<{ id: string; hash: string; created: boolean }>('/v1/diagrams', { scene, key: 'pointer' });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ id: pointed.body.id, hash: pointed.body.hash, created: false });
  });

  it('refuses a $schema that is not a string with 422 VALIDATION_FAILED at $.$schema', async () => {
    const response = await owner.post('/v1/diagrams', { scene: { ...serviceScene(1), $schema: 42 } });
    expectError(response, 422, 'VALIDATION_FAILED');
    expect(response.body).toMatchObject({ errors: [expect.objectContaining({ code: 'WRONG_TYPE', path: '$.$schema' })] });
  });

  it('without a key, every create makes a new diagram', async () => {
    const body = { scene: serviceScene(2) };
    const [a, b] = [await createDiagram(owner, body), await createDiagram(owner, body)];
    expect(a.id).not.toBe(b.id);
  });
});

describe('saving Mermaid text', () => {
  it('takes element ids from the Mermaid ids; the same text gives the same diagram', async () => {
    const text = mermaidFlow(3);
    const a = await createDiagram(owner, { mermaid: text });
    const b = await createDiagram(owner, { mermaid: text });
    const [sa, sb] = await Promise.all([a, b].map((d) => owner.get<{ scene: { elements: Array<{ id: string }> } }>(`/v1/diagrams/${d.id}?view=dsp`)));
    expect(sa!.body.scene.elements.map((e) => e.id)).toEqual(expect.arrayContaining(['S0', 'S1', 'S2']));
    expect(sa!.body.scene.elements).toEqual(sb!.body.scene.elements);
  });

  it('refuses other Mermaid diagram types with 422, saving nothing', async () => {
    const before = await liveCount(owner);
    for (const mermaid of ['sequenceDiagram\n  A->>B: hi\n', 'pie\n  "a": 1\n']) {
      const response = await owner.post('/v1/diagrams', { mermaid });
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('MERMAID_TYPE_UNSUPPORTED');
    }
    expect(await liveCount(owner)).toBe(before);
  });

  it('refuses a state diagram, which preview draws, with 422 MERMAID_TYPE_UNSUPPORTED naming the accepted types, saving nothing; validate says so too', async () => {
    const before = await liveCount(owner);
    const text = 'stateDiagram-v2\n  [*] --> Still\n  Still --> [*]\n';
    const response = await owner.post<{ code: string; message: string; data: { type: string; accepted: string[] } }>('/v1/diagrams', { mermaid: text });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('MERMAID_TYPE_UNSUPPORTED');
    expect(response.body.data).toEqual({ type: 'stateDiagram-v2', accepted: ['flowchart', 'graph', 'erDiagram'] });
    expect(await liveCount(owner)).toBe(before);
    expect((await owner.post('/v1/diagrams/preview', { mermaid: text })).status).toBe(200);
    // validate reports what a save would.
    const check = await owner.post<{ valid: boolean; diagnostics: Array<{ code: string; data: { type: string } }> }>('/v1/diagrams/validate', { mermaid: text });
    expect(check.status).toBe(200);
    expect(check.body.valid).toBe(false);
    expect(check.body.diagnostics.map((d) => [d.code, d.data.type])).toEqual([['MERMAID_TYPE_UNSUPPORTED', 'stateDiagram-v2']]);
  });
});

describe('refusals save nothing', () => {
  it('an invalid scene: 422 VALIDATION_FAILED with every error', async () => {
    const before = await liveCount(owner);
    const scene = serviceScene(2);
    scene.elements.push({ id: 'n0', kind: 'node', nodeType: 'service' }, { id: 'bad', kind: 'edge', from: { elementId: 'n0' }, to: { elementId: 'ghost' } });
    const response = await owner.post<{ errors: Array<{ code: string; severity: string }> }>('/v1/diagrams', { scene, key: 'never-saved' });
    expectError(response, 422, 'VALIDATION_FAILED');
    expect(response.body.errors.map((e) => e.code)).toEqual(expect.arrayContaining(['DUPLICATE_ID', 'EDGE_ENDPOINT_NOT_FOUND']));
    expect(response.body.errors.every((e) => e.severity === 'error')).toBe(true);
    expect(await liveCount(owner)).toBe(before);
    expectError(await owner.get('/v1/diagrams/never-saved'), 404, 'NOT_FOUND');
  });

  it('both scene and mermaid, neither, or unknown fields: 400', async () => {
    expect((await owner.post('/v1/diagrams', { scene: serviceScene(2), mermaid: mermaidFlow(2) })).status).toBe(400);
    expect((await owner.post('/v1/diagrams', {})).status).toBe(400);
    expectError(await owner.post('/v1/diagrams', { scene: serviceScene(2), colour: 'red' }), 400, 'BODY_INVALID');
  });
});

describe('key idempotency (spec POST /v1/diagrams rule 2)', () => {
  it('the same key and content again: 200 with created false and the same diagram', async () => {
    const body = { scene: serviceScene(3), key: 'retry-me' };
    const first = await createDiagram(owner, body);
    const retry = await owner.post('/v1/diagrams', body);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ id: first.id, key: 'retry-me', revision: 1, hash: first.hash, chain: first.chain, created: false });
    expect(await revisionNumbers(owner, first.id)).toEqual([1]);
  });

  it('retries sent at once while the first is still being saved all answer with the one diagram', async () => {
    const body = { scene: serviceScene(5), key: 'parallel-retry' };
    const answers = await Promise.all([1, 2, 3].map(() => owner.post<{ id: string; created: boolean }>('/v1/diagrams', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const list = await owner.get<{ diagrams: Array<{ id: string }> }>('/v1/diagrams?key=parallel-retry');
    expect(list.body.diagrams).toHaveLength(1);
  });

  it('the same key with different content: 409 KEY_EXISTS, nothing saved', async () => {
    await createDiagram(owner, { scene: serviceScene(3), key: 'taken' });
    const taken = await owner.post<{ error: string }>('/v1/diagrams', { scene: serviceScene(4), key: 'taken' });
    expectError(taken, 409, 'KEY_EXISTS', { key: 'taken' });
    // The service names the next step; the REST answer words it as a method and path.
    expect(taken.body.error).toMatch(/edit that diagram \(POST \/v1\/diagrams\/taken\/revisions\)\.$/);
    const list = await owner.get<{ diagrams: unknown[] }>('/v1/diagrams?key=taken');
    expect(list.body.diagrams).toHaveLength(1);
  });

  it('after an edit, the original content under the same key is KEY_EXISTS', async () => {
    const body = { scene: serviceScene(3), key: 'edited-later' };
    const first = await createDiagram(owner, body);
    await editDiagram(owner, first.id, { baseRevision: 1, ops: [addNode('late')] });
    expectError(await owner.post('/v1/diagrams', body), 409, 'KEY_EXISTS');
  });

  it('a teammate creating with a key the team already has: KEY_EXISTS whatever the content', async () => {
    const alice = await api.user({ team: 'Keys team', role: 'owner' });
    const bob = await api.user({ team: 'Keys team', role: 'member' });
    const body = { scene: serviceScene(3), key: 'shared-name' };
    await createDiagram(alice, body);
    expectError(await bob.post('/v1/diagrams', body), 409, 'KEY_EXISTS');
    expectError(await bob.post('/v1/diagrams', { scene: serviceScene(6), key: 'shared-name' }), 409, 'KEY_EXISTS');
  });
});

describe('GET /v1/diagrams', () => {
  let finder: TestUser;
  beforeAll(async () => {
    finder = await api.user();
    await createDiagram(finder, { scene: serviceScene(2, { title: 'Billing system' }), key: 'billing' });
    api.clock.advance(1000);
    await createDiagram(finder, { scene: serviceScene(2, { title: 'Shipping' }), key: 'shipping', brief: 'Parcels and billing of carriers' });
    api.clock.advance(1000);
    await createDiagram(finder, { scene: serviceScene(2, { title: 'Search' }) });
  });

  it('lists the workspace’s diagrams, most recently changed first', async () => {
    const list = await finder.get<{ diagrams: Array<{ key: string | null; title: string; revision: number; visibility: string }> }>('/v1/diagrams');
    expect(list.status).toBe(200);
    expect(list.body.diagrams).toHaveLength(3);
    expect(list.body.diagrams[0]).toMatchObject({ id: expect.stringMatching(/^dgm_/), title: 'Search', revision: 1, visibility: 'private', createdAt: expect.any(String), updatedAt: expect.any(String) });
  });

  it('finds by text (key, title, brief) and by exact key', async () => {
    const byText = await finder.get<{ diagrams: Array<{ key: string }> }>('/v1/diagrams?query=BILLING');
    expect(byText.body.diagrams.map((d) => d.key).sort()).toEqual(['billing', 'shipping']);
    const byKey = await finder.get<{ diagrams: Array<{ key: string }> }>('/v1/diagrams?key=shipping');
    expect(byKey.body.diagrams.map((d) => d.key)).toEqual(['shipping']);
  });

  it('pages with limit and nextCursor, without repeats', async () => {
    const first = await finder.get<{ diagrams: Array<{ id: string }>; nextCursor?: string }>('/v1/diagrams?limit=2');
    expect(first.body.diagrams).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await finder.get<{ diagrams: Array<{ id: string }>; nextCursor?: string }>(`/v1/diagrams?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.diagrams).toHaveLength(1);
    expect(second.body.nextCursor).toBeUndefined();
    const ids = [...first.body.diagrams, ...second.body.diagrams].map((d) => d.id);
    expect(new Set(ids).size).toBe(3);
    expectError(await finder.get('/v1/diagrams?cursor=garbage'), 400, 'CURSOR_INVALID');
  });
});

describe('the server', () => {
  it('logged no unexpected error', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
