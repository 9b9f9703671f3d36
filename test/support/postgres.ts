import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';

/**
 * The local PostgreSQL the suites may use (TOOLCHAIN.md: 127.0.0.1:5432, trust
 * authentication, database test); DSP_TEST_POSTGRES_URL points elsewhere.
 */
export const POSTGRES_ADMIN_URL = process.env.DSP_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function adminConnection(): Knex {
  return knexFactory({ client: 'pg', connection: POSTGRES_ADMIN_URL, pool: { min: 0, max: 1 } });
}

/** Whether PostgreSQL answers; suites that also run on it skip that part when it does not. */
export async function postgresAvailable(): Promise<boolean> {
  const admin = adminConnection();
  try {
    await admin.raw('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await admin.destroy();
  }
}

/** A new, empty database with a unique name (other suites run at the same time), and its removal. */
export async function temporaryPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dsp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = adminConnection();
  try {
    await admin.raw(`create database ${name}`);
  } finally {
    await admin.destroy();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = adminConnection();
      try {
        await again.raw(`drop database if exists ${name} with (force)`);
      } finally {
        await again.destroy();
      }
    },
  };
}
