import type { DiagramRow } from '../../db/repositories/diagrams.js';
import type { Principal } from '../accounts/index.js';
import { ServiceError } from '../../ports/index.js';

/** Whether a diagram is protected (SQLite stores the flag as 0 or 1). */
export function isProtected(diagram: DiagramRow): boolean {
  return Boolean(diagram.require_approval);
}

/**
 * The guard of every direct write (edits with ops, Mermaid or a restore, bestEffort edits,
 * derives): on a protected diagram a key's write answers 409 PROPOSAL_REQUIRED naming the
 * proposal call. A person signed in (a session) still writes directly: protection keeps
 * agents' changes behind a person's approval, and a person is the approver
 * (docs/proposals.md).
 */
export function requireDirectWrite(principal: Principal, diagram: DiagramRow): void {
  if (!isProtected(diagram) || principal.authenticatedBy === 'session') return;
  throw new ServiceError(
    409,
    'PROPOSAL_REQUIRED',
    `Diagram ${diagram.id} is protected: changes made with an API key need a person's approval. Send the same change as a proposal (baseRevision ${diagram.revision}, ops) for a signed-in person to approve.`,
    { revision: diagram.revision },
  ).suggest({ do: 'proposeChange', ref: diagram.id });
}
