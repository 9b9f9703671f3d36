import type { Knex } from 'knex';

/** Secrets the server makes for itself (the image-link signing key), by name. */
export const serverSecrets = {
  async get(db: Knex, name: string): Promise<string | undefined> {
    const row = await db('server_secrets').where({ name }).first<{ value: string } | undefined>();
    return row?.value;
  },
  /** Stores a secret unless one of that name exists (two processes starting at once keep the first). */
  async putIfAbsent(db: Knex, name: string, value: string, createdAt: string): Promise<void> {
    await db('server_secrets').insert({ name, value, created_at: createdAt }).onConflict('name').ignore();
  },
};
