import type { Knex } from 'knex';

export interface ApiKeyRow {
  id: string;
  key_hash: string;
  prefix: string;
  name: string | null;
  scope: 'read' | 'write';
  person_id: string;
  workspace_id: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
}

export const apiKeys = {
  async insert(db: Knex, row: ApiKeyRow): Promise<void> {
    await db('api_keys').insert(row);
  },
  async byHash(db: Knex, keyHash: string): Promise<ApiKeyRow | undefined> {
    return db<ApiKeyRow>('api_keys').where({ key_hash: keyHash }).first();
  },
  async byId(db: Knex, id: string): Promise<ApiKeyRow | undefined> {
    return db<ApiKeyRow>('api_keys').where({ id }).first();
  },
  /**
   * Keys of a workspace (of one person when given) with their person's email and role in
   * the workspace (null once they left it), newest first.
   */
  async listOf(db: Knex, workspaceId: string, personId?: string): Promise<Array<ApiKeyRow & { email: string; role: string | null }>> {
    const q = db('api_keys')
      .join('people', 'people.id', 'api_keys.person_id')
      .leftJoin('memberships', (j) => j.on('memberships.workspace_id', '=', 'api_keys.workspace_id').andOn('memberships.person_id', '=', 'api_keys.person_id'))
      .where('api_keys.workspace_id', workspaceId);
    if (personId) q.andWhere('api_keys.person_id', personId);
    return q
      .orderBy([{ column: 'api_keys.created_at', order: 'desc' }, { column: 'api_keys.id', order: 'desc' }])
      .select<Array<ApiKeyRow & { email: string; role: string | null }>>('api_keys.*', 'people.email', 'memberships.role');
  },
  async revoke(db: Knex, id: string, at: string): Promise<void> {
    await db('api_keys').where({ id }).whereNull('revoked_at').update({ revoked_at: at });
  },
  /** Live keys of one person in one workspace (apiKeys limit; viewers are counted apart). */
  async countLive(db: Knex, workspaceId: string, now: string, personIds?: string[]): Promise<number> {
    const query = db('api_keys')
      .where({ workspace_id: workspaceId })
      .whereNull('revoked_at')
      .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now));
    if (personIds) query.whereIn('person_id', personIds);
    const row = await query.count<{ n: number }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  },
};
