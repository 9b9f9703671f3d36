import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { addressedClient, type AddressedClient, type TimedAnswer } from '../../harness/addressed-client.js';
import { serviceScene } from '../../harness/scenes.js';
import { defaultThreadCount } from '../../server/drawing-pool/index.js';

// Issue 18, defect 1 (its Done-when test): keyless validates of a large scene, flooded from
// many client addresses, must not starve a paying user's saves. Before the fair scheduler,
// every drawing waited in one first-come-first-served queue, and a keyed 2-node save waited
// behind the flood for seconds. The real pool drawer with this machine's default thread
// count; each flooding client's connections leave from its own loopback address, so the
// server sees (and rate-limits) them as different clients.
const FLOODING_ADDRESSES = 8;
/**
 * Enough saves for a p99 that is not simply the slowest one: with 100, one stall of this
 * shared machine (other test files and builds running at once) does not decide the result.
 */
const KEYED_SAVES = 100;
/** The keyed client stops after this long however few saves it made (the old queue made each one take seconds). */
const KEYED_PHASE_MS = 45_000;
const bigScene = serviceScene(500); // 500 nodes, 499 edges: about a second of layout

let api: ApiFixture;
let owner: TestUser;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'pool', threads: defaultThreadCount(), rateLimits: true });
  owner = await api.user({ plan: 'pro' });
});
afterAll(() => api.close());

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** How many answers had each status (with the code of a 4xx or 5xx): {"200": 12, "503 DRAWING_BUSY": 40}. */
function tally(answers: TimedAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.status >= 400 ? `${answer.status} ${String(answer.body?.code)}` : String(answer.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Sends keyless validates of the big scene from one address, one after another, until `stop` says so. */
async function flood(client: AddressedClient, stop: { now: boolean }, answers: TimedAnswer[]): Promise<void> {
  while (!stop.now) {
    const answer = await client.post('/v1/diagrams/validate', { scene: bigScene });
    answers.push(answer);
    // Within the keyless rate limit, as the probe was: a refused client waits as told.
    if (answer.status === 429) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

describe('a flood of keyless validates from many addresses', () => {
  it('leaves a keyed client’s small saves quick: p99 under 500 ms', { timeout: 120_000 }, async () => {
    const keyed = addressedClient(api.url, '127.0.0.2');
    const auth = { authorization: `Bearer ${owner.key}` };
    // Warm every thread: the first drawings in a fresh thread are several times slower
    // (drawing-pool README), and saves sent one at a time all land on the same thread.
    for (let round = 0; round < 5; round++) {
      const warm = await Promise.all(Array.from({ length: defaultThreadCount() }, (_, i) => keyed.post('/v1/diagrams', { scene: serviceScene(2, { title: `warm ${round}.${i}` }) }, auth)));
      expect(warm.map((answer) => answer.status)).toEqual(warm.map(() => 201));
    }

    const stop = { now: false };
    const keyless: TimedAnswer[] = [];
    const clients = Array.from({ length: FLOODING_ADDRESSES }, (_, i) => addressedClient(api.url, `127.0.0.${10 + i}`));
    const flooding = clients.map((client) => flood(client, stop, keyless));
    // Let the flood fill the drawing queue before measuring.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const saves: TimedAnswer[] = [];
    const phaseEnds = performance.now() + KEYED_PHASE_MS;
    for (let i = 0; i < KEYED_SAVES && performance.now() < phaseEnds; i++) {
      saves.push(await keyed.post('/v1/diagrams', { scene: serviceScene(2, { title: `save ${i}` }) }, auth));
    }
    stop.now = true;
    await Promise.all(flooding);
    for (const client of [keyed, ...clients]) client.close();

    const times = `keyed save times (ms): ${saves.map((s) => Math.round(s.ms)).join(', ')}; keyless answers: ${JSON.stringify(tally(keyless))}`;
    expect(Object.keys(tally(saves)), times).toEqual(['201']);
    // The flood was real: the keyless share of the threads drew some, and the rest waited or were told to come back.
    expect(tally(keyless)['200'] ?? 0, times).toBeGreaterThan(0);
    expect(Object.keys(tally(keyless)).filter((s) => s.startsWith('5') && s !== '503 DRAWING_BUSY'), times).toEqual([]);
    expect(saves.length, times).toBe(KEYED_SAVES);
    expect(percentile(saves.map((s) => s.ms), 99), times).toBeLessThan(500);
    expect(api.unexpectedErrors.map(String)).toEqual([]);
  });
});
