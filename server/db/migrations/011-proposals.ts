import type { Knex } from 'knex';

/**
 * Proposals and protection (issue 31). A proposal is a change an agent asks a person to
 * approve: its operations against a base revision, stored as JSON and applied only on
 * approval. `checked_revision` is the head it was last found to still apply to (supersession
 * is decided lazily, docs/proposals.md). `require_approval` on a diagram refuses direct
 * writes by keys (PROPOSAL_REQUIRED). Revisions already carry proposal_id and
 * approved_by_user_id (001-initial).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('proposals', (t) => {
    t.string('id', 40).primary(); // prp_...
    t.string('diagram_id', 40).notNullable().references('id').inTable('diagrams').onDelete('CASCADE');
    t.string('status', 12).notNullable(); // open | approved | rejected | superseded
    t.integer('base_revision').notNullable();
    t.integer('checked_revision').notNullable();
    t.text('ops').notNullable(); // JSON array of operations
    t.string('message', 500).nullable();
    t.string('derive_format', 8).nullable();
    t.string('derive_source_sha256', 64).nullable();
    t.string('created_at', 40).notNullable();
    t.string('created_by', 40).nullable().references('id').inTable('people').onDelete('SET NULL');
    t.string('created_by_kind', 8).notNullable(); // agent | human | derive
    t.string('created_via', 8).notNullable(); // mcp | api | cli
    t.string('resolved_at', 40).nullable();
    t.string('resolved_by', 40).nullable().references('id').inTable('people').onDelete('SET NULL');
    t.text('resolution_reason').nullable();
    t.integer('resulting_revision').nullable();
    t.index(['diagram_id', 'created_at']);
    t.index(['status', 'created_at']);
  });
  await knex.schema.alterTable('diagrams', (t) => {
    t.boolean('require_approval').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('diagrams', (t) => {
    t.dropColumn('require_approval');
  });
  await knex.schema.dropTableIfExists('proposals');
}
