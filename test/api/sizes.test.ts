import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram, expectError, revisionNumbers } from '../support/api-expect.js';
import { addNode, mermaidFlow, serviceScene, type SceneDocumentInput } from '../../harness/scenes.js';

// Sizes and constants (spec "Limits → Sizes"): 500 operations per edit, 1,000 elements per
// scene, 64 KB of Mermaid text, a 1,000-character brief, 4 MiB bodies. At each limit the
// call works; one past it is refused and nothing is saved.
let api: ApiFixture;
let owner: TestUser;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'pool' });
  owner = await api.user({ plan: 'pro' });
});
afterAll(() => api.close());

const MERMAID_LIMIT = 64 * 1024;

/** Mermaid text of exactly `bytes` bytes: a small flowchart padded with a comment line. */
function mermaidOfSize(bytes: number, nodes = 3): string {
  const text = mermaidFlow(nodes);
  const padding = bytes - Buffer.byteLength(text) - '%% \n'.length;
  return `${text}%% ${'x'.repeat(padding)}\n`;
}

/** 1,000 elements with 1 extra: 500 placed nodes, 499 tree edges, `extra` more edges. */
function sceneOfElements(extraEdges: number): SceneDocumentInput {
  const scene = serviceScene(500, { positioned: true });
  for (let i = 0; i < extraEdges; i++) scene.elements.push({ id: `x${i}`, kind: 'edge', from: { elementId: `n${i + 1}` }, to: { elementId: 'n499' } });
  return scene;
}

async function liveCount(): Promise<number> {
  return (await owner.get<{ diagrams: unknown[] }>('/v1/diagrams?limit=200')).body.diagrams.length;
}

describe('operations per edit: 500', () => {
  let id: string;
  beforeAll(async () => {
    id = (await createDiagram(owner, { scene: serviceScene(3) })).id;
  });

  it('500 operations are one edit', async () => {
    const ops = Array.from({ length: 500 }, (_, i) => ({ op: 'setText', id: `n${i % 3}`, text: `label ${i}` }));
    const edit = await editDiagram(owner, id, { baseRevision: 1, ops });
    expect(edit.revision).toBe(2);
  });

  it('501 are refused: 400 TOO_MANY_OPS with maximum and received, nothing saved', async () => {
    const ops = Array.from({ length: 501 }, (_, i) => addNode(`m${i}`));
    expectError(await owner.post(`/v1/diagrams/${id}/revisions`, { baseRevision: 2, ops }), 400, 'TOO_MANY_OPS', { maximum: 500, received: 501 });
    expect(await revisionNumbers(owner, id)).toEqual([1, 2]);
  });
});

describe('elements per scene: 1,000, edges included', () => {
  let id: string;

  it('a scene of 1,000 elements is saved', async () => {
    const created = await createDiagram(owner, { scene: sceneOfElements(1) });
    id = created.id;
    const read = await owner.get<{ scene: { elements: unknown[] } }>(`/v1/diagrams/${id}?view=dsp`);
    expect(read.body.scene.elements).toHaveLength(1000);
  });

  it('1,001: 422 VALIDATION_FAILED naming the limit, nothing saved', async () => {
    const before = await liveCount();
    const refused = await owner.post<{ errors: Array<{ path: string; message: string }> }>('/v1/diagrams', { scene: sceneOfElements(2) });
    expectError(refused, 422, 'VALIDATION_FAILED');
    expect(refused.body.errors.some((e) => e.message.includes('1000'))).toBe(true);
    expect(await liveCount()).toBe(before);
  });

  it('an edit that would make 1,001: 422 VALIDATION_FAILED, nothing saved', async () => {
    const refused = await owner.post(`/v1/diagrams/${id}/revisions`, { baseRevision: 1, ops: [{ ...addNode('one-more'), x: 10, y: 10, width: 100, height: 40 }] });
    expectError(refused, 422, 'VALIDATION_FAILED');
    expect(await revisionNumbers(owner, id)).toEqual([1]);
  });

  it('Mermaid of 1,001 elements: 422 MERMAID_LIMIT_EXCEEDED, nothing saved (the library draws it, the service does not)', async () => {
    const before = await liveCount();
    const lines = Array.from({ length: 1001 }, (_, i) => `  n${i}`);
    const refused = await owner.post('/v1/diagrams', { mermaid: `flowchart LR\n${lines.join('\n')}\n` });
    expectError(refused, 422, 'MERMAID_LIMIT_EXCEEDED');
    expect(await liveCount()).toBe(before);
  });
});

