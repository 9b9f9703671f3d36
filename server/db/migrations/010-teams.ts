import type { Knex } from 'knex';

/**
 * Teams (issue 29): invitations to a team workspace, mailed to an address. Like the other
 * mailed links, only the SHA-256 of the 256-bit token is kept. A row stays after it is
 * accepted or withdrawn (the list shows live ones only) so an old link answers 410.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('invitations', (t) => {
    t.string('id', 40).primary(); // inv_...
    t.string('workspace_id', 40).notNullable().references('id').inTable('workspaces').onDelete('CASCADE');
    t.string('email', 320).notNullable(); // lower case, as people.email
    t.string('role', 16).notNullable(); // owner | member | viewer
    t.string('token_hash', 64).notNullable().unique();
    t.string('invited_by', 40).nullable().references('id').inTable('people').onDelete('SET NULL');
    t.string('created_at', 40).notNullable();
    t.string('expires_at', 40).notNullable();
    t.string('accepted_at', 40).nullable();
    t.string('withdrawn_at', 40).nullable();
    t.index(['workspace_id']);
    t.index(['email']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('invitations');
}
