import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { jsonLines } from '../support/api-client.js';
import { createDiagram, editDiagram, expectError } from '../support/api-expect.js';
import { addNode, mermaidFlow, serviceScene } from '../../harness/scenes.js';
import { DAY } from '../support/test-clock.js';

// History (GET .../revisions), compare, and the two export files.
let api: ApiFixture;
let owner: TestUser;
let id: string;
let other: string;

const RECORD_FIELDS = ['revision', 'createdAt', 'message', 'summary', 'createdByKind', 'createdVia', 'proposalId', 'approvedByUserId', 'deriveFormat', 'deriveSourceSha256', 'hash', 'chain'];

interface RevisionRecord {
  revision: number;
  createdAt: string;
  message: string | null;
  summary: { added: number; removed: number; modified: number } | null;
  hash: string;
  chain: string;
}

interface ExportLine extends RevisionRecord {
  id: string;
  key: string | null;
  scene: unknown;
}

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline', startAt: '2026-05-01T09:00:00.000Z' });
  owner = await api.user();
  id = (await createDiagram(owner, { scene: serviceScene(3), key: 'history', message: 'v1' })).id;
  api.clock.advance(DAY); // 05-02
  await editDiagram(owner, id, { baseRevision: 1, ops: [addNode('a')], message: 'v2' });
  api.clock.advance(DAY); // 05-03
  await editDiagram(owner, id, { baseRevision: 2, ops: [{ op: 'setText', id: 'n1', text: 'Renamed' }, { op: 'deleteElement', id: 'n2' }], message: 'v3' });
  api.clock.advance(DAY); // 05-04
  await editDiagram(owner, id, { baseRevision: 3, restoreRevision: 1, message: 'back to v1' });
  other = (await createDiagram(owner, { mermaid: mermaidFlow(3) })).id;
  await editDiagram(owner, other, { baseRevision: 1, ops: [addNode('z')] });
});
afterAll(() => api.close());

describe('GET /v1/diagrams/{id}/revisions', () => {
  it('lists the history newest first, each entry with the revision record fields', async () => {
    const history = await owner.get<{ id: string; revision: number; revisions: RevisionRecord[] }>(`/v1/diagrams/${id}/revisions`);
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({ id, revision: 4 });
    expect(history.body.revisions.map((r) => r.revision)).toEqual([4, 3, 2, 1]);
    for (const record of history.body.revisions) expect(Object.keys(record).sort()).toEqual([...RECORD_FIELDS].sort());
    expect(history.body.revisions.map((r) => r.message)).toEqual(['back to v1', 'v3', 'v2', 'v1']);
    expect(history.body.revisions[3]).toMatchObject({ summary: null, createdAt: '2026-05-01T09:00:00.000Z', createdByKind: 'agent', createdVia: 'api', proposalId: null, approvedByUserId: null, deriveFormat: null, deriveSourceSha256: null });
    expect(history.body.revisions[2]!.summary).toEqual({ added: 1, removed: 0, modified: 0 });
    expect(history.body.revisions[0]!.hash).toBe(history.body.revisions[3]!.hash);
    expect(new Set(history.body.revisions.map((r) => r.chain)).size).toBe(4);
  });

  it('pages with limit and cursor', async () => {
    const first = await owner.get<{ revisions: RevisionRecord[]; nextCursor?: string }>(`/v1/diagrams/${id}/revisions?limit=3`);
    expect(first.body.revisions.map((r) => r.revision)).toEqual([4, 3, 2]);
    const rest = await owner.get<{ revisions: RevisionRecord[]; nextCursor?: string }>(`/v1/diagrams/${id}/revisions?limit=3&cursor=${first.body.nextCursor}`);
    expect(rest.body.revisions.map((r) => r.revision)).toEqual([1]);
    expect(rest.body.nextCursor).toBeUndefined();
    expectError(await owner.get(`/v1/diagrams/${id}/revisions?limit=0`), 400, 'INVALID_PARAMETER');
  });

  it('asOf lists the history as it stood then; before the diagram: NO_REVISION_AS_OF', async () => {
    const then = await owner.get<{ revisions: RevisionRecord[] }>(`/v1/diagrams/${id}/revisions?asOf=2026-05-02`);
    expect(then.body.revisions.map((r) => r.revision)).toEqual([2, 1]);
    expectError(await owner.get(`/v1/diagrams/${id}/revisions?asOf=2026-04-30`), 404, 'NO_REVISION_AS_OF');
  });
});

