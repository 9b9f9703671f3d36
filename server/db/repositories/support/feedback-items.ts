import type { Knex } from 'knex';

/** A problem report's or feedback item's status (docs/support.md: statuses and transitions). */
export type SupportStatus = 'received' | 'triaged' | 'planned' | 'fixed' | 'declined';

export interface FeedbackItemRow {
  id: string;
  person_id: string;
  workspace_id: string | null;
  kind: 'bug' | 'docs' | 'request' | 'other';
  summary: string;
  expected: string | null;
  observed: string | null;
  confidence: 'seen' | 'likely' | 'unsure' | null;
  diagram_id: string | null;
  revision: number | null;
  snippet: string | null;
  anonymize: boolean | number;
  seed: number | string | null;
  svg: string | null;
  engine_version: string;
  client: string;
  confirm_hash: string;
  status: SupportStatus;
  status_note: string | null;
  status_changed_at: string | null;
  created_at: string;
}

export interface StaffFeedbackRow extends FeedbackItemRow {
  sender_email: string;
}

const newestFirst = [{ column: 'feedback_items.created_at', order: 'desc' as const }, { column: 'feedback_items.id', order: 'desc' as const }];

export const feedbackItems = {
  async insert(db: Knex, row: FeedbackItemRow): Promise<void> {
    await db('feedback_items').insert(row);
  },
  async byConfirmHash(db: Knex, hash: string): Promise<FeedbackItemRow | undefined> {
    return db<FeedbackItemRow>('feedback_items').where({ confirm_hash: hash }).first();
  },
  /** One person's items, newest first. */
  async listOf(db: Knex, personId: string, limit: number): Promise<FeedbackItemRow[]> {
    return db<FeedbackItemRow>('feedback_items').where({ person_id: personId }).orderBy(newestFirst).limit(limit);
  },
  staff(db: Knex): Knex.QueryBuilder {
    return db('feedback_items').join('people', 'people.id', 'feedback_items.person_id').select('feedback_items.*', 'people.email as sender_email');
  },
  async staffList(db: Knex, options: { all: boolean; limit: number }): Promise<StaffFeedbackRow[]> {
    const q = feedbackItems.staff(db);
    if (!options.all) q.whereNotIn('feedback_items.status', ['fixed', 'declined']);
    return q.orderBy(newestFirst).limit(options.limit);
  },
  async staffById(db: Knex, id: string): Promise<StaffFeedbackRow | undefined> {
    return feedbackItems.staff(db).where('feedback_items.id', id).first();
  },
  async setStatus(db: Knex, id: string, from: SupportStatus, to: SupportStatus, note: string | null, at: string): Promise<number> {
    return db('feedback_items').where({ id, status: from }).update({ status: to, status_note: note, status_changed_at: at });
  },
};
