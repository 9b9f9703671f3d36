import type { Knex } from 'knex';

/**
 * The image-link signing secret leaves the database. `server_secrets` held it in plain
 * text, so a copy of the database could sign links to any version of any workspace; the
 * key now comes from `DSP_SECRET` (or the data directory's `secret` file) and the table is
 * dropped with it. Links signed with the old secret stop working (CHANGELOG).
 *
 * `secret_verifiers`: per purpose, the id of the key the last start used (derived from the
 * secret apart from the signing key: it cannot sign). A start with another secret is logged.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('server_secrets');
  await knex.schema.createTable('secret_verifiers', (t) => {
    t.string('name', 64).primary();
    t.string('key_id', 64).notNullable();
    t.string('updated_at', 40).notNullable();
  });
}

/** Back to 003's empty table: the secret that was dropped is gone for good. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('secret_verifiers');
  await knex.schema.createTable('server_secrets', (t) => {
    t.string('name', 64).primary();
    t.string('value', 256).notNullable();
    t.string('created_at', 40).notNullable();
  });
}
