/**
 * Proposals and protection (docs/proposals.md): an agent proposes a change, a person
 * approves or rejects it; a protected diagram takes keys' changes only as proposals.
 * What the front doors may use.
 */
export { createProposal, type Proposed } from './create-proposal.js';
export { listProposals, proposalInbox, readProposal } from './list-proposals.js';
export { previewProposal, type ProposalPreview } from './preview-proposal.js';
export { approveProposal, rejectProposal, type Approved } from './resolve-proposal.js';
export { readProtection, setProtection } from './protection.js';
export { ProposeBody, ProtectionBody, RejectBody, type ProposeBodyValue } from './proposal-bodies.js';
export { type InboxEntry, type ProposalView } from './proposal-view.js';
export { PROPOSAL_MAIL_WINDOW_MS, startProposalMailSweep, sweepProposalMails, type ProposalMailDeps, type ProposalMailSweep, type ProposalMailSweepResult } from './proposal-mail-sweep.js';
