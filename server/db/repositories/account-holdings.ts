import type { Knex } from 'knex';
import type { WorkspaceWithRole } from './person-workspaces.js';

/** A workspace of a person with how many people (and owners) it has: what closing the account does to it depends on both. */
export type HeldWorkspace = WorkspaceWithRole & { members: number; owners: number };

/** What an account holds in a set of workspaces: the counts the deletion preflight shows. */
export interface HoldingCounts {
  diagrams: number;
  publishedDiagrams: number;
  shareLinks: number;
}

async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.count<{ n: number }[]>({ n: '*' }).first()) as { n: number } | undefined;
  return Number(row?.n ?? 0);
}

/** The workspaces of an account and the data in them, and their removal (account deletion, inactivity). */
export const accountHoldings = {
  /** Every workspace the person belongs to, with their role and the workspace's member and owner counts. */
  async workspacesOf(db: Knex, personId: string): Promise<HeldWorkspace[]> {
    const rows = await db('workspaces')
      .join('memberships', 'memberships.workspace_id', 'workspaces.id')
      .where({ 'memberships.person_id': personId })
      .orderByRaw("case when workspaces.kind = 'personal' then 0 else 1 end")
      .orderBy([{ column: 'memberships.created_at' }, { column: 'workspaces.id' }])
      .select<Array<WorkspaceWithRole & { members: number | string; owners: number | string }>>(
        'workspaces.*',
        'memberships.role',
        db.raw('(select count(*) from memberships m where m.workspace_id = workspaces.id) as members'),
        db.raw("(select count(*) from memberships m where m.workspace_id = workspaces.id and m.role = 'owner') as owners"),
      );
    return rows.map((row) => ({ ...row, members: Number(row.members), owners: Number(row.owners) }));
  },
  /** Diagrams (deleted ones still restorable included), published ones and active share links in these workspaces. */
  async countsIn(db: Knex, workspaceIds: string[]): Promise<HoldingCounts> {
    if (workspaceIds.length === 0) return { diagrams: 0, publishedDiagrams: 0, shareLinks: 0 };
    return {
      diagrams: await countOf(db('diagrams').whereIn('workspace_id', workspaceIds)),
      publishedDiagrams: await countOf(db('diagrams').whereIn('workspace_id', workspaceIds).whereNull('deleted_at').andWhere({ visibility: 'public' })),
      shareLinks: await countOf(db('share_links').join('diagrams', 'diagrams.id', 'share_links.diagram_id').whereIn('diagrams.workspace_id', workspaceIds).whereNull('share_links.revoked_at')),
    };
  },
  /** The person's keys that still work (not revoked, not expired), in every workspace. */
  async liveKeysOf(db: Knex, personId: string, now: string): Promise<Array<{ workspace_id: string }>> {
    return db('api_keys').where({ person_id: personId }).whereNull('revoked_at').andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now)).select('workspace_id');
  },
  /** Ids of some diagrams of a workspace, deleted or not (removed in batches: a long history cascades to many rows). */
  async diagramIdsIn(db: Knex, workspaceId: string, limit: number): Promise<string[]> {
    const rows = await db('diagrams').where({ workspace_id: workspaceId }).limit(limit).select<Array<{ id: string }>>('id');
    return rows.map((row) => row.id);
  },
  async removeDiagrams(db: Knex, ids: string[]): Promise<void> {
    if (ids.length > 0) await db('diagrams').whereIn('id', ids).delete();
  },
  /** Removes a workspace with what is left in it (keys, memberships, usage counters: the foreign keys cascade). */
  async removeWorkspace(db: Knex, workspaceId: string): Promise<void> {
    await db('workspaces').where({ id: workspaceId }).delete();
  },
  async leaveWorkspace(db: Knex, workspaceId: string, personId: string): Promise<void> {
    await db('memberships').where({ workspace_id: workspaceId, person_id: personId }).delete();
  },
  async close(db: Knex, personId: string, at: string): Promise<void> {
    await db('people').where({ id: personId }).whereNull('closed_at').update({ closed_at: at });
  },
  /**
   * Removes the person: their sessions, keys and memberships go with the row (cascade); the
   * diagrams and share links they made in teams stay with a null author. The links mailed
   * to the address go, and reports they filed forget their address.
   */
  async removePerson(db: Knex, personId: string, email: string): Promise<void> {
    await db.transaction(async (trx) => {
      await trx('email_links').where({ email }).delete();
      await trx('content_reports').where({ reporter_email: email }).update({ reporter_email: null });
      await trx('people').where({ id: personId }).delete();
    });
  },
  /** Accounts closed whose removal has not finished (a process stopped in the middle): the sweep finishes them. */
  async closedIds(db: Knex, limit: number): Promise<Array<{ id: string; email: string }>> {
    return db('people').whereNotNull('closed_at').orderBy('closed_at').limit(limit).select('id', 'email');
  },
};
