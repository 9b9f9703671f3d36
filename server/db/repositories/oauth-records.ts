import type { Knex } from 'knex';

/** One thing the authorization server keeps (oidc-provider's adapter storage), found by the SHA-256 of its id. */
export interface OAuthRecordRow {
  model: string;
  id_hash: string;
  grant_hash: string | null;
  uid_hash: string | null;
  payload: string;
  expires_at: string | null;
  consumed_at: string | null;
}

export const oauthRecords = {
  /** Writes a record whole (insert, or replace the one of the same model and id). */
  async upsert(db: Knex, row: OAuthRecordRow): Promise<void> {
    await db('oauth_records').insert(row).onConflict(['model', 'id_hash']).merge();
  },
  async find(db: Knex, model: string, idHash: string): Promise<OAuthRecordRow | undefined> {
    return db<OAuthRecordRow>('oauth_records').where({ model, id_hash: idHash }).first();
  },
  async findByUid(db: Knex, model: string, uidHash: string): Promise<OAuthRecordRow | undefined> {
    return db<OAuthRecordRow>('oauth_records').where({ model, uid_hash: uidHash }).first();
  },
  async consume(db: Knex, model: string, idHash: string, at: string): Promise<void> {
    await db('oauth_records').where({ model, id_hash: idHash }).update({ consumed_at: at });
  },
  async destroy(db: Knex, model: string, idHash: string): Promise<void> {
    await db('oauth_records').where({ model, id_hash: idHash }).delete();
  },
  /** Every code and token of a grant, and the grant itself. */
  async destroyGrant(db: Knex, grantHash: string): Promise<void> {
    await db('oauth_records').where({ grant_hash: grantHash }).orWhere({ model: 'Grant', id_hash: grantHash }).delete();
  },
  /** Forgets records past their expiry. */
  async deleteExpired(db: Knex, now: string): Promise<number> {
    return Number(await db('oauth_records').where('expires_at', '<=', now).delete());
  },
};
