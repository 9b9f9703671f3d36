import type { InboxRow, ProposalRow, ProposalStatus } from '../../db/repositories/governance/proposals.js';

/** A proposal as the API shows it (spec "Proposal" plus who made it and when it was resolved). */
export interface ProposalView {
  id: string;
  diagramId: string;
  status: ProposalStatus;
  baseRevision: number;
  ops: unknown[];
  message: string | null;
  createdAt: string;
  /** The proposer's person id (usr_…). */
  createdBy: string | null;
  createdByKind: 'agent' | 'human' | 'derive';
  createdVia: 'mcp' | 'api' | 'cli';
  /** A proposal made from a schema snapshot: its format and the SHA-256 of its text. */
  deriveFormat: 'prisma' | 'sql' | 'dbml' | null;
  deriveSourceSha256: string | null;
  resolvedAt: string | null;
  /** Who approved or rejected it; null while open and when superseded. */
  resolvedByUserId: string | null;
  resolutionReason: string | null;
  resultingRevision: number | null;
}

/** An inbox entry: ops replaced by opsCount, with the diagram's key and title. */
export type InboxEntry = Omit<ProposalView, 'ops'> & { opsCount: number; diagramKey: string | null; diagramTitle: string | null };

export function opsOf(row: ProposalRow): unknown[] {
  return JSON.parse(row.ops) as unknown[];
}

export function viewOf(row: ProposalRow): ProposalView {
  return {
    id: row.id,
    diagramId: row.diagram_id,
    status: row.status,
    baseRevision: row.base_revision,
    ops: opsOf(row),
    message: row.message,
    createdAt: row.created_at,
    createdBy: row.created_by,
    createdByKind: row.created_by_kind,
    createdVia: row.created_via,
    deriveFormat: row.derive_format,
    deriveSourceSha256: row.derive_source_sha256,
    resolvedAt: row.resolved_at,
    resolvedByUserId: row.resolved_by,
    resolutionReason: row.resolution_reason,
    resultingRevision: row.resulting_revision,
  };
}

export function inboxEntryOf(row: InboxRow): InboxEntry {
  const { ops, ...view } = viewOf(row);
  return { ...view, opsCount: ops.length, diagramKey: row.diagram_key, diagramTitle: row.diagram_title };
}
