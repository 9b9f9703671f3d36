import { deflateSync } from 'node:zlib';
import type Koa from 'koa';
import fc from 'fast-check';
import { createApp } from '../../server/app.js';
import type { ServiceContext } from '../../server/use-cases/shared/context.js';
import type { Drawer } from '../../server/ports/drawer.js';
import { packageVersion } from '../../fonts/package-version.js';
import { hostileString, mutatedJson } from './mutate.js';
import { mismatchedEncoding } from './encodings.js';
import type { FuzzSeeds } from './seeds.js';
import { deriveBody } from './derive-bodies.js';
import { authorization, bodies, contentType, diagramRef, encode, json, jsonBody, plausibleValue, query, type FuzzRequest, type FuzzWorld } from './requests.js';
import { mcpBody, MCP_HEADERS } from './mcp-batches.js';

/** One method of one route the app registers, with its path template (`/v1/diagrams/:id`). */
export interface RouteTemplate {
  method: string;
  path: string;
}

interface RouterLayer {
  path: string | RegExp;
  methods: string[];
}

/**
 * The routes an app registers, read from its router: @koa/router's dispatch middleware
 * carries the router, whose stack holds one layer per route. So a route added to the app is
 * fuzzed without anyone adding it here.
 */
export function registeredRoutes(app: Koa<never>): RouteTemplate[] {
  const dispatch = (app.middleware as Array<{ router?: { stack: RouterLayer[] } }>).find((middleware) => middleware.router !== undefined);
  if (!dispatch?.router) throw new Error('the app has no @koa/router dispatch middleware');
  return dispatch.router.stack.flatMap((layer) => (typeof layer.path === 'string' ? layer.methods.map((method) => ({ method, path: layer.path as string })) : []));
}

/**
 * Every route of the app as the service builds it (server/app.ts, with a database and a
 * drawer, so every group of routes is mounted), read without serving: the routes are
 * registered when the app is built, and nothing is asked of the database or the drawer
 * until a request comes.
 */
export function appRoutes(webUrl: string): RouteTemplate[] {
  const app = createApp({ context: {} as ServiceContext, drawer: {} as Drawer, rateLimits: false, logRequest: () => {}, config: { webUrl } });
  return registeredRoutes(app as unknown as Koa<never>);
}

const IMAGE_SUFFIX = fc.constantFrom('', '.svg', '.png', '.pdf');
const REVISION = fc.constantFrom('', '@1', '@2', '@0', '@99999');

/** A keyless address's {ref}: a share link's token (with @revision and a suffix), a diagram id, or anything. */
function publicRef(world: FuzzWorld, suffix: boolean): fc.Arbitrary<string> {
  const known = fc.tuple(fc.constantFrom(...world.tokens, ...world.diagrams), REVISION, suffix ? IMAGE_SUFFIX : fc.constant('')).map((parts) => parts.join(''));
  return fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: hostileString.map((s) => encode(s).slice(0, 200) || 'x') });
}

/** A Kroki-style {source}: a Mermaid text of the corpus deflated (zlib) and in base64url, or anything. */
function krokiSource(seeds: FuzzSeeds): fc.Arbitrary<string> {
  const real = fc.constantFrom(...seeds.mermaid).map((text) => deflateSync(text).toString('base64url'));
  return fc.oneof({ weight: 3, arbitrary: real }, { weight: 1, arbitrary: hostileString.map((s) => encode(s).slice(0, 300) || 'x') });
}

/** A value for the parameter `name` of the route `path`: one that names something real most of the time. */
function parameter(world: FuzzWorld, seeds: FuzzSeeds, path: string, name: string): fc.Arbitrary<string> {
  const odd = hostileString.map((s) => encode(s).slice(0, 200) || 'x');
  const mostly = (...values: string[]) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: odd });
  switch (name) {
    case 'id':
      return diagramRef(world);
    case 'ref':
      return publicRef(world, false);
    case 'file':
      if (path.startsWith('/schemas/api/')) return mostly('create-diagram.json', 'create-revision.json', 'preview.json', 'nope.json');
      if (path.startsWith('/schemas/')) return mostly('scene.json', 'ops.json', 'scene.schema.json', 'ops.schema.json', 'nope.json');
      if (path.startsWith('/v1/images/')) return fc.tuple(fc.constantFrom(...world.diagrams), REVISION, IMAGE_SUFFIX).map((parts) => parts.join(''));
      return publicRef(world, true);
    case 'type':
      return mostly('mermaid', 'dsp', 'plantuml');
    case 'format':
      return mostly('svg', 'png', 'pdf');
    case 'source':
      return krokiSource(seeds);
    case 'bundle':
      return mostly(`dsp-diagram@${packageVersion()}`, 'dsp-diagram@0.0.1');
    case 'path':
      return mostly('dsp-diagram.js', 'nope.js', '..%2fpackage.json', 'fonts/x.ttf');
    case 'linkId':
      return mostly(...world.links, 'lnk_00000000000000000000');
    case 'keyId':
      // Never the world's own keys: revoking them would end the run's keyed requests.
      return mostly('key_00000000000000000000');
    default:
      return fc.oneof(diagramRef(world), odd);
  }
}

