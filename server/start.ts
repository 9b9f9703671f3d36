import { configuredMailer, createApp } from './app.js';
import { startAccountSweep } from './use-cases/people/index.js';
import { configFromEnv } from './config.js';
import { openDatabase } from './db/connect.js';
import { describeDatabase } from './db/config.js';
import { systemClock } from './clock.js';
import { bootstrapOwner } from './use-cases/accounts/accounts.js';
import { createDrawer } from './drawing-pool/index.js';
import { startPurgeSweep } from './use-cases/diagrams/purge.js';
import { startRetentionSweep } from './use-cases/evidence/index.js';
import { startAttestationDigestSweep } from './use-cases/evidence/index.js';
import { startProposalMailSweep } from './use-cases/proposals/index.js';
import { rateLimitStoreFor } from './infrastructure/rate-limit-stores.js';
import { withServerSecret } from './secret-file.js';
import { imageLinkKeys, recordImageLinkKey, type SecretChange } from './infrastructure/server-secret.js';

/** How often deleted diagrams past their 24-hour undo are removed for good. */
const PURGE_INTERVAL_MS = 10 * 60_000;
/** How often dead sessions and links are forgotten and inactive Free accounts warned or deleted. */
const ACCOUNT_SWEEP_INTERVAL_MS = 60 * 60_000;
/** How often the 90-day digest mails owners their stale diagrams (each listed at most once in 14 days). */
const ATTESTATION_DIGEST_INTERVAL_MS = 24 * 60 * 60_000;
/** How often proposal mails whose 10-minute digest window closed are sent. */
const PROPOSAL_MAIL_INTERVAL_MS = 60_000;

const log = (entry: Record<string, unknown>) => process.stdout.write(`${JSON.stringify({ level: 'info', ...entry })}\n`);

/** What a start says about its secret against the one the database last saw (nothing when unchanged). */
const SECRET_CHANGES: Record<Exclude<SecretChange, 'same'>, Record<string, unknown>> = {
  first: { msg: 'image links are signed with this secret from now on' },
  rotated: { msg: 'secret rotated: links signed with DSP_SECRET_PREVIOUS are accepted until it is removed (links last 7 days)' },
  changed: {
    level: 'warn',
    msg: 'this start\'s secret is not the one the database last saw: image links signed before are refused; if other instances run on this database, give them all the same DSP_SECRET (set the old one as DSP_SECRET_PREVIOUS to keep its links during a rotation)',
  },
};

/**
 * Starts the service: reads the environment, opens (and migrates) the database, creates
 * the owner account on first start, listens, sweeps deleted diagrams past their undo
 * window, and shuts down gracefully: on SIGTERM or SIGINT it stops accepting connections,
 * lets requests in flight (and their writes) and a sweep in progress finish, then closes
 * the database.
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  // Read before the database opens: an unusable secret stops the start with nothing done.
  const config = withServerSecret(configFromEnv(env), log);
  const db = await openDatabase(config.database);
  const context = { db, clock: systemClock };
  const linkKeys = imageLinkKeys(config.secret, config.previousSecret);
  const secretChange = await recordImageLinkKey(context, linkKeys);
  // The key id (not the key) lets an operator compare instances' logs.
  if (secretChange !== 'same') log({ ...SECRET_CHANGES[secretChange], keyId: linkKeys.id });
  const owner = await bootstrapOwner(context, config.ownerEmail);
  if (owner) {
    // Printed once: only the key's SHA-256 is stored.
    process.stdout.write(`Created the owner account ${owner.email} (workspace ${owner.workspaceId}).\nAPI key: ${owner.key}\n`);
  }
  // Rate limits: Redis when REDIS_URL is set, the database on PostgreSQL, memory on SQLite.
  let redisReported = 0;
  const rateLimitStore = await rateLimitStoreFor(db, config.redisUrl, {
    onError: (error) => {
      // ioredis reports every reconnection attempt; one line a minute says enough.
      if (Date.now() - redisReported < 60_000) return;
      redisReported = Date.now();
      process.stderr.write(`${JSON.stringify({ level: 'warn', msg: 'redis unavailable; rate limits are counted per instance until it answers', error: error.message })}\n`);
    },
  });
  // Layout and drawing run in worker threads under the drawing-time budgets; each thread
  // loads the fonts and warms ELK before the server takes requests.
  const drawer = createDrawer();
  await drawer.ready();
  // Made here, not in the app: the account sweep mails through it too.
  const mailer = configuredMailer(config, systemClock);
  const app = createApp({ context, config, drawer, rateLimitStore, mailer });
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const purge = startPurgeSweep(context, { intervalMs: PURGE_INTERVAL_MS, log: (entry) => process.stdout.write(`${JSON.stringify(entry)}\n`) });
  const retentionSweep = startRetentionSweep(context, { intervalMs: PURGE_INTERVAL_MS, log: (entry) => process.stdout.write(`${JSON.stringify(entry)}\n`) });
  const accountSweep = startAccountSweep(
    { ...context, mailer, webUrl: config.webUrl, signup: config.signup, inactiveAccounts: config.inactiveAccounts, logError: (error, where) => log({ level: 'error', msg: where, error: String(error) }) },
    { intervalMs: ACCOUNT_SWEEP_INTERVAL_MS, log: (entry) => process.stdout.write(`${JSON.stringify(entry)}\n`) },
  );
  const digestSweep = startAttestationDigestSweep(
    { ...context, mailer, webUrl: config.webUrl, logError: (error, where) => log({ level: 'error', msg: where, error: String(error) }) },
    { intervalMs: ATTESTATION_DIGEST_INTERVAL_MS, log: (entry) => process.stdout.write(`${JSON.stringify(entry)}\n`) },
  );
  const proposalMailSweep = startProposalMailSweep(
    { ...context, mailer, webUrl: config.webUrl, proposalMails: config.proposalMails, logError: (error, where) => log({ level: 'error', msg: where, error: String(error) }) },
    { intervalMs: PROPOSAL_MAIL_INTERVAL_MS, log: (entry) => process.stdout.write(`${JSON.stringify(entry)}\n`) },
  );
  if (config.oauthLoopbackClientDocuments) {
    log({ level: 'warn', msg: 'DSP_OAUTH_LOOPBACK_CLIENT_DOCUMENTS is on: MCP sign-in fetches client metadata documents from this machine\'s loopback addresses too, without checking their certificates; for development only' });
  }
  log({ msg: 'listening', url: `http://localhost:${config.port}`, database: describeDatabase(config.database), rateLimits: rateLimitStore.kind });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log({ msg: 'shutting down', signal });
    // In-flight requests (and the writes they make) finish before the pool and database close.
    server.close(() => {
      void Promise.all([drawer.close(), purge.stop(), retentionSweep.stop(), accountSweep.stop(), digestSweep.stop(), proposalMailSweep.stop()])
        .then(() => rateLimitStore.close())
        .then(() => db.destroy())
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
