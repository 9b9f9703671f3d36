import type { Knex } from 'knex';

/** Diagrams on legal hold: exempt from the retention purge (never from deletion). */
export const legalHolds = {
  async isHeld(db: Knex, diagramId: string): Promise<boolean> {
    return (await db('legal_holds').where({ diagram_id: diagramId }).first()) !== undefined;
  },
  async hold(db: Knex, diagramId: string, at: string, by: string | null): Promise<void> {
    await db('legal_holds').insert({ diagram_id: diagramId, held_at: at, held_by: by }).onConflict('diagram_id').ignore();
  },
  async release(db: Knex, diagramId: string): Promise<void> {
    await db('legal_holds').where({ diagram_id: diagramId }).delete();
  },
};
