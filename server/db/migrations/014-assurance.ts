import type { Knex } from 'knex';

/**
 * Attestation, legal hold and retention (issue 35). One row per attested or held diagram
 * (the diagram's own row stays as it is, so reads that do not need them do not carry
 * them); a tombstone per purged revision keeps what the revision chain needs to stay
 * verifiable (its content hash, its image's SHA-256 and its chain hash) and the record an
 * evidence pack lists, without the scene, layout or image. Every table cascades with its
 * diagram: deleting a diagram, its workspace or its account removes a held one too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('attestations', (t) => {
    t.string('diagram_id', 40).primary().references('id').inTable('diagrams').onDelete('CASCADE');
    t.string('attested_at', 40).notNullable();
    // The person's id as it was: an attestation is a record, it outlives the person's account.
    t.string('attested_by', 40).notNullable();
    t.integer('attested_revision').notNullable();
    // When the 90-day digest last named this diagram (at most once every 14 days).
    t.string('digest_mailed_at', 40).nullable();
  });
  await knex.schema.createTable('legal_holds', (t) => {
    t.string('diagram_id', 40).primary().references('id').inTable('diagrams').onDelete('CASCADE');
    t.string('held_at', 40).notNullable();
    t.string('held_by', 40).nullable();
  });
  await knex.schema.createTable('revision_tombstones', (t) => {
    t.string('diagram_id', 40).notNullable().references('id').inTable('diagrams').onDelete('CASCADE');
    t.integer('revision').notNullable();
    t.string('hash', 80).notNullable();
    t.string('image_sha256', 80).notNullable();
    t.string('chain', 80).notNullable();
    t.string('created_at', 40).notNullable();
    t.string('purged_at', 40).notNullable();
    t.string('created_by', 40).nullable();
    t.text('message').nullable();
    t.text('summary').nullable();
    t.text('changed').nullable();
    t.string('created_by_kind', 16).nullable();
    t.string('created_via', 16).nullable();
    t.string('proposal_id', 40).nullable();
    t.string('approved_by_user_id', 40).nullable();
    t.string('derive_format', 16).nullable();
    t.string('derive_source_sha256', 80).nullable();
    t.primary(['diagram_id', 'revision']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('revision_tombstones');
  await knex.schema.dropTableIfExists('legal_holds');
  await knex.schema.dropTableIfExists('attestations');
}
