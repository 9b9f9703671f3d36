import { compareScenes, sameSceneContent, type Diagnostic } from '../../../engine/index.js';
import { isoNow } from '../../clock.js';
import { lockWorkspace } from '../../db/locks.js';
import { diagrams, type DiagramRow } from '../../db/repositories/diagrams.js';
import { proposals, type ProposalRow } from '../../db/repositories/governance/proposals.js';
import { revisions } from '../../db/repositories/revisions.js';
import { ServiceError } from '../../ports/index.js';
import { checkMonthly, countMonthly, keyedCaller, requireVerifiedEmail, requireWrite, type Principal } from '../accounts/index.js';
import { chainHash, publicWarnings, revisionRow } from '../diagrams/index.js';
import { hashScene, versionAddress, type DiagramDeps } from '../shared/index.js';
import { findProposal } from './list-proposals.js';
import { viewOf, type ProposalView } from './proposal-view.js';
import { outcomeOf, supersede } from './supersession.js';

export interface Approved {
  proposal: ProposalView;
  /** The revision the proposal made (its resultingRevision). */
  revision: number;
  hash: string;
  chain: string | null;
  changed: { added: string[]; updated: string[]; removed: string[] };
  warnings: Diagnostic[];
}

/** Approving or rejecting a proposal that is no longer open. */
function alreadyResolved(proposal: ProposalRow): ServiceError {
  const why = proposal.status === 'superseded' ? ` ${proposal.resolution_reason ?? ''}` : '';
  return new ServiceError(409, 'PROPOSAL_ALREADY_RESOLVED', `Proposal ${proposal.id} is ${proposal.status}; only open proposals can be approved or rejected.${why}`, { status: proposal.status, proposal: viewOf(proposal) });
}

/** The approver's checks: a person who may write in the diagram's workspace. */
function requireApprover(principal: Principal, webUrl: string): void {
  requireWrite(principal);
  requireVerifiedEmail(principal, webUrl);
}

async function reread(deps: DiagramDeps, diagram: DiagramRow, proposalId: string): Promise<ProposalRow> {
  return (await proposals.get(deps.db, diagram.id, proposalId))!;
}

/**
 * POST .../proposals/{pid}/approve (a signed-in person): the ops are applied again on the
 * latest revision and land as a new revision recorded as the proposer's, with proposalId
 * and approvedByUserId; counted toward updatesPerMonth. A proposal the diagram moved past
 * in a conflicting way becomes superseded (409 PROPOSAL_ALREADY_RESOLVED, status
 * superseded); a write that lands while the approval draws answers 409
 * PROPOSAL_APPLY_FAILED and the proposal stays open (retry).
 */
export async function approveProposal(deps: DiagramDeps, principal: Principal, ref: string, proposalId: string): Promise<Approved> {
  requireApprover(principal, deps.webUrl);
  const { diagram, proposal } = await findProposal(deps, principal, ref, proposalId);
  if (proposal.status !== 'open') throw alreadyResolved(proposal);
  await checkMonthly(deps.db, deps.clock, principal, 'updatesPerMonth');
  const caller = keyedCaller(principal);
  const outcome = await outcomeOf(deps, diagram, proposal, caller);
  if (!outcome.applies) {
    if (proposal.base_revision === diagram.revision) {
      // The diagram did not move, yet the ops fail (an engine that changed its rules): nothing to supersede it.
      throw new ServiceError(422, 'VALIDATION_FAILED', `The proposal does not apply to revision ${diagram.revision}: ${outcome.reason} Reject it.`);
    }
    await supersede(deps, proposal.id, outcome.reason);
    throw alreadyResolved(await reread(deps, diagram, proposal.id));
  }
  const current = outcome.head;
  const revision = diagram.revision + 1;
  const drawn = await deps.drawer.draw({ scene: outcome.scene, stamp: versionAddress(deps, diagram.id, revision) }, caller);
  const warnings = publicWarnings(drawn.diagnostics);
  const now = isoNow(deps.clock);
  if (sameSceneContent(drawn.scene, current.scene)) {
    // The diagram already says what the proposal asks (an equal change landed): approved, nothing new to save.
    await proposals.resolve(deps.db, proposal.id, { status: 'approved', resolved_at: now, resolved_by: principal.personId, resolution_reason: null, resulting_revision: diagram.revision });
    const resolved = await reread(deps, diagram, proposal.id);
    if (resolved.status !== 'approved' || resolved.resulting_revision !== diagram.revision) throw alreadyResolved(resolved);
    return { proposal: viewOf(resolved), revision: diagram.revision, hash: current.row.hash, chain: current.row.chain, changed: { added: [], updated: [], removed: [] }, warnings };
  }
  const comparison = compareScenes(current.scene, drawn.scene);
  const changed = { added: comparison.added, updated: comparison.modified, removed: comparison.removed };
  const hash = hashScene(drawn.scene);
  const chain = chainHash(current.row.chain, hash, drawn.svg);

  const landed = await deps.db.transaction(async (trx) => {
    await lockWorkspace(trx, principal.workspace.id);
    const claimed = await proposals.resolve(trx, proposal.id, { status: 'approved', resolved_at: now, resolved_by: principal.personId, resolution_reason: null, resulting_revision: revision });
    if (claimed === 0) return 'resolved' as const;
    const moved = await diagrams.advance(trx, diagram.id, diagram.revision, { revision, updated_at: now, title: drawn.scene.scene.title ?? null, brief: drawn.scene.scene.brief ?? null });
    // A write landed since we read the head: throwing rolls the claim back, so the proposal stays open.
    if (moved === 0) throw new ServiceError(409, 'PROPOSAL_APPLY_FAILED', `Another change landed on diagram ${diagram.id} while the proposal was being applied; nothing was saved and the proposal is still open. Approve it again.`);
    await countMonthly(trx, deps.clock, principal, 'updatesPerMonth');
    await revisions.insert(trx, revisionRow({
      diagramId: diagram.id,
      revision,
      drawn,
      hash,
      chain,
      message: proposal.message,
      summary: comparison.summary,
      changed,
      warnings,
      createdAt: now,
      principal,
      via: proposal.created_via,
      ...(proposal.derive_format && proposal.derive_source_sha256 ? { derive: { format: proposal.derive_format, sourceSha256: proposal.derive_source_sha256 } } : {}),
      proposal: { id: proposal.id, createdBy: proposal.created_by, createdByKind: proposal.created_by_kind, approvedBy: principal.personId },
    }));
    return 'landed' as const;
  });
  if (landed !== 'landed') throw alreadyResolved(await reread(deps, diagram, proposal.id));
  return { proposal: viewOf(await reread(deps, diagram, proposal.id)), revision, hash, chain, changed, warnings };
}

/** POST .../proposals/{pid}/reject (a signed-in person): the proposal is closed with the reason given; nothing is applied. */
export async function rejectProposal(deps: DiagramDeps, principal: Principal, ref: string, proposalId: string, reason: string | undefined): Promise<ProposalView> {
  requireApprover(principal, deps.webUrl);
  const { diagram, proposal } = await findProposal(deps, principal, ref, proposalId);
  if (proposal.status !== 'open') throw alreadyResolved(proposal);
  const trimmed = reason?.trim();
  const resolved = await proposals.resolve(deps.db, proposal.id, { status: 'rejected', resolved_at: isoNow(deps.clock), resolved_by: principal.personId, resolution_reason: trimmed ? trimmed : null, resulting_revision: null });
  const after = await reread(deps, diagram, proposal.id);
  if (resolved === 0) throw alreadyResolved(after);
  return viewOf(after);
}
