import type { Knex } from 'knex';

export interface PersonRow {
  id: string;
  email: string;
  email_verified_at: string | null;
  created_at: string;
  closed_at: string | null;
}

export const people = {
  async insert(db: Knex, row: PersonRow): Promise<void> {
    await db('people').insert(row);
  },
  async byId(db: Knex, id: string): Promise<PersonRow | undefined> {
    return db<PersonRow>('people').where({ id }).first();
  },
  async byEmail(db: Knex, email: string): Promise<PersonRow | undefined> {
    return db<PersonRow>('people').where({ email: email.toLowerCase() }).first();
  },
  async count(db: Knex): Promise<number> {
    const row = await db('people').count<{ n: number }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  },
};
