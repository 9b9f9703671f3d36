import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram, expectError } from '../support/api-expect.js';
import { expectNoLeak, expectUniformNotFound, makeLink, privateStrings, publish } from '../support/public-expect.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { SECOND } from '../support/test-clock.js';
import { runDsp } from '../../harness/processes.js';

// Publishing and share links (spec "Sharing and links", "States and transitions"): the
// answers, who may do what on which plan, SHARING_DISABLED, and what each keyless address
// shows afterwards.
let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

const titled = (title: string) => ({ ...serviceScene(3, { title }), scene: { id: 'x', title, description: 'Three services talking' } });
const sharing = (client: TestUser, id: string, visibility: string) => client.request('PUT', `/v1/diagrams/${id}/sharing`, { body: { visibility } });
const publicRead = (ref: string) => api.anonymous.get(`/v1/public/diagrams/${ref}`);

describe('publishing', () => {
  let owner: TestUser;
  let id: string;
  beforeAll(async () => {
    owner = await api.user({ plan: 'free' });
    id = (await createDiagram(owner, { scene: titled('Checkout'), key: 'checkout-secret-key', brief: 'internal brief: do not show' })).id;
  });

  it('a private diagram answers the same 404 as an unknown one', async () => {
    expectUniformNotFound([await publicRead(id), await publicRead('dgm_doesNotExist12345678')]);
  });

  it('publishing answers {id, visibility, url, madePublicAt} and opens the public read by id (on every plan)', async () => {
    const published = await publish(owner, id);
    expect(published).toEqual({ id, visibility: 'public', url: `https://dsp.test/d/${id}`, svg: `https://dsp.test/d/${id}.svg`, png: `https://dsp.test/d/${id}.png`, madePublicAt: api.clock.iso() });
    const read = await publicRead(id);
    expect(read.status, read.text).toBe(200);
    expect(read.headers.get('cache-control')).toBe('public, max-age=60');
    expect(read.body).toMatchObject({
      id,
      access: 'public',
      title: 'Checkout',
      description: 'Three services talking',
      revision: 1,
      latest: 1,
      madePublicAt: published.madePublicAt,
      versions: [{ revision: 1, at: api.clock.iso() }],
      url: `https://dsp.test/d/${id}@1`,
      svg: `https://dsp.test/d/${id}@1.svg`,
      png: `https://dsp.test/d/${id}@1.png`,
    });
    const scene = read.body.scene as { scene: Record<string, unknown>; elements: unknown[] };
    expect(scene.elements).toHaveLength(5);
    expect(scene.scene).toMatchObject({ id, title: 'Checkout' });
    // The workspace's own note for its agents, its key, the people: never in a public answer.
    expectNoLeak(read, privateStrings(owner, ['checkout-secret-key', 'internal brief']));
  });

  it('publishing again keeps madePublicAt; the latest follows edits and @revision stays put', async () => {
    const first = (await publicRead(id)).body.madePublicAt;
    api.clock.advance(5 * SECOND);
    expect((await publish(owner, id)).madePublicAt).toBe(first);
    await editDiagram(owner, id, { baseRevision: 1, ops: [addNode('cache', 'Cache')] });
    const latest = await publicRead(id);
    expect(latest.body).toMatchObject({ revision: 2, latest: 2, madePublicAt: first });
    expect((latest.body.versions as unknown[]).map((v) => (v as { revision: number }).revision)).toEqual([2, 1]);
    const exact = await publicRead(`${id}@1`);
    expect(exact.body).toMatchObject({ revision: 1, latest: 2 });
    expect((exact.body.scene as { elements: unknown[] }).elements).toHaveLength(5);
    expectUniformNotFound([await publicRead(`${id}@3`), await publicRead('dgm_doesNotExist12345678'), await publicRead(`${id}@0`)]);
  });

  it('making it private stops the address at once (the same 404), and publishing again gives a new madePublicAt', async () => {
    const made = await sharing(owner, id, 'private');
    expect(made.status, made.text).toBe(200);
    expect(made.body).toEqual({ id, visibility: 'private' });
    expectUniformNotFound([await publicRead(id), await publicRead(`${id}@1`), await publicRead('dgm_doesNotExist12345678')]);
    api.clock.advance(SECOND);
    expect((await publish(owner, id)).madePublicAt).toBe(api.clock.iso());
  });

  it('works by key too; refuses a bad body, read keys, viewers and unverified people', async () => {
    expect((await sharing(owner, 'checkout-secret-key', 'public')).status).toBe(200);
    expectError(await sharing(owner, id, 'secret'), 400, 'BODY_INVALID');
    expectError(await owner.request('PUT', `/v1/diagrams/${id}/sharing`, { body: { visibility: 'public', extra: 1 } }), 400, 'BODY_INVALID');
    expectError(await owner.request('PUT', `/v1/diagrams/${id}/sharing`, { body: '[1' }), 400, 'INVALID_JSON');
    const reader = await owner.addKey({ scope: 'read' });
    expectError(await reader.request('PUT', `/v1/diagrams/${id}/sharing`, { body: { visibility: 'private' } }), 403, 'READ_ONLY', { reason: 'credential' });
    expectError(await sharing(owner, 'no-such-diagram', 'public'), 404, 'NOT_FOUND');
    const stranger = await api.user();
    expectError(await sharing(stranger, id, 'private'), 404, 'NOT_FOUND');

    const unverified = await api.user({ verified: false });
    const theirs = (await api.db('diagrams').insert({ id: 'dgm_unverifiedDiagram0001', workspace_id: unverified.workspaceId, key: null, title: null, brief: null, visibility: 'public', made_public_at: api.clock.iso(), revision: 1, created_by: unverified.personId, created_at: api.clock.iso(), updated_at: api.clock.iso(), deleted_at: null }), 'dgm_unverifiedDiagram0001');
    expectError(await sharing(unverified, theirs, 'public'), 403, 'EMAIL_NOT_VERIFIED');
    // Taking a diagram out of view is never held back.
    expect((await sharing(unverified, theirs, 'private')).status).toBe(200);
  });
});

