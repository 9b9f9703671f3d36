import type { Knex } from 'knex';

/** A proposal a person is to be told about, with what the mail names. */
export interface PendingProposalMail {
  proposal_id: string;
  person_id: string;
  email: string;
  diagram_id: string;
  diagram_title: string | null;
  message: string | null;
  created_by_kind: string;
  created_at: string;
}

/** The rows of proposal_mails (migration 015): notices owed, claimed by one sweep while mailed. */
export const proposalMails = {
  /** The people to tell about a proposal on this diagram: its workspace's owners and its last human editor if still a member; open accounts only. */
  async recipients(db: Knex, diagram: { id: string; workspace_id: string }): Promise<string[]> {
    const owners = await db('memberships')
      .join('people', 'people.id', 'memberships.person_id')
      .where({ 'memberships.workspace_id': diagram.workspace_id, 'memberships.role': 'owner' })
      .whereNull('people.closed_at')
      .select<{ id: string }[]>('people.id as id');
    const editor = await db('revisions')
      .where({ diagram_id: diagram.id, created_by_kind: 'human' })
      .whereNotNull('created_by')
      .orderBy('revision', 'desc')
      .first<{ created_by: string } | undefined>('created_by');
    const ids = owners.map((o) => o.id);
    if (editor && !ids.includes(editor.created_by)) {
      const member = await db('memberships')
        .join('people', 'people.id', 'memberships.person_id')
        .where({ 'memberships.workspace_id': diagram.workspace_id, 'memberships.person_id': editor.created_by })
        .whereNull('people.closed_at')
        .first('people.id');
      if (member) ids.push(editor.created_by);
    }
    return ids;
  },

  async insert(db: Knex, proposalId: string, personIds: string[], createdAt: string): Promise<void> {
    if (personIds.length === 0) return;
    await db('proposal_mails').insert(personIds.map((person_id) => ({ proposal_id: proposalId, person_id, created_at: createdAt, claim: null, claimed_at: null })));
  },

  /** People with a notice older than `before` that no live claim holds. */
  async due(db: Knex, before: string, staleClaim: string, limit: number): Promise<string[]> {
    const rows = await db('proposal_mails')
      .where('created_at', '<=', before)
      .andWhere((w) => w.whereNull('claim').orWhere('claimed_at', '<', staleClaim))
      .distinct('person_id')
      .orderBy('person_id')
      .limit(limit);
    return rows.map((r: { person_id: string }) => r.person_id);
  },

  /** Claims every unclaimed (or stale) notice of a person; true when this call got at least one. */
  async claim(db: Knex, personId: string, claim: string, now: string, staleClaim: string): Promise<boolean> {
    const count = await db('proposal_mails')
      .where({ person_id: personId })
      .andWhere((w) => w.whereNull('claim').orWhere('claimed_at', '<', staleClaim))
      .update({ claim, claimed_at: now });
    return Number(count) > 0;
  },

  /** The notices a claim holds whose proposal is still open, oldest first, with its diagram and the address (open accounts only). */
  async claimed(db: Knex, claim: string): Promise<PendingProposalMail[]> {
    return db('proposal_mails as m')
      .join('proposals as p', 'p.id', 'm.proposal_id')
      .join('diagrams as d', 'd.id', 'p.diagram_id')
      .join('people as u', 'u.id', 'm.person_id')
      .where('m.claim', claim)
      .whereNull('u.closed_at')
      .where('p.status', 'open')
      .orderBy([{ column: 'p.created_at' }, { column: 'p.id' }])
      .select('m.proposal_id', 'm.person_id', 'u.email', 'd.id as diagram_id', 'd.title as diagram_title', 'p.message', 'p.created_by_kind', 'p.created_at');
  },

  async deleteClaimed(db: Knex, claim: string): Promise<void> {
    await db('proposal_mails').where({ claim }).delete();
  },

  async release(db: Knex, claim: string): Promise<void> {
    await db('proposal_mails').where({ claim }).update({ claim: null, claimed_at: null });
  },

  /** With the mails turned off: forgets every notice (nothing is owed). */
  async deleteAll(db: Knex): Promise<number> {
    return Number(await db('proposal_mails').delete());
  },
};
