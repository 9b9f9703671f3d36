import type { Knex } from 'knex';

/**
 * Support (issue 36): problem reports on a diagram's version, and feedback items.
 *
 * A problem report belongs to its diagram (removed with it by the purge; the staff list
 * hides it while the diagram is deleted). An anonymized report keeps the anonymized copy's
 * SVG and its seed; one sent as it is keeps no copy (staff read the version itself, which
 * goes with the diagram). Withdrawing deletes the row.
 *
 * A feedback item belongs to the person who sent it. An attached diagram is referenced
 * (set null when the diagram is purged); an anonymized attachment keeps its copy's SVG.
 * confirm_hash is the SHA-256 of the confirm token that stored it: unique, so one token
 * stores at most one item.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('problem_reports', (t) => {
    t.string('id', 40).primary(); // prb_...
    t.string('diagram_id', 40).notNullable().references('id').inTable('diagrams').onDelete('CASCADE');
    t.string('person_id', 40).nullable().references('id').inTable('people').onDelete('SET NULL');
    t.integer('revision').notNullable();
    t.text('problem').notNullable();
    t.boolean('anonymized').notNullable();
    t.bigInteger('seed').nullable(); // 0 to 2^32 - 1 (PostgreSQL answers a bigint as text); null when sent as it is
    t.text('svg').nullable(); // the anonymized copy; null when sent as it is
    t.string('engine_version', 40).notNullable();
    t.string('status', 12).notNullable(); // received | triaged | planned | fixed | declined
    t.text('status_note').nullable();
    t.string('status_changed_at', 40).nullable();
    t.string('created_at', 40).notNullable();
    t.index(['diagram_id', 'created_at']);
    t.index(['status', 'created_at']);
  });

  await knex.schema.createTable('feedback_items', (t) => {
    t.string('id', 40).primary(); // fbk_...
    t.string('person_id', 40).notNullable().references('id').inTable('people').onDelete('CASCADE');
    t.string('workspace_id', 40).nullable().references('id').inTable('workspaces').onDelete('SET NULL');
    t.string('kind', 12).notNullable(); // bug | docs | request | other
    t.string('summary', 200).notNullable();
    t.text('expected').nullable();
    t.text('observed').nullable();
    t.string('confidence', 12).nullable(); // seen | likely | unsure
    t.string('diagram_id', 40).nullable().references('id').inTable('diagrams').onDelete('SET NULL');
    t.integer('revision').nullable();
    t.text('snippet').nullable(); // as sent: Mermaid text, or a scene document's JSON
    t.boolean('anonymize').notNullable();
    t.bigInteger('seed').nullable();
    t.text('svg').nullable(); // the attached version's anonymized copy
    t.string('engine_version', 40).notNullable();
    t.string('client', 300).notNullable(); // JSON {via, userAgent}
    t.string('confirm_hash', 64).notNullable().unique();
    t.string('status', 12).notNullable();
    t.text('status_note').nullable();
    t.string('status_changed_at', 40).nullable();
    t.string('created_at', 40).notNullable();
    t.index(['person_id', 'created_at']);
    t.index(['status', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('feedback_items');
  await knex.schema.dropTableIfExists('problem_reports');
}
