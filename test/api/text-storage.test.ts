import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, expectError } from '../support/api-expect.js';
import { runDsp } from '../../harness/processes.js';
import { serviceScene } from '../../harness/scenes.js';

// Text a database may not hold as it is: U+0000 (PostgreSQL's text refuses it), lone
// surrogates (not UTF-8), characters outside the BMP. Every request answers as it would
// with plain text, on SQLite and PostgreSQL alike: nothing answers 500, the scene (stored as
// JSON) keeps every character, and hashes and chains verify. Only the plain text columns of
// PostgreSQL hold U+FFFD where a NUL was sent (server/db/postgres-client.ts).
let api: ApiFixture;
let user: TestUser;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  user = await api.user({ plan: 'pro' });
});
afterAll(() => api.close());

const NUL = '\u0000';
/** What a stored NUL reads back as: itself on SQLite, U+FFFD on PostgreSQL. */
const storedNul = () => (api.database.kind === 'postgres' ? '\uFFFD' : NUL);

describe('a NUL character', () => {
  it('in a title, brief and message: saved, listed, found by search, and the scene keeps it', async () => {
    const scene = serviceScene(2, { title: `Before${NUL}after`, label: (i) => `Label${NUL}${i}` });
    const created = await createDiagram(user, { scene, brief: `Brief${NUL}`, message: `Message${NUL}` });
    const listed = await user.get<{ diagrams: Array<{ id: string; title: string; brief: string }> }>(`/v1/diagrams?query=${encodeURIComponent(`before${NUL}`)}`);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.diagrams.map((d) => d.id)).toEqual([created.id]);
    expect(listed.body.diagrams[0]).toMatchObject({ title: `Before${storedNul()}after`, brief: `Brief${storedNul()}` });
    const history = await user.get<{ revisions: Array<{ message: string }> }>(`/v1/diagrams/${created.id}/revisions`);
    expect(history.body.revisions[0]!.message).toBe(`Message${storedNul()}`);
    const read = await user.get<{ hash: string; scene: { scene: { title: string; brief: string }; elements: Array<{ label?: string }> } }>(`/v1/diagrams/${created.id}?view=dsp`);
    expect(read.body.hash).toBe(created.hash);
    expect(read.body.scene.scene).toMatchObject({ title: `Before${NUL}after`, brief: `Brief${NUL}` });
    expect(read.body.scene.elements[0]!.label).toBe(`Label${NUL}0`);
  });

  it('in a lookup, a key filter or a requestId: answered as for any other text', async () => {
    const { id } = await createDiagram(user, { scene: serviceScene(2) });
    expectError(await user.get(`/v1/diagrams/${encodeURIComponent(`missing${NUL}`)}`), 404, 'NOT_FOUND');
    const filtered = await user.get<{ diagrams: unknown[] }>(`/v1/diagrams?key=${encodeURIComponent(`k${NUL}`)}`);
    expect(filtered.status, filtered.text).toBe(200);
    expect(filtered.body.diagrams).toEqual([]);
    const body = { baseRevision: 1, ops: [{ op: 'createNode', id: 'extra', nodeType: 'service', label: 'Extra' }], requestId: `request${NUL}1` };
    const first = await user.post<{ revision: number }>(`/v1/diagrams/${id}/revisions`, body);
    expect(first.status, first.text).toBe(200);
    const retry = await user.post<{ revision: number; replayed?: boolean }>(`/v1/diagrams/${id}/revisions`, body);
    expect(retry.body).toMatchObject({ revision: 2, replayed: true });
  });

  it('in a key name: the key is made', async () => {
    const made = await user.post<{ name: string }>('/v1/auth/keys', { name: `laptop${NUL}` });
    expect(made.status, made.text).toBe(201);
  });
});

describe('other text', () => {
  it('characters outside the BMP: saved and read back alike on every database', async () => {
    const title = 'Parrots 🦜 and 𝔣𝔬𝔫𝔱𝔰';
    const created = await createDiagram(user, { scene: serviceScene(2, { title }), message: 'Parrot 🦜' });
    const read = await user.get<{ scene: { scene: { title: string } } }>(`/v1/diagrams/${created.id}?view=dsp`);
    expect(read.body.scene.scene.title).toBe(title);
    const listed = await user.get<{ diagrams: Array<{ id: string; title: string }> }>(`/v1/diagrams?query=${encodeURIComponent('🦜 and')}`);
    expect(listed.body.diagrams).toEqual([expect.objectContaining({ id: created.id, title })]);
    const history = await user.get<{ revisions: Array<{ message: string }> }>(`/v1/diagrams/${created.id}/revisions`);
    expect(history.body.revisions[0]!.message).toBe('Parrot 🦜');
  });

  it('a lone surrogate is refused before anything is stored (400 INVALID_UNICODE), on every database', async () => {
    const before = await user.get<{ diagrams: unknown[] }>('/v1/diagrams');
    const refused = await user.post('/v1/diagrams', { scene: serviceScene(2), message: 'Lone \ud800 🦜' });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body).toMatchObject({ code: 'INVALID_UNICODE' });
    expect((await user.get<{ diagrams: unknown[] }>('/v1/diagrams')).body.diagrams).toHaveLength(before.body.diagrams.length);
  });
});

describe('the stored histories', () => {
  it('verify, and the server logged no unexpected error', async () => {
    const verify = await runDsp(['admin', 'verify'], { DSP_DATA_DIR: api.dataDir });
    expect(verify.code, verify.stdout + verify.stderr).toBe(0);
    expect(api.unexpectedErrors).toEqual([]);
  });
});
