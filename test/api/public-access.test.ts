import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { pngDimensions } from '../support/raw-http.js';
import { createDiagram, editDiagram } from '../support/api-expect.js';
import { expectNoLeak, expectUniformNotFound, makeLink, observable, privateStrings, publish } from '../support/public-expect.js';
import { addNode, serviceScene } from '../../harness/scenes.js';

// Keyless images and version pages (issue 12 items 6 and 7): the bytes, the spec's caching
// (immutable exact versions by id with ETag and 304, a minute for the latest, private for
// share links), the one 404 for everything not shown, the pages' content, and that no
// keyless answer holds the workspace, key, brief or people.
let api: ApiFixture;
let owner: TestUser;
let id: string;
let link: { token: string; linkId: string };
let hostile: string;

const BRIEF = 'brief-for-our-agents-only';
const KEY = 'orders-flow-private-key';

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  owner = await api.user({ plan: 'pro' });
  id = (await createDiagram(owner, { scene: { ...serviceScene(3), scene: { id: 'x', title: 'Orders flow' } }, key: KEY, brief: BRIEF })).id;
  await publish(owner, id);
  link = await makeLink(owner, id);
  hostile = (await createDiagram(owner, { scene: { ...serviceScene(2), scene: { id: 'x', title: '</title><script>alert(1)</script>', description: '"><img src=x onerror=alert(2)>' } } })).id;
  await publish(owner, hostile);
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

const get = (path: string, headers?: Record<string, string>) => api.anonymous.get(path, headers);
const bytes = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${api.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
};
const storedSvg = async (revision = 1) => (await api.db('revisions').where({ diagram_id: id, revision }).first<{ svg: string; chain: string }>())!;

