import type { Knex } from 'knex';

export type ProposalStatus = 'open' | 'approved' | 'rejected' | 'superseded';

export interface ProposalRow {
  id: string;
  diagram_id: string;
  status: ProposalStatus;
  base_revision: number;
  /** The head this open proposal was last found to apply to (lazy supersession). */
  checked_revision: number;
  ops: string;
  message: string | null;
  derive_format: 'prisma' | 'sql' | 'dbml' | null;
  derive_source_sha256: string | null;
  created_at: string;
  created_by: string | null;
  created_by_kind: 'agent' | 'human' | 'derive';
  created_via: 'mcp' | 'api' | 'cli';
  resolved_at: string | null;
  resolved_by: string | null;
  resolution_reason: string | null;
  resulting_revision: number | null;
}

/** An inbox row: the proposal with its diagram's key and title. */
export type InboxRow = ProposalRow & { diagram_key: string | null; diagram_title: string | null };

/** An open proposal whose diagram moved past the head it was last checked at. */
export type UncheckedRow = ProposalRow & { head: number };

export interface ProposalPage {
  status?: ProposalStatus;
  limit: number;
  after?: { createdAt: string; id: string };
}

function page<T extends object>(q: Knex.QueryBuilder<T>, options: ProposalPage, prefix = ''): Knex.QueryBuilder<T> {
  if (options.status) q.andWhere(`${prefix}status`, options.status);
  if (options.after) {
    const { createdAt, id } = options.after;
    q.andWhere((w) => w.where(`${prefix}created_at`, '<', createdAt).orWhere((x) => x.where(`${prefix}created_at`, '=', createdAt).andWhere(`${prefix}id`, '<', id)));
  }
  return q.orderBy([{ column: `${prefix}created_at`, order: 'desc' }, { column: `${prefix}id`, order: 'desc' }]).limit(options.limit);
}

export const proposals = {
  async insert(db: Knex, row: ProposalRow): Promise<void> {
    await db('proposals').insert(row);
  },
  async get(db: Knex, diagramId: string, id: string): Promise<ProposalRow | undefined> {
    return db<ProposalRow>('proposals').where({ id, diagram_id: diagramId }).first();
  },
  /** One diagram's proposals, newest first, keyset-paginated. */
  async list(db: Knex, diagramId: string, options: ProposalPage): Promise<ProposalRow[]> {
    return page(db<ProposalRow>('proposals').where({ diagram_id: diagramId }), options) as unknown as Promise<ProposalRow[]>;
  },
  /** The proposals of every live diagram of a workspace, newest first, with the diagrams' keys and titles. */
  async inbox(db: Knex, workspaceId: string, options: ProposalPage): Promise<InboxRow[]> {
    const q = db('proposals as p')
      .join('diagrams as d', 'd.id', 'p.diagram_id')
      .where('d.workspace_id', workspaceId)
      .whereNull('d.deleted_at')
      .select('p.*', 'd.key as diagram_key', 'd.title as diagram_title');
    return page(q, options, 'p.') as unknown as Promise<InboxRow[]>;
  },
  /** Open proposals (of one diagram, or of a workspace's live diagrams) not checked against their diagram's head. */
  async unchecked(db: Knex, scope: { diagramId: string } | { workspaceId: string }, limit: number): Promise<UncheckedRow[]> {
    const q = db('proposals as p')
      .join('diagrams as d', 'd.id', 'p.diagram_id')
      .where('p.status', 'open')
      .whereNull('d.deleted_at')
      .andWhere('p.checked_revision', '<', db.ref('d.revision'))
      .select('p.*', 'd.revision as head');
    if ('diagramId' in scope) q.andWhere('p.diagram_id', scope.diagramId);
    else q.andWhere('d.workspace_id', scope.workspaceId);
    const rows: unknown = await q.orderBy([{ column: 'p.created_at', order: 'desc' }]).limit(limit);
    return rows as UncheckedRow[];
  },
  /** Records that an open proposal still applies at `head`. */
  async checked(db: Knex, id: string, head: number): Promise<void> {
    await db('proposals').where({ id, status: 'open' }).andWhere('checked_revision', '<', head).update({ checked_revision: head });
  },
  /** Resolves an open proposal; 0 when it was no longer open (another resolution got there first). */
  async resolve(db: Knex, id: string, fields: Pick<ProposalRow, 'status' | 'resolved_at' | 'resolved_by' | 'resolution_reason' | 'resulting_revision'>): Promise<number> {
    return db('proposals').where({ id, status: 'open' }).update(fields);
  },
};
