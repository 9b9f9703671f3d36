import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram, expectError } from '../support/api-expect.js';
import { addNode, mermaidFlow, sequenceScene, serviceScene } from '../../harness/scenes.js';
import { DAY } from '../support/test-clock.js';

// GET /v1/diagrams/{id}: the outline, dsp and mermaid views, revision and asOf reads,
// knownRevision, the elements filter and outline paging.
let api: ApiFixture;
let owner: TestUser;
let id: string;
const hashes: string[] = [];

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline', startAt: '2026-03-10T12:00:00.000Z' });
  owner = await api.user();
  const created = await createDiagram(owner, { scene: serviceScene(3, { title: 'Payments' }), key: 'payments', brief: 'How money moves', message: 'first cut' });
  id = created.id;
  hashes.push(created.hash);
  api.clock.advance(DAY); // 2026-03-11T12:00Z
  hashes.push((await editDiagram(owner, id, { baseRevision: 1, ops: [addNode('fraud', 'Fraud check')], message: 'add fraud check' })).hash);
  api.clock.advance(DAY); // 2026-03-12T12:00Z
  hashes.push((await editDiagram(owner, id, { baseRevision: 2, ops: [{ op: 'createEdge', id: 'toFraud', from: { elementId: 'n0' }, to: { elementId: 'fraud' }, label: 'scores' }] })).hash);
});
afterAll(() => api.close());

interface DspView {
  id: string;
  key: string;
  revision: number;
  hash: string;
  chain: string;
  createdAt: string;
  visibility: string;
  scene: { schemaVersion: string; scene: { id: string; title?: string; brief?: string }; elements: Array<{ id: string; kind: string; layout?: { mode: string; x: number; y: number } }>; computed?: unknown };
}

describe('the outline view (default)', () => {
  it('answers {id, revision, text, attestation}: header, key, brief, recent revisions, counts, one line per element', async () => {
    const read = await owner.get<{ id: string; revision: number; text: string }>(`/v1/diagrams/${id}`);
    expect(read.status).toBe(200);
    expect(Object.keys(read.body).sort()).toEqual(['attestation', 'id', 'revision', 'text']);
    expect(read.body).toMatchObject({ id, revision: 3 });
    const lines = read.body.text.split('\n');
    expect(lines[0]).toBe(`${id} "Payments" rev 3 2026-03-12T12:00:00.000Z ${hashes[2]!.slice(0, 'sha256:'.length + 12)}`);
    expect(lines).toContain('key: payments');
    expect(lines).toContain('brief: "How money moves"');
    expect(lines).toContain('recent: rev 2 2026-03-11T12:00:00.000Z "add fraud check"');
    expect(lines).toContain('recent: rev 1 2026-03-10T12:00:00.000Z "first cut"');
    expect(lines).toContain('4 nodes, 3 edges');
    expect(lines).toContain('fraud [service] "Fraud check"');
    expect(lines).toContain('toFraud: n0 -> fraud "scores"');
  });

  it('the diagram’s key works wherever its id does', async () => {
    const byKey = await owner.get<{ id: string; revision: number }>('/v1/diagrams/payments');
    expect(byKey.body).toMatchObject({ id, revision: 3 });
  });

  it('elements limits the outline to them and their neighbours; an unknown id is 404 ELEMENT_NOT_FOUND', async () => {
    const read = await owner.get<{ text: string }>(`/v1/diagrams/${id}?elements=fraud`);
    expect(read.body.text).toContain('fraud [service]');
    expect(read.body.text).toContain('toFraud: n0 -> fraud');
    expect(read.body.text).not.toContain('n2 [service]');
    expectError(await owner.get(`/v1/diagrams/${id}?elements=ghost`), 404, 'ELEMENT_NOT_FOUND', { unknownIds: ['ghost'] });
  });

  it('a long outline continues with nextCursor until every element is listed once', async () => {
    const big = await createDiagram(owner, { scene: serviceScene(150, { positioned: true }) });
    const first = await owner.get<{ text: string; nextCursor?: string }>(`/v1/diagrams/${big.id}`);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await owner.get<{ text: string; nextCursor?: string }>(`/v1/diagrams/${big.id}?cursor=${encodeURIComponent(first.body.nextCursor!)}`);
    expect(second.status).toBe(200);
    expect(second.body.nextCursor).toBeUndefined();
    const elementLines = [...first.body.text.split('\n'), ...second.body.text.split('\n')].filter((line) => /^(n\d+ \[|e\d+: )/.test(line));
    expect(elementLines).toHaveLength(299);
    expect(new Set(elementLines).size).toBe(299);
    expectError(await owner.get(`/v1/diagrams/${big.id}?cursor=nonsense`), 400, 'CURSOR_INVALID');
  });
});

describe('the dsp view', () => {
  it('answers {id, key, revision, hash, chain, createdAt, visibility, scene} with no computed section and placed positions', async () => {
    const read = await owner.get<DspView>(`/v1/diagrams/${id}?view=dsp`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, key: 'payments', revision: 3, hash: hashes[2], chain: expect.stringMatching(/^sha256:/), createdAt: '2026-03-12T12:00:00.000Z', visibility: 'private' });
    expect(read.body.scene.computed).toBeUndefined();
    expect(read.body.scene.scene).toMatchObject({ id, title: 'Payments', brief: 'How money moves' });
    for (const element of read.body.scene.elements.filter((e) => e.kind === 'node')) {
      expect(element.layout, element.id).toMatchObject({ mode: 'absolute', x: expect.any(Number), y: expect.any(Number) });
      expect(element.layout!.x !== 0 || element.layout!.y !== 0, element.id).toBe(true);
    }
  });

  it('is valid input to POST /v1/diagrams, and saves to the same content', async () => {
    const read = await owner.get<DspView>(`/v1/diagrams/${id}?view=dsp`);
    const copy = await createDiagram(owner, { scene: read.body.scene as never });
    const copied = await owner.get<DspView>(`/v1/diagrams/${copy.id}?view=dsp`);
    expect(copied.body.scene.elements).toEqual(read.body.scene.elements);
  });
});

