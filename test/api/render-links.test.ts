import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { createDiagram, editDiagram, expectError, type Created } from '../support/api-expect.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { DAY, SECOND } from '../support/test-clock.js';
import { startTestServer } from '../support/http-server.js';
import { startRecordingServer } from '../support/recording-server.js';
import { hasPngSignature } from '../engine/raster/decode-png.js';
import { openDatabase } from '../../server/db/connect.js';
import { createInlineDrawer } from '../../server/drawing-pool/index.js';
import { usage } from '../../server/db/repositories/usage.js';
import { monthOf } from '../../server/clock.js';

// GET /v1/diagrams/{id}/render (spec "GET /v1/diagrams/{id}/render", "Sharing and links",
// Authentication 1, Limits): permanent version links for a published diagram, signed links
// valid 7 days for any other; signed links work without a key; rendersPerMonth.
let api: ApiFixture;
let user: TestUser;
let diagram: Created;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  user = await api.user({ plan: 'pro' });
  diagram = await createDiagram(user, { scene: serviceScene(3), key: 'linked' });
  await editDiagram(user, diagram.id, { baseRevision: 1, ops: [addNode('cache')] });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

interface SignedLinks {
  id: string;
  revision: number;
  published: false;
  svg: string;
  png: string;
  expires: string;
}

/** A link's path and query, fetched from the test server (links name the public address https://dsp.test). */
const local = (link: string): string => {
  const url = new URL(link);
  expect(url.origin).toBe('https://dsp.test');
  return `${url.pathname}${url.search}`;
};

