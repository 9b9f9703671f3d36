import type { Knex } from 'knex';
import type { RevisionRow } from '../revisions.js';

/**
 * What is kept of a revision the retention sweep purged: its place in the chain (content
 * hash, the image's SHA-256, the chain hash) and its record, without scene, layout or image.
 */
export interface TombstoneRow {
  diagram_id: string;
  revision: number;
  hash: string;
  image_sha256: string;
  chain: string;
  created_at: string;
  purged_at: string;
  created_by: string | null;
  message: string | null;
  summary: string | null;
  changed: string | null;
  created_by_kind: string | null;
  created_via: string | null;
  proposal_id: string | null;
  approved_by_user_id: string | null;
  derive_format: string | null;
  derive_source_sha256: string | null;
}

export const revisionTombstones = {
  async insert(db: Knex, rows: TombstoneRow[]): Promise<void> {
    if (rows.length > 0) await db('revision_tombstones').insert(rows);
  },
  /** Tombstones from `from` to `to` (inclusive), oldest first. */
  async range(db: Knex, diagramId: string, from: number, to: number): Promise<TombstoneRow[]> {
    return db<TombstoneRow>('revision_tombstones').where({ diagram_id: diagramId }).andWhere('revision', '>=', from).andWhere('revision', '<=', to).orderBy('revision', 'asc');
  },
  async count(db: Knex, diagramId: string): Promise<number> {
    const row = await db('revision_tombstones').where({ diagram_id: diagramId }).count<{ n: number }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  },
};

/** The queries of the Free plan's retention sweep. */
export const retention = {
  /**
   * Diagrams of Free workspaces, not on legal hold, with a revision made before `cutoff`
   * that is not their current one: what the sweep purges, a batch at a time.
   */
  async candidates(db: Knex, cutoff: string, afterId: string, limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await db('diagrams as d')
      .join('workspaces as w', 'w.id', 'd.workspace_id')
      .leftJoin('legal_holds as h', 'h.diagram_id', 'd.id')
      .where('w.plan', 'free')
      .whereNull('h.diagram_id')
      .andWhere('d.id', '>', afterId)
      .whereExists((q) => q.select(db.raw('1')).from('revisions as r').whereRaw('r.diagram_id = d.id').andWhere('r.created_at', '<', cutoff).andWhereRaw('r.revision < d.revision'))
      .select('d.id')
      .orderBy('d.id')
      .limit(limit);
    return rows.map((row) => row.id);
  },
  /** A diagram's revisions made before `cutoff`, except `head`, oldest first. */
  async expired(db: Knex, diagramId: string, cutoff: string, head: number): Promise<RevisionRow[]> {
    return db<RevisionRow>('revisions').where({ diagram_id: diagramId }).andWhere('created_at', '<', cutoff).andWhere('revision', '<', head).orderBy('revision', 'asc');
  },
  async remove(db: Knex, diagramId: string, revisionNumbers: number[]): Promise<void> {
    await db('version_pngs').where({ diagram_id: diagramId }).whereIn('revision', revisionNumbers).delete();
    await db('revisions').where({ diagram_id: diagramId }).whereIn('revision', revisionNumbers).delete();
  },
};
