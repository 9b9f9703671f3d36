import { settingsFromEnv, type DatabaseSettings } from './db/config.js';

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
    host: env.HOST ?? '0.0.0.0',
    database: settingsFromEnv(env),
    ownerEmail: env.DSP_OWNER_EMAIL ?? 'owner@localhost',
    webUrl,
    baseUrl: (env.DSP_BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    trustProxy: env.DSP_TRUST_PROXY === '1' || env.DSP_TRUST_PROXY === 'true',
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    mailFrom: env.MAIL_FROM ?? defaultFrom(webUrl),
  };
}
