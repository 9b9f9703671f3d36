import { parseArgs } from 'node:util';
import {
  configFromEnv, CopyRefused, copyDatabase, createKeyForEmail, createUser, databaseFailure, databaseKind, describeDatabase,
  openDatabase, revokeKeyByAdmin, ServiceError, setPublicSharing, systemClock, verifyChains, type ServerConfig, type ServiceContext,
} from '../../server/index.js';
import { reportsCommand, reportsUsage } from './admin-reports.js';
import { supportCommand, supportUsage } from './admin-support.js';
import { signInLinkCommand, signInLinkUsage } from './admin-sign-in-link.js';
import { planCommand, planUsage } from './admin-plan.js';
import { UsageError } from '../errors.js';

export const adminUsage = [
  'dsp admin create-user --email E [--plan free|pro|team] [--team NAME|wsp_ID] [--role owner|member|viewer] [--unverified]',
  'dsp admin create-key --email E [--workspace ID] [--scope read|write] [--expires-in-days N] [--name NAME]',
  'dsp admin verify',
  'dsp admin revoke-key (--id KEY_ID | --key dsp_sk_...)',
  'dsp admin sharing --workspace ID (--on | --off)',
  signInLinkUsage,
  planUsage,
  reportsUsage,
  supportUsage,
  'dsp admin copy --from sqlite:./data/dsp.sqlite --to postgres://user@host/db [--replace] [--batch-size N]',
].join('\n  ');

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], flag: string): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}`);
  return value as T;
}

async function withDatabase<T>(run: (context: ServiceContext, config: ServerConfig) => Promise<T>): Promise<T> {
  const config = configFromEnv();
  // Quiet: a database problem is reported once, as the command's own one-line error.
  const db = await openDatabase(config.database, { quiet: true });
  try {
    return await run({ db, clock: systemClock }, config);
  } finally {
    await db.destroy();
  }
}

async function createUserCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, plan: { type: 'string' }, team: { type: 'string' }, role: { type: 'string' }, unverified: { type: 'boolean' } },
    strict: true,
  });
  if (!values.email) throw new UsageError(adminUsage);
  const input = {
    email: values.email,
    plan: oneOf(values.plan, ['free', 'pro', 'team'] as const, '--plan'),
    team: values.team,
    role: oneOf(values.role, ['owner', 'member', 'viewer'] as const, '--role'),
    verified: !values.unverified,
  };
  const result = await withDatabase((context) => createUser(context, input));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  return 0;
}

async function createKeyCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, workspace: { type: 'string' }, scope: { type: 'string' }, 'expires-in-days': { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  if (!values.email) throw new UsageError(adminUsage);
  const days = values['expires-in-days'];
  const expiresInDays = days === undefined ? null : Number(days);
  const created = await withDatabase((context) =>
    createKeyForEmail(context, {
      email: values.email!,
      workspaceId: values.workspace,
      scope: oneOf(values.scope, ['read', 'write'] as const, '--scope') ?? 'write',
      expiresInDays,
      name: values.name,
    }),
  );
  process.stdout.write(`${created.key}\n`);
  return 0;
}

/** Prints the JSON report of every diagram's history; exit 0 when everything holds, 1 otherwise. */
async function verifyCommand(args: string[]): Promise<number> {
  parseArgs({ args, options: {}, strict: true });
  const report = await withDatabase((context) => verifyChains(context.db));
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  return report.ok ? 0 : 1;
}

/** Revokes a key by its id or by the key itself; prints {id, workspaceId, person, revokedAt, alreadyRevoked}. */
async function revokeKeyCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { id: { type: 'string' }, key: { type: 'string' } }, strict: true });
  if ((values.id === undefined) === (values.key === undefined)) throw new UsageError(adminUsage);
  const revoked = await withDatabase((context) => revokeKeyByAdmin(context, values.id !== undefined ? { id: values.id } : { key: values.key! }));
  process.stdout.write(`${JSON.stringify(revoked, null, 2)}\n`);
  return 0;
}

/** Turns a team workspace's public sharing on or off; prints {workspaceId, publicSharing}. */
async function sharingCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { workspace: { type: 'string' }, on: { type: 'boolean' }, off: { type: 'boolean' } }, strict: true });
  if (!values.workspace || Boolean(values.on) === Boolean(values.off)) throw new UsageError(adminUsage);
  const result = await withDatabase((context) => setPublicSharing(context, values.workspace!, Boolean(values.on)));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  return 0;
}

/**
 * Copies every table from one database to another (moving an SQLite service to PostgreSQL,
 * or back): prints {tables, rows} as JSON, and a line per table on stderr as it goes.
 */
async function copyCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { from: { type: 'string' }, to: { type: 'string' }, replace: { type: 'boolean' }, 'batch-size': { type: 'string' } },
    strict: true,
  });
  if (!values.from || !values.to) throw new UsageError(adminUsage);
  const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size']);
  if (batchSize !== undefined && (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 1000)) throw new UsageError('--batch-size must be a whole number from 1 to 1000');
  const [from, to] = [{ url: values.from }, { url: values.to }];
  for (const settings of [from, to]) {
    try {
      databaseKind(settings);
    } catch (error) {
      throw new UsageError((error as Error).message.replace('DATABASE_URL', '--from and --to'));
    }
  }
  if (describeDatabase(from) === describeDatabase(to)) throw new UsageError('--from and --to name the same database');
  const source = await openDatabase(from, { quiet: true });
  try {
    const target = await openDatabase(to, { quiet: true });
    try {
      const report = await copyDatabase(source, target, {
        replace: values.replace ?? false,
        batchSize,
        onTable: (table, rows) => process.stderr.write(`${table}: ${rows} rows\n`),
      });
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      return 0;
    } finally {
      await target.destroy();
    }
  } finally {
    await source.destroy();
  }
}

const SUBCOMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  'create-user': createUserCommand,
  'create-key': createKeyCommand,
  verify: verifyCommand,
  'revoke-key': revokeKeyCommand,
  sharing: sharingCommand,
  reports: (args) => reportsCommand(args, withDatabase),
  support: (args) => supportCommand(args, withDatabase),
  'sign-in-link': (args) => signInLinkCommand(args, withDatabase),
  plan: (args) => planCommand(args, withDatabase),
  copy: copyCommand,
};

/** dsp admin <subcommand>: account administration against the service's own database. */
export async function adminCommand(args: string[]): Promise<number> {
  const [name, ...rest] = args;
  if (name === '--help' || name === '-h') {
    process.stdout.write(`Usage:\n  ${adminUsage}\n`);
    return 0;
  }
  const subcommand = name ? SUBCOMMANDS[name] : undefined;
  if (!subcommand) throw new UsageError(adminUsage);
  try {
    return await subcommand(rest);
  } catch (error) {
    if (error instanceof ServiceError || error instanceof CopyRefused) {
      process.stderr.write(`dsp admin: ${error.code}: ${error.message}\n`);
      return 1;
    }
    const failure = databaseFailure(error);
    if (failure === 'busy') {
      process.stderr.write('dsp admin: DATABASE_BUSY: another process held a lock the command needed for over 5 s; nothing was saved, run the command again.\n');
      return 1;
    }
    if (failure === 'unavailable') {
      const why = String((error as Error).message ?? error).split('\n')[0]!.slice(0, 200);
      process.stderr.write(`dsp admin: DATABASE_UNAVAILABLE: the database does not answer (${why}); check DATABASE_URL (or --from and --to) and that the database server runs.\n`);
      return 1;
    }
    if (error instanceof TypeError && (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) throw new UsageError(`${error.message}\n  ${adminUsage}`);
    throw error;
  }
}
