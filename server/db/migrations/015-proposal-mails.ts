import type { Knex } from 'knex';

/**
 * Proposal mails (issue 31, docs/proposals.md "Mails"): one row per proposal and person to
 * tell, written when a proposal is opened on a protected diagram. The proposal-mail sweep
 * sends each person one mail for all their rows once the oldest is 10 minutes old (a digest
 * when there are several), then deletes them. `claim` marks the rows one sweep is mailing,
 * so two instances never send the same ones; a claim older than 10 minutes (a sweep that
 * died mid-way) may be taken again. Rows go with their proposal or their person.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('proposal_mails', (t) => {
    t.string('proposal_id', 40).notNullable().references('id').inTable('proposals').onDelete('CASCADE');
    t.string('person_id', 40).notNullable().references('id').inTable('people').onDelete('CASCADE');
    t.string('created_at', 40).notNullable();
    t.string('claim', 40).nullable();
    t.string('claimed_at', 40).nullable();
    t.primary(['proposal_id', 'person_id']);
    t.index(['person_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('proposal_mails');
}
