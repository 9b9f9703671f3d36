import { Agent, request as httpRequest } from 'node:http';

/** An answer read by an addressed client: status, the body as JSON (or undefined), and how long it took. */
export interface TimedAnswer {
  status: number;
  body: Record<string, unknown> | undefined;
  ms: number;
}

export interface AddressedClient {
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<TimedAnswer>;
  close(): void;
}

/**
 * A client whose connections leave from `localAddress` (any of 127.0.0.0/8 on Linux), so
 * the server sees a different client address per client without trusting X-Forwarded-For:
 * the keyless limits and the drawing queue's per-address rules are exercised as deployed.
 */
export function addressedClient(baseUrl: string, localAddress: string): AddressedClient {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, localAddress });
  return {
    post(path, body, headers = {}) {
      const payload = Buffer.from(JSON.stringify(body));
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const request = httpRequest(
          { host: url.hostname, port: url.port, method: 'POST', path, agent, headers: { 'content-type': 'application/json', 'content-length': String(payload.length), ...headers } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              let parsed: Record<string, unknown> | undefined;
              try {
                parsed = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
              } catch {
                parsed = undefined;
              }
              resolve({ status: response.statusCode ?? 0, body: parsed, ms: performance.now() - started });
            });
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
