import type { Knex } from 'knex';

/**
 * People sign in (issue 29): one-time links mailed to an address (sign-in, email
 * verification) and the browser sessions a sign-in opens. Both hold only the SHA-256 of
 * their 256-bit token: a copy of the database signs nobody in.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_links', (t) => {
    t.string('token_hash', 64).primary(); // SHA-256 hex of the base64url token
    t.string('purpose', 16).notNullable(); // sign-in | verify-email
    t.string('email', 320).notNullable(); // lower case, as people.email
    // Whether spending a sign-in link may open an account for an address that has none:
    // decided when the link was made (DSP_SIGNUP=open, or an operator's dsp admin sign-in-link).
    t.boolean('may_sign_up').notNullable().defaultTo(false);
    t.string('created_at', 40).notNullable();
    t.string('expires_at', 40).notNullable();
    t.string('used_at', 40).nullable();
    t.index(['email', 'created_at']);
    t.index(['expires_at']);
  });

  await knex.schema.createTable('sessions', (t) => {
    t.string('id', 40).primary(); // ses_...
    t.string('token_hash', 64).notNullable().unique();
    t.string('person_id', 40).notNullable().references('id').inTable('people').onDelete('CASCADE');
    // The workspace the session acts in; SET NULL when it goes, so the session falls back to another.
    t.string('workspace_id', 40).nullable().references('id').inTable('workspaces').onDelete('SET NULL');
    t.string('user_agent', 200).nullable();
    t.string('created_at', 40).notNullable();
    t.string('last_used_at', 40).notNullable();
    t.string('expires_at', 40).notNullable(); // the absolute expiry (90 days after sign-in)
    t.string('ended_at', 40).nullable();
    t.index(['person_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sessions');
  await knex.schema.dropTableIfExists('email_links');
}
