import type { Knex } from 'knex';

export type ReportReason = 'spam' | 'hate' | 'violence' | 'abuse' | 'illegal' | 'copyright' | 'other';
export type ReportStatus = 'open' | 'accepted' | 'dismissed';

export interface ContentReportRow {
  id: string;
  diagram_id: string;
  revision: number;
  exact: boolean | number;
  access: 'public' | 'link';
  link_id: string | null;
  reason: ReportReason;
  description: string;
  reporter_email: string | null;
  status: ReportStatus;
  created_at: string;
  resolved_at: string | null;
  resolution_note: string | null;
}

export const contentReports = {
  async insert(db: Knex, row: ContentReportRow): Promise<void> {
    await db('content_reports').insert(row);
  },
  async byId(db: Knex, id: string): Promise<ContentReportRow | undefined> {
    return db<ContentReportRow>('content_reports').where({ id }).first();
  },
  /**
   * Reports for operators, oldest first: open ones, or every one. Reports of a deleted
   * diagram are hidden while it is deleted (and removed with it by the purge).
   */
  async list(db: Knex, options: { status?: ReportStatus; limit: number }): Promise<ContentReportRow[]> {
    const q = db('content_reports')
      .join('diagrams', 'diagrams.id', 'content_reports.diagram_id')
      .whereNull('diagrams.deleted_at');
    if (options.status) q.andWhere('content_reports.status', options.status);
    return q.orderBy([{ column: 'content_reports.created_at' }, { column: 'content_reports.id' }]).limit(options.limit).select<ContentReportRow[]>('content_reports.*');
  },
  /** Resolves an open report; 0 when it was resolved already. */
  async resolve(db: Knex, id: string, status: 'accepted' | 'dismissed', at: string, note: string | null): Promise<number> {
    return db('content_reports').where({ id, status: 'open' }).update({ status, resolved_at: at, resolution_note: note });
  },
};
