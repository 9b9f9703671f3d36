import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { apiClient, type ApiClient } from '../support/api-client.js';
import { createDiagram, expectError, revisionNumbers } from '../support/api-expect.js';
import { freePort, runDsp, startServerProcess, type ServerProcess } from '../../harness/processes.js';
import { rawRequest } from '../support/raw-http.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { testDatabaseKind } from '../../harness/test-database.js';
import { KEY_CACHE_TTL_MS } from '../../server/use-cases/accounts/authenticate.js';
import { KEYLESS_BURST, KEYLESS_PER_MINUTE, perMinuteForPlan, SIGNED_IN_BURST } from '../../server/ports/rate-limits.js';
import type { VerifyReport } from '../../server/use-cases/diagrams/verify-chains.js';

// Two real service processes (`node --import tsx server/main.ts`, as docs/operating.md and the
// Dockerfile start it) on one fresh PostgreSQL database, with the system clock and the
// default settings (rate limits on, counted in PostgreSQL): the promises of docs/operating.md "Running
// on several machines" seen from outside. The fixture's in-process app only seeds data and
// reads the database. SQLite is one process per file: the file runs in the api-postgres pass.
const PURGE_LINE = '"msg":"purged deleted diagrams"';
let api: ApiFixture;
/** [A, B]; A is killed with SIGKILL by the last edit test. */
let servers: ServerProcess[] = [];
/** Diagrams deleted (long enough ago) before the processes started: their first sweep purges them. */
const deletedBeforeStart: string[] = [];

const bearer = (server: ServerProcess, user: { key: string }): ApiClient => apiClient(server.url, { authorization: `Bearer ${user.key}` });
const outputs = () => servers.map((server) => server.output());
const linesOf = (output: string, marker: string) => output.split('\n').filter((line) => line.includes(marker));

