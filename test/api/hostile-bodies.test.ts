import { Agent, request as httpRequest } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, expectError, revisionNumbers } from '../support/api-expect.js';
import { serviceScene } from '../../harness/scenes.js';

// Bodies a hostile probe sent that answered 500 (issue 18, defects 3 to 6): each is a 400
// with its own code and a one-line fix now, nothing is saved, and nothing is logged as an
// unexpected error. JSON text is written by hand where JSON.stringify cannot write it
// (1e999, lone surrogates as escapes, 20,000 levels).
let api: ApiFixture;
let owner: TestUser;
let id: string;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  owner = await api.user({ plan: 'pro' });
  id = (await createDiagram(owner, { scene: serviceScene(2) })).id;
});
afterAll(() => api.close());

const json = (text: string) => ({ body: text, headers: { 'content-type': 'application/json' } });
const edit = (text: string) => owner.request('POST', `/v1/diagrams/${id}/revisions`, json(text));
const setText = (text: string) => `{"op":"setText","id":"n0","text":${text}}`;
const sceneText = JSON.stringify(serviceScene(2));

async function liveDiagrams(): Promise<number> {
  return (await owner.get<{ diagrams: unknown[] }>('/v1/diagrams?limit=200')).body.diagrams.length;
}

describe('lone UTF-16 surrogates: 400 INVALID_UNICODE naming where, nothing saved', () => {
  it('in an edit: the message, an op field, ops itself, an object key', async () => {
    expectError(await edit(`{"baseRevision":1,"ops":[${setText('"x"')}],"message":"\\ud800"}`), 400, 'INVALID_UNICODE', { path: '$.message' });
    expectError(await edit(`{"baseRevision":1,"ops":[${setText('"a\\udc00b"')}]}`), 400, 'INVALID_UNICODE', { path: '$.ops[0].text' });
    expectError(await edit('{"baseRevision":1,"ops":"\\udfff"}'), 400, 'INVALID_UNICODE', { path: '$.ops' });
    expectError(await edit(`{"baseRevision":1,"ops":[{"op":"setText","id":"n0","text":"x","\\ud800":1}]}`), 400, 'INVALID_UNICODE', { path: '$.ops[0]' });
    expect(await revisionNumbers(owner, id)).toEqual([1]);
  });

  it('in a create: the brief', async () => {
    const before = await liveDiagrams();
    expectError(await owner.request('POST', '/v1/diagrams', json(`{"scene":${sceneText},"brief":"\\ud800"}`)), 400, 'INVALID_UNICODE', { path: '$.brief' });
    expect(await liveDiagrams()).toBe(before);
  });

  it('in an element id, keyless validate: 4xx, not a crash', async () => {
    const text = sceneText.replace('"id":"n0"', '"id":"\\ud800"');
    const answer = await api.anonymous.request('POST', '/v1/diagrams/validate', json(`{"scene":${text}}`));
    expectError(answer, 400, 'INVALID_UNICODE', { path: '$.scene.elements[0].id' });
  });

  it('paired surrogates (emoji) are ordinary text', async () => {
    const created = await owner.request<{ id: string }>('POST', '/v1/diagrams', json(`{"scene":${sceneText},"brief":"\\ud83d\\ude00 launch"}`));
    expect(created.status, created.text).toBe(201);
    const read = await owner.get<{ scene: { scene: { brief: string } } }>(`/v1/diagrams/${created.body.id}?view=dsp`);
    expect(read.body.scene.scene.brief).toBe('😀 launch');
  });
});

describe('numbers past a double (1e999 is Infinity): 400 NUMBER_OUT_OF_RANGE, nothing saved', () => {
  it('in an edit’s operation', async () => {
    expectError(await edit(`{"baseRevision":1,"ops":[${setText('1e999')}]}`), 400, 'NUMBER_OUT_OF_RANGE', { path: '$.ops[0].text' });
    expectError(await edit(`{"baseRevision":1,"ops":[{"op":"moveNode","id":"n0","x":-1e999,"y":0}]}`), 400, 'NUMBER_OUT_OF_RANGE', { path: '$.ops[0].x' });
    expect(await revisionNumbers(owner, id)).toEqual([1]);
  });

  it('in element metadata, which was stored as null', async () => {
    const before = await liveDiagrams();
    const text = sceneText.replace('"id":"n0",', '"id":"n0","metadata":{"n":1e999},');
    expectError(await owner.request('POST', '/v1/diagrams', json(`{"scene":${text}}`)), 400, 'NUMBER_OUT_OF_RANGE', { path: '$.scene.elements[0].metadata.n' });
    expect(await liveDiagrams()).toBe(before);
  });

  it('the largest doubles are kept as sent', async () => {
    const text = sceneText.replace('"id":"n0",', '"id":"n0","metadata":{"n":1.7976931348623157e308,"m":-5e-324},');
    const created = await owner.request<{ id: string }>('POST', '/v1/diagrams', json(`{"scene":${text}}`));
    expect(created.status, created.text).toBe(201);
    const read = await owner.get<{ scene: { elements: Array<{ id: string; metadata?: unknown }> } }>(`/v1/diagrams/${created.body.id}?view=dsp`);
    expect(read.body.scene.elements.find((e) => e.id === 'n0')?.metadata).toEqual({ n: Number.MAX_VALUE, m: -5e-324 });
  });
});

