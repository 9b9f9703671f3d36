import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { describeRequest, faultOf, fuzzAgent, send, type FuzzRequest, type FuzzWorld, type Heads } from '../../harness/fuzz/requests.js';
import { fuzzRequest } from '../../harness/fuzz/any-request.js';
import { appRoutes, type RouteTemplate } from '../../harness/fuzz/routes.js';
import { loadSeeds } from '../../harness/fuzz/seeds.js';
import { seedWorld } from '../../harness/fuzz/world.js';

// Issue 18, "a fuzz suite that stays": requests built by mutating the corpus's scenes,
// operations and Mermaid texts (and random reads, keys, methods, paths and headers), and
// (issue 27) requests to every route the app registers, read from its router, with bodies
// in a Content-Encoding they do not have, JSON-RPC batches on /mcp, and the headers that
// change an answer's form (Accept-Encoding with identity;q=0, Accept, If-None-Match), sent
// over HTTP to the real server with the real drawing pool. No answer may be a 5xx other
// than 503 DRAWING_BUSY or DATABASE_BUSY, every error must have the {error, code} shape,
// nothing may be logged as an unexpected error, and the server must answer afterwards.
// Bounded by time: FUZZ_SECONDS (default 40); FUZZ_SEED replays a run (printed on failure).
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED);

let api: ApiFixture;
let world: FuzzWorld;
let routes: RouteTemplate[];

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'pool' });
  const owner = await api.user({ plan: 'pro' });
  const read = await owner.addKey({ scope: 'read' });
  const free = await api.user({ plan: 'free' });
  await api.user({ team: 'Fuzz team', plan: 'team', role: 'owner' });
  const viewer = await api.user({ team: 'Fuzz team', role: 'viewer' });
  world = await seedWorld(api.url, { write: owner.key, read: read.key, free: free.key, viewer: viewer.key });
  // The fixture's app is built with this web address (test/support/api-fixture.ts).
  routes = appRoutes('https://dsp.test');
});
afterAll(() => api.close());

describe('fuzzing the API over HTTP', () => {
  it(`answers every request without a fault (${SECONDS} s, seed ${SEED})`, { timeout: (SECONDS + 60) * 1000 }, async () => {
    const agent = fuzzAgent();
    const seeds = loadSeeds();
    let sent = 0;
    const heads: Heads = new Map();
    const statuses = new Map<string, number>();
    const reached = new Set<string>();
    // Kept apart from fast-check's verdict, which a run ending at the time limit may drop.
    const faults: string[] = [];
    // One to three requests at once: races between saves and edits of the same diagrams too.
    const batch = fc.array(fuzzRequest(world, seeds, routes), { minLength: 1, maxLength: 3 });
    const result = await fc.check(
      fc.asyncProperty(batch, async (requests: FuzzRequest[]) => {
        const answers = await Promise.all(requests.map((request) => send(api.url, request, agent, heads)));
        sent += requests.length;
        for (const request of requests) reached.add(request.kind.replace(/^(route|mismatched body) /, ''));
        answers.forEach((answer, i) => {
          const label = `${answer.status} ${answer.code ?? ''}`.trim();
          statuses.set(label, (statuses.get(label) ?? 0) + 1);
          const fault = faultOf(answer);
          if (fault === undefined) return;
          faults.push(`${fault} for ${describeRequest(requests[i]!)}`);
          throw new Error(faults.at(-1));
        });
      }),
      { seed: SEED, numRuns: 1_000_000, interruptAfterTimeLimit: SECONDS * 1000, markInterruptAsFailure: false, endOnFailure: true },
    );
    agent.destroy();
    const summary = [...statuses].sort((a, b) => b[1] - a[1]).map(([label, count]) => `${count}x${label}`).join(', ');
    const unreached = routes.map((route) => `${route.method} ${route.path}`).filter((route) => !reached.has(route));
    console.log(`fuzz: ${sent} requests in ${SECONDS} s (seed ${SEED}), ${routes.length - unreached.length} of ${routes.length} routes reached${unreached.length ? ` (not: ${unreached.join(', ')})` : ''}: ${summary}`);
    expect(result.failed, result.failed ? `seed ${SEED}: ${String(result.errorInstance)}` : '').toBe(false);
    expect(faults, `seed ${SEED}`).toEqual([]);
    expect(sent).toBeGreaterThan(100);
    expect(api.unexpectedErrors.map((error) => (error instanceof Error ? error.stack : String(error)))).toEqual([]);
  });

  it('fuzzes the routes the app registers, so a new route needs no list to be fuzzed', () => {
    const named = routes.map((route) => `${route.method} ${route.path}`);
    for (const route of ['POST /render/:type/:format', 'POST /mcp', 'GET /d/:file', 'GET /v1/public/diagrams/:ref', 'POST /v1/public/diagrams/:ref/report', 'DELETE /v1/diagrams/:id/links/:linkId']) expect(named).toContain(route);
    expect(named.length).toBeGreaterThan(30);
  });

  it('still answers afterwards: health, a read and a save', async () => {
    expect((await api.anonymous.get('/health')).status).toBe(200);
    const client = { authorization: `Bearer ${world.keys.write}`, 'content-type': 'application/json' };
    const read = await fetch(`${api.url}/v1/diagrams/${world.diagrams[0]}`, { headers: client });
    expect(read.status).toBe(200);
    const save = await fetch(`${api.url}/v1/diagrams`, { method: 'POST', headers: client, body: JSON.stringify({ mermaid: 'flowchart LR\n  A --> B' }) });
    expect(save.status).toBe(201);
  });
});