describe('the mermaid view', () => {
  it('answers {id, revision, hash, chain, mermaid, notes}', async () => {
    const read = await owner.get<{ mermaid: string; notes: unknown[] }>(`/v1/diagrams/${id}?view=mermaid`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, revision: 3, hash: hashes[2], chain: expect.any(String), notes: expect.any(Array) });
    expect(read.body.mermaid).toMatch(/^flowchart/m);
    expect(read.body.mermaid).toContain('fraud');
  });

  it('a Mermaid-made diagram reads back as Mermaid with the same ids', async () => {
    const made = await createDiagram(owner, { mermaid: mermaidFlow(3) });
    const read = await owner.get<{ mermaid: string }>(`/v1/diagrams/${made.id}?view=mermaid`);
    expect(read.body.mermaid).toMatch(/S0.*-->.*S1/);
  });

  it('a sequence diagram has no Mermaid view: VIEW_UNAVAILABLE', async () => {
    const sequence = await createDiagram(owner, { scene: sequenceScene() });
    const read = await owner.get(`/v1/diagrams/${sequence.id}?view=mermaid`);
    expect(read.body.code).toBe('VIEW_UNAVAILABLE');
    expect(read.status).toBeGreaterThanOrEqual(400);
  });

  it('an unknown view: 400 INVALID_PARAMETER', async () => {
    expectError(await owner.get(`/v1/diagrams/${id}?view=png`), 400, 'INVALID_PARAMETER', { parameter: 'view' });
  });
});

