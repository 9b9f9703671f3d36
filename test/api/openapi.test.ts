import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Router from '@koa/router';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createApp } from '../../server/app.js';
import { createInlineDrawer } from '../../server/drawing-pool/index.js';
import { ERROR_CODES } from '../../server/http/openapi/error-codes.js';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';

// GET /openapi.json: valid OpenAPI 3.1, and every route the app registers is in it.
let api: ApiFixture;
let document: { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }>; requestBody?: unknown }>>; components: { schemas: Record<string, unknown> } };

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  const response = await api.anonymous.get<typeof document>('/openapi.json');
  expect(response.status).toBe(200);
  document = response.body;
});
afterAll(() => api.close());

/** The routes the full app registers, as OpenAPI method and path ("/v1/diagrams/:id" → "/v1/diagrams/{id}"). */
async function registeredRoutes(): Promise<string[]> {
  const drawer = createInlineDrawer();
  const app = createApp({ context: api.context, drawer, config: { webUrl: 'https://dsp.test', baseUrl: 'https://api.dsp.test' } });
  const dispatch = app.middleware.find((middleware) => 'router' in middleware) as unknown as { router: Router };
  const routes = new Set<string>();
  for (const layer of dispatch.router.stack) {
    const path = String(layer.path).replace(/[:*]([A-Za-z]+)/g, '{$1}');
    // HEAD follows GET; OPTIONS routes are CORS preflights (the token and revocation endpoints'), not operations.
    for (const method of layer.methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) routes.add(`${method.toLowerCase()} ${path}`);
  }
  await drawer.close();
  return [...routes].sort();
}

describe('the OpenAPI document', () => {
  it('is served keyless, to any origin, and cacheable, with an ETag that answers 304', async () => {
    const first = await api.anonymous.get('/openapi.json', { origin: 'https://explorer.example' });
    expect(first.headers.get('content-type')).toContain('application/json');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await fetch(`${api.url}/openapi.json`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('passes the OpenAPI 3.1 validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors, JSON.stringify(result.errors)?.slice(0, 2000)).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route the app registers, and no other', async () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`)).sort();
    expect(documented).toEqual(await registeredRoutes());
  });

  it('lists each answer\'s error codes under the status they are given with', () => {
    const create = document.paths['/v1/diagrams']!.post!.responses;
    expect(Object.keys(create)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409', '413', '422', '429', '503']));
    const conflict = create['409']!.content!['application/json']!.schema as { allOf: Array<{ properties?: { code: { enum: string[] } } }> };
    expect(conflict.allOf[1]!.properties!.code.enum).toEqual(['KEY_EXISTS']);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          const codes = (answer.content!['application/json']!.schema as { allOf: Array<{ properties?: { code: { enum: string[] } } }> }).allOf[1]!.properties!.code.enum;
          for (const code of codes) expect(ERROR_CODES[code as keyof typeof ERROR_CODES][0], `${method} ${path} ${code}`).toBe(Number(status));
        }
      }
    }
  });

  it('catalogues every error code the server throws (but those only dsp admin and MCP tools give)', () => {
    // accounts.ts and report-decisions.ts answer `dsp admin`, not HTTP; a 501 is answered as 404 or 405;
    // ARGUMENTS_INVALID is a tool's or a prompt's arguments refused inside an MCP answer;
    // ACCOUNT_CLOSED answers dsp admin sign-in-link, SEATS_INVALID dsp admin plan, TEAM_NAME_AMBIGUOUS dsp admin create-user --team. STATUS_* and FEEDBACK_NOT_FOUND answer dsp admin support.
    const notOverHttp = ['ACCOUNT_CLOSED', 'ARGUMENTS_INVALID', 'DIAGRAM_DELETED', 'EMAIL_INVALID', 'KEY_NAME_TOO_LONG', 'NOT_A_MEMBER', 'NOT_IMPLEMENTED', 'PERSON_NOT_FOUND', 'PLAN_INVALID', 'REPORT_ALREADY_RESOLVED', 'SEATS_INVALID', 'TEAM_NAME_INVALID', 'TEAM_NAME_AMBIGUOUS', 'WORKSPACE_NOT_FOUND', 'WORKSPACE_REQUIRED', 'STATUS_INVALID', 'STATUS_TRANSITION_INVALID', 'STATUS_CHANGED_MEANWHILE', 'FEEDBACK_NOT_FOUND'];
    const folder = fileURLToPath(new URL('../../server/', import.meta.url));
    const thrown = new Set<string>();
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'))) {
      for (const match of readFileSync(join(folder, file), 'utf8').matchAll(/(?:ServiceError|httpError|HttpError)\(\s*\d{3},\s*'([A-Z_]+)'/g)) thrown.add(match[1]!);
    }
    expect(thrown.size).toBeGreaterThan(40);
    expect([...thrown].filter((code) => !(code in ERROR_CODES) && !notOverHttp.includes(code)).sort()).toEqual([]);
  });

  it('gives every route that reads a body its body (undelete, attest, asking for a verification link or passkey options, leaving a workspace, approving and previewing a proposal read none)', () => {
    const withoutBody = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).filter(([method, operation]) => (method === 'post' || method === 'put') && !operation.requestBody).map(([method]) => `${method} ${path}`));
    expect(withoutBody.sort()).toEqual(['post /v1/auth/passkey-sign-in/options', 'post /v1/auth/passkeys/registration-options', 'post /v1/auth/verify-email', 'post /v1/diagrams/{id}/attest', 'post /v1/diagrams/{id}/proposals/{pid}/approve', 'post /v1/diagrams/{id}/proposals/{pid}/preview', 'post /v1/diagrams/{id}/undelete', 'post /v1/workspace/leave']);
  });

  it('describes bodies with the same schemas the routes parse with, scenes and operations by reference', () => {
    const edit = document.components.schemas.CreateRevisionBody as { properties: Record<string, unknown>; required: string[] };
    expect(edit.properties.ops).toEqual({ $ref: '#/components/schemas/Operations' });
    expect(edit.required).toEqual(['baseRevision']);
    expect((document.components.schemas.CreateDiagramBody as { properties: Record<string, unknown> }).properties.scene).toEqual({ $ref: '#/components/schemas/Scene' });
    expect(document.paths['/v1/diagrams/{id}/revisions']!.post!.requestBody).toEqual({ required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateRevisionBody' } } } });
  });
});
