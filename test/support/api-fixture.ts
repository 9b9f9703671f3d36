import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { Redis } from 'ioredis';
import { openDatabase } from '../../server/db/connect.js';
import { createDrawer, createInlineDrawer, type WarmDrawer } from '../../server/drawing-pool/index.js';
import { createKey, createUser, type CreateUserInput } from '../../server/use-cases/accounts/accounts.js';
import type { RequestLogEntry } from '../../server/http/request-log.js';
import type { ServiceContext } from '../../server/use-cases/shared/context.js';
import type { RateLimitStore } from '../../server/ports/rate-limits.js';
import { rateLimitStoreFor } from '../../server/infrastructure/rate-limit-stores.js';
import { createMailer } from '../../server/infrastructure/mail-transport.js';
import { join } from 'node:path';
import { startTestServer, type RunningServer } from './http-server.js';
import { testClock, type TestClock } from './test-clock.js';
import { apiClient, type ApiClient } from './api-client.js';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '../../harness/test-database.js';

export { testClock, type TestClock } from './test-clock.js';
export type { ApiClient, ApiResponse } from './api-client.js';

/** Where shared rate limits are counted in this run: DSP_TEST_RATE_LIMITS=redis, else the database's own store. */
const REDIS_URL = process.env.DSP_TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const useRedis = process.env.DSP_TEST_RATE_LIMITS === 'redis';

