import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp, type AppDependencies } from '../../server/index.js';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Starts the real app on a free loopback port (no request log noise). */
export async function startTestServer(deps: AppDependencies = {}): Promise<RunningServer> {
  const app = createApp({ logRequest: () => {}, rateLimits: false, ...deps });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
