import type { Knex } from 'knex';

export interface ShareLinkRow {
  id: string;
  diagram_id: string;
  token_hash: string;
  token_prefix: string;
  created_by: string | null;
  created_at: string;
  revoked_at: string | null;
  revoked_reason: 'owner' | 'report' | null;
}

/** A link as listed: its row and the email of the person who made it (null once they are gone). */
export interface ListedShareLinkRow extends ShareLinkRow {
  creator_email: string | null;
}

export const shareLinks = {
  async insert(db: Knex, row: ShareLinkRow): Promise<void> {
    await db('share_links').insert(row);
  },
  async byTokenHash(db: Knex, tokenHash: string): Promise<ShareLinkRow | undefined> {
    return db<ShareLinkRow>('share_links').where({ token_hash: tokenHash }).first();
  },
  async byId(db: Knex, id: string): Promise<ShareLinkRow | undefined> {
    return db<ShareLinkRow>('share_links').where({ id }).first();
  },
  /** Every link of a diagram, revoked ones included, newest first. */
  async listOf(db: Knex, diagramId: string): Promise<ListedShareLinkRow[]> {
    return db('share_links')
      .leftJoin('people', 'people.id', 'share_links.created_by')
      .where({ 'share_links.diagram_id': diagramId })
      .orderBy([{ column: 'share_links.created_at', order: 'desc' }, { column: 'share_links.id', order: 'desc' }])
      .select<ListedShareLinkRow[]>('share_links.*', 'people.email as creator_email');
  },
  async countActive(db: Knex, diagramId: string): Promise<number> {
    const row = await db('share_links').where({ diagram_id: diagramId }).whereNull('revoked_at').count<{ n: number }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  },
  /** Revokes one link; 0 when it was already revoked. */
  async revoke(db: Knex, id: string, at: string, reason: 'owner' | 'report'): Promise<number> {
    return db('share_links').where({ id }).whereNull('revoked_at').update({ revoked_at: at, revoked_reason: reason });
  },
  /** Revokes every active link of a diagram; returns how many. */
  async revokeAllOf(db: Knex, diagramId: string, at: string, reason: 'owner' | 'report'): Promise<number> {
    return db('share_links').where({ diagram_id: diagramId }).whereNull('revoked_at').update({ revoked_at: at, revoked_reason: reason });
  },
};
