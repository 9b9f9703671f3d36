import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import type { FuzzSeeds } from './seeds.js';
import { hostileString, mutatedJson, mutatedMermaid, mutatedText } from './mutate.js';
import { bodyEncoding, decodedBody, encoded, type Encoding } from './encodings.js';

/** What the requests can name: keys of each kind and diagrams that exist. */
export interface FuzzWorld {
  keys: {
    /** A write key of a Pro workspace (most requests). */
    write: string;
    /** A read key of the same person. */
    read: string;
    /** A write key of a Free workspace (its limits are reached during a long run). */
    free: string;
    /** A viewer's key in a team workspace. */
    viewer: string;
  };
  /** Ids and keys of diagrams of the Pro workspace; edits and reads aim at them. */
  diagrams: string[];
  /** Share-link tokens to some of them (the keyless addresses /d/{token}, /v1/public/diagrams/{token}). */
  tokens: string[];
  /** The ids of those links. */
  links: string[];
}

/** One request: `kind` says what it was made from, for the reports. */
export interface FuzzRequest {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The body's text before its Content-Encoding is applied (when sent). */
  text?: string;
  encoding?: Encoding;
  /** The diagram an edit aims at: BASE_REVISION in its text becomes the last revision seen of it. */
  diagram?: string;
}

/** Stands for "the diagram's revision as last seen" in an edit's body, so that most edits apply instead of conflicting. */
export const BASE_REVISION = 909_090_909;

/** The last revision seen of each diagram reference, from edits' answers. */
export type Heads = Map<string, number>;

/** A scene whose ids match the operation corpus's (a, b, c, e, g, f), so mutated ops mostly aim at elements that exist. */
export function editableScene(title: string): Record<string, unknown> {
  return {
    schemaVersion: '0.1',
    scene: { id: 'fuzz', title },
    diagramFamily: 'architecture',
    elements: [
      { id: 'a', kind: 'node', nodeType: 'service', label: 'A' },
      { id: 'b', kind: 'node', nodeType: 'database', label: 'B' },
      { id: 'c', kind: 'node', nodeType: 'queue', label: 'C' },
      { id: 'e', kind: 'edge', from: { elementId: 'a' }, to: { elementId: 'b' }, label: 'uses' },
    ],
  };
}

export const json = (value: unknown) => JSON.stringify(value) ?? 'null';

/** A body: JSON of a value, usually as is, sometimes broken at the text level. */
export function jsonBody(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return value.chain((v) => mutatedText(json(v)));
}

export function bodies(seeds: FuzzSeeds) {
  const scene = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...seeds.scenes) }, { weight: 1, arbitrary: fc.constantFrom(...seeds.invalidScenes) }).chain((s) => mutatedJson(s));
  const mermaid = fc.constantFrom(...seeds.mermaid).chain((text) => mutatedMermaid(text));
  const ops = fc.constantFrom(...seeds.ops).chain((o) => mutatedJson(o, 3));
  const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 2 });
  const envelope = (fields: Record<string, fc.Arbitrary<unknown>>) => fc.record(fields, { requiredKeys: [] });
  const base = fc.oneof({ weight: 4, arbitrary: fc.constant(BASE_REVISION) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 30 }) });
  return {
    validate: fc.oneof(
      scene.map((s) => ({ scene: s })),
      scene,
      mermaid.map((m) => ({ mermaid: m })),
      fc.jsonValue({ maxDepth: 3 }),
    ),
    create: fc.oneof(
      { weight: 3, arbitrary: fc.record({ scene, key: optional(fc.oneof(fc.constantFrom('k1', 'k2', 'k3'), hostileString)), brief: optional(hostileString), message: optional(hostileString) }) },
      { weight: 2, arbitrary: fc.record({ mermaid, key: optional(fc.constantFrom('m1', 'm2')) }) },
      { weight: 1, arbitrary: mutatedJson({ scene: editableScene('x'), mermaid: 'flowchart LR\n A-->B', key: 'k', brief: 'b', message: 'm' }) },
    ),
    edit: fc.oneof(
      { weight: 4, arbitrary: fc.record({ baseRevision: base, ops, message: optional(hostileString), requestId: optional(fc.constantFrom('r1', 'r2', 'r3')) }) },
      { weight: 1, arbitrary: fc.record({ baseRevision: base, mermaid }) },
      { weight: 1, arbitrary: fc.record({ baseRevision: base, restoreRevision: fc.oneof(fc.integer({ min: -1, max: 30 }), fc.record({ asOf: fc.oneof(hostileString, fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString()))) })) }) },
      { weight: 1, arbitrary: fc.record({ baseRevision: base, brief: fc.oneof(hostileString, fc.constant(null)) }) },
      { weight: 1, arbitrary: envelope({ baseRevision: fc.jsonValue({ maxDepth: 1 }), ops: fc.jsonValue({ maxDepth: 2 }), mermaid: fc.jsonValue({ maxDepth: 1 }), brief: fc.jsonValue({ maxDepth: 1 }), extra: fc.jsonValue({ maxDepth: 1 }) }) },
    ),
    key: envelope({ name: fc.oneof(hostileString, fc.constant(null)), scope: fc.oneof(fc.constantFrom('read', 'write'), hostileString), expiresInDays: fc.oneof(fc.integer({ min: -2, max: 400 }), fc.jsonValue({ maxDepth: 1 })) }),
  };
}

