import type { Knex } from 'knex';

/**
 * What the database knows of the server's secrets: one key id per purpose (the image-link
 * key's), never a key. It tells a start that its secret differs from the last one.
 */
export const secretVerifiers = {
  async get(db: Knex, name: string): Promise<string | undefined> {
    const row = await db('secret_verifiers').where({ name }).first<{ key_id: string } | undefined>();
    return row?.key_id;
  },
  /** Records the key id of this start's secret (the last start wins). */
  async put(db: Knex, name: string, keyId: string, updatedAt: string): Promise<void> {
    await db('secret_verifiers').insert({ name, key_id: keyId, updated_at: updatedAt }).onConflict('name').merge();
  },
};
