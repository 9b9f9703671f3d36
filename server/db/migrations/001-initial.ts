import type { Knex } from 'knex';

/** People, workspaces, memberships, API keys, diagrams, revisions, request ids, usage. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('people', (t) => {
    t.string('id', 40).primary();
    t.string('email', 320).notNullable().unique();
    t.string('email_verified_at', 40).nullable();
    t.string('created_at', 40).notNullable();
    t.string('closed_at', 40).nullable();
  });

  await knex.schema.createTable('workspaces', (t) => {
    t.string('id', 40).primary();
    t.string('name', 200).notNullable();
    t.string('kind', 16).notNullable(); // personal | team
    t.string('plan', 16).notNullable(); // free | pro | team
    t.integer('paid_seats').notNullable().defaultTo(0);
    t.boolean('public_sharing').notNullable().defaultTo(true);
    t.string('created_at', 40).notNullable();
  });

  await knex.schema.createTable('memberships', (t) => {
    t.string('workspace_id', 40).notNullable().references('id').inTable('workspaces').onDelete('CASCADE');
    t.string('person_id', 40).notNullable().references('id').inTable('people').onDelete('CASCADE');
    t.string('role', 16).notNullable(); // owner | member | viewer
    t.string('created_at', 40).notNullable();
    t.primary(['workspace_id', 'person_id']);
  });

  await knex.schema.createTable('api_keys', (t) => {
    t.string('id', 40).primary();
    t.string('key_hash', 64).notNullable().unique(); // SHA-256 hex; the key itself is never stored
    t.string('prefix', 16).notNullable();
    t.string('name', 100).nullable();
    t.string('scope', 8).notNullable(); // read | write
    t.string('person_id', 40).notNullable().references('id').inTable('people').onDelete('CASCADE');
    t.string('workspace_id', 40).notNullable().references('id').inTable('workspaces').onDelete('CASCADE');
    t.string('created_at', 40).notNullable();
    t.string('expires_at', 40).nullable();
    t.string('revoked_at', 40).nullable();
    t.index(['workspace_id']);
  });

  await knex.schema.createTable('diagrams', (t) => {
    t.string('id', 40).primary();
    t.string('workspace_id', 40).notNullable().references('id').inTable('workspaces').onDelete('CASCADE');
    t.string('key', 256).nullable();
    t.string('title', 500).nullable();
    t.text('brief').nullable();
    t.string('visibility', 8).notNullable().defaultTo('private');
    t.string('made_public_at', 40).nullable();
    t.integer('revision').notNullable();
    t.string('created_by', 40).nullable().references('id').inTable('people').onDelete('SET NULL');
    t.string('created_at', 40).notNullable();
    t.string('updated_at', 40).notNullable();
    t.string('deleted_at', 40).nullable();
    t.index(['workspace_id', 'deleted_at', 'updated_at']);
  });
  // A key names one live diagram per workspace; deleted diagrams free their key.
  await knex.schema.alterTable('diagrams', (t) => {
    t.unique(['workspace_id', 'key'], { indexName: 'diagrams_live_key', predicate: knex.whereNull('deleted_at') });
  });

  await knex.schema.createTable('revisions', (t) => {
    t.string('diagram_id', 40).notNullable().references('id').inTable('diagrams').onDelete('CASCADE');
    t.integer('revision').notNullable();
    t.text('scene').notNullable(); // the normalized scene (view=dsp), JSON
    t.string('hash', 80).notNullable();
    t.string('chain', 80).nullable();
    t.text('svg').notNullable(); // the image drawn at save
    t.string('message', 500).nullable();
    t.text('summary').nullable(); // {added, removed, modified} JSON; null for revision 1
    t.text('changed').nullable(); // {added, updated, removed} element ids JSON
    t.text('warnings').nullable(); // diagnostics of the save, JSON
    t.string('created_at', 40).notNullable();
    t.string('created_by', 40).nullable();
    t.string('created_by_kind', 8).nullable(); // agent | human | derive
    t.string('created_via', 8).nullable(); // mcp | api | cli
    t.string('proposal_id', 40).nullable();
    t.string('approved_by_user_id', 40).nullable();
    t.string('derive_format', 8).nullable();
    t.string('derive_source_sha256', 64).nullable();
    t.primary(['diagram_id', 'revision']); // a revision number is never used twice
    t.index(['diagram_id', 'created_at']);
  });

  await knex.schema.createTable('request_ids', (t) => {
    t.string('diagram_id', 40).notNullable().references('id').inTable('diagrams').onDelete('CASCADE');
    t.string('request_id', 128).notNullable();
    t.string('body_hash', 80).notNullable();
    t.text('response').notNullable();
    t.string('created_at', 40).notNullable();
    t.primary(['diagram_id', 'request_id']);
  });

  await knex.schema.createTable('usage_counters', (t) => {
    t.string('workspace_id', 40).notNullable().references('id').inTable('workspaces').onDelete('CASCADE');
    t.string('month', 7).notNullable(); // YYYY-MM (UTC)
    t.string('metric', 32).notNullable(); // updatesPerMonth | rendersPerMonth
    t.integer('count').notNullable().defaultTo(0);
    t.primary(['workspace_id', 'month', 'metric']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['usage_counters', 'request_ids', 'revisions', 'diagrams', 'api_keys', 'memberships', 'workspaces', 'people']) {
    await knex.schema.dropTableIfExists(table);
  }
}
