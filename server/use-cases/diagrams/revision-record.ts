import type { RevisionRecordRow } from '../../db/repositories/revisions.js';

/** A revision record as the API shows it (the spec's "Revision record" plus hash and chain). */
export interface RevisionRecord {
  revision: number;
  createdAt: string;
  message: string | null;
  summary: { added: number; removed: number; modified: number } | null;
  createdByKind: 'agent' | 'human' | 'derive' | null;
  createdVia: 'mcp' | 'api' | 'cli' | null;
  proposalId: string | null;
  approvedByUserId: string | null;
  deriveFormat: 'prisma' | 'sql' | 'dbml' | null;
  deriveSourceSha256: string | null;
  hash: string;
  chain: string | null;
}

export function recordOf(row: RevisionRecordRow): RevisionRecord {
  return {
    revision: row.revision,
    createdAt: row.created_at,
    message: row.message,
    summary: row.summary === null ? null : (JSON.parse(row.summary) as RevisionRecord['summary']),
    createdByKind: row.created_by_kind,
    createdVia: row.created_via,
    proposalId: row.proposal_id,
    approvedByUserId: row.approved_by_user_id,
    deriveFormat: row.derive_format,
    deriveSourceSha256: row.derive_source_sha256,
    hash: row.hash,
    chain: row.chain,
  };
}
