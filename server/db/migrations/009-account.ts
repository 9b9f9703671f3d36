import type { Knex } from 'knex';

/**
 * Accounts that go (issue 29): a Free account unused for 12 months is mailed 30 and 7 days
 * before it is deleted. `last_active_at` is the last signed-in request or key use (written
 * at most every 5 minutes; null: never used since it was made, so `created_at` counts).
 * `inactivity_warned` ('30', '7') is the last warning mailed and `inactivity_deletion_at`
 * the date that mail named; any use clears both. Setting them is the claim that makes one
 * instance, not two, send a warning.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('people', (t) => {
    t.string('last_active_at', 40).nullable();
    t.string('inactivity_warned', 4).nullable();
    t.string('inactivity_deletion_at', 40).nullable();
    t.index(['last_active_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('people', (t) => {
    t.dropIndex(['last_active_at']);
    t.dropColumn('inactivity_deletion_at');
    t.dropColumn('inactivity_warned');
    t.dropColumn('last_active_at');
  });
}
