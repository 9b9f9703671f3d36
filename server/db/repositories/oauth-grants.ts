import type { Knex } from 'knex';

/** The service's side of an OAuth grant: who, in which workspace, with which scope, for which client. */
export interface OAuthGrantRow {
  id: string;
  grant_hash: string;
  person_id: string;
  workspace_id: string;
  client_id: string;
  client_name: string;
  redirect_host: string;
  scope: 'read' | 'write';
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A grant as the person's list shows it: with its workspace's name. */
export type OAuthGrantListed = OAuthGrantRow & { workspace_name: string };

export const oauthGrants = {
  async insert(db: Knex, row: OAuthGrantRow): Promise<void> {
    await db('oauth_grants').insert(row);
  },
  async byHash(db: Knex, grantHash: string): Promise<OAuthGrantRow | undefined> {
    return db<OAuthGrantRow>('oauth_grants').where({ grant_hash: grantHash }).first();
  },
  async byId(db: Knex, id: string): Promise<OAuthGrantRow | undefined> {
    return db<OAuthGrantRow>('oauth_grants').where({ id }).first();
  },
  /** A person's live grants, newest first. */
  async liveOf(db: Knex, personId: string): Promise<OAuthGrantListed[]> {
    return db('oauth_grants')
      .join('workspaces', 'workspaces.id', 'oauth_grants.workspace_id')
      .where({ 'oauth_grants.person_id': personId })
      .whereNull('oauth_grants.revoked_at')
      .orderBy([{ column: 'oauth_grants.created_at', order: 'desc' }, { column: 'oauth_grants.id', order: 'desc' }])
      .select<OAuthGrantListed[]>('oauth_grants.*', 'workspaces.name as workspace_name');
  },
  async touch(db: Knex, id: string, at: string): Promise<void> {
    await db('oauth_grants').where({ id }).update({ last_used_at: at });
  },
  async revoke(db: Knex, grantHash: string, at: string): Promise<void> {
    await db('oauth_grants').where({ grant_hash: grantHash }).whereNull('revoked_at').update({ revoked_at: at });
  },
};