describe('reading a version: revision and asOf', () => {
  it('revision=N reads that version', async () => {
    for (const revision of [1, 2, 3]) {
      const read = await owner.get<DspView>(`/v1/diagrams/${id}?view=dsp&revision=${revision}`);
      expect(read.body).toMatchObject({ revision, hash: hashes[revision - 1] });
    }
    expectError(await owner.get(`/v1/diagrams/${id}?revision=4`), 404, 'REVISION_NOT_FOUND', { revision: 3 });
    expectError(await owner.get(`/v1/diagrams/${id}?revision=0`), 400, 'INVALID_PARAMETER');
  });

  it('asOf a date reads the version current at the end of that UTC day', async () => {
    const cases: Array<[string, number]> = [['2026-03-10', 1], ['2026-03-11', 2], ['2026-03-12', 3], ['2027-01-01', 3]];
    for (const [asOf, revision] of cases) {
      const read = await owner.get<DspView>(`/v1/diagrams/${id}?view=dsp&asOf=${asOf}`);
      expect(read.body.revision, asOf).toBe(revision);
      expect(read.body.hash).toBe(hashes[revision - 1]);
    }
  });

  it('asOf a timestamp with an offset reads the version current at that instant', async () => {
    const cases: Array<[string, number]> = [
      ['2026-03-11T11:59:59Z', 1],
      ['2026-03-11T12:00:00Z', 2],
      ['2026-03-11T13:30:00+01:00', 2],
      ['2026-03-12T13:59:59+02:00', 2],
      ['2026-03-12T14:00:00+02:00', 3],
    ];
    for (const [asOf, revision] of cases) {
      const read = await owner.get<{ revision: number }>(`/v1/diagrams/${id}?asOf=${encodeURIComponent(asOf)}`);
      expect(read.status, asOf).toBe(200);
      expect(read.body.revision, asOf).toBe(revision);
    }
  });

  it('a time before the diagram existed: 404 NO_REVISION_AS_OF', async () => {
    expectError(await owner.get(`/v1/diagrams/${id}?asOf=2026-03-09`), 404, 'NO_REVISION_AS_OF');
    expectError(await owner.get(`/v1/diagrams/${id}?view=dsp&asOf=${encodeURIComponent('2026-03-10T11:59:59Z')}`), 404, 'NO_REVISION_AS_OF');
  });

  it('revision and asOf together, or a malformed asOf: 400', async () => {
    expectError(await owner.get(`/v1/diagrams/${id}?revision=1&asOf=2026-03-12`), 400, 'PARAMETERS_CONFLICT');
    expectError(await owner.get(`/v1/diagrams/${id}?asOf=yesterday`), 400, 'INVALID_AS_OF');
    expectError(await owner.get(`/v1/diagrams/${id}?asOf=2026-03-12T10:00:00`), 400, 'INVALID_AS_OF');
  });
});

describe('knownRevision', () => {
  it('the latest revision: {unchanged: true}', async () => {
    const read = await owner.get(`/v1/diagrams/${id}?knownRevision=3`);
    expect(read.body).toMatchObject({ id, revision: 3, unchanged: true });
  });

  it('an older revision: only the lines that changed since, one per element', async () => {
    const read = await owner.get<{ unchanged: boolean; knownRevision: number; lines: string[]; summary: Record<string, number> }>(`/v1/diagrams/${id}?knownRevision=1`);
    expect(read.body).toMatchObject({ unchanged: false, knownRevision: 1, revision: 3, summary: { added: 2 } });
    expect(read.body.lines).toEqual(expect.arrayContaining([expect.stringMatching(/^\+ fraud \[service\]/), expect.stringMatching(/^\+ toFraud: n0 -> fraud/)]));
    expect(read.body.lines.some((line) => line.includes('n1 [service]'))).toBe(false);
  });

  it('with revision or asOf: 400 PARAMETERS_CONFLICT; beyond the latest: 404', async () => {
    expectError(await owner.get(`/v1/diagrams/${id}?knownRevision=1&revision=2`), 400, 'PARAMETERS_CONFLICT');
    expectError(await owner.get(`/v1/diagrams/${id}?knownRevision=9`), 404, 'REVISION_NOT_FOUND');
  });
});

describe('a diagram that does not exist', () => {
  it('404 NOT_FOUND for an unknown id or key', async () => {
    expectError(await owner.get('/v1/diagrams/dgm_doesnotexist'), 404, 'NOT_FOUND');
    expectError(await owner.get('/v1/diagrams/no-such-key?view=dsp'), 404, 'NOT_FOUND');
  });
});

describe('the server', () => {
  it('logged no unexpected error', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
