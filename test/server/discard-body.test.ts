import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Context } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discardRest } from '../../server/http/bodies/discard-body.js';

// A refused body is read and dropped before the answer, within two bounds (bytes and
// time), so a client still sending reads the answer; past a bound the answer closes the
// connection. Small bounds here: 1,000 bytes, 300 ms.
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    const headers: Record<string, string> = {};
    const ctx = { req: request as IncomingMessage, set: (name: string, value: string) => (headers[name.toLowerCase()] = value) } as unknown as Context;
    const started = performance.now();
    void discardRest(ctx, 1_000, 300).then(() => {
      const body = JSON.stringify({ connection: headers.connection ?? 'keep', ms: Math.round(performance.now() - started), ended: request.readableEnded });
      response.writeHead(413, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** Sends the head and `sent` bytes of a body declared `declared` bytes long, then waits for the answer's body. */
function post(declared: number, sent: number): Promise<{ connection: string; ms: number; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${declared}\r\n\r\n`);
      socket.write(Buffer.alloc(sent, 0x61));
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      const body = text.split('\r\n\r\n')[1];
      if (body?.endsWith('}')) {
        socket.destroy();
        resolve(JSON.parse(body) as { connection: string; ms: number; ended: boolean });
      }
    });
    socket.on('error', reject);
  });
}

describe('discardRest', () => {
  it('reads a body within the bounds to its end and keeps the connection', async () => {
    expect(await post(800, 800)).toMatchObject({ connection: 'keep', ended: true });
  });

  it('stops past the byte bound and closes the connection', async () => {
    const answer = await post(50_000, 50_000);
    expect(answer).toMatchObject({ connection: 'close', ended: false });
    expect(answer.ms).toBeLessThan(300);
  });

  it('stops when the client stalls mid-body, after the time bound, and closes the connection', async () => {
    const answer = await post(900, 100);
    expect(answer).toMatchObject({ connection: 'close', ended: false });
    expect(answer.ms).toBeGreaterThanOrEqual(290);
  });
});
