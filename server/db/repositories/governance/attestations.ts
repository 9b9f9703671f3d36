import type { Knex } from 'knex';

export interface AttestationRow {
  diagram_id: string;
  attested_at: string;
  attested_by: string;
  attested_revision: number;
  digest_mailed_at: string | null;
}

/** One diagram of a workspace audit: its head, its attestation (if any) and its hold. */
export interface AuditRow {
  id: string;
  key: string | null;
  title: string | null;
  revision: number;
  attested_at: string | null;
  attested_by: string | null;
  attested_revision: number | null;
  held_at: string | null;
}

/** Who reviewed which version of a diagram, and when (one row per attested diagram). */
export const attestations = {
  async get(db: Knex, diagramId: string): Promise<AttestationRow | undefined> {
    return db<AttestationRow>('attestations').where({ diagram_id: diagramId }).first();
  },
  async forDiagrams(db: Knex, diagramIds: string[]): Promise<AttestationRow[]> {
    if (diagramIds.length === 0) return [];
    return db<AttestationRow>('attestations').whereIn('diagram_id', diagramIds);
  },
  /** Stamps (or re-stamps) an attestation; the digest clock starts again with it. */
  async stamp(db: Knex, row: Omit<AttestationRow, 'digest_mailed_at'>): Promise<void> {
    await db('attestations').insert({ ...row, digest_mailed_at: null }).onConflict('diagram_id').merge(['attested_at', 'attested_by', 'attested_revision', 'digest_mailed_at']);
  },
  /** Live diagrams attested at or before `before`, with their workspace: the digest's candidates. */
  async attestedBefore(db: Knex, before: string): Promise<Array<AttestationRow & { workspace_id: string; key: string | null; title: string | null; revision: number }>> {
    return db('attestations as a')
      .join('diagrams as d', 'd.id', 'a.diagram_id')
      .whereNull('d.deleted_at')
      .andWhere('a.attested_at', '<=', before)
      .select('a.*', 'd.workspace_id', 'd.key', 'd.title', 'd.revision')
      .orderBy('a.diagram_id');
  },
  /** A page of the workspace's live diagrams by id, with their attestation and hold: the audit's rows. */
  async auditPage(db: Knex, workspaceId: string, afterId: string | null, limit: number): Promise<AuditRow[]> {
    const q = db('diagrams as d')
      .leftJoin('attestations as a', 'a.diagram_id', 'd.id')
      .leftJoin('legal_holds as h', 'h.diagram_id', 'd.id')
      .where('d.workspace_id', workspaceId)
      .whereNull('d.deleted_at')
      .select('d.id', 'd.key', 'd.title', 'd.revision', 'a.attested_at', 'a.attested_by', 'a.attested_revision', 'h.held_at')
      .orderBy('d.id', 'asc')
      .limit(limit);
    if (afterId !== null) q.andWhere('d.id', '>', afterId);
    return q;
  },
  /** Stamps (or, with null, clears) when the digest last listed these diagrams. */
  async markMailed(db: Knex, diagramIds: string[], at: string | null): Promise<void> {
    if (diagramIds.length > 0) await db('attestations').whereIn('diagram_id', diagramIds).update({ digest_mailed_at: at });
  },
};