/** A query string of some of the given parameters, each with a plausible or hostile value. */
export function query(names: readonly string[], plausible: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const value = fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: hostileString });
  return fc.array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 4 }).map((pairs) =>
    pairs.length === 0 ? '' : `?${pairs.map(([name, v]) => `${name}=${encode(v)}`).join('&')}`,
  );
}

/** A string as a URL path segment or query value; a lone surrogate (which encodeURIComponent refuses) becomes the bytes a hostile client would send for it. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/gu, ''))}%ED%A0%80`;
  }
}

/** Path segments: a known diagram most of the time, else an unknown or hostile one (percent-encoded). */
export function diagramRef(world: FuzzWorld): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...world.diagrams) },
    { weight: 1, arbitrary: fc.constantFrom('dgm_00000000000000000000', 'k1', 'm1', '..', '%2e%2e', world.keys.write) },
    { weight: 1, arbitrary: hostileString.map((s) => encode(s).slice(0, 300) || 'x') },
  );
}

export const plausibleValue = fc.oneof(
  fc.integer({ min: -1, max: 40 }).map(String),
  fc.constantFrom('outline', 'dsp', 'mermaid', 'svg', 'true', 'false', '2026-01-01', '2020-01-01T00:00:00Z', 'now', 'a,b,c', 'a', 'eyJ4IjoxfQ', ''),
);

