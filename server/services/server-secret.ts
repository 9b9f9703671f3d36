import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { isoNow, type Clock } from '../clock.js';
import { serverSecrets } from '../db/repositories/server-secrets.js';

/** The secrets the server makes for itself; each name is one key. */
export type SecretName = 'image-links';

/** One cache per database (one per app), so apps and tests sharing a process never share a secret. */
const cache = new WeakMap<Knex, Map<SecretName, Promise<Buffer>>>();

async function loadOrMake(db: Knex, clock: Clock, name: SecretName): Promise<Buffer> {
  const existing = await serverSecrets.get(db, name);
  if (existing !== undefined) return Buffer.from(existing, 'base64url');
  // 256 random bits. Two processes starting on one database at once: the first insert wins
  // and both read it back.
  await serverSecrets.putIfAbsent(db, name, randomBytes(32).toString('base64url'), isoNow(clock));
  const stored = await serverSecrets.get(db, name);
  if (stored === undefined) throw new Error(`server secret ${name} could not be stored`);
  return Buffer.from(stored, 'base64url');
}

/**
 * A secret of the server, made on first use and kept in the database, so what it signs
 * stays valid across restarts and across processes sharing the database. Read once per
 * process. It is used as it is (an HMAC key), so it cannot be stored hashed.
 */
export function serverSecret(context: { db: Knex; clock: Clock }, name: SecretName): Promise<Buffer> {
  let secrets = cache.get(context.db);
  if (!secrets) {
    secrets = new Map();
    cache.set(context.db, secrets);
  }
  let secret = secrets.get(name);
  if (!secret) {
    secret = loadOrMake(context.db, context.clock, name).catch((error: unknown) => {
      // A failed read is forgotten, so the next request tries again.
      secrets.delete(name);
      throw error;
    });
    secrets.set(name, secret);
  }
  return secret;
}
