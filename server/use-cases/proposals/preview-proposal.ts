import { applyOps, compareScenes, type Diagnostic, type OperationInput } from '../../../engine/index.js';
import type { ProposalStatus } from '../../db/repositories/governance/proposals.js';
import { ServiceError } from '../../ports/index.js';
import { keyedCaller, type Principal } from '../accounts/index.js';
import { publicWarnings } from '../diagrams/index.js';
import type { DiagramDeps } from '../shared/index.js';
import { findProposal } from './list-proposals.js';
import { firstError, outcomeOf, supersede } from './supersession.js';

export interface ProposalPreview {
  id: string;
  diagramId: string;
  status: ProposalStatus;
  /** The revision the proposal is drawn on and coloured against: the head while it applies, else its base. */
  against: number;
  /** The proposed drawing with the colour diff (spec rendering rule 10) against `against`. */
  svg: string;
  diff: { added: string[]; removed: string[]; modified: string[] };
  warnings: Diagnostic[];
}

/**
 * POST .../proposals/{pid}/preview: the proposal applied in memory and drawn with what it
 * changes coloured in, and its structural diff; nothing is stored. An open proposal is drawn
 * on the latest revision (what approving it would make); one that no longer applies, or is
 * resolved, on its base.
 */
export async function previewProposal(deps: DiagramDeps, principal: Principal, ref: string, proposalId: string): Promise<ProposalPreview> {
  const found = await findProposal(deps, principal, ref, proposalId);
  const { diagram } = found;
  let { proposal } = found;
  const caller = keyedCaller(principal);
  let against = proposal.base_revision;
  if (proposal.status === 'open') {
    const outcome = await outcomeOf(deps, diagram, proposal, caller);
    if (outcome.applies) against = diagram.revision;
    else {
      await supersede(deps, proposal.id, outcome.reason);
      proposal = (await findProposal(deps, principal, ref, proposalId)).proposal;
    }
  }
  const version = await deps.revisions.get(deps.db, diagram.id, against);
  const computed = version.computed ?? (await deps.drawer.layout(version.scene, caller)).computed;
  const applied = applyOps(version.scene, JSON.parse(proposal.ops) as OperationInput[], { computed });
  if (!applied.ok) throw new ServiceError(422, 'VALIDATION_FAILED', `The proposal cannot be drawn on revision ${against}: ${firstError(applied)}.`, { errors: applied.errors });
  const drawn = await deps.drawer.draw({ scene: applied.scene, diffFrom: { scene: version.scene, computed } }, caller);
  const diff = compareScenes(version.scene, drawn.scene);
  return {
    id: proposal.id,
    diagramId: diagram.id,
    status: proposal.status,
    against,
    svg: drawn.svg,
    diff: { added: diff.added, removed: diff.removed, modified: diff.modified },
    warnings: publicWarnings(drawn.diagnostics),
  };
}