describe('version images by id', () => {
  it('an exact version\'s SVG: the stored drawing, immutable for a year, ETag of the chain, 304 on If-None-Match', async () => {
    const stored = await storedSvg();
    const svg = await get(`/d/${id}@1.svg`);
    expect(svg.status, svg.text).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The chain names the version (compressed answers carry it as a weak tag).
    const etag = svg.headers.get('etag')!;
    expect(etag).toMatch(new RegExp(`^(W/)?"${stored.chain}:svg:public"$`));
    expect(svg.headers.get('access-control-allow-origin')).toBe('*');
    // The stored drawing without the <desc> the engine made from the brief.
    expect(stored.svg).toContain(`<desc>${BRIEF}</desc>`);
    expect(svg.text).toBe(stored.svg.replace(`<desc>${BRIEF}</desc>`, ''));
    expect(svg.text).toContain(`https://dsp.test/d/${id}@1`);
    const again = await get(`/d/${id}@1.svg`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await get(`/v1/public/diagrams/${id}@1.svg`)).text).toBe(svg.text);
  });

  it('an exact version\'s PNG: made once and kept (the same bytes each time), immutable, 304', async () => {
    const first = await bytes(`/d/${id}@1.png`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const second = await bytes(`/v1/public/diagrams/${id}@1.png`);
    expect(second.body.equals(first.body)).toBe(true);
    expect((await bytes(`/d/${id}@1.png`, { 'if-none-match': first.headers.get('etag')! })).status).toBe(304);
  });

  it('the latest follows edits and is kept a minute; the exact version stays put', async () => {
    const before = await get(`/d/${id}.svg`);
    expect(before.headers.get('cache-control')).toBe('public, max-age=60');
    await editDiagram(owner, id, { baseRevision: 1, ops: [addNode('audit', 'Audit')] });
    const after = await get(`/d/${id}.svg`);
    expect(after.text).toContain(`https://dsp.test/d/${id}@2`);
    expect(after.text).toContain('Audit');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((await get(`/d/${id}@1.svg`)).text).toBe(before.text);
    expect((await get(`/d/${id}.png`)).headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('a key sent along is ignored, even a broken one', async () => {
    expect((await get(`/d/${id}@1.svg`, { authorization: 'Bearer dsp_sk_00000000000000000000000000000000' })).status).toBe(200);
    expect((await get(`/v1/public/diagrams/${id}`, { 'x-api-key': 'nonsense' })).status).toBe(200);
  });
});

describe('through a share link', () => {
  it('images are private (no shared cache keeps them) and hold neither title nor description', async () => {
    for (const path of [`/d/${link.token}.svg`, `/d/${link.token}@1.svg`, `/v1/public/diagrams/${link.token}@2.svg`]) {
      const svg = await get(path);
      expect(svg.status, path).toBe(200);
      expect(svg.headers.get('cache-control')).toBe('private, no-cache');
      expect(svg.headers.get('referrer-policy')).toBe('no-referrer');
      expect(svg.text).toContain('<title>Shared diagram</title>');
      expect(svg.text).not.toContain('Orders flow');
      expect(svg.text).toContain('<svg');
    }
    const png = await bytes(`/d/${link.token}@1.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('never show the diagram\'s id: the stamp is the link\'s own version address, in the SVG, the PNG and the page (issue 32 item 8)', async () => {
    const svg = await bytes(`/d/${link.token}@1.svg`);
    const png = await bytes(`/d/${link.token}@1.png`);
    const page = await bytes(`/d/${link.token}@1`);
    for (const answer of [svg, png, page, await bytes(`/v1/public/diagrams/${link.token}.svg`), await bytes(`/v1/public/diagrams/${link.token}.png`)]) {
      expect(answer.status).toBe(200);
      // The id in any form its bytes could hold it: as text, and as the stamp's glyph run.
      expect(answer.body.includes(id), 'the diagram id is in the answer').toBe(false);
      expect(answer.body.includes(id.slice(4))).toBe(false);
    }
    expect(svg.body.toString()).toContain(`https://dsp.test/d/${link.token}@1<`);
    // The same drawing as by id but for the stamp: the PNG is drawn again, not the stored one.
    expect(png.body.equals((await bytes(`/d/${id}@1.png`)).body)).toBe(false);
    const shown = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg.body.toString())!;
    expect(pngDimensions(png.body)).toEqual({ width: Math.ceil(Number(shown[1])), height: Math.ceil(Number(shown[2])) });
    // The stamped address opens the same version through the link.
    expect((await get(`/d/${link.token}@1`)).status).toBe(200);
    // Asked again, the same bytes (kept, not drawn anew).
    expect((await bytes(`/d/${link.token}@1.svg`)).body.equals(svg.body)).toBe(true);
  });
});

describe('version pages', () => {
  it('/d/{id}: the drawing inline, title, versions with dates, image links, embed snippets, Open Graph and Twitter tags, a policy that allows no script', async () => {
    const page = await get(`/d/${id}`);
    expect(page.status, page.text).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('public, max-age=60');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    const text = page.text;
    expect(text).toContain('<h1><bdi>Orders flow</bdi></h1>');
    expect(text).toMatch(/<svg [^>]*role="img"/);
    expect(text).toContain(`<meta property="og:image" content="https://dsp.test/d/${id}@2.png">`);
    expect(text).toContain(`<meta name="twitter:image" content="https://dsp.test/d/${id}@2.png">`);
    expect(text).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(text).toMatch(/<meta property="og:image:width" content="\d+">/);
    expect(text).toContain(`<a href="https://dsp.test/d/${id}@2" aria-current="page">Version 2 (latest)</a>`);
    expect(text).toContain(`<a href="https://dsp.test/d/${id}@1">Version 1</a>`);
    expect(text).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[^"]+">\d{4}-\d\d-\d\d \d\d:\d\d UTC<\/time>/);
    expect(text).toContain(`href="https://dsp.test/d/${id}@2.svg"`);
    expect(text).toContain(`href="https://dsp.test/d/${id}@2.png"`);
    expect(text).toContain(`![Orders flow](https://dsp.test/d/${id}.svg)`);
    expect(text).toContain(`&lt;img src=&quot;https://dsp.test/d/${id}.svg&quot; alt=&quot;Orders flow&quot;&gt;`);
    expect(text).toContain('<main>');
    expect(text).toContain('lang="en"');
    expect(text).toContain('prefers-color-scheme:dark');
    expect(text).not.toMatch(/<script/i);
  });

  it('/d/{id}@1 shows that version, links the latest, and its snippets name the exact version', async () => {
    const page = await get(`/d/${id}@1`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Version 1 of 2');
    expect(page.text).toContain(`<a href="https://dsp.test/d/${id}@1" aria-current="page">Version 1</a>`);
    expect(page.text).toContain(`![Orders flow](https://dsp.test/d/${id}@1.svg)`);
    expect(page.text).toContain(`<link rel="canonical" href="https://dsp.test/d/${id}@1">`);
    expect(page.text).not.toContain('Audit');
  });

  it('the address stamped in the image opens its page', async () => {
    const stamped = /https:\/\/dsp\.test(\/d\/[^<"]+)/.exec((await get(`/d/${id}@1.svg`)).text)![1]!;
    expect(stamped).toBe(`/d/${id}@1`);
    expect((await get(stamped)).status).toBe(200);
  });

  it('through a share link: the picture only, no title or description, not indexed, private', async () => {
    const page = await get(`/d/${link.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.text).toContain('<h1>Shared diagram</h1>');
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).toContain(`<meta property="og:image" content="https://dsp.test/d/${link.token}@2.png">`);
    expect(page.text).not.toContain('Orders flow');
  });

  it('user text is escaped: a hostile title or description cannot add markup', async () => {
    const page = await get(`/d/${hostile}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).not.toContain('<img src=x');
    expect(page.text).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.text.match(/<title>/g)).toHaveLength(2); // the page's and the drawing's
  });
});

describe('what is not shown', () => {
  it('every image address that shows nothing answers the same 404, whatever the reason', async () => {
    const hidden = (await createDiagram(owner, { scene: serviceScene(2) })).id;
    const revoked = await makeLink(owner, id);
    await owner.request('DELETE', `/v1/diagrams/${id}/links/${revoked.linkId}`);
    const deleted = (await createDiagram(owner, { scene: serviceScene(2) })).id;
    await publish(owner, deleted);
    await owner.request('DELETE', `/v1/diagrams/${deleted}?confirm=true`);
    for (const prefix of ['/d/', '/v1/public/diagrams/']) {
      for (const ext of ['.svg', '.png']) {
        expectUniformNotFound(
          await Promise.all(
            [hidden, `${hidden}@1`, `${id}@3`, revoked.token, `${revoked.token}@1`, deleted, 'dgm_doesNotExist12345678', 'AAAAAAAAAAAAAAAAAAAAAA', KEY].map((ref) => get(`${prefix}${ref}${ext}`)),
          ),
        );
      }
    }
  });

  it('every page that shows nothing is the same HTML 404', async () => {
    const hidden = (await createDiagram(owner, { scene: serviceScene(2) })).id;
    const answers = await Promise.all([hidden, `${id}@9`, 'dgm_doesNotExist12345678', 'AAAAAAAAAAAAAAAAAAAAAA', KEY, 'x@y@z'].map((ref) => get(`/d/${ref}`)));
    const first = observable(answers[0]!);
    expect(first.status).toBe(404);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-store');
    for (const answer of answers) expect(observable(answer)).toEqual(first);
  });

  it('no keyless answer holds the workspace, the key, the brief, the people or the API key', async () => {
    const secrets = privateStrings(owner, [KEY, BRIEF, owner.keyId]);
    const paths = [
      `/v1/public/diagrams/${id}`, `/v1/public/diagrams/${id}@1`, `/v1/public/diagrams/${link.token}`,
      `/d/${id}`, `/d/${id}@1`, `/d/${link.token}`, `/d/${link.token}@1`,
      `/d/${id}.svg`, `/d/${id}@1.svg`, `/d/${link.token}.svg`, `/v1/public/diagrams/${id}@2.svg`,
    ];
    for (const path of paths) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expectNoLeak(answer, secrets);
    }
  });

  it('each address keeps its own copy: the keyed image (with the brief) never answers a keyless address, compressed or not', async () => {
    const fresh = (await createDiagram(owner, { scene: { ...serviceScene(3), scene: { id: 'x', title: 'Fresh title' } }, brief: BRIEF })).id;
    await publish(owner, fresh);
    const freshLink = await makeLink(owner, fresh);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      expect((await owner.get(`/v1/images/${fresh}@1.svg`, headers)).text).toContain(`<desc>${BRIEF}</desc>`);
      const published = await get(`/d/${fresh}@1.svg`, headers);
      expect(published.text).toContain('<title>Fresh title</title>');
      expect(published.text).not.toContain(BRIEF);
      const linked = await get(`/d/${freshLink.token}@1.svg`, headers);
      expect(linked.text).toContain('<title>Shared diagram</title>');
      expect(linked.text).not.toContain('Fresh title');
      expect(linked.text).not.toContain(BRIEF);
    }
  });

  it('keyless answers do not depend on the caller: a keyed client gets the same bytes', async () => {
    const keyed = apiClient(api.url, { authorization: `Bearer ${owner.key}` });
    expect((await keyed.get(`/d/${id}@1.svg`)).text).toBe((await get(`/d/${id}@1.svg`)).text);
  });
});
