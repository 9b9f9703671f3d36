import type { Knex } from 'knex';

/**
 * Each revision keeps the layout it was drawn with (the `computed` section): edits need the
 * base revision's boxes (deleting, resizing, frames without a layout), and images redrawn
 * later (colour diffs) need both versions' geometry without laying them out again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('revisions', (t) => {
    t.text('computed').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('revisions', (t) => {
    t.dropColumn('computed');
  });
}
