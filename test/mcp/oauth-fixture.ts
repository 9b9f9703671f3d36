import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { createApp } from '../../server/index.js';
import { openDatabase } from '../../server/db/connect.js';
import { createInlineDrawer } from '../../server/drawing-pool/index.js';
import { createMailer } from '../../server/infrastructure/mail-transport.js';
import { createKey, createUser } from '../../server/use-cases/accounts/accounts.js';
import type { ServiceContext } from '../../server/use-cases/shared/context.js';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '../../harness/test-database.js';
import { testClock, type TestClock } from '../support/test-clock.js';

/** One app instance of the OAuth fixture: where it listens. */
export interface OAuthInstance {
  url: string;
  db: Knex;
}

/**
 * The service with MCP sign-in by OAuth: its public URL (the issuer, DSP_BASE_URL and
 * DSP_WEB_URL alike) is the loopback address it listens on, so the SDK's client, Chromium
 * and the mails' links all reach it. `instance()` starts a second app on the same database
 * and issuer, as a second process behind a load balancer.
 */
export interface OAuthService extends OAuthInstance {
  database: TestDatabase;
  outboxDir: string;
  clock: TestClock;
  unexpectedErrors: unknown[];
  context: ServiceContext;
  person(options?: { email?: string; team?: string; role?: 'owner' | 'member' | 'viewer' }): Promise<{ personId: string; email: string; workspaceId: string; key: string }>;
  instance(): Promise<OAuthInstance>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let counter = 0;

export interface OAuthServiceOptions {
  database?: TestDatabaseKind;
  /** DSP_OAUTH_LOOPBACK_CLIENT_DOCUMENTS: client metadata documents may be served on loopback (development). */
  loopbackClientDocuments?: boolean;
}

export async function startOAuthService(options: OAuthServiceOptions = {}): Promise<OAuthService> {
  const database = await createTestDatabase('dsp-oauth-', options.database);
  // Real time: the authorization server stamps tokens with the system clock, the service checks them with this one.
  const clock = testClock(new Date().toISOString());
  const drawer = createInlineDrawer({ log: () => {} });
  const secret = randomBytes(32).toString('base64url');
  const outboxDir = join(database.dataDir, 'outbox');
  const unexpectedErrors: unknown[] = [];
  const cleanups: Array<() => Promise<unknown>> = [() => database.drop(), () => drawer.close()];
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  async function start(listenPort: number): Promise<OAuthInstance & { context: ServiceContext }> {
    const db = await openDatabase(database.settings);
    cleanups.push(() => db.destroy());
    const context: ServiceContext = { db, clock: clock.now };
    const app = createApp({
      context,
      drawer,
      rateLimits: false,
      logRequest: () => {},
      logError: (error) => unexpectedErrors.push(error),
      config: { webUrl: baseUrl, baseUrl, secret, signup: 'invite', oauthLoopbackClientDocuments: options.loopbackClientDocuments ?? false },
      mailer: createMailer({ outboxDir, from: 'DSP diagrams <no-reply@dsp.test>', clock: clock.now, log: () => {} }),
    });
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(listenPort, '127.0.0.1', () => resolve(s));
    });
    const { port: actual } = server.address() as AddressInfo;
    cleanups.push(() => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }));
    return { url: `http://127.0.0.1:${actual}`, db, context };
  }

  const first = await start(port);
  return {
    ...first,
    database,
    outboxDir,
    clock,
    unexpectedErrors,
    async person(personOptions = {}) {
      counter += 1;
      const email = personOptions.email ?? `oauth${counter}-${process.pid}@example.test`;
      const created = await createUser(first.context, { email, verified: true, ...(personOptions.team ? { team: personOptions.team, plan: 'team' as const } : {}), ...(personOptions.role ? { role: personOptions.role } : {}) });
      const key = await createKey(first.context, { personId: created.personId, workspaceId: created.workspaceId, scope: 'write', expiresInDays: null });
      return { personId: created.personId, email: created.email, workspaceId: created.workspaceId, key: key.key };
    },
    instance: async () => {
      const other = await start(0);
      return { url: other.url, db: other.db };
    },
    async close() {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
    },
  };
}
