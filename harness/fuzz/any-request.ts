import fc from 'fast-check';
import type { FuzzSeeds } from './seeds.js';
import { answerHeaders } from './encodings.js';
import { deepRequest, type FuzzRequest, type FuzzWorld } from './requests.js';
import { routeRequest, type RouteTemplate } from './routes.js';

/**
 * Any request the API could get: the deep requests (mutated corpus scenes, operations and
 * Mermaid on validates, saves and edits; reads; odd methods and paths), a request to any
 * route the app registers (`routes`: appRoutes, read from its router), a body with a
 * Content-Encoding it does not have to any route that takes one, and sometimes the
 * headers that change an answer's form (Accept-Encoding, Accept, If-None-Match).
 */
export function fuzzRequest(world: FuzzWorld, seeds: FuzzSeeds, routes: RouteTemplate[]): fc.Arbitrary<FuzzRequest> {
  const request = fc.oneof(
    { weight: 6, arbitrary: deepRequest(world, seeds) },
    { weight: 4, arbitrary: routeRequest(world, seeds, routes) },
    { weight: 1, arbitrary: routeRequest(world, seeds, routes, true) },
  );
  return fc.tuple(request, answerHeaders).map(([one, headers]) => ({ ...one, headers: { ...one.headers, ...headers } }));
}