/** The route's path with each :name and *name replaced by a value. */
function concretePath(world: FuzzWorld, seeds: FuzzSeeds, template: string): fc.Arbitrary<{ path: string; id?: string }> {
  const names = [...template.matchAll(/[:*]([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  return fc.tuple(...names.map((name) => parameter(world, seeds, template, name))).map((values) => {
    const byName = new Map(names.map((name, i) => [name, values[i]!]));
    return { path: template.replace(/[:*]([A-Za-z0-9_]+)/g, (_, name: string) => byName.get(name)!), ...(byName.has('id') ? { id: byName.get('id')! } : {}) };
  });
}

const QUERY_NAMES = ['view', 'revision', 'asOf', 'knownRevision', 'elements', 'cursor', 'limit', 'deleted', 'query', 'key', 'from', 'to', 'confirm', 'theme', 'scale', 'engine', 'expires', 'signature', 'format'];

/** A body for the route, from what it takes (the corpus's mutations where it takes a scene, operations or Mermaid). */
function bodyFor(seeds: FuzzSeeds, method: string, path: string): fc.Arbitrary<string> | undefined {
  const body = bodies(seeds);
  const anything = fc.jsonValue({ maxDepth: 3 }).map(json);
  if (method === 'GET' || method === 'HEAD') return undefined;
  if (path === '/mcp') return undefined;
  if (path === '/v1/diagrams') return jsonBody(body.create);
  if (path.endsWith('/derive') || path.endsWith('/derive-preview')) return deriveBody();
  if (path.endsWith('/revisions')) return jsonBody(body.edit);
  if (path.endsWith('/validate') || path.endsWith('/preview')) return jsonBody(body.validate);
  if (path === '/v1/auth/keys') return jsonBody(body.key);
  // Kroki's JSON API: its body shape, mutated (fields dropped, retyped, options added).
  if (path === '/render') return fc.constantFrom(...seeds.mermaid).chain((text) => mutatedJson({ diagram_source: text, diagram_type: 'mermaid', output_format: 'png', diagram_options: { theme: 'dark' } }, 3)).map(json);
  if (path === '/v1/auth/sign-in') return mutatedJson({ email: 'fuzz@example.test' }, 2).map(json);
  if (path === '/v1/auth/session' || path === '/v1/auth/verify-email/confirm') return mutatedJson({ token: 'A'.repeat(43), workspaceId: 'wsp_00000000000000000000' }, 2).map(json);
  if (path.startsWith('/v1/auth/passkey')) return mutatedJson({ challengeId: 'pkc_00000000000000000000', name: 'Laptop', response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e30', attestationObject: 'oA', authenticatorData: 'AAAA', signature: 'MEQ', userHandle: 'dXNy' } } }, 3).map(json);
  if (path.startsWith('/render/')) return fc.oneof(fc.constantFrom(...seeds.mermaid), fc.constantFrom(...seeds.mermaid).map((text) => json({ diagram_source: text })), fc.constantFrom(...seeds.scenes).map(json));
  if (path.endsWith('/report')) return mutatedJson({ reason: 'spam', description: 'This diagram advertises an online casino and links to a phishing page.', reporterEmail: 'a@example.test' }).map(json);
  if (path.endsWith('/sharing')) return mutatedJson({ visibility: 'private', publicSharing: true }, 2).map(json);
  if (path.endsWith('/legal-hold')) return mutatedJson({ legalHold: true }, 2).map(json);
  if (path === '/v1/workspace/evidence') return mutatedJson({ ids: ['k1', 'm1'], from: 1 }, 3).map(json);
  return fc.oneof(fc.constant(''), fc.constant('{}'), anything);
}

/**
 * A request to any route the app registers (`routes`, from appRoutes), each as likely as
 * the next: its parameters filled with real and hostile values, a query of random
 * parameters, a key of some kind, and the body the route takes (a JSON-RPC call or batch on
 * /mcp). `mismatched` sends every body with a Content-Encoding it does not have: the probe
 * of every body reader (issue 27, defect 3).
 */
export function routeRequest(world: FuzzWorld, seeds: FuzzSeeds, routes: RouteTemplate[], mismatched = false): fc.Arbitrary<FuzzRequest> {
  const withBody = mismatched ? routes.filter((route) => route.method !== 'GET' && route.method !== 'HEAD') : routes;
  return fc.constantFrom(...withBody).chain((route) => {
    const mcp = route.path === '/mcp' && route.method === 'POST';
    const payload = mcp ? mcpBody(world, seeds) : bodyFor(seeds, route.method, route.path);
    return fc
      .tuple(concretePath(world, seeds, route.path), query(QUERY_NAMES, plausibleValue), authorization(world), payload ?? fc.constant(undefined), mismatched ? mismatchedEncoding : fc.constant('none' as const), contentType)
      .map(([{ path, id }, search, auth, text, encoding, type]): FuzzRequest => ({
        kind: `${mismatched ? 'mismatched body ' : 'route '}${route.method} ${route.path}`,
        method: route.method,
        path: `${path}${search}`,
        headers: { ...auth, ...(mcp ? MCP_HEADERS : route.path.startsWith('/render/') ? { 'content-type': 'text/plain' } : type ? { 'content-type': type } : {}) },
        ...(text === undefined ? {} : { text, encoding }),
        ...(route.path.endsWith('/revisions') && route.method === 'POST' && id !== undefined ? { diagram: id } : {}),
      }));
  });
}
