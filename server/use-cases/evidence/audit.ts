import { attestations } from '../../db/repositories/governance/attestations.js';
import { revisions } from '../../db/repositories/revisions.js';
import type { Principal } from '../accounts/index.js';
import { attestationStatus, type AttestationStatus } from '../diagrams/index.js';
import { decodeCursor, encodeCursor, parseAsOf, parseLimit, type ServiceContext } from '../shared/index.js';

export interface AuditEntry {
  id: string;
  key: string | null;
  title: string | null;
  /** The live revision. */
  revision: number;
  /** The revision current at asOf (the live one without asOf); null when the diagram did not exist yet. */
  asOfRevision: number | null;
  legalHold: boolean;
  /** Always the live state, whatever asOf says (spec). */
  status: AttestationStatus;
}

export interface AuditPage {
  asOf: string | null;
  diagrams: AuditEntry[];
  nextCursor?: string;
}

const isAfter = (value: Record<string, unknown>): value is { after: string } => typeof value.after === 'string';

/**
 * GET /v1/workspace/audit: every live diagram of the caller's workspace, by id, with the
 * revision current at asOf and its attestation status (fresh, due, stale, never; drifted),
 * in pages (limit 1 to 200, default 50; follow nextCursor).
 */
export async function workspaceAudit(context: ServiceContext, principal: Principal, query: { asOf?: string; limit?: string; cursor?: string }): Promise<AuditPage> {
  const at = query.asOf === undefined ? null : parseAsOf(query.asOf);
  const limit = parseLimit(query.limit, 50, 200);
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, isAfter).after;
  const rows = await attestations.auditPage(context.db, principal.workspace.id, after, limit + 1);
  const now = context.clock();
  const entries: AuditEntry[] = [];
  for (const row of rows.slice(0, limit)) {
    const revision = Number(row.revision);
    const asOfRevision = at === null ? revision : ((await revisions.asOf(context.db, row.id, at))?.revision ?? null);
    const attestation = row.attested_at === null ? undefined : { diagram_id: row.id, attested_at: row.attested_at, attested_by: row.attested_by ?? '', attested_revision: Number(row.attested_revision), digest_mailed_at: null };
    entries.push({ id: row.id, key: row.key, title: row.title, revision, asOfRevision: asOfRevision === null ? null : Number(asOfRevision), legalHold: row.held_at !== null, status: attestationStatus(attestation, revision, now) });
  }
  const page: AuditPage = { asOf: at, diagrams: entries };
  if (rows.length > limit) page.nextCursor = encodeCursor({ after: entries[entries.length - 1]!.id });
  return page;
}
