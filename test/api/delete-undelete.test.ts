import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, expectError } from '../support/api-expect.js';
import { expectUniformNotFound, makeLink, publish } from '../support/public-expect.js';
import { serviceScene } from '../../harness/scenes.js';
import { DAY, MINUTE, SECOND } from '../support/test-clock.js';
import { purgeDeletedDiagrams, startPurgeSweep } from '../../server/use-cases/diagrams/purge.js';
import { mintId } from '../../server/ids.js';

// Delete with a 24-hour undo (spec "Delete and undelete", "States and transitions"): what a
// deleted diagram stops answering, undelete within and after the window, the diagrams
// limit, and the sweep that removes a diagram for good (driven by the injected clock).
let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline', startAt: '2026-04-01T09:00:00.000Z' });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

const remove = (user: TestUser, ref: string, query = '?confirm=true') => user.request('DELETE', `/v1/diagrams/${ref}${query}`);
const undelete = (user: TestUser, ref: string) => user.post(`/v1/diagrams/${ref}/undelete`);
const listed = async (user: TestUser, query = '') => (await user.get<{ diagrams: Array<{ id: string; deletedAt?: string }> }>(`/v1/diagrams${query}`)).body.diagrams;

describe('delete', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await api.user({ plan: 'pro' });
  });

  it('needs confirm=true: 400 DELETE_NOT_CONFIRMED otherwise, and nothing is deleted', async () => {
    const { id } = await createDiagram(user, { scene: serviceScene(2) });
    expectError(await remove(user, id, ''), 400, 'DELETE_NOT_CONFIRMED');
    expectError(await remove(user, id, '?confirm=false'), 400, 'DELETE_NOT_CONFIRMED');
    expectError(await remove(user, id, '?confirm=yes'), 400, 'INVALID_PARAMETER');
    expect((await user.get(`/v1/diagrams/${id}`)).status).toBe(200);
  });

  it('answers {id, deleted, deletedAt, restorableUntil}; the diagram leaves reads and lists and shows in deleted=true', async () => {
    const { id } = await createDiagram(user, { scene: serviceScene(2), key: 'to-delete' });
    const deleted = await remove(user, 'to-delete');
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ id, deleted: true, deletedAt: api.clock.iso(), restorableUntil: new Date(api.clock.now().getTime() + DAY).toISOString() });
    expectError(await user.get(`/v1/diagrams/${id}`), 404, 'NOT_FOUND');
    expectError(await user.get('/v1/diagrams/to-delete'), 404, 'NOT_FOUND');
    expectError(await remove(user, id), 404, 'NOT_FOUND');
    expect((await listed(user)).map((d) => d.id)).not.toContain(id);
    expect(await listed(user, '?deleted=true')).toContainEqual(expect.objectContaining({ id, deletedAt: api.clock.iso() }));
    // Its key is free again.
    expect((await user.post('/v1/diagrams', { scene: serviceScene(3), key: 'to-delete' })).status).toBe(201);
  });

  it('read keys, viewers, unverified people and other workspaces cannot delete', async () => {
    const { id } = await createDiagram(user, { scene: serviceScene(2) });
    const reader = await user.addKey({ scope: 'read' });
    expectError(await reader.request('DELETE', `/v1/diagrams/${id}?confirm=true`), 403, 'READ_ONLY', { reason: 'credential' });
    const stranger = await api.user();
    expectError(await remove(stranger, id), 404, 'NOT_FOUND');
    const unverified = await api.user({ verified: false });
    const theirs = mintId('dgm');
    await api.db('diagrams').insert({ id: theirs, workspace_id: unverified.workspaceId, key: null, title: null, brief: null, visibility: 'private', made_public_at: null, revision: 1, created_by: unverified.personId, created_at: api.clock.iso(), updated_at: api.clock.iso(), deleted_at: null });
    expectError(await remove(unverified, theirs), 403, 'EMAIL_NOT_VERIFIED');
    expect((await user.get(`/v1/diagrams/${id}`)).status).toBe(200);
  });

  it('a deleted diagram\'s version pages, images and share links stop until it is restored, then answer again', async () => {
    const { id } = await createDiagram(user, { scene: serviceScene(2) });
    await publish(user, id);
    const link = await makeLink(user, id);
    expect((await api.anonymous.get(`/v1/public/diagrams/${id}`)).status).toBe(200);
    expect((await remove(user, id)).status).toBe(200);
    expectUniformNotFound([
      await api.anonymous.get(`/v1/public/diagrams/${id}`),
      await api.anonymous.get(`/v1/public/diagrams/${id}@1`),
      await api.anonymous.get(`/v1/public/diagrams/${link.token}`),
      await api.anonymous.get('/v1/public/diagrams/dgm_doesNotExist12345678'),
    ]);
    expectError(await user.get(`/v1/diagrams/${id}/links`), 404, 'NOT_FOUND');
    // Images too: by key, by id on the public website, through the link.
    expectError(await user.get(`/v1/images/${id}@1.svg`), 404, 'NOT_FOUND');
    for (const path of [`/d/${id}@1.svg`, `/d/${id}@1.png`, `/d/${link.token}.png`]) expectError(await api.anonymous.get(path), 404, 'NOT_FOUND');
    expect((await api.anonymous.get(`/d/${id}`)).status).toBe(404);
    const restored = await undelete(user, id);
    expect(restored.status, restored.text).toBe(200);
    expect((await api.anonymous.get(`/v1/public/diagrams/${id}`)).body).toMatchObject({ id, access: 'public' });
    expect((await api.anonymous.get(`/v1/public/diagrams/${link.token}`)).body).toMatchObject({ id, access: 'link' });
    expect((await user.get(`/v1/images/${id}@1.svg`)).status).toBe(200);
    for (const path of [`/d/${id}@1.svg`, `/d/${id}@1.png`, `/d/${link.token}.png`, `/d/${id}`]) expect((await api.anonymous.get(path)).status, path).toBe(200);
  });
});

