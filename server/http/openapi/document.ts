import { API_BODIES, bodyJsonSchema, opsJsonSchema, sceneJsonSchema, type ApiBodyName, type SlotReferences } from '../../../schema/index.js';
import { ERROR_CODES, type ErrorCode } from './error-codes.js';
import { ROUTE_DOCS, type AnswerType, type RouteDoc } from './route-docs.js';

/**
 * The OpenAPI 3.1 document of the REST API, built from the same valibot schemas the routes
 * parse bodies with (schema/api.ts through schema/json-schema.ts) and from the route and
 * error catalogues beside this file. Served at GET /openapi.json.
 */
const COMPONENT_REFERENCES: SlotReferences = { scene: '#/components/schemas/Scene', ops: '#/components/schemas/Operations' };

const ANSWER_MEDIA: Record<AnswerType, string[]> = {
  json: ['application/json'],
  image: ['image/svg+xml', 'image/png'],
  ndjson: ['application/x-ndjson'],
  html: ['text/html'],
  javascript: ['text/javascript'],
  schema: ['application/schema+json'],
  openapi: ['application/json'],
  zip: ['application/zip'],
};

/** A body's component name: create-diagram → CreateDiagramBody. */
function componentName(name: ApiBodyName): string {
  return `${name.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Body`;
}

function successAnswer(route: RouteDoc): Record<string, unknown> {
  const { answer } = route;
  const schema = answer.type === 'json'
    ? { type: 'object', ...(answer.properties ? { properties: Object.fromEntries(answer.properties.map((p) => [p, {}])) } : {}) }
    : answer.type === 'image' || answer.type === 'html' || answer.type === 'javascript' || answer.type === 'ndjson' ? { type: 'string' }
    : answer.type === 'zip' ? { type: 'string', contentMediaType: 'application/zip' } : { type: 'object' };
  return { description: answer.description, content: Object.fromEntries(ANSWER_MEDIA[answer.type].map((media) => [media, { schema }])) };
}

/** The error answers of a route, one per status, each listing its codes. */
function errorAnswers(codes: readonly ErrorCode[]): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERROR_CODES[code][0];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const answers: Record<string, unknown> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    answers[String(status)] = {
      description: list.map((code) => `${code}: ${ERROR_CODES[code][1]}`).join('\n'),
      content: {
        'application/json': {
          schema: { allOf: [{ $ref: '#/components/schemas/Error' }, { properties: { code: { enum: list } } }] },
        },
      },
    };
  }
  return answers;
}

function security(route: RouteDoc): Array<Record<string, string[]>> {
  const keyed: Array<Record<string, string[]>> = [{ bearer: [] }, { apiKey: [] }, { session: [] }];
  if (route.access === 'key') return keyed;
  if (route.access === 'session') return [{ session: [] }];
  if (route.access === 'optionalKey') return [{}, ...keyed.slice(0, 2)];
  return [];
}

function operation(route: RouteDoc): Record<string, unknown> {
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    security: security(route),
    ...(route.parameters ? { parameters: route.parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: !route.body.optional,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${componentName(route.body.name)}` } } },
          },
        }
      : {}),
    ...(route.rawBody ? { requestBody: { required: true, content: Object.fromEntries(Object.entries(route.rawBody).map(([media, schema]) => [media, { schema }])) } } : {}),
    responses: { [String(route.answer.status)]: successAnswer(route), ...errorAnswers(route.errors) },
  };
}

function components(): Record<string, unknown> {
  const schemas: Record<string, unknown> = {
    Scene: sceneJsonSchema(),
    Operations: opsJsonSchema(),
    Error: {
      type: 'object',
      required: ['error', 'code'],
      properties: { error: { type: 'string', description: 'One line that says how to fix it.' }, code: { type: 'string' } },
      additionalProperties: true,
    },
  };
  for (const name of Object.keys(API_BODIES) as ApiBodyName[]) schemas[componentName(name)] = bodyJsonSchema(name, COMPONENT_REFERENCES);
  return {
    schemas,
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer dsp_sk_…' },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      session: { type: 'apiKey', in: 'cookie', name: '__Host-dsp_session', description: 'The session cookie POST /v1/auth/session sets (named dsp_session when DSP_WEB_URL is http). A change sent with it must carry an Origin of the service or DSP_WEB_URL.' },
    },
  };
}

/** The document; `pagesPrefix` is the path of DSP_WEB_URL, where the version pages live ("" at a site root). */
export function openApiDocument(options: { version: string; pagesPrefix?: string }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTE_DOCS) {
    const path = route.path === '/d/{file}' || route.website ? `${options.pagesPrefix ?? ''}${route.path}` : route.path;
    paths[path] = { ...paths[path], [route.method]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'dsp-diagrams',
      version: options.version,
      description: 'Diagrams as DSP 0.1 scene documents: save, edit with operations, read, draw, share. Every error answer is {error, code, ...extra}; the codes each route can give are listed under its answers. Retired /v1/scenes paths answer 410 MOVED.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    paths,
    components: components(),
  };
}
