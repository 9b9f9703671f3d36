import type { Knex } from 'knex';
import type { SupportStatus } from './feedback-items.js';

export interface ProblemReportRow {
  id: string;
  diagram_id: string;
  person_id: string | null;
  revision: number;
  problem: string;
  anonymized: boolean | number;
  /** A bigint column: PostgreSQL reads it back as text. */
  seed: number | string | null;
  svg: string | null;
  engine_version: string;
  status: SupportStatus;
  status_note: string | null;
  status_changed_at: string | null;
  created_at: string;
}

/** A report as staff list it: with its diagram's workspace and the sender's address. */
export interface StaffReportRow extends ProblemReportRow {
  workspace_id: string;
  sender_email: string | null;
}

const newestFirst = [{ column: 'problem_reports.created_at', order: 'desc' as const }, { column: 'problem_reports.id', order: 'desc' as const }];

export const problemReports = {
  async insert(db: Knex, row: ProblemReportRow): Promise<void> {
    await db('problem_reports').insert(row);
  },
  /** A diagram's reports, newest first. */
  async listOf(db: Knex, diagramId: string, limit: number): Promise<ProblemReportRow[]> {
    return db<ProblemReportRow>('problem_reports').where({ diagram_id: diagramId }).orderBy(newestFirst).limit(limit);
  },
  async byId(db: Knex, id: string): Promise<ProblemReportRow | undefined> {
    return db<ProblemReportRow>('problem_reports').where({ id }).first();
  },
  /** Withdraws (deletes) a report; 0 when it was gone already. */
  async remove(db: Knex, id: string): Promise<number> {
    return db('problem_reports').where({ id }).delete();
  },
  /** Withdraws every report of a diagram (made private through dsp_make_scene_private). */
  async removeOf(db: Knex, diagramId: string): Promise<number> {
    return db('problem_reports').where({ diagram_id: diagramId }).delete();
  },
  /** What staff see: reports of live diagrams only (a deleted diagram's are hidden at once, and purged with it). */
  staff(db: Knex): Knex.QueryBuilder {
    return db('problem_reports')
      .join('diagrams', 'diagrams.id', 'problem_reports.diagram_id')
      .leftJoin('people', 'people.id', 'problem_reports.person_id')
      .whereNull('diagrams.deleted_at')
      .select('problem_reports.*', 'diagrams.workspace_id as workspace_id', 'people.email as sender_email');
  },
  async staffList(db: Knex, options: { all: boolean; limit: number }): Promise<StaffReportRow[]> {
    const q = problemReports.staff(db);
    if (!options.all) q.whereNotIn('problem_reports.status', ['fixed', 'declined']);
    return q.orderBy(newestFirst).limit(options.limit);
  },
  async staffById(db: Knex, id: string): Promise<StaffReportRow | undefined> {
    return problemReports.staff(db).where('problem_reports.id', id).first();
  },
  /** Moves a report from `from` to `to`; 0 when its status was no longer `from` (another staff member got there first). */
  async setStatus(db: Knex, id: string, from: SupportStatus, to: SupportStatus, note: string | null, at: string): Promise<number> {
    return db('problem_reports').where({ id, status: from }).update({ status: to, status_note: note, status_changed_at: at });
  },
};