describe('undelete', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await api.user({ plan: 'pro' });
  });

  it('within 24 hours: {id, key, revision, restored: true}; by id or by the key it had', async () => {
    const a = await createDiagram(user, { scene: serviceScene(2), key: 'alpha' });
    await remove(user, a.id);
    api.clock.advance(DAY - MINUTE);
    const restored = await undelete(user, 'alpha');
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toEqual({ id: a.id, key: 'alpha', revision: 1, restored: true, warnings: [] });
    expect((await user.get('/v1/diagrams/alpha')).status).toBe(200);
    expect((await listed(user, '?deleted=true')).map((d) => d.id)).not.toContain(a.id);
    // A retry of the same undelete is harmless.
    expect((await undelete(user, a.id)).body).toEqual({ id: a.id, key: 'alpha', revision: 1, restored: false, warnings: [] });
  });

  it('after 24 hours (even before the sweep), or for an id that never existed: 409 NOT_RESTORABLE', async () => {
    const b = await createDiagram(user, { scene: serviceScene(2) });
    await remove(user, b.id);
    api.clock.advance(DAY + SECOND);
    expectError(await undelete(user, b.id), 409, 'NOT_RESTORABLE');
    expectError(await undelete(user, 'dgm_neverExisted000000000'), 409, 'NOT_RESTORABLE');
    expectError(await undelete(user, 'no-such-key'), 409, 'NOT_RESTORABLE');
    const stranger = await api.user();
    const c = await createDiagram(user, { scene: serviceScene(2) });
    await remove(user, c.id);
    expectError(await undelete(stranger, c.id), 409, 'NOT_RESTORABLE');
    const reader = await user.addKey({ scope: 'read' });
    expectError(await reader.post(`/v1/diagrams/${c.id}/undelete`), 403, 'READ_ONLY');
  });

  it('when another live diagram took the key meanwhile, it comes back without a key and says so', async () => {
    const old = await createDiagram(user, { scene: serviceScene(2), key: 'shared-name' });
    await remove(user, old.id);
    const taker = await createDiagram(user, { scene: serviceScene(3), key: 'shared-name' });
    const restored = await undelete(user, old.id);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({ id: old.id, key: null, restored: true, warnings: [{ code: 'KEY_TAKEN', data: { key: 'shared-name', heldBy: taker.id } }] });
    expect((await user.get<{ id: string }>('/v1/diagrams/shared-name')).body.id).toBe(taker.id);
    expect((await user.get(`/v1/diagrams/${old.id}?view=dsp`)).body).toMatchObject({ id: old.id, key: null });
  });
});