async function signedLinks(query = ''): Promise<SignedLinks> {
  const answer = await user.get<SignedLinks>(`/v1/diagrams/${diagram.id}/render${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

describe('a private diagram: signed links, valid 7 days', () => {
  it('answers the latest version: svg and png links to this API, and when they expire', async () => {
    const links = await signedLinks();
    expect(links).toMatchObject({ id: diagram.id, revision: 2, published: false });
    expect(links.expires).toBe(new Date(api.clock.now().getTime() + 7 * DAY).toISOString());
    const expires = Math.floor(api.clock.now().getTime() / 1000) + 7 * 24 * 3600;
    expect(local(links.svg)).toMatch(new RegExp(`^/v1/images/${diagram.id}@2\\.svg\\?expires=${expires}&signature=[A-Za-z0-9_-]{43}$`));
    expect(local(links.png)).toMatch(new RegExp(`^/v1/images/${diagram.id}@2\\.png\\?expires=${expires}&signature=[A-Za-z0-9_-]{43}$`));
    expect(links).not.toHaveProperty('url');
  });

  it('takes revision or asOf, not both; an unknown revision is 404', async () => {
    expect((await signedLinks('?revision=1')).revision).toBe(1);
    expect((await signedLinks('?asOf=2026-03-10')).revision).toBe(2);
    expectError(await user.get(`/v1/diagrams/${diagram.id}/render?revision=1&asOf=2026-03-10`), 400, 'PARAMETERS_CONFLICT');
    expectError(await user.get(`/v1/diagrams/${diagram.id}/render?revision=9`), 404, 'REVISION_NOT_FOUND');
    expectError(await user.get('/v1/diagrams/dgm_unknown/render'), 404, 'NOT_FOUND');
    expectError(await api.anonymous.get(`/v1/diagrams/${diagram.id}/render`), 401, 'AUTH_REQUIRED');
  });

  it('a read key may render', async () => {
    const reader = await user.addKey({ scope: 'read' });
    expect((await reader.get(`/v1/diagrams/${diagram.id}/render`)).status).toBe(200);
  });

  it('the links open without a key: the stored version, its ETag, private caching', async () => {
    const links = await signedLinks();
    const keyed = await user.get(`/v1/images/${diagram.id}@2.svg`);
    const svg = await api.anonymous.get(local(links.svg));
    expect(svg.status, svg.text).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.text).toBe(keyed.text);
    expect(svg.headers.get('etag')).toBe(keyed.headers.get('etag'));
    expect(svg.headers.get('cache-control')).toBe('private, no-cache');
    expect(svg.headers.get('access-control-allow-origin')).toBe('*');
    const png = await fetch(`${api.url}${local(links.png)}`);
    expect(png.status).toBe(200);
    expect(hasPngSignature(new Uint8Array(await png.arrayBuffer()))).toBe(true);
    const revalidated = await api.anonymous.get(local(links.svg), { 'if-none-match': svg.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
  });

  it('a key sent along is ignored (even one that is not valid), and so are other parameters such as from', async () => {
    const links = await signedLinks();
    const plain = (await api.anonymous.get(local(links.svg))).text;
    const stranger = await api.user();
    expect((await stranger.get(local(links.svg))).text).toBe(plain);
    expect((await apiClient(api.url, { authorization: 'Bearer dsp_sk_00000000000000000000000000000000' }).get(local(links.svg))).status).toBe(200);
    expect((await api.anonymous.get(`${local(links.svg)}&from=1&engine=current`)).text).toBe(plain);
  });

  it('a tampered link answers 404 NOT_FOUND, whatever was changed', async () => {
    const links = await signedLinks();
    const path = local(links.svg);
    const signature = /signature=([^&]+)/.exec(path)![1]!;
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const expires = Number(/expires=(\d+)/.exec(path)![1]);
    const tampered = [
      path.replace(signature, flip(signature, 0)),
      path.replace(signature, flip(signature, signature.length - 1)),
      `${path}x`,
      path.replace('signature=', 'signature=A'),
      path.replace(`@2.svg`, '@1.svg'),
      path.replace(`@2.svg`, '@2.png'),
      path.replace(`expires=${expires}`, `expires=${expires + 3600}`),
      path.replace(diagram.id, 'linked'),
      path.replace(/&signature=[^&]+/, ''),
      path.replace(/expires=\d+&/, ''),
    ];
    for (const changed of tampered) {
      const answer = await api.anonymous.get(changed);
      expectError(answer, 404, 'NOT_FOUND');
      expect(answer.text, changed).not.toContain(signature);
    }
  });

  it('expires after 7 days (the injected clock), not before', async () => {
    const links = await signedLinks();
    const start = api.clock.iso();
    try {
      api.clock.advance(7 * DAY - SECOND);
      expect((await api.anonymous.get(local(links.png))).status).toBe(200);
      api.clock.advance(SECOND);
      expectError(await api.anonymous.get(local(links.png)), 404, 'NOT_FOUND');
      expectError(await api.anonymous.get(local(links.svg)), 404, 'NOT_FOUND');
    } finally {
      api.clock.set(start);
    }
  });

  it('stops while the diagram is deleted and works again once it is restored', async () => {
    const links = await signedLinks();
    await api.db('diagrams').where({ id: diagram.id }).update({ deleted_at: api.clock.iso() });
    try {
      expectError(await api.anonymous.get(local(links.svg)), 404, 'NOT_FOUND');
    } finally {
      await api.db('diagrams').where({ id: diagram.id }).update({ deleted_at: null });
    }
    expect((await api.anonymous.get(local(links.svg))).status).toBe(200);
  });

  it('survives a restart with the same secret (DSP_SECRET)', async () => {
    const links = await signedLinks();
    // Another process on the same database: its own connection, its own memory.
    const db = await openDatabase(api.database.settings);
    const drawer = createInlineDrawer({ log: () => {} });
    const restarted = await startTestServer({ context: { db, clock: api.clock.now }, drawer, config: { webUrl: 'https://dsp.test', secret: api.secret } });
    try {
      const answer = await apiClient(restarted.url).get(local(links.svg));
      expect(answer.status, answer.text).toBe(200);
    } finally {
      await restarted.close();
      await db.destroy();
    }
  });
});

describe('a published diagram: permanent version links and the version page', () => {
  it('answers {webUrl}/d/{id}@{revision}.svg and .png and url, with no expiry', async () => {
    const published = await createDiagram(user, { scene: serviceScene(2) });
    await api.db('diagrams').where({ id: published.id }).update({ visibility: 'public', made_public_at: api.clock.iso() });
    const answer = await user.get(`/v1/diagrams/${published.id}/render`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: published.id,
      revision: 1,
      published: true,
      url: `https://dsp.test/d/${published.id}@1`,
      svg: `https://dsp.test/d/${published.id}@1.svg`,
      png: `https://dsp.test/d/${published.id}@1.png`,
    });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });
  it('a team whose owners turned public sharing off gets signed links: its public addresses answer 404', async () => {
    const owner = await api.user({ team: 'Quiet team', role: 'owner' });
    const published = await createDiagram(owner, { scene: serviceScene(2) });
    await api.db('diagrams').where({ id: published.id }).update({ visibility: 'public', made_public_at: api.clock.iso() });
    expect((await owner.request('PUT', '/v1/workspace/sharing', { body: { publicSharing: false } })).status).toBe(200);
    const answer = await owner.get(`/v1/diagrams/${published.id}/render`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: published.id, revision: 1, published: false });
    expect(answer.body.url).toBeUndefined();
    expect((await api.anonymous.get(local(String(answer.body.svg)))).status).toBe(200);
    expect((await api.anonymous.get(`/d/${published.id}@1.svg`)).status).toBe(404);
  });
});