/** Resolves once `check` holds, polling every 100 ms; fails after `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(testDatabaseKind() !== 'postgres')('two service processes on one PostgreSQL', () => {
  beforeAll(async () => {
    api = await startApiFixture({ drawer: 'inline' });
    // The fixture's clock stands months before the processes' system clock: these
    // deletions are past their 24-hour undo window when the processes start.
    const seeder = await api.user({ plan: 'pro' });
    for (let i = 0; i < 3; i++) {
      const { id } = await createDiagram(seeder, { scene: serviceScene(2) });
      expect((await seeder.request('DELETE', `/v1/diagrams/${id}?confirm=true`)).status).toBe(200);
      deletedBeforeStart.push(id);
    }
    const ports = [await freePort(), await freePort()];
    servers = await Promise.all(ports.map((port) => startServerProcess(api.database.env, port, { DSP_TRUST_PROXY: '1' })));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      server.kill('SIGKILL');
      await server.exited;
    }
    await api?.close();
  });

  it('both sweep at start; the deleted diagrams are purged, by one of them', async () => {
    await eventually(() => outputs().some((output) => output.includes(PURGE_LINE)), 20_000, 'a purge sweep');
    const left = await api.db('diagrams').whereIn('id', deletedBeforeStart).select('id');
    expect(left).toEqual([]);
    expect(await api.db('revisions').whereIn('diagram_id', deletedBeforeStart).select('revision')).toEqual([]);
    // That it was purged once, with no failure in the other process, is checked at the end.
  });

  it('50 concurrent edits on one base spread over both: one winner, 49 REVISION_CONFLICT, history 1, 2', { timeout: 60_000 }, async () => {
    const user = await api.user({ plan: 'pro' });
    const [a, b] = servers.map((server) => bearer(server, user)) as [ApiClient, ApiClient];
    const { id } = await createDiagram(a, { scene: serviceScene(3) });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? a : b).post<{ revision: number }>(`/v1/diagrams/${id}/revisions`, { baseRevision: 1, ops: [addNode(`racer${i}`)] })),
    );
    const won = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
    expect(won, answers.map((answer) => `${answer.status} ${answer.text.slice(0, 200)}`).join('\n')).toHaveLength(1);
    expect(won[0]!.body.revision).toBe(2);
    for (const lost of answers.filter((answer) => answer !== won[0])) expectError(lost, 409, 'REVISION_CONFLICT', { revision: 2 });
    expect(await revisionNumbers(b, id)).toEqual([1, 2]);
    expect(await revisionNumbers(a, id)).toEqual([1, 2]);
    const stored = await api.db('revisions').where({ diagram_id: id }).orderBy('revision').select('revision');
    expect(stored.map((row: { revision: number }) => row.revision)).toEqual([1, 2]);
  });

  it('10 concurrent undeletes of one diagram spread over both: one restored: true, nine 200 restored: false', { timeout: 60_000 }, async () => {
    const user = await api.user({ plan: 'pro' });
    const [a, b] = servers.map((server) => bearer(server, user)) as [ApiClient, ApiClient];
    const { id } = await createDiagram(a, { scene: serviceScene(2), key: 'undeleted-twice' });
    expect((await b.request('DELETE', `/v1/diagrams/${id}?confirm=true`)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a : b).post<{ restored: boolean }>(`/v1/diagrams/${id}/undelete`)));
    const shown = answers.map((answer) => `${answer.status} ${answer.text.slice(0, 200)}`).join('\n');
    expect(answers.map((answer) => answer.status), shown).toEqual(Array.from({ length: 10 }, () => 200));
    expect(answers.filter((answer) => answer.body.restored), shown).toHaveLength(1);
    for (const answer of answers) expect(answer.body).toMatchObject({ id, key: 'undeleted-twice', revision: 1, warnings: [] });
  });

  it('rate limits count the requests sent to both: the (limit+1)th, alternating, is 429', { timeout: 60_000 }, async () => {
    expect(outputs().every((output) => output.includes('"rateLimits":"postgres"'))).toBe(true);
    const user = await api.user({ plan: 'free' });
    const clients = servers.map((server) => bearer(server, user));
    const limit = perMinuteForPlan('free') + SIGNED_IN_BURST;
    const remaining: Array<string | null> = [];
    for (let i = 0; i < limit; i++) {
      const answer = await clients[i % 2]!.get('/v1/diagrams?limit=1');
      expect(answer.status, answer.text).toBe(200);
      remaining.push(answer.headers.get('x-ratelimit-remaining'));
    }
    expect(remaining).toEqual(Array.from({ length: limit }, (_, i) => String(limit - 1 - i)));
    for (const client of clients) expectError(await client.get('/v1/diagrams?limit=1'), 429, 'RATE_LIMITED');
    // Keyless callers too: one address, both processes. They run as behind docs/operating.md's
    // proxy (DSP_TRUST_PROXY=1), so this caller's address is the X-Forwarded-For it sends.
    const keyless = servers.map((server) => apiClient(server.url, { 'x-forwarded-for': '203.0.113.17' }));
    const keylessLimit = KEYLESS_PER_MINUTE + KEYLESS_BURST;
    for (let i = 0; i < keylessLimit; i++) {
      const answer = await keyless[i % 2]!.post('/v1/diagrams/validate', { scene: serviceScene(1) });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get('x-ratelimit-remaining')).toBe(String(keylessLimit - 1 - i));
    }
    for (const client of keyless) expectError(await client.post('/v1/diagrams/validate', { scene: serviceScene(1) }), 429, 'RATE_LIMITED');
  });

  it(`a key revoked through A is refused there at once and by B within KEY_CACHE_TTL_MS (${KEY_CACHE_TTL_MS} ms)`, { timeout: 30_000 }, async () => {
    const user = await api.user({ plan: 'pro' });
    const doomed = await user.addKey();
    const [a, b] = servers.map((server) => bearer(server, doomed)) as [ApiClient, ApiClient];
    // B reads the key's row now, and may keep it for the bound.
    expect((await b.get('/v1/diagrams')).status).toBe(200);
    const revoked = await bearer(servers[0]!, user).request('DELETE', `/v1/auth/keys/${doomed.keyId}`);
    expect(revoked.status, revoked.text).toBe(200);
    const revokedAt = Date.now();
    expectError(await a.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
    // B's cached row was read before the revocation was acknowledged, so any request B
    // receives from revokedAt + TTL on must be refused. Poll until well past that.
    const polls: Array<{ sentAt: number; status: number; code: unknown }> = [];
    while (Date.now() < revokedAt + KEY_CACHE_TTL_MS + 1_000) {
      const sentAt = Date.now();
      const answer = await b.get<{ code?: string }>('/v1/diagrams');
      polls.push({ sentAt, status: answer.status, code: answer.body?.code });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const pastBound = polls.filter((poll) => poll.sentAt >= revokedAt + KEY_CACHE_TTL_MS);
    expect(pastBound.length).toBeGreaterThan(0);
    for (const poll of pastBound) expect(poll, JSON.stringify(polls)).toMatchObject({ status: 401, code: 'API_KEY_REVOKED' });
    // Once refused, never accepted again.
    const firstRefused = polls.findIndex((poll) => poll.status === 401);
    expect(polls.slice(firstRefused).every((poll) => poll.status === 401)).toBe(true);
    expect(polls.slice(0, firstRefused).every((poll) => poll.status === 200)).toBe(true);
  });

  it('a version PNG made through A is served by B from the database', { timeout: 60_000 }, async () => {
    const user = await api.user({ plan: 'pro' });
    const a = bearer(servers[0]!, user);
    const { id } = await createDiagram(a, { scene: serviceScene(3) });
    const edited = await a.post(`/v1/diagrams/${id}/revisions`, { baseRevision: 1, ops: [addNode('second')] });
    expect(edited.status, edited.text).toBe(200);
    const png = (server: ServerProcess, revision: number) => rawRequest(`${server.url}/v1/images/${id}@${revision}.png`, { headers: { authorization: `Bearer ${user.key}` } });
    const made = [await png(servers[0]!, 1), await png(servers[0]!, 2)];
    for (const answer of made) expect(answer.status, answer.body.toString()).toBe(200);
    const rows = await api.db('version_pngs').where({ diagram_id: id }).orderBy('revision').select('revision', 'scale', 'png');
    expect(rows.map((row: { revision: number }) => row.revision)).toEqual([1, 2]);
    expect(Buffer.from(rows[0].png as Uint8Array).equals(made[0]!.body)).toBe(true);
    // Put revision 2's picture in revision 1's row: B answering with it shows it read the
    // table rather than drawing the PNG again (which would give revision 1's own bytes).
    await api.db('version_pngs').where({ diagram_id: id, revision: 1, scale: rows[0].scale as string }).update({ png: rows[1].png as Uint8Array });
    const served = await png(servers[1]!, 1);
    expect(served.status).toBe(200);
    expect(served.body.equals(made[1]!.body)).toBe(true);
    expect(served.body.equals(made[0]!.body)).toBe(false);
  });

  it('kill -9 of A with edits in flight loses no acknowledged revision; dsp admin verify passes', { timeout: 90_000 }, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // Two people, so the edit rate stays inside each one's per-minute limit.
    const people: TestUser[] = [await api.user({ plan: 'pro' }), await api.user({ plan: 'pro' })];
    const chains = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const person = people[i % 2]!;
        const server = i < 4 ? a : b;
        const { id } = await createDiagram(bearer(b, person), { scene: serviceScene(3) });
        return { id, client: bearer(server, person), onA: server === a, head: 1 };
      }),
    );
    const acknowledged: Array<{ id: string; revision: number; hash: string }> = [];
    let failuresOnA = 0;
    let stopB = false;
    // Each chain edits its diagram one revision after another, from the last acknowledged head.
    const running = chains.map(async (chain) => {
      for (let n = 0; chain.onA || !stopB; n++) {
        let answer;
        try {
          answer = await chain.client.post<{ revision: number; hash: string }>(`/v1/diagrams/${chain.id}/revisions`, { baseRevision: chain.head, ops: [addNode(`step${n}`)] });
        } catch {
          if (!chain.onA) throw new Error('B stopped answering');
          failuresOnA += 1;
          return;
        }
        expect(answer.status, answer.text).toBe(200);
        chain.head = answer.body.revision;
        acknowledged.push({ id: chain.id, revision: answer.body.revision, hash: answer.body.hash });
      }
    });
    const ackedOnA = () => acknowledged.filter((ack) => chains.find((chain) => chain.id === ack.id)!.onA).length;
    await eventually(() => ackedOnA() >= 8, 40_000, 'edits acknowledged by A');
    a.kill('SIGKILL');
    expect((await a.exited).signal).toBe('SIGKILL');
    // B goes on for a moment after A's death, then every chain ends.
    await new Promise((resolve) => setTimeout(resolve, 500));
    stopB = true;
    await Promise.all(running);
    expect(failuresOnA).toBe(4);

    for (const ack of acknowledged) {
      const row = await api.db('revisions').where({ diagram_id: ack.id, revision: ack.revision }).first('hash');
      expect(row, `${ack.id}@${ack.revision}`).toEqual({ hash: ack.hash });
    }
    for (const chain of chains) {
      // The head may be one past the last acknowledged edit (committed, answer lost with A); never behind it.
      const history = await revisionNumbers(bearer(b, people[chains.indexOf(chain) % 2]!), chain.id);
      expect(history).toEqual(Array.from({ length: history.length }, (_, i) => i + 1));
      expect(history.length - chain.head).toBeGreaterThanOrEqual(0);
      expect(history.length - chain.head).toBeLessThanOrEqual(1);
    }
    const verify = await runDsp(['admin', 'verify'], api.database.env);
    expect(verify.code, verify.stderr).toBe(0);
    expect(JSON.parse(verify.stdout) as VerifyReport).toMatchObject({ ok: true, breaks: [], unchained: 0 });
  });

  it('purged once across both, and neither logged an unexpected error or a failed sweep', () => {
    const purges = outputs().flatMap((output) => linesOf(output, PURGE_LINE));
    expect(purges, outputs().join('\n---\n')).toHaveLength(1);
    expect(JSON.parse(purges[0]!)).toMatchObject({ count: deletedBeforeStart.length });
    for (const output of outputs()) {
      expect(linesOf(output, '"msg":"purge sweep failed"')).toEqual([]);
      expect(linesOf(output, '"msg":"unexpected error"')).toEqual([]);
    }
  });
});
