import type { Knex } from 'knex';

export interface PasskeyRow {
  id: string;
  person_id: string;
  credential_id: string;
  public_key: string;
  /** A bigint: PostgreSQL reads it back as a string; read through Number(). */
  counter: number | string;
  transports: string | null;
  backed_up: boolean | number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export const passkeys = {
  async insert(db: Knex, row: PasskeyRow): Promise<void> {
    await db('passkeys').insert(row);
  },
  async byCredentialId(db: Knex, credentialId: string): Promise<PasskeyRow | undefined> {
    return db<PasskeyRow>('passkeys').where({ credential_id: credentialId }).first();
  },
  /** A person's passkeys, newest first. */
  async of(db: Knex, personId: string): Promise<PasskeyRow[]> {
    return db<PasskeyRow>('passkeys').where({ person_id: personId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
  },
  async countOf(db: Knex, personId: string): Promise<number> {
    const row = await db('passkeys').where({ person_id: personId }).count<{ n: number }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  },
  /** Removes one of a person's passkeys; false when they have none of that id. */
  async remove(db: Knex, personId: string, id: string): Promise<boolean> {
    return Number(await db('passkeys').where({ id, person_id: personId }).delete()) === 1;
  },
  /**
   * Records a sign-in: the counter the authenticator reported, moved only from the value the
   * check read, so two sign-ins racing with one counter value (a clone) record one of them.
   */
  async recordUse(db: Knex, id: string, fromCounter: number, toCounter: number, at: string, backedUp: boolean): Promise<boolean> {
    const changed = await db('passkeys').where({ id, counter: fromCounter }).update({ counter: toCounter, last_used_at: at, backed_up: backedUp });
    return Number(changed) === 1;
  },
};
