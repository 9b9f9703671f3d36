import { parseArgs } from 'node:util';
import {
  configFromEnv, createKeyForEmail, createUser, openDatabase, ServiceError, systemClock, verifyChains, type ServiceContext,
} from '../../server/index.js';
import { UsageError } from '../read-input.js';

export const adminUsage = [
  'dsp admin create-user --email E [--plan free|pro|team] [--team NAME] [--role owner|member|viewer] [--unverified]',
  'dsp admin create-key --email E [--workspace ID] [--scope read|write] [--expires-in-days N] [--name NAME]',
  'dsp admin verify',
].join('\n  ');

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], flag: string): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}`);
  return value as T;
}

async function withDatabase<T>(run: (context: ServiceContext) => Promise<T>): Promise<T> {
  const db = await openDatabase(configFromEnv().database);
  try {
    return await run({ db, clock: systemClock });
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

const SUBCOMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  'create-user': createUserCommand,
  'create-key': createKeyCommand,
  verify: verifyCommand,
};

/** dsp admin <subcommand>: account administration against the service's own database. */
export async function adminCommand(args: string[]): Promise<number> {
  const [name, ...rest] = args;
  const subcommand = name ? SUBCOMMANDS[name] : undefined;
  if (!subcommand) throw new UsageError(adminUsage);
  try {
    return await subcommand(rest);
  } catch (error) {
    if (error instanceof ServiceError) {
      process.stderr.write(`dsp admin: ${error.code}: ${error.message}\n`);
      return 1;
    }
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') {
      process.stderr.write('dsp admin: DATABASE_BUSY: another process held the database\'s write lock for over 5 s; nothing was saved, run the command again.\n');
      return 1;
    }
    if (error instanceof TypeError && (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) throw new UsageError(`${error.message}\n  ${adminUsage}`);
    throw error;
  }
}
