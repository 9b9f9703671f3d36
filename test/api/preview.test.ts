import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { expectError } from '../support/api-expect.js';
import { mermaidFlow, serviceScene } from '../../harness/scenes.js';
import { pngDimensions, rawRequest } from '../support/raw-http.js';
import { hasPngSignature } from '../engine/raster/decode-png.js';
import { startRecordingServer, type RecordingServer } from '../support/recording-server.js';

// POST /v1/diagrams/preview (spec "POST /v1/diagrams/validate and POST /v1/diagrams/preview"):
// keyless, never stamped, nothing stored; a JSON answer by default and the raw image when
// Accept asks for it.
let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture();
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

interface PreviewJson {
  output: { mimeType: string; content?: string; contentBase64?: string; width: number; height: number; scale?: number };
  diagnostics: Array<{ code: string; severity: string }>;
}

const preview = (body: unknown, headers: Record<string, string> = {}) =>
  rawRequest(`${api.url}/v1/diagrams/preview`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('a sequenceDiagram (issue 32)', () => {
  const SEQUENCE = 'sequenceDiagram\n  Alice->>+John: Hello John\n  Note left of John: thinks\n  John-->>-Alice: Great!\n';

  it('is drawn by the preview, with what it approximates in the diagnostics', async () => {
    const answer = await api.anonymous.post<PreviewJson>('/v1/diagrams/preview', { mermaid: SEQUENCE });
    expect(answer.status, answer.text).toBe(200);
    for (const label of ['Alice', 'Hello John', 'thinks', 'Great!']) expect(answer.body.output.content).toContain(label);
    expect(answer.body.diagnostics.map((d) => d.code)).toContain('MERMAID_APPROXIMATED');
  });

  it('is not valid for validate, which answers what a save answers (flowchart and erDiagram only)', async () => {
    const answer = await api.anonymous.post<{ valid: boolean; diagnostics: Array<{ code: string; path?: string }> }>('/v1/diagrams/validate', { mermaid: SEQUENCE });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.valid).toBe(false);
    expect(answer.body.diagnostics).toMatchObject([{ code: 'MERMAID_TYPE_UNSUPPORTED', path: '$.mermaid' }]);
  });
});

describe('the JSON answer (default)', () => {
  it('draws a scene as SVG: the text, its size and the diagnostics; unstamped; nothing stored', async () => {
    const answer = await api.anonymous.post<PreviewJson>('/v1/diagrams/preview', { scene: serviceScene(3, { title: 'Preview' }) });
    expect(answer.status, answer.text).toBe(200);
    const { output, diagnostics } = answer.body;
    expect(output.mimeType).toBe('image/svg+xml');
    expect(output.content).toMatch(/^<svg /);
    expect(output.content).toContain('<title>Preview</title>');
    expect(output.content).not.toContain('dsp.test/d/');
    expect(output.width).toBeGreaterThan(100);
    expect(output.height).toBeGreaterThan(50);
    expect(output.content).toContain(`width="${output.width}"`);
    expect(Array.isArray(diagnostics)).toBe(true);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('vary')).toMatch(/Accept\b/);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(Number((await api.db('diagrams').count<{ n: number }[]>({ n: '*' }))[0]!.n)).toBe(0);
    expect(Number((await api.db('revisions').count<{ n: number }[]>({ n: '*' }))[0]!.n)).toBe(0);
  });

  it('draws Mermaid text as a PNG: base64, its pixel size and scale 1', async () => {
    const answer = await api.anonymous.post<PreviewJson>('/v1/diagrams/preview', { mermaid: mermaidFlow(3), format: 'png' });
    expect(answer.status, answer.text).toBe(200);
    const { output } = answer.body;
    expect(output.mimeType).toBe('image/png');
    const png = Buffer.from(output.contentBase64!, 'base64');
    expect(hasPngSignature(png)).toBe(true);
    expect(pngDimensions(png)).toEqual({ width: output.width, height: output.height });
    expect(output.scale).toBe(1);
  });

  it('draws the theme asked for', async () => {
    const clean = await api.anonymous.post<PreviewJson>('/v1/diagrams/preview', { mermaid: mermaidFlow(2) });
    const dark = await api.anonymous.post<PreviewJson>('/v1/diagrams/preview', { mermaid: mermaidFlow(2), theme: 'dark' });
    expect(dark.status).toBe(200);
    expect(dark.body.output.content).not.toBe(clean.body.output.content);
  });
});