describe('nesting: 400 JSON_TOO_DEEP past 100 levels', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('an edit nested 20,000 levels deep', async () => {
    expectError(await edit(`{"baseRevision":1,"ops":${nested(20_000)}}`), 400, 'JSON_TOO_DEEP', { maximumDepth: 100 });
    expect(await revisionNumbers(owner, id)).toEqual([1]);
  });

  it('a keyless validate nested 20,000 levels deep', async () => {
    expectError(await api.anonymous.request('POST', '/v1/diagrams/validate', json(`{"scene":${nested(20_000)}}`)), 400, 'JSON_TOO_DEEP');
  });

  it('100 levels are read, and the scene rule (64 levels) judges them', async () => {
    const text = sceneText.replace('"id":"n0",', `"id":"n0","metadata":{"deep":${nested(95)}},`);
    const answer = await api.anonymous.request<{ valid: boolean; diagnostics: Array<{ code: string }> }>('POST', '/v1/diagrams/validate', json(`{"scene":${text}}`));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.valid).toBe(false);
    expect(answer.body.diagnostics.map((d) => d.code)).toContain('JSON_TOO_DEEP');
  });
});

describe('a Content-Encoding the body does not have: 400 BODY_ENCODING_INVALID', () => {
  const plain = Buffer.from('{"mermaid":"flowchart LR\\n  A --> B"}');

  for (const encoding of ['gzip', 'deflate', 'br']) {
    it(`${encoding} claimed, plain JSON sent (keyless)`, async () => {
      const answer = await api.anonymous.request('POST', '/v1/diagrams/validate', { body: plain, headers: { 'content-type': 'application/json', 'content-encoding': encoding } });
      expectError(answer, 400, 'BODY_ENCODING_INVALID', { contentEncoding: encoding });
    });
  }

  it('a gzip body cut short', async () => {
    const cut = gzipSync(plain).subarray(0, 20);
    expectError(await api.anonymous.request('POST', '/v1/diagrams/validate', { body: cut, headers: { 'content-encoding': 'gzip' } }), 400, 'BODY_ENCODING_INVALID');
  });

  it('real gzip and br bodies are still read', async () => {
    for (const [encoding, body] of [['gzip', gzipSync(plain)], ['br', brotliCompressSync(plain)]] as const) {
      const answer = await api.anonymous.request<{ valid: boolean }>('POST', '/v1/diagrams/validate', { body, headers: { 'content-encoding': encoding } });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.valid).toBe(true);
    }
  });
});

/** A request through node:http, which sends any method (fetch refuses TRACE). */
function sendMethod(method: string, path: string): Promise<{ status: number; contentType: string; allow: string | undefined; body: Record<string, unknown> }> {
  const url = new URL(api.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: url.hostname, port: url.port, method, path, headers: { authorization: `Bearer ${owner.key}` }, agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        const allow = response.headers.allow;
        resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'] ?? '', allow, body: JSON.parse(text) as Record<string, unknown> });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('methods the service does not serve answer the JSON error shape', () => {
  for (const method of ['PROPFIND', 'TRACE', 'MKCOL', 'PATCH']) {
    it(`${method} on a path that exists: 405 METHOD_NOT_ALLOWED with Allow`, async () => {
      const answer = await sendMethod(method, '/v1/diagrams');
      expect(answer).toMatchObject({ status: 405, allow: 'HEAD, GET, POST', body: { code: 'METHOD_NOT_ALLOWED', allow: ['HEAD', 'GET', 'POST'] } });
      expect(answer.contentType).toMatch(/^application\/json/);
      expect(answer.body.error).toMatch(new RegExp(`^${method} is not allowed on /v1/diagrams; use HEAD, GET, POST`));
    });

    it(`${method} on a path that does not: 404 NOT_FOUND`, async () => {
      const answer = await sendMethod(method, '/nowhere');
      expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
      expect(answer.contentType).toMatch(/^application\/json/);
    });
  }
});

/**
 * Sends `bytes` of body without waiting for an answer, as most clients do, on a kept-alive
 * connection; resolves with the status read, or the socket error.
 */
function sendLarge(bytes: number, framing: 'content-length' | 'chunked', agent: Agent): Promise<string> {
  const url = new URL(api.url);
  const body = Buffer.alloc(bytes, 0x61);
  const headers: Record<string, string> = { authorization: `Bearer ${owner.key}`, 'content-type': 'application/json' };
  if (framing === 'content-length') headers['content-length'] = String(bytes);
  return new Promise((resolve) => {
    const request = httpRequest({ host: url.hostname, port: url.port, method: 'POST', path: '/v1/diagrams', headers, agent }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve(`${response.statusCode} ${(JSON.parse(text) as { code: string }).code}`));
      response.on('error', (error) => resolve(`response ${error.message}`));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(`request ${error.code ?? error.message}`));
    const timer = setTimeout(() => {
      request.destroy();
      resolve('no answer within 10 s');
    }, 10_000);
    request.on('close', () => clearTimeout(timer));
    // Written in 64 KiB pieces, as a streaming client sends a body it has not buffered.
    for (let at = 0; at < bytes; at += 65_536) request.write(body.subarray(at, at + 65_536));
    request.end();
  });
}

describe('bodies over 4 MiB: the client reads the 413', () => {
  for (const framing of ['chunked', 'content-length'] as const) {
    // A keep-alive client (Node's default agent, browsers) sends its next request on the
    // same connection: it must not find the connection closed under it.
    it(`5 MiB sent with ${framing} without waiting, six times on one kept-alive connection`, { timeout: 90_000 }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const answers: string[] = [];
      for (let i = 0; i < 6; i++) answers.push(await sendLarge(5 * 1024 * 1024, framing, agent));
      agent.destroy();
      expect(answers).toEqual(Array.from({ length: 6 }, () => '413 PAYLOAD_TOO_LARGE'));
    });
  }
});

describe('the server', () => {
  it('logged no unexpected error and still answers', async () => {
    expect(api.unexpectedErrors.map(String)).toEqual([]);
    expect((await api.anonymous.get('/health')).status).toBe(200);
  });
});
