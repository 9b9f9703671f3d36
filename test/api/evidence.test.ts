import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { startApiFixture, type ApiFixture, type ApiClient, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram, expectError } from '../support/api-expect.js';
import { signIn } from '../support/people.js';
import { MINUTE } from '../support/test-clock.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { exportedSchemaFiles } from '../../schema/index.js';
import { chainLink } from '../../server/use-cases/diagrams/chain.js';

// Evidence packs (issue 35): a deterministic zip of the scene, its drawings by today's
// engine, the changes in words, provenance (validated against the published schema) and a
// manifest; the same request gives the same bytes on two instances; unzip reads it.
let api: ApiFixture;
let owner: TestUser;
let session: ApiClient;
let id: string;
const dirs: string[] = [];

interface Provenance {
  formatVersion: number;
  scope: Record<string, unknown>;
  chain: { verified: boolean; revisions: Array<{ revision: number; hash: string; image: string; previous: string | null; chain: string }> };
  lineage: Array<{ createdByKind: string }>;
  artifacts: Array<{ name: string; sha256: string }>;
  retention: Record<string, unknown>;
}

const FILES = ['scene.json', 'render.svg', 'render.png', 'changes.md', 'provenance.json', 'manifest.json'];
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function zipOf(path: string, body?: unknown): Promise<{ status: number; bytes: Buffer; headers: Headers; text: string }> {
  const response = await fetch(`${api.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${owner.key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes, headers: response.headers, text: bytes.toString('utf8') };
}

/** Unpacks with the system's unzip (testing the archive first) and returns each file's bytes by path. */
function unpack(bytes: Buffer): Map<string, Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'dsp-evidence-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'pack.zip'), bytes);
  execFileSync('unzip', ['-t', '-q', 'pack.zip'], { cwd: dir });
  execFileSync('unzip', ['-q', 'pack.zip', '-d', 'out'], { cwd: dir });
  const out = join(dir, 'out');
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(join(entry.parentPath, entry.name).slice(out.length + 1), readFileSync(join(entry.parentPath, entry.name)));
  }
  return files;
}

/** The order of the entries as unzip lists them. */
function entryOrder(bytes: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'dsp-evidence-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'pack.zip'), bytes);
  return execFileSync('unzip', ['-Z1', 'pack.zip'], { cwd: dir, encoding: 'utf8' }).trim().split('\n');
}

const rendersCounted = async (workspaceId: string) => Number(((await api.db('usage_counters').where({ workspace_id: workspaceId, metric: 'rendersPerMonth' }).first()) as { count?: number } | undefined)?.count ?? 0);

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  owner = await api.user();
  session = (await signIn(api.url, api.outboxDir, owner.email)).client;
  id = (await createDiagram(owner, { scene: serviceScene(3), key: 'payments', message: 'first draft' })).id;
  api.clock.advance(MINUTE);
  await editDiagram(owner, id, { baseRevision: 1, ops: [addNode('ledger', 'Ledger')], message: 'add the ledger' });
  api.clock.advance(MINUTE);
  await editDiagram(session, id, { baseRevision: 2, ops: [{ op: 'deleteElement', id: 'ledger' }], message: 'ledger moved out' });
});
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

describe('GET /v1/diagrams/{id}/evidence', () => {
  it('is a zip with exactly the listed files in a fixed order; the manifest and provenance hashes match the files; unzip reads it', async () => {
    const pack = await zipOf(`/v1/diagrams/${id}/evidence`);
    expect(pack.status, pack.text).toBe(200);
    expect(pack.headers.get('content-type')).toBe('application/zip');
    expect(pack.headers.get('content-disposition')).toBe(`attachment; filename="${id}@3-evidence.zip"`);
    expect(entryOrder(pack.bytes)).toEqual(FILES);
    const files = unpack(pack.bytes);
    expect([...files.keys()].sort()).toEqual([...FILES].sort());

    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as { formatVersion: number; files: Array<{ name: string; sha256: string; bytes: number }> };
    expect(manifest.files.map((f) => f.name)).toEqual(FILES.slice(0, 5));
    for (const file of manifest.files) expect([file.name, file.sha256, file.bytes]).toEqual([file.name, sha256(files.get(file.name)!), files.get(file.name)!.byteLength]);

    const scene = JSON.parse(files.get('scene.json')!.toString('utf8')) as { elements: Array<{ id: string }> };
    const read = await owner.get<{ scene: unknown; hash: string }>(`/v1/diagrams/${id}?view=dsp`);
    expect(scene).toEqual(read.body.scene);
    expect(files.get('render.svg')!.toString('utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(files.get('render.png')!.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    const changes = files.get('changes.md')!.toString('utf8');
    expect(changes).toContain('## Revision 1');
    expect(changes).toContain('- Message: add the ledger');
    expect(changes).toContain('- Elements added: `ledger`');
    expect(changes).toContain('- Elements removed: `ledger`');
    expect(changes).toContain(`- Made by: a person ${owner.personId}, signed in via api`);
    expect(changes).toContain(`- Made by: an agent with an API key of ${owner.personId} via api`);

    const provenance = JSON.parse(files.get('provenance.json')!.toString('utf8')) as Provenance;
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(exportedSchemaFiles()['provenance.json']!) as object);
    expect(validate(provenance), JSON.stringify(validate.errors)).toBe(true);
    expect(provenance.formatVersion).toBe(2);
    expect(provenance.scope).toMatchObject({ fromRevision: 1, toRevision: 3, asOf: null });
    expect(provenance.chain.verified).toBe(true);
    expect(provenance.chain.revisions.map((r) => r.revision)).toEqual([1, 2, 3]);
    // Each link recomputes from the pack alone, and the last one is the diagram's chain.
    let previous: string | null = null;
    for (const link of provenance.chain.revisions) {
      expect(link.previous).toBe(previous);
      expect(chainLink(previous, link.hash, link.image)).toBe(link.chain);
      previous = link.chain;
    }
    expect(previous).toBe((await owner.get<{ chain: string }>(`/v1/diagrams/${id}?view=dsp`)).body.chain);
    expect(provenance.lineage.map((l) => l.createdByKind)).toEqual(['agent', 'agent', 'human']);
    for (const artifact of provenance.artifacts) expect(artifact.sha256).toBe(sha256(files.get(artifact.name)!));
    expect(provenance.retention).toEqual({ legalHold: false, plan: 'free', policy: 'purge-after-30-days', purgedRevisions: 0 });
  });

  it('is byte-identical for the same request, twice and on another instance (later, by the clock)', async () => {
    const first = await zipOf(`/v1/diagrams/${id}/evidence?from=2`);
    api.clock.advance(3 * MINUTE);
    const second = await zipOf(`/v1/diagrams/${id}/evidence?from=2`);
    const other = await api.instance();
    const third = Buffer.from(await (await fetch(`${other.url}/v1/diagrams/${id}/evidence?from=2`, { headers: { authorization: `Bearer ${owner.key}` } })).arrayBuffer());
    expect(first.status).toBe(200);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(third.equals(first.bytes)).toBe(true);
    const provenance = JSON.parse(unpack(first.bytes).get('provenance.json')!.toString('utf8')) as { scope: Record<string, unknown>; lineage: unknown[] };
    expect(provenance.scope).toMatchObject({ fromRevision: 2, toRevision: 3 });
    expect(provenance.lineage).toHaveLength(2);
  });

  it('takes revision and asOf; counts once toward rendersPerMonth per call', async () => {
    const before = await rendersCounted(owner.workspaceId);
    const at2 = await zipOf(`/v1/diagrams/payments/evidence?revision=2`);
    expect(at2.status).toBe(200);
    const files = unpack(at2.bytes);
    expect(JSON.parse(files.get('provenance.json')!.toString('utf8')).scope).toMatchObject({ fromRevision: 1, toRevision: 2 });
    expect(JSON.parse(files.get('scene.json')!.toString('utf8')).elements.map((e: { id: string }) => e.id)).toContain('ledger');
    expect(await rendersCounted(owner.workspaceId)).toBe(before + 1);
    const asOf = await zipOf(`/v1/diagrams/${id}/evidence?asOf=2000-01-01`);
    expect(asOf.status).toBe(404);
    expect(JSON.parse(asOf.text).code).toBe('NO_REVISION_AS_OF');
    expect(await rendersCounted(owner.workspaceId)).toBe(before + 1);
  });

  it('refuses bad queries with a code: from after the revision, both revision and asOf, an unknown diagram', async () => {
    const bad = async (path: string, status: number, code: string) => {
      const answer = await zipOf(path);
      expect([answer.status, JSON.parse(answer.text).code]).toEqual([status, code]);
    };
    await bad(`/v1/diagrams/${id}/evidence?from=4`, 400, 'INVALID_PARAMETER');
    await bad(`/v1/diagrams/${id}/evidence?revision=2&from=3`, 400, 'INVALID_PARAMETER');
    await bad(`/v1/diagrams/${id}/evidence?revision=2&asOf=2026-01-01`, 400, 'PARAMETERS_CONFLICT');
    await bad(`/v1/diagrams/${id}/evidence?revision=9`, 404, 'REVISION_NOT_FOUND');
    await bad('/v1/diagrams/dgm_unknown/evidence', 404, 'NOT_FOUND');
    expectError(await api.anonymous.get(`/v1/diagrams/${id}/evidence`), 401, 'AUTH_REQUIRED');
  });
});

describe('POST /v1/workspace/evidence', () => {
  it('one zip: each diagram under diagrams/<id>/ and a top-level manifest of every file; the same set gives the same bytes', async () => {
    const second = (await createDiagram(owner, { scene: serviceScene(2), key: 'billing' })).id;
    const batch = await zipOf('/v1/workspace/evidence', { ids: ['payments', second] });
    expect(batch.status, batch.text).toBe(200);
    const sorted = [id, second].sort();
    expect(entryOrder(batch.bytes)).toEqual([...sorted.flatMap((d) => FILES.map((f) => `diagrams/${d}/${f}`)), 'manifest.json']);
    const files = unpack(batch.bytes);
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as { diagrams: string[]; files: Array<{ name: string; sha256: string }> };
    expect(manifest.diagrams).toEqual(sorted);
    expect(manifest.files).toHaveLength(12);
    for (const file of manifest.files) expect(sha256(files.get(file.name)!)).toBe(file.sha256);
    const reordered = await zipOf('/v1/workspace/evidence', { ids: [second, id] });
    expect(reordered.bytes.equals(batch.bytes)).toBe(true);
  });

  it('one unknown or foreign id fails the whole batch with 404 naming it; more than 50 is refused', async () => {
    const stranger = await api.user();
    const foreign = (await createDiagram(stranger, { scene: serviceScene(2) })).id;
    const before = await rendersCounted(owner.workspaceId);
    for (const missing of ['no-such-key', foreign]) {
      const answer = await zipOf('/v1/workspace/evidence', { ids: [id, missing] });
      const body = JSON.parse(answer.text) as { code: string; id: string; error: string };
      expect([answer.status, body.code, body.id]).toEqual([404, 'NOT_FOUND', missing]);
      expect(body.error).toContain(missing);
    }
    const many = await zipOf('/v1/workspace/evidence', { ids: Array.from({ length: 51 }, (_, i) => `k${i}`) });
    expect([many.status, JSON.parse(many.text).code]).toEqual([400, 'TOO_MANY_DIAGRAMS']);
    const empty = await zipOf('/v1/workspace/evidence', { ids: [] });
    expect(empty.status).toBe(400);
    expect(await rendersCounted(owner.workspaceId)).toBe(before);
  });
});
