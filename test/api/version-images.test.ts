import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram, expectError, type Created } from '../support/api-expect.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { pngDimensions, rawRequest, type RawResponse } from '../support/raw-http.js';
import { hasPngSignature } from '../engine/raster/decode-png.js';
import { versionPngs } from '../../server/db/repositories/version-pngs.js';
import { apiClient } from '../support/api-client.js';
import { startRecordingServer } from '../support/recording-server.js';

// GET /v1/images/{id}@{revision}.svg|.png with a key (spec "GET /v1/images"): the stored,
// stamped SVG; the PNG made once and kept; engine=current and from; the HTTP manners of an
// image answer (ETag and 304, Cache-Control, CORS, Vary, compression).
let api: ApiFixture;
let user: TestUser;
let diagram: Created;

beforeAll(async () => {
  api = await startApiFixture();
  user = await api.user({ plan: 'pro' });
  diagram = await createDiagram(user, { scene: serviceScene(4, { title: 'Images' }), key: 'pictures' });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

const get = (path: string, headers: Record<string, string> = {}): Promise<RawResponse> =>
  rawRequest(`${api.url}${path}`, { headers: { authorization: `Bearer ${user.key}`, ...headers } });

const header = (response: RawResponse, name: string): string => String(response.headers[name.toLowerCase()] ?? '');
const svgSizeOf = (svg: string) => {
  const match = /^<svg [^>]*width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  if (!match) throw new Error('no size on the SVG');
  return { width: Number(match[1]), height: Number(match[2]) };
};

describe('the SVG: drawn and stamped at save', () => {
  it('answers the stored SVG, stamped with the version address, by id and by key', async () => {
    const stored = await api.db('revisions').where({ diagram_id: diagram.id, revision: 1 }).first<{ svg: string }>();
    const byId = await get(`/v1/images/${diagram.id}@1.svg`);
    expect(byId.status, byId.body.toString()).toBe(200);
    expect(header(byId, 'content-type')).toMatch(/^image\/svg\+xml/);
    expect(byId.body.toString('utf8')).toBe(stored.svg);
    expect(stored.svg).toContain(`dsp.test/d/${diagram.id}@1`);
    const byKey = await get('/v1/images/pictures@1.svg');
    expect(byKey.body.equals(byId.body)).toBe(true);
  });

  it('names it for caches: ETag = the chain and the format, private, CORS and Vary headers', async () => {
    const answer = await get(`/v1/images/${diagram.id}@1.svg`);
    expect(header(answer, 'etag')).toBe(`"${diagram.chain}:svg"`);
    expect(header(answer, 'cache-control')).toBe('private, no-cache');
    expect(header(answer, 'access-control-allow-origin')).toBe('*');
    expect(header(answer, 'access-control-expose-headers')).toMatch(/ETag/);
    expect(header(answer, 'vary')).toMatch(/Accept-Encoding/);
    expect(header(answer, 'vary')).not.toMatch(/Origin/); // the CORS headers do not depend on it
    expect(header(answer, 'content-security-policy')).toContain("default-src 'none'");
    expect(header(answer, 'cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('answers 304 with no body to a matching If-None-Match (strong, weak or in a list), 200 otherwise', async () => {
    const etag = `"${diagram.chain}:svg"`;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const answer = await get(`/v1/images/${diagram.id}@1.svg`, { 'if-none-match': ifNoneMatch });
      expect(answer.status, ifNoneMatch).toBe(304);
      expect(answer.body.length).toBe(0);
      expect(header(answer, 'etag')).toBe(etag);
      expect(header(answer, 'cache-control')).toBe('private, no-cache');
    }
    expect((await get(`/v1/images/${diagram.id}@1.svg`, { 'if-none-match': '"sha256:stale:svg"' })).status).toBe(200);
  });

  it('compresses the SVG for clients that accept it; the ETag turns weak and still revalidates', async () => {
    const plain = await get(`/v1/images/${diagram.id}@1.svg`);
    const gzip = await get(`/v1/images/${diagram.id}@1.svg`, { 'accept-encoding': 'gzip' });
    expect(header(gzip, 'content-encoding')).toBe('gzip');
    expect(gzip.body.length).toBeLessThan(plain.body.length);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(header(gzip, 'etag')).toBe(`W/"${diagram.chain}:svg"`);
    const br = await get(`/v1/images/${diagram.id}@1.svg`, { 'accept-encoding': 'br' });
    expect(header(br, 'content-encoding')).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(header(plain, 'content-encoding')).toBe('');
    const revalidated = await get(`/v1/images/${diagram.id}@1.svg`, { 'accept-encoding': 'gzip', 'if-none-match': header(gzip, 'etag') });
    expect(revalidated.status).toBe(304);
  });
});

describe('the PNG: made from the stored SVG on the first request, then kept', () => {
  it('draws at scale 1 (the canvas size), says the scale, keeps it, and answers the same bytes later', async () => {
    const svg = (await get(`/v1/images/${diagram.id}@1.svg`)).body.toString('utf8');
    expect(await versionPngs.count(api.db, diagram.id)).toBe(0);
    const first = await get(`/v1/images/${diagram.id}@1.png`);
    expect(first.status, first.body.toString()).toBe(200);
    expect(header(first, 'content-type')).toBe('image/png');
    expect(hasPngSignature(first.body)).toBe(true);
    const size = svgSizeOf(svg);
    expect(pngDimensions(first.body)).toEqual({ width: Math.round(size.width), height: Math.round(size.height) });
    expect(header(first, 'x-png-scale')).toBe('1');
    expect(header(first, 'x-png-downscaled')).toBe('');
    expect(header(first, 'etag')).toBe(`"${diagram.chain}:png:1"`);
    const kept = await versionPngs.get(api.db, diagram.id, 1, '1');
    expect(kept && Buffer.from(kept.png).equals(first.body)).toBe(true);
    const again = await get(`/v1/images/${diagram.id}@1.png`, { 'accept-encoding': 'gzip, br' });
    expect(again.body.equals(first.body)).toBe(true);
    expect(header(again, 'content-encoding')).toBe(''); // PNG is never compressed again
    expect((await get(`/v1/images/${diagram.id}@1.png`, { 'if-none-match': header(first, 'etag') })).status).toBe(304);
  });

  it('honours an explicit scale; keeps multiples of 0.5 and draws other scales without keeping them', async () => {
    const one = pngDimensions((await get(`/v1/images/${diagram.id}@1.png`)).body);
    const two = await get(`/v1/images/${diagram.id}@1.png?scale=2`);
    expect(two.status).toBe(200);
    expect(header(two, 'x-png-scale')).toBe('2');
    expect(header(two, 'etag')).toBe(`"${diagram.chain}:png:2"`);
    const doubled = pngDimensions(two.body);
    expect(Math.abs(doubled.width - 2 * one.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(doubled.height - 2 * one.height)).toBeLessThanOrEqual(1);
    expect(await versionPngs.count(api.db, diagram.id)).toBe(2);
    const odd = await get(`/v1/images/${diagram.id}@1.png?scale=1.3`);
    expect(odd.status).toBe(200);
    expect(header(odd, 'x-png-scale')).toBe('1.3');
    expect(await versionPngs.count(api.db, diagram.id)).toBe(2);
  });

  it('refuses a scale out of range or that is not a number, and a scale on an SVG', async () => {
    expectError(jsonOf(await get(`/v1/images/${diagram.id}@1.png?scale=0.05`)), 400, 'PNG_SCALE_OUT_OF_RANGE', { minScale: 0.1, maxScale: 10 });
    expectError(jsonOf(await get(`/v1/images/${diagram.id}@1.png?scale=11`)), 400, 'PNG_SCALE_OUT_OF_RANGE');
    expectError(jsonOf(await get(`/v1/images/${diagram.id}@1.png?scale=big`)), 400, 'INVALID_PARAMETER', { parameter: 'scale' });
    expectError(jsonOf(await get(`/v1/images/${diagram.id}@1.svg?scale=2`)), 400, 'INVALID_PARAMETER', { parameter: 'scale' });
  });
});

/** A raw answer as the api-expect helpers read it. */
function jsonOf(response: RawResponse) {
  const text = response.body.toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text, headers: new Headers() };
}

describe('who and what: unknown addresses, other workspaces, deleted diagrams, no key', () => {
  it('answers 404 for an unknown revision, a malformed address, another workspace; 401 without a key', async () => {
    expectError(await user.get(`/v1/images/${diagram.id}@9.svg`), 404, 'REVISION_NOT_FOUND', { revision: 1 });
    expectError(await user.get(`/v1/images/${diagram.id}.svg`), 404, 'NOT_FOUND');
    expectError(await user.get(`/v1/images/${diagram.id}@1.jpg`), 404, 'NOT_FOUND');
    expectError(await user.get(`/v1/images/${diagram.id}@0.svg`), 404, 'NOT_FOUND');
    const stranger = await api.user();
    expectError(await stranger.get(`/v1/images/${diagram.id}@1.svg`), 404, 'NOT_FOUND');
    const anonymous = await api.anonymous.get(`/v1/images/${diagram.id}@1.svg`);
    expectError(anonymous, 401, 'AUTH_REQUIRED');
    expect(anonymous.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('stops answering for a deleted diagram until it is restored', async () => {
    const gone = await createDiagram(user, { scene: serviceScene(2) });
    expect((await user.get(`/v1/images/${gone.id}@1.png`)).status).toBe(200);
    await api.db('diagrams').where({ id: gone.id }).update({ deleted_at: api.clock.iso() });
    expectError(await user.get(`/v1/images/${gone.id}@1.svg`), 404, 'NOT_FOUND');
    expectError(await user.get(`/v1/images/${gone.id}@1.png`), 404, 'NOT_FOUND');
    await api.db('diagrams').where({ id: gone.id }).update({ deleted_at: null });
    expect((await user.get(`/v1/images/${gone.id}@1.png`)).status).toBe(200);
  });
});

describe('engine=current and from', () => {
  let edited: Created;
  beforeAll(async () => {
    edited = await createDiagram(user, { scene: serviceScene(3) });
    await editDiagram(user, edited.id, { baseRevision: 1, ops: [addNode('cache', 'Cache')] });
  });

  it('engine=current draws the version again (today the same bytes as stored) and keeps nothing', async () => {
    const stored = await get(`/v1/images/${edited.id}@1.svg`);
    const current = await get(`/v1/images/${edited.id}@1.svg?engine=current`);
    expect(current.status, current.body.toString()).toBe(200);
    expect(current.body.toString('utf8')).toContain(`dsp.test/d/${edited.id}@1`);
    expect(current.body.equals(stored.body)).toBe(true);
    expect(header(current, 'etag')).toMatch(/^"sha256:[0-9a-f]{64}"$/);
    expect(header(current, 'cache-control')).toBe('private, no-cache');
    const png = await get(`/v1/images/${edited.id}@1.png?engine=current`);
    expect(png.status).toBe(200);
    expect(hasPngSignature(png.body)).toBe(true);
    expect(await versionPngs.count(api.db, edited.id)).toBe(0);
    expectError(await user.get(`/v1/images/${edited.id}@1.svg?engine=next`), 400, 'INVALID_PARAMETER', { parameter: 'engine' });
  });

  it('from colours what changed since that revision (added green, with a legend); the plain image does not', async () => {
    const plain = (await get(`/v1/images/${edited.id}@2.svg`)).body.toString('utf8');
    const diff = await get(`/v1/images/${edited.id}@2.svg?from=1`);
    expect(diff.status, diff.body.toString()).toBe(200);
    const svg = diff.body.toString('utf8');
    expect(svg).toContain('#22c55e');
    expect(plain).not.toContain('#22c55e');
    expect(svg).toContain(`dsp.test/d/${edited.id}@2`);
    const backwards = await get(`/v1/images/${edited.id}@1.svg?from=2`);
    expect(backwards.status).toBe(200);
    expect(backwards.body.toString('utf8')).toContain('#ef4444'); // seen from revision 2, the cache node is removed
    const png = await get(`/v1/images/${edited.id}@2.png?from=1`);
    expect(png.status).toBe(200);
    expect(hasPngSignature(png.body)).toBe(true);
  });

  it('from that is not another revision of the same diagram: 400 FROM_REVISION_INVALID', async () => {
    for (const from of ['2', '3', '0', 'one', '1.5', '']) {
      expectError(await user.get(`/v1/images/${edited.id}@2.svg?from=${from}`), 400, 'FROM_REVISION_INVALID', { revision: 2, latest: 2 });
    }
  });
});

describe('CORS preflight', () => {
  it('answers a preflight of an image read with a key: 204, any origin, the headers a page sends', async () => {
    const preflight = await rawRequest(`${api.url}/v1/images/${diagram.id}@1.png`, {
      method: 'OPTIONS',
      headers: { origin: 'https://docs.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization, if-none-match' },
    });
    expect(preflight.status).toBe(204);
    expect(header(preflight, 'access-control-allow-origin')).toBe('*');
    expect(header(preflight, 'access-control-allow-methods')).toContain('GET');
    expect(header(preflight, 'access-control-allow-headers')).toMatch(/Authorization/);
    expect(header(preflight, 'access-control-allow-headers')).toMatch(/If-None-Match/);
    expect(header(preflight, 'access-control-max-age')).toBe('86400');
  });

  it('leaves the keyed diagram endpoints alone', async () => {
    const preflight = await rawRequest(`${api.url}/v1/diagrams/${diagram.id}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://docs.example', 'access-control-request-method': 'GET' },
    });
    expect(header(preflight, 'access-control-allow-origin')).toBe('');
  });
});

describe('compression of JSON answers', () => {
  it('compresses a large JSON answer, not a small one', async () => {
    const big = await get(`/v1/diagrams/${diagram.id}?view=dsp`, { 'accept-encoding': 'gzip' });
    expect(header(big, 'content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.body).toString('utf8')).id).toBe(diagram.id);
    expect(header(big, 'vary')).toMatch(/Accept-Encoding/);
    const small = await rawRequest(`${api.url}/health`, { headers: { 'accept-encoding': 'gzip' } });
    expect(header(small, 'content-encoding')).toBe('');
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ status: 'ok' });
  });
});

describe('a PNG drawn again: one drawing job', () => {
  it('engine=current and from draw, plan and rasterise the PNG in one job under the caller\'s budget', async () => {
    const server = await startRecordingServer();
    try {
      const keyed = apiClient(server.url, { authorization: `Bearer ${server.key}` });
      const created = await keyed.post<{ id: string }>('/v1/diagrams', { scene: serviceScene(3) });
      await editDiagram(keyed, created.body.id, { baseRevision: 1, ops: [addNode('cache', 'Cache')] });
      for (const query of ['engine=current', 'from=1']) {
        server.callers.length = 0;
        const png = await fetch(`${server.url}/v1/images/${created.body.id}@2.png?${query}`, { headers: { authorization: `Bearer ${server.key}` } });
        expect(png.status, query).toBe(200);
        expect(server.callers, query).toEqual([expect.objectContaining({ job: 'drawPng', budget: 'keyed' })]);
      }
    } finally {
      await server.close();
    }
  });
});

describe('simultaneous first requests of a PNG', () => {
  it('make it once: the others wait for that drawing', async () => {
    const server = await startRecordingServer();
    try {
      const keyed = apiClient(server.url, { authorization: `Bearer ${server.key}` });
      const created = await keyed.post<{ id: string }>('/v1/diagrams', { scene: serviceScene(5) });
      server.callers.length = 0;
      const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(`${server.url}/v1/images/${created.body.id}@1.png`, { headers: { authorization: `Bearer ${server.key}` } })));
      const bodies = await Promise.all(answers.map(async (a) => Buffer.from(await a.arrayBuffer())));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(bodies.every((b) => b.equals(bodies[0]!))).toBe(true);
      expect(server.callers).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
