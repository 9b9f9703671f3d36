import { settingsFromEnv, type DatabaseSettings } from './db/config.js';
import { MIN_SECRET_LENGTH } from './infrastructure/server-secret.js';

/** Everything the service reads from the environment, in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseSettings;
  /** The first account created on an empty database. */
  ownerEmail: string;
  /** The public website (version pages, the email verification page). */
  webUrl: string;
  /** The address this API answers on (links in responses). */
  baseUrl: string;
  /** Trust X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** SMTP server for the service's emails; without it they are written to <data dir>/outbox. */
  smtpUrl?: string;
  /** The From address of the service's emails. */
  mailFrom: string;
  /** Count rate limits in this Redis (shared by every instance) instead of the database. */
  redisUrl?: string;
  /**
   * DSP_SECRET: what image links are signed with (the same on every instance). Without it the
   * service keeps one in <data dir>/secret (server/secret-file.ts); never in the database.
   */
  secret?: string;
  /** DSP_SECRET_PREVIOUS: during a rotation, links signed with it are still accepted. */
  previousSecret?: string;
  /**
   * DSP_SIGNUP: who may open an account by signing in. invite (the default): people who
   * have one and invited addresses; open: any address (a personal Free workspace).
   */
  signup: 'open' | 'invite';
  /**
   * DSP_INACTIVE_ACCOUNTS: what happens to Free accounts unused for 12 months. delete (the
   * default, spec Plans): mailed 30 and 7 days before, then deleted; keep: never (a
   * self-hosted service whose people sign in rarely).
   */
  inactiveAccounts: 'delete' | 'keep';
  /**
   * DSP_PROPOSAL_MAILS: on (the default) mails a protected diagram's owners and last human
   * editor when a proposal is opened on it (a digest per 10 minutes); off: no proposal mails.
   */
  proposalMails: 'on' | 'off';
  /**
   * DSP_OAUTH_LOOPBACK_CLIENT_DOCUMENTS=1, for development only: MCP sign-in fetches client
   * metadata documents from loopback addresses too (a client under development serving its
   * document on this machine, with a self-signed certificate). Off by default: only public
   * addresses (docs/mcp-oauth.md).
   */
  oauthLoopbackClientDocuments: boolean;
}

function signupSetting(env: NodeJS.ProcessEnv): 'open' | 'invite' {
  const value = (env.DSP_SIGNUP ?? '').trim().toLowerCase();
  if (value === '' || value === 'invite') return 'invite';
  if (value === 'open') return 'open';
  throw new Error(`DSP_SIGNUP must be invite (the default) or open, not "${env.DSP_SIGNUP}".`);
}

function inactiveAccountsSetting(env: NodeJS.ProcessEnv): 'delete' | 'keep' {
  const value = (env.DSP_INACTIVE_ACCOUNTS ?? '').trim().toLowerCase();
  if (value === '' || value === 'delete') return 'delete';
  if (value === 'keep') return 'keep';
  throw new Error(`DSP_INACTIVE_ACCOUNTS must be delete (the default) or keep, not "${env.DSP_INACTIVE_ACCOUNTS}".`);
}

function proposalMailsSetting(env: NodeJS.ProcessEnv): 'on' | 'off' {
  const value = (env.DSP_PROPOSAL_MAILS ?? '').trim().toLowerCase();
  if (value === '' || value === 'on') return 'on';
  if (value === 'off') return 'off';
  throw new Error(`DSP_PROPOSAL_MAILS must be on (the default) or off, not "${env.DSP_PROPOSAL_MAILS}".`);
}

function loopbackClientDocumentsSetting(env: NodeJS.ProcessEnv): boolean {
  const value = (env.DSP_OAUTH_LOOPBACK_CLIENT_DOCUMENTS ?? '').trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`DSP_OAUTH_LOOPBACK_CLIENT_DOCUMENTS must be 1 (development only) or unset, not "${env.DSP_OAUTH_LOOPBACK_CLIENT_DOCUMENTS}".`);
}

/** A secret setting, refused when too short to resist guessing offline. */
function secretSetting(env: NodeJS.ProcessEnv, name: 'DSP_SECRET' | 'DSP_SECRET_PREVIOUS'): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  if (value.length < MIN_SECRET_LENGTH) {
    throw new Error(`${name} must be at least ${MIN_SECRET_LENGTH} characters (make one with: openssl rand -base64 32).`);
  }
  return value;
}

function defaultFrom(webUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(webUrl).hostname || host;
  } catch {
    // keep localhost
  }
  return `DSP diagrams <no-reply@${host}>`;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8787);
  const webUrl = (env.DSP_WEB_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    // Loopback unless HOST says otherwise: a first start prints an owner key, and a laptop's
    // service should not answer its network. The Docker image sets HOST=0.0.0.0.
    host: env.HOST ?? '127.0.0.1',
    database: settingsFromEnv(env),
    ownerEmail: env.DSP_OWNER_EMAIL ?? 'owner@localhost',
    webUrl,
    baseUrl: (env.DSP_BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    trustProxy: env.DSP_TRUST_PROXY === '1' || env.DSP_TRUST_PROXY === 'true',
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    mailFrom: env.MAIL_FROM ?? defaultFrom(webUrl),
    redisUrl: env.REDIS_URL || undefined,
    secret: secretSetting(env, 'DSP_SECRET'),
    previousSecret: secretSetting(env, 'DSP_SECRET_PREVIOUS'),
    signup: signupSetting(env),
    inactiveAccounts: inactiveAccountsSetting(env),
    proposalMails: proposalMailsSetting(env),
    oauthLoopbackClientDocuments: loopbackClientDocumentsSetting(env),
  };
}
