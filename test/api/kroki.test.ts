import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import MarkdownIt from 'markdown-it';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { expectError } from '../support/api-expect.js';
import { serviceScene } from '../../harness/scenes.js';
import { rawRequest, type RawResponse } from '../support/raw-http.js';
import { startRecordingServer } from '../support/recording-server.js';
import { MINUTE } from '../support/test-clock.js';
import { hasPngSignature } from '../engine/raster/decode-png.js';

// Kroki-compatible drawing by URL (issue 12 item 11): GET /render/{mermaid|dsp}/{svg|png}/{source}
// with Kroki's encoding, and POST with the source as the body. The URLs here are written by a
// real Kroki client: the markdown-it-kroki plugin, pointed at this service.
const markdownItKroki = createRequire(import.meta.url)('@kazumatu981/markdown-it-kroki') as (md: InstanceType<typeof MarkdownIt>, options: Record<string, unknown>) => void;

let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture();
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

const FLOW = 'flowchart LR\n  browser[Browser] --> api[API]\n  api --> db[(Orders)]\n';

/** The image URL markdown-it-kroki writes for a fenced block, with this service as its Kroki server. */
function krokiUrl(language: string, source: string, imageFormat: 'svg' | 'png'): string {
  const md = new MarkdownIt();
  markdownItKroki(md, { entrypoint: `${api.url}/render`, imageFormat, useImg: true });
  const html = md.render(`\`\`\`${language}\n${source}\`\`\`\n`);
  const src = /<img src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`the plugin wrote no image: ${html}`);
  return src;
}

/** Kroki's encoding done by hand (zlib deflate, base64url), for the dsp type no plugin knows. */
const encode = (source: string): string => deflateSync(Buffer.from(source), { level: 9 }).toString('base64url');

async function previewRaw(body: Record<string, unknown>, accept: string): Promise<RawResponse> {
  const answer = await rawRequest(`${api.url}/v1/diagrams/preview`, { method: 'POST', headers: { 'content-type': 'application/json', accept }, body: JSON.stringify(body) });
  expect(answer.status, answer.body.toString()).toBe(200);
  return answer;
}

