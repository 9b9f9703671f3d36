import type { Knex } from 'knex';

export interface RevisionRow {
  diagram_id: string;
  revision: number;
  scene: string;
  /** The layout the revision was drawn with (JSON); null for rows written before it was kept. */
  computed: string | null;
  hash: string;
  chain: string | null;
  svg: string;
  message: string | null;
  summary: string | null;
  changed: string | null;
  warnings: string | null;
  created_at: string;
  created_by: string | null;
  created_by_kind: 'agent' | 'human' | 'derive' | null;
  created_via: 'mcp' | 'api' | 'cli' | null;
  proposal_id: string | null;
  approved_by_user_id: string | null;
  derive_format: 'prisma' | 'sql' | 'dbml' | null;
  derive_source_sha256: string | null;
}

/** A revision without its heavy columns (scene, computed, svg): what history lists. */
export type RevisionRecordRow = Omit<RevisionRow, 'scene' | 'svg' | 'computed'>;

const RECORD_COLUMNS = [
  'diagram_id', 'revision', 'hash', 'chain', 'message', 'summary', 'changed', 'warnings', 'created_at', 'created_by',
  'created_by_kind', 'created_via', 'proposal_id', 'approved_by_user_id', 'derive_format', 'derive_source_sha256',
] as const;

export const revisions = {
  async insert(db: Knex, row: RevisionRow): Promise<void> {
    await db('revisions').insert(row);
  },
  async get(db: Knex, diagramId: string, revision: number): Promise<RevisionRow | undefined> {
    return db<RevisionRow>('revisions').where({ diagram_id: diagramId, revision }).first();
  },
  /** The revision current at a time: the newest made at or before it. */
  async asOf(db: Knex, diagramId: string, at: string): Promise<RevisionRecordRow | undefined> {
    const row: unknown = await db('revisions').select([...RECORD_COLUMNS]).where({ diagram_id: diagramId }).andWhere('created_at', '<=', at).orderBy('revision', 'desc').first();
    return row as RevisionRecordRow | undefined;
  },
  /** History, newest first, keyset-paginated by revision number. */
  async list(db: Knex, diagramId: string, options: { limit: number; before?: number; atOrBefore?: string }): Promise<RevisionRecordRow[]> {
    const q = db('revisions').select([...RECORD_COLUMNS]).where({ diagram_id: diagramId });
    if (options.before !== undefined) q.andWhere('revision', '<', options.before);
    if (options.atOrBefore !== undefined) q.andWhere('created_at', '<=', options.atOrBefore);
    const rows: unknown = await q.orderBy('revision', 'desc').limit(options.limit);
    return rows as RevisionRecordRow[];
  },
  /** Every revision oldest first, for exports (streamed by the caller in batches). */
  async range(db: Knex, diagramId: string, fromRevision: number, count: number): Promise<RevisionRow[]> {
    return db<RevisionRow>('revisions').where({ diagram_id: diagramId }).andWhere('revision', '>=', fromRevision).orderBy('revision', 'asc').limit(count);
  },
  /** Every version's number and time, newest first (the version list of public pages). */
  async timeline(db: Knex, diagramId: string): Promise<Array<{ revision: number; created_at: string }>> {
    return db('revisions').select('revision', 'created_at').where({ diagram_id: diagramId }).orderBy('revision', 'desc');
  },
  async setChain(db: Knex, diagramId: string, revision: number, chain: string): Promise<void> {
    await db('revisions').where({ diagram_id: diagramId, revision }).update({ chain });
  },
};
