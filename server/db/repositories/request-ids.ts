import type { Knex } from 'knex';

export interface RequestIdRow {
  diagram_id: string;
  request_id: string;
  body_hash: string;
  response: string;
  created_at: string;
}

/** Remembered edits: a retry with the same requestId returns the first answer. */
export const requestIds = {
  async find(db: Knex, diagramId: string, requestId: string): Promise<RequestIdRow | undefined> {
    return db<RequestIdRow>('request_ids').where({ diagram_id: diagramId, request_id: requestId }).first();
  },
  async insert(db: Knex, row: RequestIdRow): Promise<void> {
    await db('request_ids').insert(row);
  },
};