/** Headers: a key of some kind (or none, or a malformed one), a Content-Type, sometimes a Content-Encoding. */
export function authorization(world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  const bearer = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` });
  type Headers = Record<string, string>;
  return fc.oneof<Array<fc.WeightedArbitrary<Headers>>>(
    { weight: 8, arbitrary: fc.constant(bearer(world.keys.write)) },
    { weight: 1, arbitrary: fc.constant(bearer(world.keys.read)) },
    { weight: 1, arbitrary: fc.constant(bearer(world.keys.free)) },
    { weight: 1, arbitrary: fc.constant(bearer(world.keys.viewer)) },
    { weight: 1, arbitrary: fc.constant<Headers>({ 'x-api-key': world.keys.write }) },
    { weight: 1, arbitrary: fc.constant<Headers>({}) },
    { weight: 1, arbitrary: fc.constantFrom<Record<string, string>>({ authorization: 'Bearer dsp_sk_00000000000000000000000000000000' }, { authorization: 'Basic YTpi' }, { authorization: 'Bearer' }, { 'x-api-key': ' ' }) },
  );
}

export type { Encoding } from './encodings.js';

export const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'multipart/form-data; boundary=x', '') },
);

/**
 * The requests that reach deep: validates, saves and edits built by mutating the corpus's
 * scenes, operations and Mermaid texts, reads with random parameters, key creation, and
 * odd methods and paths. (Every other route the app registers: routes.ts; all of them
 * together, with the answer-shaping headers: any-request.ts.)
 */
export function deepRequest(world: FuzzWorld, seeds: FuzzSeeds): fc.Arbitrary<FuzzRequest> {
  const body = bodies(seeds);
  const withBody = (kind: string, method: string, path: fc.Arbitrary<string>, payload: fc.Arbitrary<string>, keyless = false): fc.Arbitrary<FuzzRequest> =>
    fc.tuple(path, payload, keyless ? fc.constant({}) : authorization(world), bodyEncoding, contentType).map(([p, text, auth, enc, type]) => ({
      kind,
      method,
      path: p,
      headers: { ...auth, ...(type ? { 'content-type': type } : {}) },
      text,
      encoding: enc,
    }));
  const read = (kind: string, path: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> =>
    fc.tuple(path, authorization(world)).map(([p, auth]) => ({ kind, method: 'GET', path: p, headers: auth }));
  const ref = diagramRef(world);
  const edit = fc
    .tuple(ref, jsonBody(body.edit), authorization(world), bodyEncoding, contentType)
    .map(([r, text, auth, enc, type]): FuzzRequest => ({ kind: 'edit', method: 'POST', path: `/v1/diagrams/${r}/revisions`, headers: { ...auth, ...(type ? { 'content-type': type } : {}) }, text, encoding: enc, diagram: r }));
  return fc.oneof(
    { weight: 6, arbitrary: withBody('validate (keyless)', 'POST', fc.constant('/v1/diagrams/validate'), jsonBody(body.validate), true) },
    { weight: 2, arbitrary: withBody('validate (keyed)', 'POST', fc.constant('/v1/diagrams/validate'), jsonBody(body.validate)) },
    { weight: 5, arbitrary: withBody('create', 'POST', fc.constant('/v1/diagrams'), jsonBody(body.create)) },
    { weight: 6, arbitrary: edit },
    { weight: 1, arbitrary: withBody('create key', 'POST', fc.constant('/v1/auth/keys'), jsonBody(body.key)) },
    { weight: 4, arbitrary: read('read', fc.tuple(ref, query(['view', 'revision', 'asOf', 'knownRevision', 'elements', 'cursor'], plausibleValue)).map(([r, q]) => `/v1/diagrams/${r}${q}`)) },
    { weight: 2, arbitrary: read('list', query(['query', 'key', 'limit', 'cursor', 'deleted'], plausibleValue).map((q) => `/v1/diagrams${q}`)) },
    { weight: 2, arbitrary: read('history', fc.tuple(ref, query(['limit', 'cursor', 'asOf'], plausibleValue)).map(([r, q]) => `/v1/diagrams/${r}/revisions${q}`)) },
    { weight: 2, arbitrary: read('compare', fc.tuple(ref, query(['from', 'to'], plausibleValue)).map(([r, q]) => `/v1/diagrams/${r}/compare${q}`)) },
    { weight: 1, arbitrary: read('export', ref.map((r) => `/v1/diagrams/${r}/export`)) },
    { weight: 1, arbitrary: read('other reads', fc.constantFrom('/health', '/openapi.json', '/schemas/scene.json', '/schemas/api/create-revision.json', '/schemas/scene.schema.json', '/schemas/ops.schema.json', '/v1/scenes/x', '/v1/workspace/export', '/', '/v1', '/v1/diagrams/')) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'TRACE', 'MKCOL', 'LOCK', 'SEARCH'), fc.oneof(ref.map((r) => `/v1/diagrams/${r}`), fc.constantFrom('/v1/diagrams', '/v1/scenes', '/health', '/x')), authorization(world))
        .map(([method, path, auth]) => ({ kind: `method ${method}`, method, path, headers: auth })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.array(hostileString, { minLength: 1, maxLength: 3 }), authorization(world)).map(([segments, auth]) => ({
        kind: 'odd path',
        method: 'GET',
        path: `/${segments.map(encode).join('/')}`,
        headers: auth,
      })),
    },
  );
}

/** What came back: the status (0: no answer), the code of an error body, and the time. */
export interface FuzzAnswer {
  status: number;
  code?: string;
  /** Why the answer breaks the error body's shape, if it does. */
  shape?: string;
  error?: string;
  ms: number;
  /** JSON-RPC "Internal error" (-32603) answers inside a 2xx from /mcp: not a 5xx, but a failure a client sees. */
  rpcInternal?: number;
}

/** The body's bytes and headers: BASE_REVISION replaced by the diagram's last seen revision, then the Content-Encoding applied. */
function wire(request: FuzzRequest, heads: Heads): { body?: Buffer; headers: Record<string, string> } {
  if (request.text === undefined) return { headers: request.headers };
  const text = request.diagram === undefined ? request.text : request.text.replaceAll(String(BASE_REVISION), String(heads.get(request.diagram) ?? 1));
  const body = encoded(text, request.encoding ?? 'none');
  return { body: body.body, headers: { ...request.headers, ...body.headers, 'content-length': String(body.body.length) } };
}

/** Remembers the revision an edit's answer names (applied, or the head it conflicted with). */
function noteHead(request: FuzzRequest, status: number, text: string, heads: Heads): void {
  if (request.diagram === undefined || (status !== 200 && status !== 409)) return;
  try {
    const { revision } = JSON.parse(text) as { revision?: unknown };
    if (typeof revision === 'number') heads.set(request.diagram, revision);
  } catch {
    // Not an answer that names a revision.
  }
}

/**
 * The code of an error body and whether it has the service's one shape, {error, code}; on
 * /mcp a JSON-RPC error ({jsonrpc, id, error: {code, message, data: {code...}}}) is the
 * shape MCP clients read, so it counts too.
 */
function errorShape(text: string, mcp: boolean): { code?: string; broken?: string } {
  let parsed: { error?: unknown; code?: unknown; jsonrpc?: unknown };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    return { broken: 'the error body is not JSON' };
  }
  if (typeof parsed.error === 'string' && typeof parsed.code === 'string') return { code: parsed.code };
  const rpc = parsed.error as { code?: unknown; message?: unknown; data?: { code?: unknown } } | undefined;
  if (mcp && parsed.jsonrpc === '2.0' && typeof rpc?.code === 'number' && typeof rpc.message === 'string') {
    return { code: typeof rpc.data?.code === 'string' ? rpc.data.code : `jsonrpc ${rpc.code}` };
  }
  return { broken: 'the error body has no string error and code' };
}

/** Sends a request (any method, raw bytes), noting diagrams' revisions in `heads`; never throws. */
export function send(baseUrl: string, request: FuzzRequest, agent: Agent, heads: Heads, timeoutMs = 60_000): Promise<FuzzAnswer> {
  const url = new URL(baseUrl);
  const started = performance.now();
  const { body, headers } = wire(request, heads);
  return new Promise((resolve) => {
    const outgoing = httpRequest({ host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => resolve({ status: 0, error: error.message, ms: performance.now() - started }));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        const answer: FuzzAnswer = { status, ms: performance.now() - started };
        const body = decodedBody(Buffer.concat(chunks), response.headers['content-encoding']);
        if ('broken' in body) {
          answer.shape = body.broken;
          resolve(answer);
          return;
        }
        const text = body.text;
        noteHead(request, status, text, heads);
        const rpcInternal = status < 300 && /^\/mcp/i.test(request.path) ? text.split('"code":-32603').length - 1 : 0;
        if (rpcInternal > 0) answer.rpcInternal = rpcInternal;
        // The version pages are for browsers: an address there that shows nothing is one HTML
        // 404 page (server/http/routes/pages.ts; the router matches paths case-insensitively).
        const versionPageNotFound = status === 404 && /^\/d\//i.test(request.path) && String(response.headers['content-type']).startsWith('text/html');
        if (status >= 400 && request.method !== 'HEAD' && !versionPageNotFound) {
          const shape = errorShape(text, /^\/mcp(?:[/?]|$)/i.test(request.path));
          if (shape.code !== undefined) answer.code = shape.code;
          if (shape.broken !== undefined) answer.shape = `${shape.broken} (${String(response.headers['content-type'])})`;
        }
        // A HEAD answer has no body to name its code: a 5xx is asked again as a GET to learn it.
        if (request.method === 'HEAD' && status >= 500) {
          void send(baseUrl, { ...request, method: 'GET' }, agent, heads, timeoutMs).then((again) => resolve({ ...answer, ...(again.status === status && again.code !== undefined ? { code: again.code } : {}) }));
          return;
        }
        resolve(answer);
      });
    });
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', (error) => resolve({ status: 0, error: error.message, ms: performance.now() - started }));
    outgoing.end(body);
  });
}

/**
 * The 5xx that are not faults: the two a client is told to retry, and the element's files
 * on a checkout whose bundle is not built (a documented state of the server, not a failure
 * of the request). Any other 5xx is a fault.
 */
const EXPECTED_5XX = new Set(['DRAWING_BUSY', 'DATABASE_BUSY', 'EMBED_NOT_BUILT']);

/** Why an answer is a fault (a 5xx other than EXPECTED_5XX, no answer, a broken error body), or undefined. */
export function faultOf(answer: FuzzAnswer): string | undefined {
  if (answer.status === 0) return `no answer: ${answer.error}`;
  if (answer.status >= 500 && !(answer.status === 503 && answer.code !== undefined && EXPECTED_5XX.has(answer.code))) return `${answer.status} ${answer.code ?? ''}`.trim();
  return answer.shape;
}

/** A request in a line (its body cut at 300 characters), for a failure report. */
export function describeRequest(request: FuzzRequest): string {
  const text = request.text;
  const body = text === undefined ? '' : ` ${request.encoding && request.encoding !== 'none' ? `(${request.encoding}) ` : ''}${text.slice(0, 300)}${text.length > 300 ? `… (${text.length} characters)` : ''}`;
  const headers = Object.entries(request.headers).filter(([name]) => name !== 'authorization' && name !== 'x-api-key').map(([name, value]) => `${name}: ${value}`).join('; ');
  return `${request.kind}: ${request.method} ${request.path} [${headers}]${body}`;
}

/** A keep-alive connection pool for the fuzz clients. */
export function fuzzAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 16 });
}
