import type { Knex } from 'knex';

/**
 * Version PNGs and server secrets.
 *
 * `version_pngs`: a version's PNG is made from its stored SVG on the first request and kept
 * here, keyed by diagram, revision and scale, so later reads are a lookup. The SVG stays in
 * `revisions.svg`. Rows go with their diagram (a purge removes them).
 *
 * `server_secrets`: secrets the server makes for itself on first use and must keep across
 * restarts (the key that signs image links). Used as they are, so not hashed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('version_pngs', (t) => {
    t.string('diagram_id', 40).notNullable().references('id').inTable('diagrams').onDelete('CASCADE');
    t.integer('revision').notNullable();
    // The scale as written in the ETag and the X-PNG-Scale header ("1", "0.544"): text, so
    // the key is exact on every database.
    t.string('scale', 16).notNullable();
    t.binary('png').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.string('created_at', 40).notNullable();
    t.primary(['diagram_id', 'revision', 'scale']);
  });

  await knex.schema.createTable('server_secrets', (t) => {
    t.string('name', 64).primary();
    t.string('value', 256).notNullable();
    t.string('created_at', 40).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('server_secrets');
  await knex.schema.dropTableIfExists('version_pngs');
}
