import type { Knex } from 'knex';

export interface DiagramRow {
  id: string;
  workspace_id: string;
  key: string | null;
  title: string | null;
  brief: string | null;
  visibility: 'private' | 'public';
  made_public_at: string | null;
  revision: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** Protection (011-proposals): direct writes by keys are refused. SQLite answers 0 or 1; absent on rows made before it. */
  require_approval?: boolean | number;
}

export interface DiagramListQuery {
  workspaceId: string;
  text?: string;
  key?: string;
  deletedSince?: string;
  limit: number;
  after?: { updatedAt: string; id: string };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const diagrams = {
  async insert(db: Knex, row: DiagramRow): Promise<void> {
    await db('diagrams').insert(row);
  },
  /**
   * A live diagram of the workspace by id or key (an id wins over a key). Two indexed
   * lookups, the primary key then the live-key index: one query with `id = ? OR key = ?`
   * walked every live diagram of the workspace on each request.
   */
  async findLive(db: Knex, workspaceId: string, idOrKey: string): Promise<DiagramRow | undefined> {
    const byId = await db<DiagramRow>('diagrams').where({ id: idOrKey, workspace_id: workspaceId }).whereNull('deleted_at').first();
    if (byId) return byId;
    return db<DiagramRow>('diagrams').where({ workspace_id: workspaceId, key: idOrKey }).whereNull('deleted_at').first();
  },
  async byId(db: Knex, id: string): Promise<DiagramRow | undefined> {
    return db<DiagramRow>('diagrams').where({ id }).first();
  },
  async liveByKey(db: Knex, workspaceId: string, key: string): Promise<DiagramRow | undefined> {
    return db<DiagramRow>('diagrams').where({ workspace_id: workspaceId, key }).whereNull('deleted_at').first();
  },
  async countLive(db: Knex, workspaceId: string): Promise<number> {
    const row = await db('diagrams').where({ workspace_id: workspaceId }).whereNull('deleted_at').count<{ n: number }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  },
  /**
   * Moves the head from `expected` to `next` revision; 0 rows when another write got there
   * first (the caller answers REVISION_CONFLICT and rolls back).
   */
  async advance(db: Knex, id: string, expected: number, fields: Partial<DiagramRow> & { revision: number; updated_at: string }): Promise<number> {
    return db('diagrams').where({ id, revision: expected }).whereNull('deleted_at').update(fields);
  },
  async update(db: Knex, id: string, fields: Partial<DiagramRow>): Promise<void> {
    await db('diagrams').where({ id }).update(fields);
  },
  /** Newest first by last change, keyset-paginated. */
  async list(db: Knex, query: DiagramListQuery): Promise<DiagramRow[]> {
    const q = db<DiagramRow>('diagrams').where({ workspace_id: query.workspaceId });
    if (query.deletedSince) q.whereNotNull('deleted_at').andWhere('deleted_at', '>', query.deletedSince);
    else q.whereNull('deleted_at');
    if (query.key !== undefined) q.andWhere({ key: query.key });
    if (query.text) {
      const like = `%${escapeLike(query.text.toLowerCase())}%`;
      q.andWhere((w) =>
        w.whereRaw("LOWER(COALESCE(key, '')) LIKE ? ESCAPE '\\'", [like])
          .orWhereRaw("LOWER(COALESCE(title, '')) LIKE ? ESCAPE '\\'", [like])
          .orWhereRaw("LOWER(COALESCE(brief, '')) LIKE ? ESCAPE '\\'", [like]),
      );
    }
    if (query.after) {
      const { updatedAt, id } = query.after;
      q.andWhere((w) => w.where('updated_at', '<', updatedAt).orWhere((x) => x.where('updated_at', '=', updatedAt).andWhere('id', '<', id)));
    }
    return q.orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(query.limit);
  },
  async listAll(db: Knex, workspaceId: string): Promise<DiagramRow[]> {
    return db<DiagramRow>('diagrams').where({ workspace_id: workspaceId }).whereNull('deleted_at').orderBy([{ column: 'created_at' }, { column: 'id' }]);
  },
  /**
   * A diagram of the workspace deleted after `since`, by id, else the most recently deleted
   * one under that key (what undelete restores).
   */
  async findDeleted(db: Knex, workspaceId: string, idOrKey: string, since: string): Promise<DiagramRow | undefined> {
    const recent = () => db<DiagramRow>('diagrams').where({ workspace_id: workspaceId }).whereNotNull('deleted_at').andWhere('deleted_at', '>', since);
    const byId = await recent().andWhere({ id: idOrKey }).first();
    if (byId) return byId;
    return recent().andWhere({ key: idOrKey }).orderBy([{ column: 'deleted_at', order: 'desc' }, { column: 'id', order: 'desc' }]).first();
  },
  /** Marks a live diagram deleted; 0 when it was not live. */
  async markDeleted(db: Knex, id: string, at: string): Promise<number> {
    return db('diagrams').where({ id }).whereNull('deleted_at').update({ deleted_at: at });
  },
  /** Brings a deleted diagram back (with `key`, null when another live diagram took it); 0 when it was not deleted at `deletedAt`. */
  async restore(db: Knex, id: string, deletedAt: string, key: string | null): Promise<number> {
    return db('diagrams').where({ id, deleted_at: deletedAt }).update({ deleted_at: null, key });
  },
  /** Ids of diagrams deleted at or before `cutoff`, oldest delete first. */
  async deletedBefore(db: Knex, cutoff: string, limit: number): Promise<string[]> {
    const rows = await db('diagrams').whereNotNull('deleted_at').andWhere('deleted_at', '<=', cutoff).orderBy('deleted_at').limit(limit).select<Array<{ id: string }>>('id');
    return rows.map((row) => row.id);
  },
  /**
   * Removes diagrams for good, with everything that belongs to them (revisions, request ids,
   * share links, content reports: the foreign keys cascade). Only those still deleted at or
   * before `cutoff`, so a restore that got in first wins.
   */
  async removeDeleted(db: Knex, ids: string[], cutoff: string): Promise<number> {
    if (ids.length === 0) return 0;
    return db('diagrams').whereIn('id', ids).whereNotNull('deleted_at').andWhere('deleted_at', '<=', cutoff).delete();
  },
};