export interface ApiFixtureOptions {
  /** 'pool': the real worker-pool drawer with one thread (budgets apply); 'inline': the engine in this thread. */
  drawer?: 'pool' | 'inline';
  /** Drawing threads of the pool drawer; default 1. */
  threads?: number;
  /** Rate limits are off unless a suite turns them on. */
  rateLimits?: boolean;
  /** The first instant of the controllable clock. */
  startAt?: string;
  /** A database of this kind whatever the run's DSP_TEST_DATABASE (for suites that need both). */
  database?: TestDatabaseKind;
  /** DSP_SIGNUP of the app (default invite). */
  signup?: 'open' | 'invite';
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

/** Another instance of the service: its own app, connections, caches and limiter, on the fixture's database. */
export interface AppInstance {
  url: string;
  db: Knex;
  context: ServiceContext;
  /** A client that sends no key (or the headers it is given). */
  anonymous: ApiClient;
  /** A client of this instance that sends this user's key. */
  as(user: { key: string }): ApiClient;
}

export interface ApiFixture extends AppInstance {
  /** The DSP_SECRET every instance of this fixture signs image links with (random per fixture). */
  secret: string;
  /** Where the app's mails are written (.eml files; read them with outboxMails of test/support/mail.ts). */
  outboxDir: string;
  /** The temporary DSP_DATA_DIR (the SQLite file lives here; `runDsp` given it reaches the database on PostgreSQL too). */
  dataDir: string;
  /**
   * The database the fixture made: its kind, the settings to open another connection to it
   * (`openDatabase(api.database.settings)`, never `{dataDir}`: on PostgreSQL the directory
   * holds no database) and the environment a child process needs.
   */
  database: TestDatabase;
  clock: TestClock;
  /** Where rate limits count (memory on SQLite, the table on PostgreSQL, Redis with DSP_TEST_RATE_LIMITS=redis). */
  rateLimitStore: RateLimitStore['kind'];
  /** Unexpected errors the app logged (500s): a suite ends by checking there were none. */
  unexpectedErrors: unknown[];
  /** The request log's lines, oldest first. */
  requestLog: RequestLogEntry[];
  user(options?: UserOptions): Promise<TestUser>;
  /**
   * Starts another instance on the same database, clock and settings, as a second
   * process behind a load balancer would be (closed with the fixture).
   */
  instance(): Promise<AppInstance>;
  close(): Promise<void>;
}

let emailCounter = 0;

/**
 * The real app over HTTP on a temporary database (SQLite, or PostgreSQL with
 * DSP_TEST_DATABASE=postgres): migrations run, accounts are made with the accounts
 * service, the clock is controllable. One per test file.
 */
export async function startApiFixture(options: ApiFixtureOptions = {}): Promise<ApiFixture> {
  const database = await createTestDatabase('dsp-api-', options.database);
  const clock = testClock(options.startAt);
  const drawingLog: unknown[] = [];
  const drawer: WarmDrawer = options.drawer === 'inline'
    ? createInlineDrawer({ log: (entry) => drawingLog.push(entry) })
    : createDrawer({ threads: options.threads ?? 1, log: (entry) => drawingLog.push(entry) });
  const unexpectedErrors: unknown[] = [];
  const requestLog: RequestLogEntry[] = [];
  const secret = randomBytes(32).toString('base64url');
  const redisPrefix = `dsp-test:${process.pid}:${randomBytes(6).toString('hex')}:`;
  /** What to undo at close, last started first. */
  const cleanups: Array<() => Promise<unknown>> = [];
  const cleanUp = async () => {
    const failures: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  };
  cleanups.push(() => database.drop());
  if (useRedis) cleanups.push(() => deleteRedisKeys(redisPrefix));
  cleanups.push(() => drawer.close());

  async function startInstance(logRequest: (entry: RequestLogEntry) => void): Promise<AppInstance & { store: RateLimitStore }> {
    const db = await openDatabase(database.settings);
    cleanups.push(() => db.destroy());
    const context: ServiceContext = { db, clock: clock.now };
    const store = await rateLimitStoreFor(db, useRedis ? REDIS_URL : undefined, { keyPrefix: redisPrefix, onError: (error) => unexpectedErrors.push(error) });
    cleanups.push(() => store.close());
    const server: RunningServer = await startTestServer({
      context,
      drawer,
      rateLimits: options.rateLimits ?? false,
      rateLimitStore: store,
      logError: (error) => unexpectedErrors.push(error),
      logRequest,
      config: { webUrl: 'https://dsp.test', secret, signup: options.signup ?? 'invite' },
      mailer: createMailer({ outboxDir: join(database.dataDir, 'outbox'), from: 'DSP diagrams <no-reply@dsp.test>', clock: clock.now, log: () => {} }),
    });
    cleanups.push(() => server.close());
    return {
      url: server.url,
      db,
      context,
      store,
      anonymous: apiClient(server.url),
      as: (user) => apiClient(server.url, { authorization: `Bearer ${user.key}` }),
    };
  }

  let first: Awaited<ReturnType<typeof startInstance>>;
  try {
    await drawer.ready();
    first = await startInstance((entry) => requestLog.push(entry));
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const { url, context } = first;

  async function user(userOptions: UserOptions = {}): Promise<TestUser> {
    emailCounter += 1;
    const { scope = 'write', expiresInDays = null, ...input } = userOptions;
    const email = input.email ?? `person${emailCounter}-${process.pid}@example.test`;
    const created = await createUser(context, { ...input, email });
    const mint = async (keyScope: 'read' | 'write', days: number | null) => {
      const key = await createKey(context, { personId: created.personId, workspaceId: created.workspaceId, scope: keyScope, expiresInDays: days });
      return { ...apiClient(url, { authorization: `Bearer ${key.key}` }), key: key.key, keyId: key.id };
    };
    const firstKey = await mint(scope, expiresInDays);
    return {
      ...firstKey,
      personId: created.personId,
      email: created.email,
      workspaceId: created.workspaceId,
      addKey: (more = {}) => mint(more.scope ?? 'write', more.expiresInDays ?? null),
    };
  }

  return {
    url,
    db: first.db,
    context,
    anonymous: first.anonymous,
    as: first.as,
    secret,
    dataDir: database.dataDir,
    outboxDir: join(database.dataDir, 'outbox'),
    database,
    clock,
    rateLimitStore: first.store.kind,
    unexpectedErrors,
    requestLog,
    user,
    instance: () => startInstance(() => {}),
    close: cleanUp,
  };
}

/** Deletes the Redis keys a fixture's limiter wrote (other runs share the Redis). */
async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