describe('the chain: a render computes a missing one', () => {
  it('writes the chains missing up to the version, the same as at save', async () => {
    const chained = await createDiagram(user, { scene: serviceScene(2) });
    const second = await editDiagram(user, chained.id, { baseRevision: 1, ops: [addNode('x')] });
    await api.db('revisions').where({ diagram_id: chained.id }).update({ chain: null });
    expect((await user.get(`/v1/diagrams/${chained.id}/render`)).status).toBe(200);
    const rows = await api.db('revisions').where({ diagram_id: chained.id }).orderBy('revision').select('revision', 'chain');
    expect(rows).toEqual([{ revision: 1, chain: chained.chain }, { revision: 2, chain: second.chain }]);
    expect((await user.get(`/v1/images/${chained.id}@2.svg`)).headers.get('etag')?.replace(/^W\//, '')).toBe(`"${second.chain}:svg"`);
  });
});

describe('rendersPerMonth', () => {
  it('counts each render; at the Free maximum (5,000) the next is 403 LIMIT_REACHED; reads and images still work', async () => {
    const free = await api.user({ plan: 'free' });
    const mine = await createDiagram(free, { scene: serviceScene(2) });
    await usage.increment(api.db, free.workspaceId, monthOf(api.clock.now()), 'rendersPerMonth', 4_998);
    expect((await free.get(`/v1/diagrams/${mine.id}/render`)).status).toBe(200);
    expect((await free.get(`/v1/diagrams/${mine.id}/render`)).status).toBe(200);
    expectError(await free.get(`/v1/diagrams/${mine.id}/render`), 403, 'LIMIT_REACHED', { limit: 'rendersPerMonth', maximum: 5_000, current: 5_000 });
    expect(await usage.get(api.db, free.workspaceId, monthOf(api.clock.now()), 'rendersPerMonth')).toBe(5_000);
    expect((await free.get(`/v1/images/${mine.id}@1.svg`)).status).toBe(200);
    expect((await free.get(`/v1/diagrams/${mine.id}`)).status).toBe(200);
  });

  it('simultaneous renders never pass the limit together', async () => {
    const free = await api.user({ plan: 'free' });
    const mine = await createDiagram(free, { scene: serviceScene(2) });
    await usage.increment(api.db, free.workspaceId, monthOf(api.clock.now()), 'rendersPerMonth', 4_997);
    const answers = await Promise.all(Array.from({ length: 8 }, () => free.get(`/v1/diagrams/${mine.id}/render`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 200)) expectError(refused, 403, 'LIMIT_REACHED', { limit: 'rendersPerMonth' });
    expect(await usage.get(api.db, free.workspaceId, monthOf(api.clock.now()), 'rendersPerMonth')).toBe(5_000);
  });

  it('the count starts again next month (UTC)', async () => {
    const free = await api.user({ plan: 'free' });
    const mine = await createDiagram(free, { scene: serviceScene(2) });
    await usage.increment(api.db, free.workspaceId, monthOf(api.clock.now()), 'rendersPerMonth', 5_000);
    expectError(await free.get(`/v1/diagrams/${mine.id}/render`), 403, 'LIMIT_REACHED');
    const start = api.clock.iso();
    try {
      api.clock.set('2026-04-01T00:00:00.000Z');
      expect((await free.get(`/v1/diagrams/${mine.id}/render`)).status).toBe(200);
    } finally {
      api.clock.set(start);
    }
  });
});

describe('who a signed link draws for', () => {
  it('a signed PNG is drawn with the keyless budget even when a key is sent', async () => {
    const server = await startRecordingServer();
    try {
      const keyed = apiClient(server.url, { authorization: `Bearer ${server.key}` });
      const created = await keyed.post<{ id: string }>('/v1/diagrams', { scene: serviceScene(2) });
      const links = await keyed.get<SignedLinks>(`/v1/diagrams/${created.body.id}/render`);
      server.callers.length = 0;
      const png = await keyed.get(local(links.body.png));
      expect(png.status).toBe(200);
      expect(server.callers).toEqual([expect.objectContaining({ budget: 'keyless' })]);
    } finally {
      await server.close();
    }
  });
});
