import type { Knex } from 'knex';
import type { Role } from './workspaces.js';

export interface InvitationRow {
  id: string;
  workspace_id: string;
  email: string;
  role: Role;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  withdrawn_at: string | null;
}

/** An invitation with what its page and list show: the workspace's name and who invited. */
export type InvitationWithNames = InvitationRow & { workspace_name: string; invited_by_email: string | null };

/** Neither accepted nor withdrawn nor expired at `now`. */
function live(query: Knex.QueryBuilder, now: string): Knex.QueryBuilder {
  return query.whereNull('invitations.accepted_at').whereNull('invitations.withdrawn_at').andWhere('invitations.expires_at', '>', now);
}

function withNames(db: Knex): Knex.QueryBuilder {
  return db('invitations')
    .join('workspaces', 'workspaces.id', 'invitations.workspace_id')
    .leftJoin('people', 'people.id', 'invitations.invited_by')
    .select('invitations.*', 'workspaces.name as workspace_name', 'people.email as invited_by_email');
}

export const invitations = {
  async insert(db: Knex, row: InvitationRow): Promise<void> {
    await db('invitations').insert(row);
  },
  async byTokenHash(db: Knex, tokenHash: string): Promise<InvitationWithNames | undefined> {
    return withNames(db).where('invitations.token_hash', tokenHash).first();
  },
  async byId(db: Knex, id: string): Promise<InvitationRow | undefined> {
    return db<InvitationRow>('invitations').where({ id }).first();
  },
  /** The live invitations of a workspace, newest first. */
  async liveOf(db: Knex, workspaceId: string, now: string): Promise<InvitationWithNames[]> {
    return live(withNames(db).where('invitations.workspace_id', workspaceId), now).orderBy([{ column: 'invitations.created_at', order: 'desc' }, { column: 'invitations.id', order: 'desc' }]);
  },
  /** Live invitations for seats (owner or member) of a workspace, but one address's. */
  async countLiveSeats(db: Knex, workspaceId: string, now: string, exceptEmail: string): Promise<number> {
    const row = await live(db('invitations').where('invitations.workspace_id', workspaceId), now)
      .whereIn('invitations.role', ['owner', 'member'])
      .andWhereNot('invitations.email', exceptEmail)
      .count<{ n: number }[]>({ n: '*' })
      .first();
    return Number(row?.n ?? 0);
  },
  /** Whether any workspace has a live invitation for this address. */
  async liveForEmail(db: Knex, email: string, now: string): Promise<boolean> {
    return (await live(db('invitations').where('invitations.email', email), now).first('invitations.id')) !== undefined;
  },
  /** Invitations made to an address since a time, in any workspace (the mail cap). */
  async countSince(db: Knex, email: string, since: string): Promise<number> {
    const row = await db('invitations').where({ email }).andWhere('created_at', '>=', since).count<{ n: number }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  },
  /** Withdraws the live invitations of an address to a workspace (a new one replaces them). */
  async withdrawFor(db: Knex, workspaceId: string, email: string, now: string): Promise<void> {
    await db('invitations').where({ workspace_id: workspaceId, email }).whereNull('accepted_at').whereNull('withdrawn_at').update({ withdrawn_at: now });
  },
  /** Withdraws one unused invitation; true when this call did it. */
  async withdraw(db: Knex, id: string, now: string): Promise<boolean> {
    return Number(await db('invitations').where({ id }).whereNull('accepted_at').whereNull('withdrawn_at').update({ withdrawn_at: now })) === 1;
  },
  /** Marks a live invitation accepted; true for the one caller that did it (two clicks at once accept once). */
  async accept(db: Knex, id: string, now: string): Promise<boolean> {
    const changed = await db('invitations').where({ id }).whereNull('accepted_at').whereNull('withdrawn_at').andWhere('expires_at', '>', now).update({ accepted_at: now });
    return Number(changed) === 1;
  },
};
