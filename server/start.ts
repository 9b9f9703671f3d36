import { createApp } from './app.js';

/** Starts the service: reads the environment, listens, and shuts down gracefully. */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const port = Number(env.PORT ?? 8787);
  const host = env.HOST ?? '0.0.0.0';
  const app = createApp();
  const server = app.listen(port, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  process.stdout.write(`${JSON.stringify({ level: 'info', msg: 'listening', url: `http://localhost:${port}` })}\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`${JSON.stringify({ level: 'info', msg: 'shutting down', signal })}\n`);
    // Stop accepting connections; requests in flight finish first.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

