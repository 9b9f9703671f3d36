import type { Knex } from 'knex';

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
