import type { Knex } from 'knex';

export interface SessionRow {
  id: string;
  token_hash: string;
  person_id: string;
  workspace_id: string | null;
  user_agent: string | null;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  ended_at: string | null;
}

export const sessions = {
  async insert(db: Knex, row: SessionRow): Promise<void> {
    await db('sessions').insert(row);
  },
  async byHash(db: Knex, tokenHash: string): Promise<SessionRow | undefined> {
    return db<SessionRow>('sessions').where({ token_hash: tokenHash }).first();
  },
  async byId(db: Knex, id: string): Promise<SessionRow | undefined> {
    return db<SessionRow>('sessions').where({ id }).first();
  },
  /** A person's sessions that have not ended, newest first (expiry is the caller's to judge). */
  async openOf(db: Knex, personId: string): Promise<SessionRow[]> {
    return db<SessionRow>('sessions').where({ person_id: personId }).whereNull('ended_at').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
  },
  async touch(db: Knex, id: string, at: string): Promise<void> {
    await db('sessions').where({ id }).update({ last_used_at: at });
  },
  async setWorkspace(db: Knex, id: string, workspaceId: string): Promise<void> {
    await db('sessions').where({ id }).update({ workspace_id: workspaceId });
  },
  async end(db: Knex, id: string, at: string): Promise<void> {
    await db('sessions').where({ id }).whereNull('ended_at').update({ ended_at: at });
  },
  /** Forgets sessions that can no longer be used: ended, past their absolute end, or unused since `idleBefore`. */
  async deleteDead(db: Knex, now: string, idleBefore: string): Promise<number> {
    return Number(await db('sessions').whereNotNull('ended_at').orWhere('expires_at', '<=', now).orWhere('last_used_at', '<=', idleBefore).delete());
  },
};
