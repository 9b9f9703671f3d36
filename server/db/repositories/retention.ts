import type { Knex } from 'knex';
import type { RevisionRow } from './revisions.js';

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
