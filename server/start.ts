import { createApp } from './app.js';
import { configFromEnv } from './config.js';
import { openDatabase } from './db/connect.js';
import { systemClock } from './clock.js';
import { bootstrapOwner } from './services/accounts.js';
import { createDrawer } from './render-pool/index.js';
import { startPurgeSweep } from './services/purge.js';

/** How often deleted diagrams past their 24-hour undo are removed for good. */
const PURGE_INTERVAL_MS = 10 * 60_000;

const log = (entry: Record<string, unknown>) => process.stdout.write(`${JSON.stringify({ level: 'info', ...entry })}\n`);

/**
 * Starts the service: reads the environment, opens (and migrates) the database, creates
 * the owner account on first start, listens, sweeps deleted diagrams past their undo
 * window, and shuts down gracefully: on SIGTERM or SIGINT it stops accepting connections,
 * lets requests in flight (and their writes) and a sweep in progress finish, then closes
 * the database.
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = configFromEnv(env);
  const db = await openDatabase(config.database);
  const context = { db, clock: systemClock };
  const owner = await bootstrapOwner(context, config.ownerEmail);
  if (owner) {
    // Printed once: only the key's SHA-256 is stored.
    process.stdout.write(`Created the owner account ${owner.email} (workspace ${owner.workspaceId}).\nAPI key: ${owner.key}\n`);
  }
  // Layout and drawing run in worker threads under the drawing-time budgets; each thread
  // loads the fonts and warms ELK before the server takes requests.
  const drawer = createDrawer();
  await drawer.ready();
  const app = createApp({ context, config, drawer });
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const purge = startPurgeSweep(context, { intervalMs: PURGE_INTERVAL_MS, log: (entry) => process.stdout.write(`${JSON.stringify(entry)}\n`) });
  log({ msg: 'listening', url: `http://localhost:${config.port}`, database: config.database.url ?? `${config.database.dataDir}/dsp.sqlite` });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log({ msg: 'shutting down', signal });
    // In-flight requests (and the writes they make) finish before the pool and database close.
    server.close(() => {
      void Promise.all([drawer.close(), purge.stop()])
        .then(() => db.destroy())
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
