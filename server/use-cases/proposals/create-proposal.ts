import { applyOps, sameSceneContent, type OperationInput } from '../../../engine/index.js';
import { LIMITS } from '../../../schema/index.js';
import { isoNow } from '../../clock.js';
import { proposals, type ProposalRow } from '../../db/repositories/governance/proposals.js';
import type { DiagramRow } from '../../db/repositories/diagrams.js';
import { mintId } from '../../ids.js';
import { ServiceError, type StoredRevision } from '../../ports/index.js';
import { keyedCaller, requireVerifiedEmail, requireWrite, type Principal } from '../accounts/index.js';
import { deriveSnapshot, findDiagram } from '../diagrams/index.js';
import { requireWellFormedJson, type DiagramDeps, type Transport } from '../shared/index.js';
import type { ProposeBodyValue } from './proposal-bodies.js';
import { recordProposalNotices } from './proposal-notices.js';
import { viewOf, type ProposalView } from './proposal-view.js';

/** A proposal made (201), or nothing to propose: the change is already the diagram (200). */
export type Proposed = { status: 201; body: ProposalView } | { status: 200; body: { id: string; proposed: false; revision: number } };

interface Change {
  ops: OperationInput[];
  derive: { format: 'prisma' | 'sql' | 'dbml'; sourceSha256: string } | null;
}

function checkOps(ops: unknown): OperationInput[] {
  if (!Array.isArray(ops)) throw new ServiceError(400, 'BODY_INVALID', 'ops must be a list of operations.');
  if (ops.length === 0) throw new ServiceError(400, 'OPS_EMPTY', 'ops is empty; propose at least one operation.');
  if (ops.length > LIMITS.opsPerEdit) {
    throw new ServiceError(400, 'TOO_MANY_OPS', `A proposal holds at most ${LIMITS.opsPerEdit} operations (got ${ops.length}); split it into several proposals.`, { maximum: LIMITS.opsPerEdit, received: ops.length });
  }
  return ops as OperationInput[];
}

/** Which form the body is: ops against baseRevision, or a snapshot derived against the head; never both. */
function formOf(body: ProposeBodyValue): 'ops' | 'derive' {
  const ops = body.ops !== undefined || body.baseRevision !== undefined;
  const derive = body.format !== undefined || body.source !== undefined;
  if (ops && derive) throw new ServiceError(400, 'BODY_INVALID', 'Send ops with baseRevision, or a schema snapshot {format, source}, not both.');
  if (derive) {
    if (body.format === undefined || body.source === undefined) throw new ServiceError(400, 'BODY_INVALID', 'A snapshot proposal needs both format and source.');
    return 'derive';
  }
  if (body.ops === undefined || body.baseRevision === undefined) throw new ServiceError(400, 'BODY_INVALID', 'Send baseRevision (the revision you read) and ops, or a schema snapshot {format, source}.');
  return 'ops';
}

function stale(diagram: DiagramRow, base: number): ServiceError {
  return new ServiceError(
    409,
    'PROPOSAL_BASE_STALE',
    `The diagram is at revision ${diagram.revision}, not ${base}; read it again and propose your change against baseRevision ${diagram.revision}.`,
    { revision: diagram.revision },
  ).suggest({ do: 'readDiagram', ref: diagram.id, ...(base < diagram.revision ? { knownRevision: base } : {}) });
}

/** The change a body proposes, checked against the head: 422 VALIDATION_FAILED when it does not apply. */
async function changeOf(deps: DiagramDeps, principal: Principal, head: StoredRevision, body: ProposeBodyValue, form: 'ops' | 'derive'): Promise<Change & { unchanged: boolean }> {
  if (form === 'derive') {
    const derived = await deriveSnapshot({ format: body.format!, source: body.source! }, head.scene);
    return { ops: derived.ops, derive: derived.provenance, unchanged: derived.ops.length === 0 };
  }
  const ops = checkOps(body.ops);
  const computed = head.layoutOutdated ? (await deps.drawer.layout(head.scene, keyedCaller(principal))).computed : head.computed;
  const applied = applyOps(head.scene, ops, computed ? { computed } : {});
  if (!applied.ok) {
    const first = applied.errors[0];
    throw new ServiceError(422, 'VALIDATION_FAILED', `The proposal was refused and nothing was stored. First: op ${first?.opIndex}: ${first?.message}`, { errors: applied.errors });
  }
  return { ops, derive: null, unchanged: sameSceneContent(applied.scene, head.scene) };
}

/**
 * POST /v1/diagrams/{id}/proposals and diagram_propose: checks a change against the latest
 * revision as an edit would and stores it for a person to approve; nothing is applied. A
 * base behind the head is 409 PROPOSAL_BASE_STALE; a change that changes nothing (or an
 * unchanged snapshot) makes no proposal and answers 200 {proposed: false}.
 */
export async function createProposal(deps: DiagramDeps, principal: Principal, ref: string, body: ProposeBodyValue, via: Transport): Promise<Proposed> {
  requireWrite(principal);
  requireVerifiedEmail(principal, deps.webUrl);
  requireWellFormedJson(body);
  const form = formOf(body);
  const diagram = await findDiagram(deps.db, principal, ref);
  if (form === 'ops' && body.baseRevision !== diagram.revision) throw stale(diagram, body.baseRevision!);
  const head = await deps.revisions.get(deps.db, diagram.id, diagram.revision);
  const change = await changeOf(deps, principal, head, body, form);
  if (change.unchanged) return { status: 200, body: { id: diagram.id, proposed: false, revision: diagram.revision } };

  const row: ProposalRow = {
    id: mintId('prp'),
    diagram_id: diagram.id,
    status: 'open',
    base_revision: diagram.revision,
    checked_revision: diagram.revision,
    ops: JSON.stringify(change.ops),
    message: body.message ?? null,
    derive_format: change.derive?.format ?? null,
    derive_source_sha256: change.derive?.sourceSha256 ?? null,
    created_at: isoNow(deps.clock),
    created_by: principal.personId,
    created_by_kind: change.derive ? 'derive' : principal.authenticatedBy === 'session' ? 'human' : 'agent',
    created_via: via,
    resolved_at: null,
    resolved_by: null,
    resolution_reason: null,
    resulting_revision: null,
  };
  // The proposal and who is to be mailed about it (protected diagrams only) land together; the proposal-mail sweep sends it.
  await deps.db.transaction(async (trx) => {
    await proposals.insert(trx, row);
    await recordProposalNotices(trx, diagram, row);
  });
  return { status: 201, body: viewOf(row) };
}
