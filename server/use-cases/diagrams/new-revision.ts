import type { RevisionRow } from '../../db/repositories/revisions.js';
import type { Principal } from '../accounts/index.js';
import type { Transport } from '../shared/index.js';
import type { DrawResult } from '../../ports/index.js';

/** What a save knows about the version it writes: the drawing, its hashes and its record. */
export interface NewRevision {
  diagramId: string;
  revision: number;
  drawn: Pick<DrawResult, 'scene' | 'computed' | 'svg'>;
  hash: string;
  chain: string;
  message: string | null;
  /** The compare summary against the previous version; null for a first version. */
  summary: unknown;
  changed: { added: string[]; updated: string[]; removed: string[] };
  warnings: unknown[];
  createdAt: string;
  principal: Principal;
  via: Transport;
  /** A derived version: the snapshot's format and SHA-256 (createdByKind derive). */
  derive?: { format: 'prisma' | 'sql' | 'dbml'; sourceSha256: string };
  /**
   * An approved proposal: the version is the proposer's (their person and kind), and the
   * approver is recorded beside it (`principal` is the approver, who is counted).
   */
  proposal?: { id: string; createdBy: string | null; createdByKind: 'agent' | 'human' | 'derive'; approvedBy: string };
}

/**
 * The stored row of a new version, the same for creates and edits. A save made with an API
 * key is an agent's, one made in a signed-in session a person's (human), a derived one
 * derive's (with the snapshot's format and hash); an approved proposal's keeps its proposer's
 * person and kind, with the proposal and its approver.
 */
export function revisionRow(version: NewRevision): RevisionRow {
  return {
    diagram_id: version.diagramId,
    revision: version.revision,
    scene: JSON.stringify(version.drawn.scene),
    computed: JSON.stringify(version.drawn.computed),
    hash: version.hash,
    chain: version.chain,
    svg: version.drawn.svg,
    message: version.message,
    summary: version.summary === null ? null : JSON.stringify(version.summary),
    changed: JSON.stringify(version.changed),
    warnings: JSON.stringify(version.warnings),
    created_at: version.createdAt,
    created_by: version.proposal ? version.proposal.createdBy : version.principal.personId,
    created_by_kind: version.proposal?.createdByKind ?? (version.derive !== undefined ? 'derive' : version.principal.authenticatedBy === 'session' ? 'human' : 'agent'),
    created_via: version.via,
    proposal_id: version.proposal?.id ?? null,
    approved_by_user_id: version.proposal?.approvedBy ?? null,
    derive_format: version.derive?.format ?? null,
    derive_source_sha256: version.derive?.sourceSha256 ?? null,
  };
}
