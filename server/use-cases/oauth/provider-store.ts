import { isoNow } from '../../clock.js';
import { oauthRecords } from '../../db/repositories/oauth-records.js';
import { oauthGrants } from '../../db/repositories/oauth-grants.js';
import type { ServiceContext } from '../shared/index.js';
import { oauthHash } from './hashes.js';

/** A stored payload as oidc-provider hands it to its adapter (and reads it back). */
export type OAuthPayload = Record<string, unknown> & { grantId?: string; uid?: string; consumed?: number };

/** oidc-provider's adapter interface (docs: "adapter"), on the service's database. */
export interface OAuthStorage {
  upsert(id: string, payload: OAuthPayload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<OAuthPayload | undefined>;
  findByUid(uid: string): Promise<OAuthPayload | undefined>;
  findByUserCode(userCode: string): Promise<OAuthPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

/** Every code and token of a grant stops, and the person's list shows the grant no more. */
export async function revokeGrantRecords(context: ServiceContext, grantHash: string): Promise<void> {
  await context.db.transaction(async (trx) => {
    await oauthGrants.revoke(trx, grantHash, isoNow(context.clock));
    await oauthRecords.destroyGrant(trx, grantHash);
  });
}

/**
 * The adapter of one oidc-provider model (AccessToken, Grant, Client, Interaction...): rows
 * of oauth_records found by the SHA-256 of the id. Nothing is cached in the process, so a
 * revocation made by one instance holds on every other at once.
 */
export function oauthStorage(context: ServiceContext, model: string): OAuthStorage {
  const now = () => context.clock();
  const alive = (row: { expires_at: string | null } | undefined) => row && (row.expires_at === null || row.expires_at > now().toISOString());
  // The payload's jti is the id itself (for a token, the token): stored only for sessions,
  // the one model found by another key (its uid), whose id the provider needs back.
  const keepsId = model === 'Session';
  const read = (row: Awaited<ReturnType<typeof oauthRecords.find>>, id?: string): OAuthPayload | undefined => {
    if (!row || !alive(row)) return undefined;
    const payload = JSON.parse(row.payload) as OAuthPayload;
    if (id !== undefined && !keepsId) payload.jti = id;
    return row.consumed_at ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : payload;
  };
  return {
    async upsert(id, payload, expiresIn) {
      // Issuing an access token also forgets every record past its expiry (one indexed
      // delete), so the table holds what is alive, not every code and token ever issued.
      if (model === 'AccessToken') await oauthRecords.deleteExpired(context.db, isoNow(context.clock));
      await oauthRecords.upsert(context.db, {
        model,
        id_hash: oauthHash(id),
        grant_hash: typeof payload.grantId === 'string' ? oauthHash(payload.grantId) : null,
        uid_hash: typeof payload.uid === 'string' ? oauthHash(payload.uid) : null,
        payload: JSON.stringify(keepsId ? payload : { ...payload, jti: undefined }),
        expires_at: typeof expiresIn === 'number' ? new Date(now().getTime() + expiresIn * 1000).toISOString() : null,
        consumed_at: null,
      });
    },
    async find(id) {
      return read(await oauthRecords.find(context.db, model, oauthHash(id)), id);
    },
    async findByUid(uid) {
      return read(await oauthRecords.findByUid(context.db, model, oauthHash(uid)));
    },
    // The device flow (user codes) is not enabled.
    async findByUserCode() {
      return undefined;
    },
    async consume(id) {
      await oauthRecords.consume(context.db, model, oauthHash(id), isoNow(context.clock));
    },
    async destroy(id) {
      await oauthRecords.destroy(context.db, model, oauthHash(id));
    },
    async revokeByGrantId(grantId) {
      await revokeGrantRecords(context, oauthHash(grantId));
    },
  };
}