describe('the diagrams limit (Free: 25)', () => {
  it('deleting frees a place; restoring counts against the limit (403 LIMIT_REACHED when full)', async () => {
    const free = await api.user({ plan: 'free' });
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push((await createDiagram(free, { scene: serviceScene(1) })).id);
    expectError(await free.post('/v1/diagrams', { scene: serviceScene(1) }), 403, 'LIMIT_REACHED', { limit: 'scenes', maximum: 25, current: 25 });
    expect((await remove(free, ids[0]!)).status).toBe(200);
    expect((await free.post('/v1/diagrams', { scene: serviceScene(1) })).status).toBe(201);
    expectError(await undelete(free, ids[0]!), 403, 'LIMIT_REACHED', { limit: 'scenes', maximum: 25, current: 25 });
    expect(await listed(free, '?deleted=true')).toContainEqual(expect.objectContaining({ id: ids[0] }));
    expect((await remove(free, ids[1]!)).status).toBe(200);
    expect((await undelete(free, ids[0]!)).status).toBe(200);
  });
});

describe('the purge sweep', () => {
  it('removes diagrams deleted more than 24 hours ago for good, with their revisions, kept PNGs, links and reports; younger ones stay restorable', async () => {
    const user = await api.user({ plan: 'pro' });
    const old = await createDiagram(user, { scene: serviceScene(2), key: 'old' });
    await publish(user, old.id);
    await makeLink(user, old.id);
    const report = await api.anonymous.post(`/v1/public/diagrams/${old.id}/report`, { reason: 'spam', description: 'This diagram is an advertisement for a casino, not a real diagram at all.' });
    expect(report.status).toBe(200);
    expect((await api.anonymous.get(`/d/${old.id}@1.png`)).status).toBe(200); // kept in version_pngs
    await remove(user, old.id);
    api.clock.advance(12 * 3_600_000);
    const young = await createDiagram(user, { scene: serviceScene(2) });
    await remove(user, young.id);
    const rows = async (id: string) => ({
      diagrams: Number((await api.db('diagrams').where({ id }).count<{ n: number }[]>({ n: '*' }))[0]!.n),
      revisions: Number((await api.db('revisions').where({ diagram_id: id }).count<{ n: number }[]>({ n: '*' }))[0]!.n),
      links: Number((await api.db('share_links').where({ diagram_id: id }).count<{ n: number }[]>({ n: '*' }))[0]!.n),
      reports: Number((await api.db('content_reports').where({ diagram_id: id }).count<{ n: number }[]>({ n: '*' }))[0]!.n),
      pngs: Number((await api.db('version_pngs').where({ diagram_id: id }).count<{ n: number }[]>({ n: '*' }))[0]!.n),
    });
    expect(await rows(old.id)).toEqual({ diagrams: 1, revisions: 1, links: 1, reports: 1, pngs: 1 });

    // (Earlier tests left diagrams deleted long ago: the sweep is for the whole database.)
    const early = await purgeDeletedDiagrams(api.context);
    expect(early).not.toContain(old.id);
    expect(await rows(old.id)).toEqual({ diagrams: 1, revisions: 1, links: 1, reports: 1, pngs: 1 });
    api.clock.advance(12 * 3_600_000 + SECOND);
    const swept = await purgeDeletedDiagrams(api.context);
    expect(swept).toContain(old.id);
    expect(swept).not.toContain(young.id);
    expect(await rows(old.id)).toEqual({ diagrams: 0, revisions: 0, links: 0, reports: 0, pngs: 0 });
    expectError(await undelete(user, old.id), 409, 'NOT_RESTORABLE');
    expect((await user.get<{ diagrams: unknown[] }>('/v1/diagrams?deleted=true')).body.diagrams).toEqual([expect.objectContaining({ id: young.id })]);
    expect((await undelete(user, young.id)).status).toBe(200);
    expect(await purgeDeletedDiagrams(api.context)).toEqual([]);
  });

  it('the server\'s sweep runs on a timer, logs what it removed, and stops when asked', async () => {
    const user = await api.user({ plan: 'pro' });
    const { id } = await createDiagram(user, { scene: serviceScene(2) });
    await remove(user, id);
    api.clock.advance(DAY + SECOND);
    const log: Array<Record<string, unknown>> = [];
    const sweep = startPurgeSweep(api.context, { intervalMs: 20, log: (entry) => log.push(entry) });
    try {
      for (let waited = 0; (await api.db('diagrams').where({ id }).first()) && waited < 10_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await sweep.stop();
    }
    expect(await api.db('diagrams').where({ id }).first()).toBeUndefined();
    expect(log).toContainEqual({ level: 'info', msg: 'purged deleted diagrams', count: 1 });
    const { id: later } = await createDiagram(user, { scene: serviceScene(2) });
    await remove(user, later);
    api.clock.advance(DAY + SECOND);
    await new Promise((r) => setTimeout(r, 100));
    expect(await api.db('diagrams').where({ id: later }).first()).toBeDefined();
  });
});
