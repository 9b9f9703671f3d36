import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../support/api-client.js';
import { runDsp, serverHome, type ServerHome } from '../../harness/processes.js';
import { addNode, serviceScene } from '../../harness/scenes.js';

// kill -9 of the real server in the middle of a stream of edits: every acknowledged revision
// survives with its hash and chain, no revision is half-written, and dsp admin verify passes.
let home: ServerHome | undefined;
afterAll(() => home?.dispose());

interface Acknowledged {
  id: string;
  revision: number;
  hash: string;
  chain: string;
}

interface InDoubt {
  id: string;
  body: Record<string, unknown>;
}

/** Sequential edits to one diagram until one fails (the server died) or `stop()` says so. */
async function streamEdits(client: ApiClient, id: string, acknowledged: Acknowledged[], inDoubt: InDoubt[], onAck: () => void): Promise<void> {
  for (let base = 1; ; base++) {
    const body = { baseRevision: base, ops: [addNode(`node${base}`, `Added in revision ${base + 1}`)], requestId: randomUUID() };
    let answer;
    try {
      answer = await client.post<Acknowledged>(`/v1/diagrams/${id}/revisions`, body);
    } catch {
      // No answer: the process died while this edit was in flight. It may or may not have landed.
      inDoubt.push({ id, body });
      return;
    }
    expect(answer.status, answer.text).toBe(200);
    acknowledged.push({ id, revision: answer.body.revision, hash: answer.body.hash, chain: answer.body.chain });
    onAck();
  }
}

describe('kill -9 during a stream of edits', () => {
  it('loses no acknowledged revision and leaves no half-written one', { timeout: 180_000 }, async () => {
    home = await serverHome('dsp-crash-');
    let server = await home.start();
    expect(server.ownerKey).toMatch(/^dsp_sk_/);
    const key = server.ownerKey!;
    let client = apiClient(server.url, { authorization: `Bearer ${key}` });

    // Three diagrams, each edited by its own client at once: when the process dies, the
    // other streams are caught at different points of their edits.
    const acknowledged: Acknowledged[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await client.post<Acknowledged>('/v1/diagrams', { scene: serviceScene(6), key: `crash-${i}` });
      expect(created.status).toBe(201);
      ids.push(created.body.id);
      acknowledged.push({ id: created.body.id, revision: 1, hash: created.body.hash, chain: created.body.chain });
    }
    const inDoubt: InDoubt[] = [];
    const victim = server;
    const KILL_AFTER = 15;
    // The kill lands a few milliseconds after the 15th answer, at a different point of the
    // other edits (drawing, writing, answering) from run to run.
    const jitterMs = Math.floor(Math.random() * 40);
    let edits = 0;
    const onAck = () => {
      edits += 1;
      if (edits === KILL_AFTER) setTimeout(() => victim.kill('SIGKILL'), jitterMs);
    };
    await Promise.all(ids.map((id) => streamEdits(client, id, acknowledged, inDoubt, onAck)));
    expect(await victim.exited, `killed ${jitterMs} ms after answer ${KILL_AFTER}`).toMatchObject({ signal: 'SIGKILL' });
    expect(edits).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(inDoubt.length).toBeGreaterThan(0);

    // Restart on the same data directory.
    server = await home.start();
    expect(server.ownerKey).toBeNull();
    client = apiClient(server.url, { authorization: `Bearer ${key}` });

    // Every acknowledged revision is there, with the hash and chain it was acknowledged with.
    for (const ack of acknowledged) {
      const read = await client.get<{ revision: number; hash: string; chain: string }>(`/v1/diagrams/${ack.id}?view=dsp&revision=${ack.revision}`);
      expect(read.status, `${ack.id}@${ack.revision}`).toBe(200);
      expect(read.body).toMatchObject({ revision: ack.revision, hash: ack.hash, chain: ack.chain });
    }

    // Each history is 1..head without gaps; the head is the last acknowledged revision or,
    // when the edit in flight committed before the kill, the one after it. Every revision is whole.
    for (const id of ids) {
      const lastAcknowledged = Math.max(...acknowledged.filter((a) => a.id === id).map((a) => a.revision));
      const history = await client.get<{ revision: number; revisions: Array<{ revision: number; hash: string; chain: string | null }> }>(`/v1/diagrams/${id}/revisions?limit=500`);
      const head = history.body.revision;
      expect([lastAcknowledged, lastAcknowledged + 1]).toContain(head);
      expect(history.body.revisions.map((r) => r.revision).reverse()).toEqual(Array.from({ length: head }, (_, i) => i + 1));
      for (const record of history.body.revisions) {
        expect(record.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
        expect(record.chain).toMatch(/^sha256:[0-9a-f]{64}$/);
        const read = await client.get<{ hash: string; scene: { elements: unknown[] } }>(`/v1/diagrams/${id}?view=dsp&revision=${record.revision}`);
        expect(read.body.hash).toBe(record.hash);
        expect(read.body.scene.elements.length).toBeGreaterThan(0);
      }
    }

    // The edits in doubt, sent again with their requestId: each lands exactly once.
    for (const doubt of inDoubt) {
      const before = (await client.get<{ revision: number }>(`/v1/diagrams/${doubt.id}/revisions?limit=1`)).body.revision;
      const retry = await client.post<{ revision: number; replayed?: boolean; noop?: boolean }>(`/v1/diagrams/${doubt.id}/revisions`, doubt.body);
      expect(retry.status, retry.text).toBe(200);
      const base = doubt.body.baseRevision as number;
      expect(retry.body.revision).toBe(base + 1);
      expect(before === base + 1 ? retry.body.replayed : !retry.body.replayed && !retry.body.noop).toBe(true);
      const after = await client.get<{ revisions: Array<{ revision: number }> }>(`/v1/diagrams/${doubt.id}/revisions?limit=500`);
      expect(after.body.revisions.map((r) => r.revision).reverse()).toEqual(Array.from({ length: base + 1 }, (_, i) => i + 1));
    }

    // The chains re-computed from revision 1 hold.
    const verify = await runDsp(['admin', 'verify'], { DSP_DATA_DIR: home.dataDir });
    expect(verify.code, verify.stdout + verify.stderr).toBe(0);
    const report = JSON.parse(verify.stdout) as { diagrams: number; revisions: number; ok: boolean; unchained: number };
    expect(report).toMatchObject({ diagrams: 3, ok: true, unchained: 0 });
    expect(report.revisions).toBeGreaterThanOrEqual(acknowledged.length);

    // A graceful stop still works after the recovery.
    server.kill('SIGTERM');
    expect(await server.exited).toMatchObject({ code: 0 });
  });
});