describe('the raw image (Accept: image/svg+xml or image/png)', () => {
  it('answers the SVG itself, the same bytes as the JSON answer', async () => {
    const json = await api.anonymous.post<PreviewJson>('/v1/diagrams/preview', { mermaid: mermaidFlow(3) });
    const raw = await preview({ mermaid: mermaidFlow(3) }, { accept: 'image/svg+xml' });
    expect(raw.status).toBe(200);
    expect(raw.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(raw.body.toString('utf8')).toBe(json.body.output.content);
    expect(raw.headers.vary).toMatch(/Accept\b/);
    expect(raw.headers['cache-control']).toBe('no-store');
  });

  it('answers a PNG when Accept asks for one and the body names no format (curl -o x.png), with the scale header', async () => {
    const raw = await preview({ mermaid: mermaidFlow(3) }, { accept: 'image/png' });
    expect(raw.status).toBe(200);
    expect(raw.headers['content-type']).toBe('image/png');
    expect(hasPngSignature(raw.body)).toBe(true);
    expect(raw.headers['x-png-scale']).toBe('1');
    const json = await api.anonymous.post<PreviewJson>('/v1/diagrams/preview', { mermaid: mermaidFlow(3), format: 'png' });
    expect(raw.body.equals(Buffer.from(json.body.output.contentBase64!, 'base64'))).toBe(true);
  });

  it('keeps JSON for Accept */* or application/json even with format png', async () => {
    for (const accept of ['*/*', 'application/json']) {
      const answer = await preview({ mermaid: mermaidFlow(2), format: 'png' }, { accept });
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect((JSON.parse(answer.body.toString('utf8')) as PreviewJson).output.mimeType).toBe('image/png');
    }
  });

  it('refuses an Accept that allows neither JSON nor the format asked for: 406 NOT_ACCEPTABLE', async () => {
    const refused = await api.anonymous.request('POST', '/v1/diagrams/preview', { body: { mermaid: mermaidFlow(2), format: 'svg' }, headers: { accept: 'image/png' } });
    expectError(refused, 406, 'NOT_ACCEPTABLE');
    expectError(await api.anonymous.request('POST', '/v1/diagrams/preview', { body: { mermaid: mermaidFlow(2) }, headers: { accept: 'text/html' } }), 406, 'NOT_ACCEPTABLE');
  });
});

describe('bad input: a 4xx with a code, nothing drawn', () => {
  it('refuses invalid scenes, refused Mermaid, bad envelopes, scale misuse', async () => {
    const invalid = { ...serviceScene(2), elements: [{ id: 'e', kind: 'edge', from: { elementId: 'x' }, to: { elementId: 'y' } }] };
    expectError(await api.anonymous.post('/v1/diagrams/preview', { scene: invalid }), 422, 'VALIDATION_FAILED');
    expectError(await api.anonymous.post('/v1/diagrams/preview', { mermaid: 'pie\n  "a": 1\n' }), 422, 'MERMAID_TYPE_UNSUPPORTED');
    expectError(await api.anonymous.post('/v1/diagrams/preview', { mermaid: mermaidFlow(2), scene: serviceScene(2) }), 400, 'BODY_INVALID');
    expectError(await api.anonymous.post('/v1/diagrams/preview', {}), 400, 'BODY_INVALID');
    expectError(await api.anonymous.post('/v1/diagrams/preview', { mermaid: mermaidFlow(2), colour: 'red' }), 400, 'BODY_INVALID');
    expectError(await api.anonymous.post('/v1/diagrams/preview', { mermaid: mermaidFlow(2), format: 'gif' }), 400, 'BODY_INVALID');
    expectError(await api.anonymous.post('/v1/diagrams/preview', { mermaid: mermaidFlow(2), theme: 'neon' }), 400, 'BODY_INVALID');
    expectError(await api.anonymous.post('/v1/diagrams/preview', { mermaid: mermaidFlow(2), scale: 2 }), 400, 'BODY_INVALID', { parameter: 'scale' });
    expectError(await api.anonymous.post('/v1/diagrams/preview', { mermaid: mermaidFlow(2), format: 'png', scale: 20 }), 400, 'PNG_SCALE_OUT_OF_RANGE', { maxScale: 10 });
    expectError(await api.anonymous.post('/v1/diagrams/preview', '{"mermaid":'), 400, 'INVALID_JSON');
  });
});

describe('who the drawing is for', () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  it('without a key: the keyless budget, queued by address; with a key: the keyed budget of its workspace', async () => {
    const { callers } = server;
    callers.length = 0;
    expect((await apiClient(server.url).post('/v1/diagrams/preview', { mermaid: mermaidFlow(2), format: 'png' })).status).toBe(200);
    // One job: layout, SVG, PNG plan and raster under one budget, in one queue turn.
    expect(callers).toEqual([expect.objectContaining({ job: 'drawPng', budget: 'keyless', address: expect.stringContaining('127.0.0.1') })]);
    callers.length = 0;
    expect((await apiClient(server.url, { authorization: `Bearer ${server.key}` }).post('/v1/diagrams/preview', { mermaid: mermaidFlow(2) })).status).toBe(200);
    expect(callers).toEqual([expect.objectContaining({ job: 'draw', budget: 'keyed' })]);
    expectError(await apiClient(server.url, { authorization: 'Bearer dsp_sk_00000000000000000000000000000000' }).post('/v1/diagrams/preview', { mermaid: mermaidFlow(2) }), 401, 'API_KEY_INVALID');
  });
});

describe('CORS', () => {
  it('answers the preflight of a cross-origin JSON POST', async () => {
    const preflight = await rawRequest(`${api.url}/v1/diagrams/preview`, {
      method: 'OPTIONS',
      headers: { origin: 'https://docs.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Content-Type/);
    expect(preflight.headers['access-control-max-age']).toBe('86400');
  });
});
