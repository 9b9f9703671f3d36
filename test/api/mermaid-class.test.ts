import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { rawRequest } from '../support/raw-http.js';

// issue 32 item 3: a Mermaid classDiagram is drawn by preview and the Kroki routes, and
// refused by a save (and its validate) like sequenceDiagram and stateDiagram (spec: POST
// /v1/diagrams takes flowchart and erDiagram Mermaid only).
let api: ApiFixture;
let owner: TestUser;

beforeAll(async () => {
  api = await startApiFixture();
  owner = await api.user({ plan: 'pro' });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

const encode = (source: string): string => deflateSync(Buffer.from(source), { level: 9 }).toString('base64url');
const CLASSES = 'classDiagram\n  Animal <|-- Duck\n  Animal : +int age\n  class Duck {\n    +swim() bool\n  }\n';

describe('Mermaid classDiagram through the service', () => {
  it('is drawn by the Kroki routes, GET and POST giving the same bytes, with its members', async () => {
    const got = await rawRequest(`${api.url}/render/mermaid/svg/${encode(CLASSES)}`);
    expect(got.status, got.body.toString()).toBe(200);
    const svg = got.body.toString('utf8');
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('+swim()');
    const posted = await rawRequest(`${api.url}/render/mermaid/svg`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: CLASSES });
    expect(posted.status).toBe(200);
    expect(posted.body.toString('utf8')).toBe(svg);
  });

  it('is drawn by preview, which names what it approximates', async () => {
    const answer = await owner.post<{ output: { content: string }; diagnostics: Array<{ code: string; data?: { construct?: string } }> }>('/v1/diagrams/preview', { mermaid: 'classDiagram\n  Whole o-- Part : has\n' });
    expect(answer.status, answer.text).toBe(200);
    for (const text of ['Whole', 'Part', 'has']) expect(answer.body.output.content).toContain(text);
    expect(answer.body.diagnostics.filter((d) => d.code === 'MERMAID_APPROXIMATED').map((d) => d.data?.construct)).toEqual(['aggregation']);
  });

  it('is refused by a save with 422 MERMAID_TYPE_UNSUPPORTED naming the accepted types, and validate says so too', async () => {
    const response = await owner.post<{ code: string; data: { type: string; accepted: string[] } }>('/v1/diagrams', { mermaid: CLASSES });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('MERMAID_TYPE_UNSUPPORTED');
    expect(response.body.data).toEqual({ type: 'classDiagram', accepted: ['flowchart', 'graph', 'erDiagram'] });
    const check = await owner.post<{ valid: boolean; diagnostics: Array<{ code: string; data: { type: string } }> }>('/v1/diagrams/validate', { mermaid: CLASSES });
    expect(check.body.valid).toBe(false);
    expect(check.body.diagnostics.map((d) => [d.code, d.data.type])).toEqual([['MERMAID_TYPE_UNSUPPORTED', 'classDiagram']]);
  });

  it('refuses class text Mermaid refuses with its line and column', async () => {
    const got = await rawRequest(`${api.url}/render/mermaid/svg/${encode('classDiagram\n  class A {\n    +x\n')}`);
    expect(got.status).toBe(422);
    const body = JSON.parse(got.body.toString('utf8')) as { code: string; error: string };
    expect(body.code).toBe('MERMAID_SYNTAX_ERROR');
    expect(body.error).toContain('line 2, column 11');
  });
});
