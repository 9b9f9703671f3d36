import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram } from '../support/api-expect.js';
import { serviceScene } from '../../harness/scenes.js';
import { rawRequest, type RawResponse } from '../support/raw-http.js';

// Issue 27, defects 2 and 3: an Accept-Encoding that refuses the plain bytes (identity;q=0,
// *;q=0) got a text/plain 500 on any compressible answer over 1 KB, which the request log
// wrote down as a 200; and a Kroki POST whose body was not the encoding its
// Content-Encoding said got a 500, where the JSON routes answer 400 BODY_ENCODING_INVALID.
let api: ApiFixture;
let owner: TestUser;
let svgPath: string;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  owner = await api.user({ plan: 'pro' });
  const { id } = await createDiagram(owner, { scene: serviceScene(12) });
  svgPath = `/v1/images/${id}@1.svg`;
});
afterAll(() => api.close());

function decoded(answer: RawResponse): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'deflate') return inflateSync(answer.body).toString();
  return answer.body.toString();
}

const get = (path: string, headers: Record<string, string>) => rawRequest(`${api.url}${path}`, { headers });
const keyed = (headers: Record<string, string> = {}) => ({ authorization: `Bearer ${owner.key}`, ...headers });

describe('an Accept-Encoding that refuses identity', () => {
  for (const refusal of ['identity;q=0', '*;q=0', 'identity;q=0, gzip;q=0', 'x-unknown, identity;q=0']) {
    it(`answers 406 NOT_ACCEPTABLE in the JSON shape to "${refusal}", and the request log says 406`, async () => {
      for (const path of ['/openapi.json', '/schemas/scene.json', '/health']) {
        const answer = await get(path, { 'accept-encoding': refusal });
        expect(answer.status, path).toBe(406);
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        const body = JSON.parse(answer.body.toString()) as { error: string; code: string; acceptEncodings: string[] };
        expect(body.code).toBe('NOT_ACCEPTABLE');
        expect(body.error).toMatch(/accept one of br, gzip, deflate, identity/);
        expect(body.acceptEncodings).toEqual(['br', 'gzip', 'deflate', 'identity']);
        expect(api.requestLog.filter((line) => line.path === path).at(-1)?.status).toBe(406);
      }
    });
  }

  it('answers a keyed list, an export and a long 404 in an encoding the client accepts instead', async () => {
    for (const [path, encoding] of [['/v1/diagrams', 'gzip'], ['/v1/diagrams?limit=5', 'deflate'], [`/v1/diagrams/dgm_${'x'.repeat(600)}`, 'br']] as const) {
      const answer = await get(path, keyed({ 'accept-encoding': `identity;q=0, ${encoding}` }));
      expect(answer.status, path).not.toBeGreaterThanOrEqual(500);
      expect(answer.headers['content-encoding'], path).toBe(encoding);
      expect(() => JSON.parse(decoded(answer)) as unknown, path).not.toThrow();
    }
  });

  it('compresses even an answer under the 1 KB threshold when identity is refused', async () => {
    const answer = await get('/health', { 'accept-encoding': '*;q=0, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(answer))).toMatchObject({ status: expect.any(String) as unknown });
  });

  it('sends a stored SVG (compressed ahead, precompressed.ts) in an accepted encoding, or 406', async () => {
    const gzip = await get(svgPath, keyed({ 'accept-encoding': 'identity;q=0, gzip' }));
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toMatch(/^<svg/);
    const deflate = await get(svgPath, keyed({ 'accept-encoding': '*;q=0, deflate' }));
    expect(deflate.status).toBe(200);
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(decoded(deflate)).toMatch(/^<svg/);
    const refused = await get(svgPath, keyed({ 'accept-encoding': 'identity;q=0' }));
    expect(refused.status).toBe(406);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ code: 'NOT_ACCEPTABLE' });
    expect(refused.headers.etag).toBeUndefined();
  });

  it('sends an error answer with its own status and code when no accepted encoding is left (a 406 would hide it)', async () => {
    const answer = await get(`/v1/diagrams/dgm_${'x'.repeat(1200)}`, keyed({ 'accept-encoding': 'identity;q=0' }));
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves a PNG as it is (the service has no other form of it)', async () => {
    const answer = await get(svgPath.replace('.svg', '.png'), keyed({ 'accept-encoding': 'identity;q=0' }));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('logs nothing as unexpected', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});

const FLOW = 'flowchart LR\n  A --> B\n';

describe('a body that is not the encoding its Content-Encoding says', () => {
  const post = (path: string, headers: Record<string, string>, body: Buffer) => rawRequest(`${api.url}${path}`, { method: 'POST', headers: { 'content-length': String(body.length), ...headers }, body });
  const truncated = gzipSync(FLOW).subarray(0, 12);

  for (const [name, body] of [['plain', Buffer.from(FLOW)], ['truncated gzip', truncated]] as const) {
    it(`answers a Kroki POST with a ${name} body sent as gzip 400 BODY_ENCODING_INVALID, as the JSON routes do`, async () => {
      const kroki = await post('/render/mermaid/svg', { 'content-type': 'text/plain', 'content-encoding': 'gzip' }, body);
      expect(kroki.status).toBe(400);
      expect(JSON.parse(kroki.body.toString())).toMatchObject({ code: 'BODY_ENCODING_INVALID', contentEncoding: 'gzip' });
      const json = await post('/v1/diagrams/validate', { 'content-type': 'application/json', 'content-encoding': 'gzip' }, name === 'plain' ? Buffer.from('{"mermaid":"flowchart LR\\n A-->B"}') : truncated);
      expect(json.status).toBe(400);
      expect(JSON.parse(json.body.toString())).toMatchObject({ code: 'BODY_ENCODING_INVALID' });
    });
  }

  it('draws a Kroki POST whose gzip body is real', async () => {
    const answer = await post('/render/mermaid/svg', { 'content-type': 'text/plain', 'content-encoding': 'gzip' }, gzipSync(FLOW));
    expect(answer.status).toBe(200);
    expect(decoded(answer)).toMatch(/<svg/);
  });

  it('refuses an encoding the service does not read with 415 UNSUPPORTED_ENCODING on Kroki and the JSON routes alike', async () => {
    for (const [path, type] of [['/render/mermaid/svg', 'text/plain'], ['/v1/diagrams/validate', 'application/json']] as const) {
      const answer = await post(path, { 'content-type': type, 'content-encoding': 'compress' }, Buffer.from(FLOW));
      expect(answer.status, path).toBe(415);
      expect(JSON.parse(answer.body.toString()), path).toMatchObject({ code: 'UNSUPPORTED_ENCODING', contentEncoding: 'compress' });
    }
  });

  it('answers /mcp with JSON-RPC errors carrying the same codes', async () => {
    const call = Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const claimed = await post('/mcp', { ...headers, 'content-encoding': 'gzip' }, call);
    expect(claimed.status).toBe(400);
    expect(JSON.parse(claimed.body.toString())).toMatchObject({ jsonrpc: '2.0', error: { data: { code: 'BODY_ENCODING_INVALID' } } });
    const unknown = await post('/mcp', { ...headers, 'content-encoding': 'zstd-ish' }, call);
    expect(unknown.status).toBe(415);
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ jsonrpc: '2.0', error: { data: { code: 'UNSUPPORTED_ENCODING' } } });
  });

  it('logs nothing as unexpected', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
