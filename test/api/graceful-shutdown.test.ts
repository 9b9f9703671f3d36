import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/api-client.js';
import { runDsp, serverHome, type ServerHome } from '../../harness/processes.js';
import { serviceScene } from '../../harness/scenes.js';

// SIGTERM while creates are in flight (issue: Operations, "graceful shutdown that finishes
// in-flight writes"): every request the server had taken gets its answer, every answered
// create is stored whole, and the process exits 0.
let home: ServerHome | undefined;
afterAll(() => home?.dispose());

const IN_FLIGHT = 8;

describe('SIGTERM with creates in flight', () => {
  it('answers every create the server had taken, stores them whole, then exits 0', { timeout: 120_000 }, async () => {
    home = await serverHome('dsp-shutdown-');
    let server = await home.start();
    const key = server.ownerKey!;
    const client = apiClient(server.url, { authorization: `Bearer ${key}` });
    const stopping = server;

    // More creates than drawing threads: when the first is answered the others are being
    // drawn or waiting for a thread, all of them already received by the server.
    let signalledAt = 0;
    const answeredAt: number[] = [];
    const answers = await Promise.all(
      Array.from({ length: IN_FLIGHT }, async (_, i) => {
        const answer = await client.post<{ id: string; revision: number; hash: string }>('/v1/diagrams', { scene: serviceScene(40), key: `in-flight-${i}` });
        answeredAt.push(performance.now());
        if (signalledAt === 0) {
          signalledAt = performance.now();
          stopping.kill('SIGTERM');
        }
        return answer;
      }),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(201);
    // The test proves something only if answers came after the signal.
    expect(answeredAt.filter((at) => at > signalledAt).length).toBeGreaterThan(0);
    expect(await stopping.exited).toMatchObject({ code: 0 });

    // Restarted on the same data: every answered create is there, as it was answered.
    server = await home.start();
    const restarted = apiClient(server.url, { authorization: `Bearer ${key}` });
    for (const answer of answers) {
      const read = await restarted.get<{ revision: number; hash: string }>(`/v1/diagrams/${answer.body.id}?view=dsp`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ revision: 1, hash: answer.body.hash });
    }
    const verify = await runDsp(['admin', 'verify'], { DSP_DATA_DIR: home.dataDir });
    expect(verify.code, verify.stdout + verify.stderr).toBe(0);
    expect(JSON.parse(verify.stdout)).toMatchObject({ diagrams: IN_FLIGHT, ok: true });
  });
});