describe('URLs written by a Kroki client', () => {
  it('the plugin URL names this service and the Mermaid type; its SVG is byte for byte the preview of the same text', async () => {
    const url = krokiUrl('mermaid', FLOW, 'svg');
    expect(url).toMatch(new RegExp(`^${api.url}/render/mermaid/svg/[A-Za-z0-9_-]+$`));
    const byUrl = await rawRequest(url);
    expect(byUrl.status, byUrl.body.toString()).toBe(200);
    expect(byUrl.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const preview = await previewRaw({ mermaid: FLOW }, 'image/svg+xml');
    expect(byUrl.body.equals(preview.body)).toBe(true);
  });

  it('draws a sequenceDiagram (issue 32): the plugin URL answers the preview\'s SVG, with the participants and messages in it', async () => {
    const sequence = 'sequenceDiagram\n  participant A as Alice\n  A->>+B: Hello Bob\n  B-->>-A: Hi Alice\n';
    const byUrl = await rawRequest(krokiUrl('mermaid', sequence, 'svg'));
    expect(byUrl.status, byUrl.body.toString()).toBe(200);
    const preview = await previewRaw({ mermaid: sequence }, 'image/svg+xml');
    expect(byUrl.body.equals(preview.body)).toBe(true);
    for (const text of ['Alice', 'Hello Bob', 'Hi Alice']) expect(preview.body.toString()).toContain(text);
  });

  it('and its PNG is byte for byte the preview PNG', async () => {
    const byUrl = await rawRequest(krokiUrl('mermaid', FLOW, 'png'));
    expect(byUrl.status).toBe(200);
    expect(hasPngSignature(byUrl.body)).toBe(true);
    expect(byUrl.headers['x-png-scale']).toBe('1');
    const preview = await previewRaw({ mermaid: FLOW, format: 'png' }, 'image/png');
    expect(byUrl.body.equals(preview.body)).toBe(true);
  });

  it('a DSP scene document encoded the same way draws as the preview of that scene', async () => {
    const scene = serviceScene(3, { title: 'By URL' });
    const byUrl = await rawRequest(`${api.url}/render/dsp/svg/${encode(JSON.stringify(scene))}`);
    expect(byUrl.status, byUrl.body.toString()).toBe(200);
    expect(byUrl.body.equals((await previewRaw({ scene }, 'image/svg+xml')).body)).toBe(true);
  });

  it('takes ?theme=', async () => {
    const clean = await rawRequest(krokiUrl('mermaid', FLOW, 'svg'));
    const dark = await rawRequest(`${krokiUrl('mermaid', FLOW, 'svg')}?theme=dark`);
    expect(dark.status).toBe(200);
    expect(dark.body.equals(clean.body)).toBe(false);
    expect(dark.body.equals((await previewRaw({ mermaid: FLOW, theme: 'dark' }, 'image/svg+xml')).body)).toBe(true);
    expectError(await api.anonymous.get(`${new URL(krokiUrl('mermaid', FLOW, 'svg')).pathname}?theme=neon`), 400, 'INVALID_PARAMETER');
  });
});

describe('POST with the source as the body', () => {
  it('text/plain, and Kroki\'s JSON form {diagram_source}, give the same bytes as the GET', async () => {
    const byUrl = await rawRequest(krokiUrl('mermaid', FLOW, 'svg'));
    const text = await rawRequest(`${api.url}/render/mermaid/svg`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: FLOW });
    expect(text.status, text.body.toString()).toBe(200);
    expect(text.body.equals(byUrl.body)).toBe(true);
    expect(text.headers['cache-control']).toBe('no-store');
    const json = await rawRequest(`${api.url}/render/mermaid/svg`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ diagram_source: FLOW }) });
    expect(json.body.equals(byUrl.body)).toBe(true);
  });

  it('a DSP scene posted as JSON is the scene itself', async () => {
    const scene = serviceScene(2);
    const posted = await rawRequest(`${api.url}/render/dsp/png`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(scene) });
    expect(posted.status, posted.body.toString()).toBe(200);
    expect(posted.body.equals((await previewRaw({ scene, format: 'png' }, 'image/png')).body)).toBe(true);
  });
});