describe('share links', () => {
  let pro: TestUser;
  let id: string;
  beforeAll(async () => {
    pro = await api.user({ plan: 'pro' });
    id = (await createDiagram(pro, { scene: titled('Payments'), key: 'payments-secret-key', brief: 'brief for agents only' })).id;
  });

  it('Free workspaces (personal and team): 403 FEATURE_UNAVAILABLE {feature: privateShareLinks}, nothing made', async () => {
    const free = await api.user({ plan: 'free' });
    const freeTeam = await api.user({ team: 'Free Team', plan: 'free', role: 'owner' });
    for (const user of [free, freeTeam]) {
      const own = (await createDiagram(user, { scene: serviceScene(2) })).id;
      expectError(await user.post(`/v1/diagrams/${own}/links`), 403, 'FEATURE_UNAVAILABLE', { feature: 'privateShareLinks' });
      expect((await user.get<{ links: unknown[] }>(`/v1/diagrams/${own}/links`)).body.links).toEqual([]);
    }
  });

  it('Pro: 201 with a 22-character token in url, svg and png; the link shows the picture of a private diagram, never its scene, title or description', async () => {
    const link = await makeLink(pro, id);
    expect(link.token).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(link.linkId).toMatch(/^lnk_[0-9A-Za-z]{20}$/);
    expect(link).toEqual({ id, linkId: link.linkId, token: link.token, url: `https://dsp.test/d/${link.token}`, svg: `https://dsp.test/d/${link.token}.svg`, png: `https://dsp.test/d/${link.token}.png`, createdAt: api.clock.iso() });

    const read = await publicRead(link.token);
    expect(read.status, read.text).toBe(200);
    expect(Object.keys(read.body).sort()).toEqual(['access', 'at', 'id', 'latest', 'png', 'revision', 'svg', 'versions']);
    expect(read.body).toMatchObject({ id, access: 'link', revision: 1, latest: 1, svg: `https://dsp.test/d/${link.token}@1.svg` });
    expect(read.headers.get('cache-control')).toBe('private, no-cache');
    expect(read.headers.get('referrer-policy')).toBe('no-referrer');
    expectNoLeak(read, privateStrings(pro, ['payments-secret-key', 'brief for agents', 'Payments', 'Three services talking']));
    // The diagram itself stays private.
    expectUniformNotFound([await publicRead(id), await publicRead('dgm_doesNotExist12345678')]);
    expect((await publicRead(`${link.token}@1`)).body).toMatchObject({ access: 'link', revision: 1 });
  });

  it('lists links newest first with createdBy and the token\'s first characters, never the token', async () => {
    const older = (await pro.get<{ links: Array<{ linkId: string }> }>(`/v1/diagrams/${id}/links`)).body.links;
    api.clock.advance(SECOND);
    const newer = await makeLink(pro, 'payments-secret-key');
    const list = await pro.get<{ id: string; links: Array<Record<string, unknown>> }>(`/v1/diagrams/${id}/links`);
    expect(list.status).toBe(200);
    expect(list.body.id).toBe(id);
    expect(list.body.links.map((l) => l.linkId)).toEqual([newer.linkId, ...older.map((l) => l.linkId)]);
    expect(list.body.links[0]).toEqual({
      linkId: newer.linkId,
      tokenPrefix: newer.token.slice(0, 4),
      createdAt: newer.createdAt,
      createdBy: { id: pro.personId, email: pro.email },
      active: true,
      revokedAt: null,
      revokedReason: null,
    });
    expect(list.text.includes(newer.token)).toBe(false);
    // A read key lists too.
    expect((await (await pro.addKey({ scope: 'read' })).get(`/v1/diagrams/${id}/links`)).status).toBe(200);
  });

  it('revoking: {id, linkId, revoked: true}; the link answers the same 404 for good; others keep working', async () => {
    const doomed = await makeLink(pro, id);
    const kept = await makeLink(pro, id);
    const revoked = await pro.request('DELETE', `/v1/diagrams/${id}/links/${doomed.linkId}`);
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body).toEqual({ id, linkId: doomed.linkId, revoked: true, revokedAt: api.clock.iso() });
    expectUniformNotFound([
      await publicRead(doomed.token),
      await publicRead(`${doomed.token}@1`),
      await publicRead('AAAAAAAAAAAAAAAAAAAAAA'),
      await publicRead('dgm_doesNotExist12345678'),
      await publicRead('not a ref at all'),
    ]);
    expect((await publicRead(kept.token)).status).toBe(200);
    api.clock.advance(SECOND);
    const again = await pro.request('DELETE', `/v1/diagrams/${id}/links/${doomed.linkId}`);
    expect(again.body).toEqual(revoked.body);
    const listed = (await pro.get<{ links: Array<Record<string, unknown>> }>(`/v1/diagrams/${id}/links`)).body.links.find((l) => l.linkId === doomed.linkId);
    expect(listed).toMatchObject({ active: false, revokedAt: revoked.body.revokedAt, revokedReason: 'owner' });
    expectError(await pro.request('DELETE', `/v1/diagrams/${id}/links/lnk_unknown`), 404, 'NOT_FOUND');
    const reader = await pro.addKey({ scope: 'read' });
    expectError(await reader.request('DELETE', `/v1/diagrams/${id}/links/${kept.linkId}`), 403, 'READ_ONLY');
    expectError(await reader.post(`/v1/diagrams/${id}/links`), 403, 'READ_ONLY');
  });

  it('a link of another diagram cannot be revoked through this one; another workspace sees 404', async () => {
    const other = (await createDiagram(pro, { scene: serviceScene(2) })).id;
    const link = await makeLink(pro, other);
    expectError(await pro.request('DELETE', `/v1/diagrams/${id}/links/${link.linkId}`), 404, 'NOT_FOUND');
    const stranger = await api.user({ plan: 'pro' });
    expectError(await stranger.get(`/v1/diagrams/${other}/links`), 404, 'NOT_FOUND');
    expectError(await stranger.request('DELETE', `/v1/diagrams/${other}/links/${link.linkId}`), 404, 'NOT_FOUND');
    expect((await publicRead(link.token)).status).toBe(200);
  });

  it('share links keep working when a published diagram is made private', async () => {
    const link = await makeLink(pro, id);
    await publish(pro, id);
    expect((await sharing(pro, id, 'private')).status).toBe(200);
    expect((await publicRead(link.token)).status).toBe(200);
  });

  it('refuses a body with fields; accepts {} and no body', async () => {
    expectError(await pro.post(`/v1/diagrams/${id}/links`, { expires: 3 }), 400, 'BODY_INVALID');
    expect((await pro.request('POST', `/v1/diagrams/${id}/links`)).status).toBe(201);
  });

  it('a workspace moved down to Free can still list and revoke its links, and cannot make new ones', async () => {
    const downgraded = await api.user({ plan: 'pro' });
    const own = (await createDiagram(downgraded, { scene: serviceScene(2) })).id;
    const link = await makeLink(downgraded, own);
    await api.db('workspaces').where({ id: downgraded.workspaceId }).update({ plan: 'free' });
    api.clock.advance(3 * SECOND); // past the key cache
    expect((await downgraded.get<{ links: unknown[] }>(`/v1/diagrams/${own}/links`)).body.links).toHaveLength(1);
    expect((await downgraded.request('DELETE', `/v1/diagrams/${own}/links/${link.linkId}`)).status).toBe(200);
    expectError(await downgraded.post(`/v1/diagrams/${own}/links`), 403, 'FEATURE_UNAVAILABLE', { feature: 'privateShareLinks' });
  });
});

