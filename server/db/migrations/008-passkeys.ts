import type { Knex } from 'knex';

/**
 * Passkeys (issue 29): the WebAuthn credentials a person registered, and the challenges the
 * service handed out for registering one or signing in with one. Challenges live in the
 * database (not an instance's memory), so options asked of one instance are answered on
 * another; only their SHA-256 is kept, each is spent once and expires in 5 minutes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('passkeys', (t) => {
    t.string('id', 40).primary(); // pky_...
    t.string('person_id', 40).notNullable().references('id').inTable('people').onDelete('CASCADE');
    // The credential id the authenticator chose (at most 1023 bytes), base64url.
    t.string('credential_id', 1400).notNullable().unique();
    t.text('public_key').notNullable(); // the COSE public key, base64url
    // The signature counter the authenticator last reported (0 for those that keep none): a
    // lower one means a cloned authenticator, refused (server/use-cases/people/passkey-sign-in.ts).
    t.bigInteger('counter').notNullable().defaultTo(0);
    t.string('transports', 200).nullable(); // JSON array: usb, nfc, ble, internal, hybrid
    t.boolean('backed_up').notNullable().defaultTo(false); // a synced passkey
    t.string('name', 100).notNullable();
    t.string('created_at', 40).notNullable();
    t.string('last_used_at', 40).nullable();
    t.index(['person_id']);
  });

  await knex.schema.createTable('passkey_challenges', (t) => {
    t.string('id', 40).primary(); // pkc_...
    t.string('challenge_hash', 64).notNullable().unique(); // SHA-256 hex of the base64url challenge
    t.string('purpose', 16).notNullable(); // registration | sign-in
    // Registration: the person adding a passkey (the challenge is theirs alone). Sign-in: null.
    t.string('person_id', 40).nullable().references('id').inTable('people').onDelete('CASCADE');
    t.string('created_at', 40).notNullable();
    t.string('expires_at', 40).notNullable();
    t.string('used_at', 40).nullable();
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('passkey_challenges');
  await knex.schema.dropTableIfExists('passkeys');
}