describe('GET /v1/diagrams/{id}/compare', () => {
  it('from and to as revision numbers: added, removed and modified element ids', async () => {
    const compare = await owner.get(`/v1/diagrams/${id}/compare?from=1&to=3`);
    expect(compare.status).toBe(200);
    expect(compare.body).toMatchObject({ id, fromRevision: 1, toRevision: 3, added: ['a'], removed: expect.arrayContaining(['n2', 'e2']), modified: ['n1'], summary: { added: 1, removed: 2, modified: 1 } });
  });

  it('from and to as dates; to defaults to the latest and from to the one before it', async () => {
    const byDate = await owner.get(`/v1/diagrams/${id}/compare?from=2026-05-01&to=2026-05-02`);
    expect(byDate.body).toMatchObject({ fromRevision: 1, toRevision: 2, added: ['a'] });
    const defaults = await owner.get(`/v1/diagrams/${id}/compare`);
    expect(defaults.body).toMatchObject({ fromRevision: 3, toRevision: 4 });
    const same = await owner.get(`/v1/diagrams/${id}/compare?from=1&to=4`);
    expect(same.body).toMatchObject({ added: [], removed: [], modified: [] });
  });

  it('a version that does not exist: 404 REVISION_NOT_FOUND or NO_REVISION_AS_OF', async () => {
    expectError(await owner.get(`/v1/diagrams/${id}/compare?from=1&to=9`), 404, 'REVISION_NOT_FOUND');
    expectError(await owner.get(`/v1/diagrams/${id}/compare?from=2026-01-01`), 404, 'NO_REVISION_AS_OF');
  });
});

describe('GET /v1/diagrams/{id}/export', () => {
  it('is JSON Lines, oldest first, one line per revision with its record and the scene of view=dsp', async () => {
    const response = await owner.get(`/v1/diagrams/${id}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    expect(response.headers.get('content-disposition')).toContain(`${id}.jsonl`);
    expect(response.text.endsWith('\n')).toBe(true);
    const lines = jsonLines<ExportLine>(response.text);
    expect(lines.map((line) => line.revision)).toEqual([1, 2, 3, 4]);
    const history = await owner.get<{ revisions: RevisionRecord[] }>(`/v1/diagrams/${id}/revisions`);
    for (const line of lines) {
      const read = await owner.get<{ hash: string; chain: string; scene: unknown }>(`/v1/diagrams/${id}?view=dsp&revision=${line.revision}`);
      expect(line).toMatchObject({ id, key: 'history', hash: read.body.hash, chain: read.body.chain });
      expect(line.scene, `revision ${line.revision}`).toEqual(read.body.scene);
      const { id: _id, key: _key, scene: _scene, ...record } = line;
      expect(record).toEqual(history.body.revisions.find((r) => r.revision === line.revision));
    }
  });

  it('an unknown diagram: 404 NOT_FOUND', async () => {
    expectError(await owner.get('/v1/diagrams/dgm_unknown/export'), 404, 'NOT_FOUND');
  });
});

describe('GET /v1/workspace/export and /v1/account/export', () => {
  it('hold every diagram of the workspace with its whole history, each history oldest first', async () => {
    const response = await owner.get('/v1/workspace/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = jsonLines<ExportLine>(response.text);
    const byDiagram = new Map<string, number[]>();
    for (const line of lines) byDiagram.set(line.id, [...(byDiagram.get(line.id) ?? []), line.revision]);
    expect(Object.fromEntries(byDiagram)).toEqual({ [id]: [1, 2, 3, 4], [other]: [1, 2] });
    for (const line of lines) {
      const read = await owner.get<{ scene: unknown; hash: string }>(`/v1/diagrams/${line.id}?view=dsp&revision=${line.revision}`);
      expect(line.scene).toEqual(read.body.scene);
      expect(line.hash).toBe(read.body.hash);
    }
  });

  it('the account path gives the same file', async () => {
    const [workspace, account] = await Promise.all([owner.get('/v1/workspace/export'), owner.get('/v1/account/export')]);
    expect(account.status).toBe(200);
    expect(account.text).toBe(workspace.text);
  });

  it('an empty workspace exports an empty file', async () => {
    const newcomer = await api.user();
    const response = await newcomer.get('/v1/workspace/export');
    expect(response.status).toBe(200);
    expect(jsonLines(response.text)).toEqual([]);
  });
});

describe('the server', () => {
  it('logged no unexpected error', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