describe('a team turning public sharing off', () => {
  let owner: TestUser;
  let member: TestUser;
  let published: string;
  let linked: { token: string };
  beforeAll(async () => {
    owner = await api.user({ team: 'Sharing Team', plan: 'team', role: 'owner' });
    member = await api.user({ team: 'Sharing Team', role: 'member' });
    published = (await createDiagram(member, { scene: serviceScene(2) })).id;
    await publish(member, published);
    linked = await makeLink(member, published);
  });

  it('only an owner may switch it; anyone in the workspace can read it; personal workspaces have no switch', async () => {
    expect((await member.get('/v1/workspace/sharing')).body).toEqual({ workspaceId: owner.workspaceId, publicSharing: true });
    expectError(await member.request('PUT', '/v1/workspace/sharing', { body: { publicSharing: false } }), 403, 'OWNER_REQUIRED');
    const ownerReader = await owner.addKey({ scope: 'read' });
    expectError(await ownerReader.request('PUT', '/v1/workspace/sharing', { body: { publicSharing: false } }), 403, 'READ_ONLY');
    expectError(await owner.request('PUT', '/v1/workspace/sharing', { body: { publicSharing: 'no' } }), 400, 'BODY_INVALID');
    const personal = await api.user({ plan: 'pro' });
    expectError(await personal.request('PUT', '/v1/workspace/sharing', { body: { publicSharing: false } }), 409, 'TEAM_WORKSPACE_ONLY');
  });

  it('off: publishing and new links answer 403 SHARING_DISABLED, and nothing of the workspace answers without a key', async () => {
    const off = await owner.request('PUT', '/v1/workspace/sharing', { body: { publicSharing: false } });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toEqual({ workspaceId: owner.workspaceId, publicSharing: false });
    const another = (await createDiagram(member, { scene: serviceScene(2) })).id;
    expectError(await sharing(member, another, 'public'), 403, 'SHARING_DISABLED');
    expectError(await member.post(`/v1/diagrams/${another}/links`), 403, 'SHARING_DISABLED');
    expectUniformNotFound([await publicRead(published), await publicRead(linked.token), await publicRead('dgm_doesNotExist12345678')]);
    // Owners can still look after what was shared.
    expect((await member.get<{ links: unknown[] }>(`/v1/diagrams/${published}/links`)).body.links).toHaveLength(1);
    expect((await member.get(`/v1/diagrams/${published}?view=dsp`)).body).toMatchObject({ visibility: 'public' });
  });

  it('on again: what was shared answers as before (nothing was unpublished or revoked)', async () => {
    expect((await owner.request('PUT', '/v1/workspace/sharing', { body: { publicSharing: true } })).status).toBe(200);
    expect((await publicRead(published)).status).toBe(200);
    expect((await publicRead(linked.token)).status).toBe(200);
    expect((await member.post(`/v1/diagrams/${published}/links`)).status).toBe(201);
  });

  it('dsp admin sharing turns it off and on for a team workspace (effective at once); refuses a personal one', { timeout: 60_000 }, async () => {
    const env = { DSP_DATA_DIR: api.dataDir };
    const off = await runDsp(['admin', 'sharing', '--workspace', owner.workspaceId, '--off'], env);
    expect(off.code, off.stderr).toBe(0);
    expect(JSON.parse(off.stdout)).toEqual({ workspaceId: owner.workspaceId, publicSharing: false });
    expectUniformNotFound([await publicRead(published), await publicRead(linked.token), await publicRead('dgm_doesNotExist12345678')]);
    expect((await runDsp(['admin', 'sharing', '--workspace', owner.workspaceId, '--on'], env)).code).toBe(0);
    expect((await publicRead(published)).status).toBe(200);
    const personal = await api.user();
    const [refused, usage] = await Promise.all([
      runDsp(['admin', 'sharing', '--workspace', personal.workspaceId, '--off'], env),
      runDsp(['admin', 'sharing', '--workspace', owner.workspaceId], env),
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^dsp admin: TEAM_WORKSPACE_ONLY: /);
    expect(usage.code).toBe(2);
  });
});
