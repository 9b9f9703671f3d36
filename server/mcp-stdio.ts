import { configFromEnv } from './config.js';
import { withServerSecret } from './secret-file.js';
import { imageLinkKeys } from './infrastructure/server-secret.js';
import { openDatabase } from './db/connect.js';
import { systemClock } from './clock.js';
import { createInlineDrawer } from './drawing-pool/index.js';
import { authenticateKey } from './use-cases/accounts/authenticate.js';
import { keyedCaller } from './use-cases/accounts/principal.js';
import { RateLimiter } from './ports/rate-limits.js';
import { CachedRevisionStore } from './infrastructure/cached-revision-store.js';
import { CachedVersionPngStore } from './infrastructure/version-png-store.js';
import { buildMcpServer } from './mcp/mcp-server.js';
import type { McpSession } from './mcp/session.js';
import { guardedStdioTransport } from './mcp/stdio-transport.js';

const log = (entry: Record<string, unknown>) => process.stderr.write(`${JSON.stringify(entry)}\n`);

/**
 * `dsp mcp` without --url: the same MCP server over stdio, on the local data directory
 * (DSP_DATA_DIR's SQLite database, or DATABASE_URL), with no HTTP server. The key chooses
 * the workspace, as over HTTP; it is checked once, at start (a bad key ends the command).
 * Without a key only the keyless tools exist. stdout carries JSON-RPC only: anything else
 * goes to stderr. A line that is not a message, or is over 4 MiB, is answered with a JSON-RPC
 * error and logged, and the session goes on (stdio-transport.ts). Resolves when the host
 * closes stdin.
 */
export async function serveMcpOverStdio(options: { key?: string; env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  // The service's secret, so the image links a render returns open on the service.
  const config = withServerSecret(configFromEnv(options.env ?? process.env), log);
  const db = await openDatabase(config.database, { quiet: true });
  const drawer = createInlineDrawer({ log });
  try {
    const context = { db, clock: systemClock };
    const principal = options.key ? await authenticateKey(context, options.key) : undefined;
    const session: McpSession = {
      deps: { ...context, drawer, revisions: new CachedRevisionStore(), images: new CachedVersionPngStore(), webUrl: config.webUrl, linkKeys: imageLinkKeys(config.secret, config.previousSecret) },
      caller: principal ? keyedCaller(principal) : { budget: 'keyless', address: 'stdio' },
      apiUrl: config.baseUrl,
      deletions: new RateLimiter(systemClock),
      logError: (error, where) => log({ level: 'error', msg: 'unexpected error', ...where, error: error instanceof Error ? error.stack : String(error) }),
      ...(principal ? { principal } : {}),
    };
    const server = buildMcpServer(session);
    const closed = new Promise<void>((resolve) => {
      server.onclose = resolve;
    });
    await server.connect(guardedStdioTransport(log));
    process.stdin.once('end', () => void server.close());
    if (!principal) log({ level: 'info', msg: 'no key: only the keyless tools are listed; pass --key or DSP_API_KEY (dsp admin create-key prints one)' });
    await closed;
  } finally {
    await drawer.close();
    await db.destroy();
  }
}