describe("Kroki's JSON API at the Kroki server address (issue 32 item 6)", () => {
  /** POST {server}/ as Kroki's clients send it (Kroki's docs: HTTPie's `http {server}/ diagram_type=... output_format=... diagram_source=...`). */
  const postJson = (body: unknown, path = '/render/') =>
    rawRequest(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, */*' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const refusal = (answer: RawResponse) => ({ status: answer.status, ...(JSON.parse(answer.body.toString()) as { code: string; error: string }) });

  it('{diagram_source, diagram_type, output_format} gives the same bytes and type as the GET form, SVG and PNG, with or without the slash', async () => {
    for (const format of ['svg', 'png'] as const) {
      const byUrl = await rawRequest(krokiUrl('mermaid', FLOW, format));
      expect(byUrl.status).toBe(200);
      for (const path of ['/render/', '/render']) {
        const posted = await postJson({ diagram_source: FLOW, diagram_type: 'mermaid', output_format: format }, path);
        expect(posted.status, posted.body.toString()).toBe(200);
        expect(posted.headers['content-type']).toBe(byUrl.headers['content-type']);
        expect(posted.body.equals(byUrl.body), `${format} at ${path}`).toBe(true);
      }
    }
    const scene = serviceScene(3);
    const dsp = await postJson({ diagram_source: JSON.stringify(scene), diagram_type: 'dsp', output_format: 'svg' });
    expect(dsp.body.equals((await rawRequest(`${api.url}/render/dsp/svg/${encode(JSON.stringify(scene))}`)).body)).toBe(true);
  });

  it('diagram_options.theme draws as ?theme= does; options this service does not know are ignored, as Kroki\'s tools ignore them', async () => {
    const dark = await rawRequest(`${krokiUrl('mermaid', FLOW, 'svg')}?theme=dark`);
    const posted = await postJson({ diagram_source: FLOW, diagram_type: 'mermaid', output_format: 'svg', diagram_options: { theme: 'dark', 'no-such-option': 'x' } });
    expect(posted.status, posted.body.toString()).toBe(200);
    expect(posted.body.equals(dark.body)).toBe(true);
  });

  it('refuses a bad body with a 4xx, a code and a one-line fix naming the body Kroki takes', async () => {
    const cases: Array<[unknown, number, string]> = [
      ['{"diagram_source": ', 400, 'INVALID_JSON'],
      ['', 400, 'BODY_REQUIRED'],
      [[FLOW], 400, 'BODY_NOT_OBJECT'],
      [{ diagram_type: 'mermaid', output_format: 'svg' }, 400, 'BODY_INVALID'],
      [{ diagram_source: '  ', diagram_type: 'mermaid', output_format: 'svg' }, 400, 'BODY_INVALID'],
      [{ diagram_source: FLOW, output_format: 'svg' }, 400, 'BODY_INVALID'],
      [{ diagram_source: FLOW, diagram_type: 'mermaid', output_format: 7 }, 400, 'BODY_INVALID'],
      [{ diagram_source: FLOW, diagram_type: 'mermaid', output_format: 'svg', diagram_options: 'dark' }, 400, 'BODY_INVALID'],
      [{ diagram_source: FLOW, diagram_type: 'mermaid', output_format: 'svg', diagram_options: { theme: 'forest' } }, 400, 'INVALID_PARAMETER'],
      [{ diagram_source: '@startuml\n@enduml', diagram_type: 'plantuml', output_format: 'svg' }, 400, 'DIAGRAM_TYPE_UNSUPPORTED'],
      [{ diagram_source: FLOW, diagram_type: 'mermaid', output_format: 'pdf' }, 400, 'FORMAT_UNSUPPORTED'],
      [{ diagram_source: 'pie\n  "a": 1\n', diagram_type: 'mermaid', output_format: 'svg' }, 422, 'MERMAID_TYPE_UNSUPPORTED'],
    ];
    for (const [body, status, code] of cases) {
      const answer = refusal(await postJson(body));
      expect({ status: answer.status, code: answer.code }, JSON.stringify(body)).toEqual({ status, code });
      expect(answer.error).not.toContain('\n');
    }
    const missing = refusal(await postJson({ diagram_type: 'mermaid', output_format: 'svg' }));
    expect(missing.error).toMatch(/^diagram_source is missing; send Kroki's JSON body \{"diagram_source"/);
  });

  it('GET {server}/health answers as Kroki\'s /health: status pass and the versions, as application/health+json', async () => {
    const health = await rawRequest(`${api.url}/render/health`);
    expect(health.status).toBe(200);
    expect(health.headers['content-type']).toMatch(/^application\/health\+json/);
    const body = JSON.parse(health.body.toString()) as { status: string; version: Record<string, unknown> };
    expect(body).toEqual({ status: 'pass', version: { kroki: { number: expect.stringMatching(/^\d+\.\d+\.\d+/), build_hash: '' }, mermaid: expect.any(String), dsp: expect.any(String) } });
    // The service's own liveness keeps the spec's answer.
    expect(JSON.parse((await rawRequest(`${api.url}/health`)).body.toString())).toEqual({ status: 'ok' });
  });
});

describe('HTTP manners of a drawing by URL', () => {
  it('is immutable: a year of public caching, an ETag, 304 on If-None-Match; CORS for pages on other origins', async () => {
    const url = krokiUrl('mermaid', FLOW, 'svg');
    const first = await rawRequest(url, { headers: { origin: 'https://docs.example' } });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).toMatch(/^"sha256:[0-9a-f]{64}"$/);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    // The same headers for every origin, so no Vary: Origin (a shared cache keeps one copy).
    expect(first.headers.vary).not.toMatch(/Origin/);
    const noOrigin = await rawRequest(url);
    expect(noOrigin.headers['access-control-allow-origin']).toBe('*');
    const again = await rawRequest(url, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers a preflight', async () => {
    const preflight = await rawRequest(`${api.url}/render/mermaid/svg`, {
      method: 'OPTIONS',
      headers: { origin: 'https://docs.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('bad URLs and sources: 4xx with a code', () => {
  it('refuses other diagram types and formats, naming what is drawn', async () => {
    expectError(await api.anonymous.get(`/render/plantuml/svg/${encode('@startuml\n@enduml')}`), 400, 'DIAGRAM_TYPE_UNSUPPORTED', { supported: ['mermaid', 'dsp'] });
    expectError(await api.anonymous.get(`/render/mermaid/jpeg/${encode(FLOW)}`), 400, 'FORMAT_UNSUPPORTED', { supported: ['svg', 'png'] });
  });

  it('refuses a source that is not Kroki-encoded, and one that inflates past 4 MiB', async () => {
    expectError(await api.anonymous.get('/render/mermaid/svg/not-deflated-at-all'), 400, 'SOURCE_NOT_DECODABLE');
    expectError(await api.anonymous.get('/render/mermaid/svg/%25%25'), 400, 'SOURCE_NOT_DECODABLE');
    expectError(await api.anonymous.get(`/render/mermaid/svg/${encode('a'.repeat(5 * 1024 * 1024))}`), 413, 'SOURCE_TOO_LARGE');
  });

  it('draws a Mermaid state diagram (GET and POST give the same bytes)', async () => {
    const text = 'stateDiagram-v2\n  [*] --> Idle\n  Idle --> Busy : job\n  Busy --> [*]\n';
    const got = await api.anonymous.get(`/render/mermaid/svg/${encode(text)}`);
    expect(got.status, got.text).toBe(200);
    expect(got.text).toMatch(/^<svg /);
    expect(got.text).toContain('Busy');
    const posted = await rawRequest(`${api.url}/render/mermaid/svg`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: text });
    expect(posted.status).toBe(200);
    expect(posted.body.toString('utf8')).toBe(got.text);
  });

  it('refuses what the preview refuses: Mermaid it cannot draw, a dsp source that is not JSON, an invalid scene', async () => {
    expectError(await api.anonymous.get(`/render/mermaid/svg/${encode('pie\n  "a": 1\n')}`), 422, 'MERMAID_TYPE_UNSUPPORTED');
    expectError(await api.anonymous.get(`/render/dsp/svg/${encode('{not json')}`), 400, 'INVALID_JSON');
    expectError(await api.anonymous.get(`/render/dsp/svg/${encode(JSON.stringify({ schemaVersion: '0.1' }))}`), 422, 'VALIDATION_FAILED');
    expectError(await api.anonymous.post('/render/mermaid/svg', ''), 400, 'BODY_REQUIRED');
  });
});

describe('the server-side cache', () => {
  it('draws a source once; later requests for it are answered from memory', async () => {
    const server = await startRecordingServer();
    try {
      const path = `/render/mermaid/png/${encode(FLOW)}`;
      const first = await rawRequest(`${server.url}${path}`);
      expect(first.status).toBe(200);
      // One drawing job (layout, SVG, PNG plan and raster) under the keyless budget.
      expect(server.callers).toEqual([expect.objectContaining({ job: 'drawPng', budget: 'keyless' })]);
      const drawings = server.callers.length;
      const second = await rawRequest(`${server.url}${path}`);
      expect(second.body.equals(first.body)).toBe(true);
      expect(server.callers.length).toBe(drawings);
    } finally {
      await server.close();
    }
  });
});

describe('rate limits: the keyless limit of the preview', () => {
  it('30 plus a burst of 10 a minute per address, counted together with previews', async () => {
    const limited = await startApiFixture({ drawer: 'inline', rateLimits: true });
    try {
      const path = `/render/mermaid/svg/${encode(FLOW)}`;
      for (let i = 0; i < 20; i++) expect((await limited.anonymous.get(path)).status).toBe(200);
      for (let i = 0; i < 20; i++) expect((await limited.anonymous.post('/v1/diagrams/preview', { mermaid: FLOW })).status).toBe(200);
      const refused = await limited.anonymous.get(path);
      expectError(refused, 429, 'RATE_LIMITED');
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
      limited.clock.advance(2 * MINUTE);
      expect((await limited.anonymous.get(path)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
