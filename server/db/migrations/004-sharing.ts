import type { Knex } from 'knex';

/**
 * Sharing and lifecycle: share links (only a SHA-256 of each token is kept: a token is a
 * bearer credential) and content-policy reports against public versions. Both go with
 * their diagram when it is removed for good (the purge sweep).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('share_links', (t) => {
    t.string('id', 40).primary(); // lnk_...
    t.string('diagram_id', 40).notNullable().references('id').inTable('diagrams').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique(); // SHA-256 hex of the 22-character token
    t.string('token_prefix', 8).notNullable(); // its first characters, so people can tell links apart
    t.string('created_by', 40).nullable().references('id').inTable('people').onDelete('SET NULL');
    t.string('created_at', 40).notNullable();
    t.string('revoked_at', 40).nullable();
    t.string('revoked_reason', 16).nullable(); // owner | report
    t.index(['diagram_id', 'created_at']);
  });

  await knex.schema.createTable('content_reports', (t) => {
    t.string('id', 40).primary(); // rpt_...
    t.string('diagram_id', 40).notNullable().references('id').inTable('diagrams').onDelete('CASCADE');
    t.integer('revision').notNullable(); // the version the public read showed
    t.boolean('exact').notNullable(); // the address named @revision (else it followed the latest)
    t.string('access', 8).notNullable(); // public | link
    t.string('link_id', 40).nullable().references('id').inTable('share_links').onDelete('CASCADE');
    t.string('reason', 16).notNullable();
    t.text('description').notNullable();
    t.string('reporter_email', 320).nullable(); // operators only; never shown to the owner
    t.string('status', 12).notNullable(); // open | accepted | dismissed
    t.string('created_at', 40).notNullable();
    t.string('resolved_at', 40).nullable();
    t.text('resolution_note').nullable();
    t.index(['status', 'created_at']);
    t.index(['diagram_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('content_reports');
  await knex.schema.dropTableIfExists('share_links');
}
