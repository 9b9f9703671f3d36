import type { Knex } from 'knex';
import { proposalMails } from '../../db/repositories/governance/proposal-mails.js';
import type { DiagramRow } from '../../db/repositories/diagrams.js';
import type { ProposalRow } from '../../db/repositories/governance/proposals.js';

/**
 * Records who is to be told about a proposal opened on a protected diagram (the workspace's
 * owners and the diagram's last human editor); the proposal-mail sweep mails them. A person
 * proposing with a session is not told about their own proposal. Unprotected diagrams tell
 * nobody.
 */
export async function recordProposalNotices(db: Knex, diagram: DiagramRow, proposal: ProposalRow): Promise<void> {
  if (!diagram.require_approval) return;
  const recipients = await proposalMails.recipients(db, diagram);
  const others = proposal.created_by_kind === 'human' ? recipients.filter((id) => id !== proposal.created_by) : recipients;
  await proposalMails.insert(db, proposal.id, others, proposal.created_at);
}