describe('Mermaid text: 64 KB', () => {
  it('exactly 64 KB is saved, and edits with 64 KB of text work', async () => {
    const text = mermaidOfSize(MERMAID_LIMIT);
    expect(Buffer.byteLength(text)).toBe(MERMAID_LIMIT);
    const created = await createDiagram(owner, { mermaid: text });
    const edit = await editDiagram(owner, created.id, { baseRevision: 1, mermaid: mermaidOfSize(MERMAID_LIMIT, 4) });
    expect(edit.changed.added).toContain('S3');
  });

  it('one byte more: refused with MERMAID_TOO_LARGE on save and on edit, nothing saved', async () => {
    const before = await liveCount();
    const refused = await owner.post('/v1/diagrams', { mermaid: mermaidOfSize(MERMAID_LIMIT + 1) });
    expectError(refused, 413, 'MERMAID_TOO_LARGE');
    expect(await liveCount()).toBe(before);
    const created = await createDiagram(owner, { mermaid: mermaidFlow(2) });
    expectError(await owner.post(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1, mermaid: mermaidOfSize(MERMAID_LIMIT + 1) }), 413, 'MERMAID_TOO_LARGE');
    expect(await revisionNumbers(owner, created.id)).toEqual([1]);
  });

  it('the limit counts bytes of UTF-8, not characters', async () => {
    const text = `${mermaidFlow(2)}%% ${'é'.repeat(MERMAID_LIMIT / 2)}\n`;
    expect(text.length).toBeLessThan(MERMAID_LIMIT);
    expectError(await owner.post('/v1/diagrams', { mermaid: text }), 413, 'MERMAID_TOO_LARGE');
  });
});

describe('brief: 1,000 characters', () => {
  it('1,000 are kept; 1,001 are refused with BRIEF_TOO_LONG on save and on edit', async () => {
    const created = await createDiagram(owner, { scene: serviceScene(2), brief: 'b'.repeat(1000) });
    expectError(await owner.post('/v1/diagrams', { scene: serviceScene(2), brief: 'b'.repeat(1001) }), 400, 'BRIEF_TOO_LONG');
    expectError(await owner.post(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1, brief: 'c'.repeat(1001) }), 400, 'BRIEF_TOO_LONG');
    expect(await revisionNumbers(owner, created.id)).toEqual([1]);
  });
});

describe('element ids: 1 to 256 characters', () => {
  it('256 are accepted, 257 refused with VALIDATION_FAILED', async () => {
    const ok = serviceScene(1);
    ok.elements[0]!.id = 'i'.repeat(256);
    await createDiagram(owner, { scene: ok });
    const long = serviceScene(1);
    long.elements[0]!.id = 'i'.repeat(257);
    expectError(await owner.post('/v1/diagrams', { scene: long }), 422, 'VALIDATION_FAILED');
  });
});

describe('request bodies: 4 MiB', () => {
  it('a larger body is refused with 413 PAYLOAD_TOO_LARGE on save and on edit, nothing saved', async () => {
    const before = await liveCount();
    const huge = { scene: serviceScene(2), message: 'm'.repeat(4 * 1024 * 1024) };
    expectError(await owner.post('/v1/diagrams', huge), 413, 'PAYLOAD_TOO_LARGE');
    expect(await liveCount()).toBe(before);
    const created = await createDiagram(owner, { scene: serviceScene(2) });
    expectError(await owner.post(`/v1/diagrams/${created.id}/revisions`, { baseRevision: 1, ops: [addNode('x')], message: 'm'.repeat(4 * 1024 * 1024) }), 413, 'PAYLOAD_TOO_LARGE');
    expect(await revisionNumbers(owner, created.id)).toEqual([1]);
  });

  it('a body just under the limit is read (and then judged on its content)', async () => {
    const nearly = { scene: serviceScene(2), message: 'm'.repeat(4 * 1024 * 1024 - 10_000) };
    const answer = await owner.post<{ errors: Array<{ code: string }> }>('/v1/diagrams', nearly);
    expectError(answer, 400, 'BODY_INVALID');
    expect(answer.body.errors.map((e) => e.code)).toEqual(['MESSAGE_TOO_LONG']);
  });
});

describe('the server', () => {
  it('logged no unexpected error', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
