import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { openDatabase } from '../../server/db/connect.js';
import { createDrawer, createInlineDrawer, type WarmDrawer } from '../../server/render-pool/index.js';
import { createKey, createUser, type CreateUserInput } from '../../server/services/accounts.js';
import type { RequestLogEntry } from '../../server/http/request-log.js';
import type { ServiceContext } from '../../server/services/context.js';
import { startTestServer, type RunningServer } from './http-server.js';
import { testClock, type TestClock } from './test-clock.js';
import { apiClient, type ApiClient } from './api-client.js';
import { temporaryPostgresDatabase } from './postgres.js';

export { testClock, type TestClock } from './test-clock.js';
export type { ApiClient, ApiResponse } from './api-client.js';

export interface ApiFixtureOptions {
  /** 'pool': the real worker-pool drawer with one thread (budgets apply); 'inline': the engine in this thread. */
  drawer?: 'pool' | 'inline';
  /** Drawing threads of the pool drawer; default 1. */
  threads?: number;
  /** Rate limits are off unless a suite turns them on. */
  rateLimits?: boolean;
  /** The first instant of the controllable clock. */
  startAt?: string;
  /** 'sqlite' (default): a file in a temporary directory; 'postgres': a temporary database on the local PostgreSQL (postgres.ts). */
  database?: 'sqlite' | 'postgres';
}

export interface UserOptions extends Partial<CreateUserInput> {
  scope?: 'read' | 'write';
  expiresInDays?: number | null;
}

/** A person in a workspace with one API key, and a client that sends that key. */
export interface TestUser extends ApiClient {
  personId: string;
  email: string;
  workspaceId: string;
  keyId: string;
  key: string;
  /** Another key of the same person in the same workspace. */
  addKey(options?: { scope?: 'read' | 'write'; expiresInDays?: number | null }): Promise<ApiClient & { key: string; keyId: string }>;
}

export interface ApiFixture {
  url: string;
  /** The temporary DSP_DATA_DIR holding the SQLite file (for the CLI). */
  dataDir: string;
  db: Knex;
  clock: TestClock;
  context: ServiceContext;
  /** A client that sends no key (or the headers it is given). */
  anonymous: ApiClient;
  /** Unexpected errors the app logged (500s): a suite ends by checking there were none. */
  unexpectedErrors: unknown[];
  /** The request log's lines, oldest first. */
  requestLog: RequestLogEntry[];
  user(options?: UserOptions): Promise<TestUser>;
  close(): Promise<void>;
}

let emailCounter = 0;

/**
 * The real app over HTTP on a temporary SQLite database: migrations run, accounts are
 * made with the accounts service, the clock is controllable. One per test file.
 */
export async function startApiFixture(options: ApiFixtureOptions = {}): Promise<ApiFixture> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dsp-api-'));
  const postgres = options.database === 'postgres' ? await temporaryPostgresDatabase() : undefined;
  const db = await openDatabase(postgres ? { url: postgres.url } : { dataDir });
  const clock = testClock(options.startAt);
  const context: ServiceContext = { db, clock: clock.now };
  const drawingLog: unknown[] = [];
  const drawer: WarmDrawer = options.drawer === 'inline'
    ? createInlineDrawer({ log: (entry) => drawingLog.push(entry) })
    : createDrawer({ threads: options.threads ?? 1, log: (entry) => drawingLog.push(entry) });
  const unexpectedErrors: unknown[] = [];
  const requestLog: RequestLogEntry[] = [];
  let server: RunningServer | undefined;
  try {
    await drawer.ready();
    server = await startTestServer({
      context,
      drawer,
      rateLimits: options.rateLimits ?? false,
      logError: (error) => unexpectedErrors.push(error),
      logRequest: (entry) => requestLog.push(entry),
      config: { webUrl: 'https://dsp.test' },
    });
  } catch (error) {
    await drawer.close();
    await db.destroy();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const url = server.url;
  const running = server;

  async function user(userOptions: UserOptions = {}): Promise<TestUser> {
    emailCounter += 1;
    const { scope = 'write', expiresInDays = null, ...input } = userOptions;
    const email = input.email ?? `person${emailCounter}-${process.pid}@example.test`;
    const created = await createUser(context, { ...input, email });
    const mint = async (keyScope: 'read' | 'write', days: number | null) => {
      const key = await createKey(context, { personId: created.personId, workspaceId: created.workspaceId, scope: keyScope, expiresInDays: days });
      return { ...apiClient(url, { authorization: `Bearer ${key.key}` }), key: key.key, keyId: key.id };
    };
    const first = await mint(scope, expiresInDays);
    return {
      ...first,
      personId: created.personId,
      email: created.email,
      workspaceId: created.workspaceId,
      addKey: (more = {}) => mint(more.scope ?? 'write', more.expiresInDays ?? null),
    };
  }

  return {
    url,
    dataDir,
    db,
    clock,
    context,
    anonymous: apiClient(url),
    unexpectedErrors,
    requestLog,
    user,
    async close() {
      await running.close();
      await drawer.close();
      await db.destroy();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
