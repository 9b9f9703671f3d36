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
  /** Count rate limits in this Redis (shared by every instance) instead of the database. */
  redisUrl?: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8787);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    database: settingsFromEnv(env),
    ownerEmail: env.DSP_OWNER_EMAIL ?? 'owner@localhost',
    webUrl: (env.DSP_WEB_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    baseUrl: (env.DSP_BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    trustProxy: env.DSP_TRUST_PROXY === '1' || env.DSP_TRUST_PROXY === 'true',
    redisUrl: env.REDIS_URL || undefined,
  };
}
