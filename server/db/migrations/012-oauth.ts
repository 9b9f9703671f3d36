import type { Knex } from 'knex';

/**
 * MCP sign-in by OAuth (issue 33). `oauth_records` is the authorization server's storage
 * (oidc-provider's adapter): clients, grants, codes, access and refresh tokens,
 * interactions, its sessions. A record is found by the SHA-256 of its id, never the id:
 * an opaque token's id is the token, so a copy of the database holds no usable token.
 * `oauth_grants` is the service's side of a grant: which person, which workspace, which
 * scope, which client (named as the consent page showed it), its last use and revocation;
 * the dashboard lists and revokes these.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('oauth_records', (t) => {
    t.string('model', 40).notNullable(); // AccessToken, RefreshToken, Grant, Client, ...
    t.string('id_hash', 64).notNullable();
    t.string('grant_hash', 64).nullable(); // the SHA-256 of payload.grantId (tokens and codes)
    t.string('uid_hash', 64).nullable(); // sessions: the SHA-256 of payload.uid
    t.text('payload').notNullable(); // JSON
    t.string('expires_at', 40).nullable();
    t.string('consumed_at', 40).nullable();
    t.primary(['model', 'id_hash']);
    t.index(['grant_hash']);
    t.index(['uid_hash']);
    t.index(['expires_at']);
  });
  await knex.schema.createTable('oauth_grants', (t) => {
    t.string('id', 40).primary(); // ogr_...
    t.string('grant_hash', 64).notNullable().unique();
    t.string('person_id', 40).notNullable().references('id').inTable('people').onDelete('CASCADE');
    t.string('workspace_id', 40).notNullable().references('id').inTable('workspaces').onDelete('CASCADE');
    t.string('client_id', 2048).notNullable();
    t.string('client_name', 200).notNullable();
    t.string('redirect_host', 300).notNullable();
    t.string('scope', 16).notNullable(); // read | write
    t.string('created_at', 40).notNullable();
    t.string('last_used_at', 40).nullable();
    t.string('revoked_at', 40).nullable();
    t.index(['person_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('oauth_grants');
  await knex.schema.dropTableIfExists('oauth_records');
}
