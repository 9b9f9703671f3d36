import type { Knex } from 'knex';

/**
 * Shared rate limits (several instances on one PostgreSQL): one row per caller holding the
 * times of the requests counted in its trailing minute. Created on every database so the
 * schema is the same everywhere; only the PostgreSQL store writes it (SQLite keeps the
 * limiter in memory, Redis in sorted sets). Numbered 005: 003 and 004 are taken by work in
 * progress elsewhere (the PNG cache, sharing), and knex runs a pending migration whatever
 * its place in the list.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limit_windows', (t) => {
    t.string('bucket', 200).primary(); // person:<id>:<workspace> or address:<ip or /64>
    t.text('hits').notNullable(); // JSON array of request times (ms), oldest first
    t.boolean('allowed').notNullable(); // whether the last request offered was counted
    t.bigInteger('updated_at').notNullable(); // the last request offered (ms): idle rows are swept
    t.index(['updated_at']);
  });
  // A minute of counts is not worth a disk flush per request: on PostgreSQL the table skips
  // the write-ahead log (measured here: about 2 ms per request instead of 4-5 ms). A crash
  // or a failover to a replica empties it, which forgives at most a minute of requests.
  if (knex.client.dialect === 'postgresql') await knex.raw('ALTER TABLE rate_limit_windows SET UNLOGGED');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limit_windows');
}
