import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';

// Clients that hang up half-way through a body (a closed laptop, a killed agent) must cost
// the server nothing: no unexpected error logged, nothing saved, and the next request served.
let api: ApiFixture;
beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
});
afterAll(() => api.close());

/** Sends the head of a create and part of its body, then closes the socket. */
async function hangUpMidBody(key: string): Promise<void> {
  const url = new URL(api.url);
  await new Promise<void>((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(`POST /v1/diagrams HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"scene":`);
      setImmediate(() => {
        socket.destroy();
        resolve();
      });
    });
    socket.on('error', reject);
  });
}

describe('a client that hangs up mid-body', () => {
  it('logs no unexpected error, saves nothing, and the server keeps answering', async () => {
    const user = await api.user();
    for (let i = 0; i < 20; i++) await hangUpMidBody(user.key);
    // Let the server notice every closed socket.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.unexpectedErrors.map(String)).toEqual([]);
    const list = await user.get<{ diagrams: unknown[] }>('/v1/diagrams');
    expect(list.status).toBe(200);
    expect(list.body.diagrams).toEqual([]);
  });
});
