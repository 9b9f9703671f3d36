import type { PublicReportBodyValue } from '../../../schema/index.js';
import { isoNow } from '../../clock.js';
import { mintId } from '../../ids.js';
import { contentReports } from '../../db/repositories/support/content-reports.js';
import type { ServiceContext } from '../shared/index.js';
import { resolvePublicRef } from '../sharing/index.js';
import { ServiceError } from '../../ports/index.js';

/** The one answer to a content report, kept or not, so it tells nothing about the address. */
export interface ReportReceipt {
  received: true;
}

const RECEIPT: ReportReceipt = { received: true };

/**
 * A content-policy report against a keyless address ({ref} or {ref}@{revision}). It is kept
 * only when the public read of that address would show that version (for operators to
 * accept or dismiss); otherwise nothing is stored. The answer is the same either way. A
 * report through a share link records the link's id, never its token; reporterEmail is for
 * operators only.
 */
export async function submitContentReport(context: ServiceContext, ref: string, body: PublicReportBodyValue): Promise<ReportReceipt> {
  let resolved;
  try {
    resolved = await resolvePublicRef(context.db, ref);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return RECEIPT;
    throw error;
  }
  await contentReports.insert(context.db, {
    id: mintId('rpt'),
    diagram_id: resolved.diagram.id,
    revision: resolved.revision,
    exact: resolved.exact,
    access: resolved.access,
    link_id: resolved.link?.id ?? null,
    reason: body.reason,
    description: body.description,
    reporter_email: body.reporterEmail ?? null,
    status: 'open',
    created_at: isoNow(context.clock),
    resolved_at: null,
    resolution_note: null,
  });
  return RECEIPT;
}
