import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { OutgoingHttpHeaders } from 'node:http';
import { selfSignedCertificate } from '../../harness/self-signed-certificate.js';

/** What the server answers at one path: a status, headers, and the body in one or more writes (more than one: chunked, no Content-Length). */
export interface DocumentAnswer {
  status?: number;
  headers?: OutgoingHttpHeaders;
  body?: string | string[];
}

/**
 * An MCP client's own web server on loopback, as a developer runs one: https with a
 * self-signed certificate, serving client metadata documents (or whatever a test puts at a
 * path), and counting the requests each path got.
 */
export interface ClientDocumentServer {
  /** https://127.0.0.1:<port> */
  origin: string;
  port: number;
  serve(path: string, answer: DocumentAnswer): void;
  /** A client metadata document at `path` whose client_id is its own address; returns that address. */
  serveDocument(path: string, metadata: Record<string, unknown>): string;
  requests(path: string): number;
  close(): Promise<void>;
}

export async function startClientDocumentServer(): Promise<ClientDocumentServer> {
  const answers = new Map<string, DocumentAnswer>();
  const counts = new Map<string, number>();
  const server: Server = createServer(selfSignedCertificate(), (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const answer = answers.get(path) ?? { status: 404, headers: { 'content-type': 'text/plain' }, body: 'not here' };
    res.writeHead(answer.status ?? 200, answer.headers ?? {});
    const parts = typeof answer.body === 'string' ? [answer.body] : answer.body ?? [];
    for (const part of parts.slice(0, -1)) res.write(part);
    res.end(parts.at(-1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  return {
    origin,
    port,
    serve: (path, answer) => answers.set(path, answer),
    serveDocument(path, metadata) {
      const clientId = `${origin}${path}`;
      answers.set(path, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_id: clientId, ...metadata }) });
      return clientId;
    },
    requests: (path) => counts.get(path) ?? 0,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
