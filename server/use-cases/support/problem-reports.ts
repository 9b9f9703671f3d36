import type { Knex } from 'knex';
import { packageVersion } from '../../../fonts/package-version.js';
import type * as v from 'valibot';
import type { ReportBody, ReportPreviewBody } from '../../../schema/index.js';
import { isoNow } from '../../clock.js';
import { randomBase62 } from '../../ids.js';
import { problemReports, type ProblemReportRow } from '../../db/repositories/support/problem-reports.js';
import { revisions } from '../../db/repositories/revisions.js';
import { ServiceError } from '../../ports/index.js';
import { requireVerifiedEmail, requireWrite, type Principal } from '../accounts/index.js';
import { findDiagram } from '../diagrams/index.js';
import type { DiagramDeps } from '../shared/index.js';
import type { SupportStatus } from './statuses.js';
import { randomSeed, versionCopy, type VersionCopy } from './version-copy.js';

/** The most reports one listing shows (newest first): far more than a diagram gets. */
export const REPORTS_LISTED = 200;

export interface ReportPreview extends VersionCopy {
  id: string;
}

export interface SentReport {
  reportId: string;
  id: string;
  revision: number;
  reported: true;
  anonymized: boolean;
}

export interface ListedReport {
  reportId: string;
  revision: number;
  anonymized: boolean;
  problem: string;
  status: SupportStatus;
  statusNote: string | null;
  createdAt: string;
}

/** One report as support sees it: the anonymized copy, or the version as it is. */
export interface ReportAsSupportSeesIt extends ListedReport {
  id: string;
  svg: string;
  seed?: number;
}

function listed(row: ProblemReportRow): ListedReport {
  return {
    reportId: row.id,
    revision: row.revision,
    anonymized: Boolean(row.anonymized),
    problem: row.problem,
    status: row.status,
    statusNote: row.status_note,
    createdAt: row.created_at,
  };
}

/** Reporting is a write (read keys and viewers: READ_ONLY) held back until the email is verified. */
async function reportable(deps: DiagramDeps, principal: Principal, ref: string, revision: number | undefined) {
  requireWrite(principal);
  const diagram = await findDiagram(deps.db, principal, ref);
  requireVerifiedEmail(principal, deps.webUrl);
  const chosen = revision ?? diagram.revision;
  if (chosen > diagram.revision) {
    throw new ServiceError(404, 'REVISION_NOT_FOUND', `This diagram's latest revision is ${diagram.revision}; revision ${chosen} does not exist.`, { revision: diagram.revision });
  }
  return { diagram, revision: chosen };
}

/**
 * POST /v1/diagrams/{id}/reports/preview: what support would get, with the seed of the
 * substitution when anonymized (the default). Nothing is stored.
 */
export async function previewReport(deps: DiagramDeps, principal: Principal, ref: string, body: v.InferOutput<typeof ReportPreviewBody>): Promise<ReportPreview> {
  const { diagram, revision } = await reportable(deps, principal, ref, body.revision);
  const copy = await versionCopy(deps, principal, diagram, revision, body.anonymize, randomSeed());
  return { id: diagram.id, ...copy };
}

/**
 * POST /v1/diagrams/{id}/reports: sends a version to support with one line of what goes
 * wrong. Anonymized (the default), only the copy is kept: drawn from the preview's seed
 * when one is sent (exactly the previewed copy), else from a new random one. With
 * anonymize false support sees the version as it is (read from the diagram, so it goes
 * with the diagram).
 */
export async function sendReport(deps: DiagramDeps, principal: Principal, ref: string, body: v.InferOutput<typeof ReportBody>): Promise<SentReport> {
  const { diagram, revision } = await reportable(deps, principal, ref, body.revision);
  const anonymize = body.anonymize;
  if (!anonymize && body.seed !== undefined) {
    throw new ServiceError(400, 'SEED_WITHOUT_ANONYMIZE', 'A seed picks an anonymized copy; drop seed, or send anonymize: true.');
  }
  // Drawn before the row is written, so a failed drawing stores nothing.
  const copy = anonymize ? await versionCopy(deps, principal, diagram, revision, true, body.seed ?? randomSeed()) : undefined;
  const reportId = `prb_${randomBase62(20)}`;
  await problemReports.insert(deps.db, {
    id: reportId,
    diagram_id: diagram.id,
    person_id: principal.personId,
    revision,
    problem: body.problem,
    anonymized: anonymize,
    seed: copy?.seed ?? null,
    svg: copy?.svg ?? null,
    engine_version: packageVersion(),
    status: 'received',
    status_note: null,
    status_changed_at: null,
    created_at: isoNow(deps.clock),
  });
  return { reportId, id: diagram.id, revision, reported: true, anonymized: anonymize };
}

/** GET /v1/diagrams/{id}/reports: the diagram's reports, newest first (any key of the workspace). */
export async function listReports(deps: DiagramDeps, principal: Principal, ref: string): Promise<{ id: string; reports: ListedReport[] }> {
  const diagram = await findDiagram(deps.db, principal, ref);
  const rows = await problemReports.listOf(deps.db, diagram.id, REPORTS_LISTED);
  return { id: diagram.id, reports: rows.map(listed) };
}

async function reportOf(deps: DiagramDeps, diagramId: string, reportId: string): Promise<ProblemReportRow> {
  const row = await problemReports.byId(deps.db, reportId);
  if (!row || row.diagram_id !== diagramId) {
    throw new ServiceError(404, 'REPORT_NOT_FOUND', `This diagram has no report "${reportId}"; list its reports to find the reportId (a withdrawn report is gone).`);
  }
  return row;
}

/** The SVG support sees: the kept anonymized copy, or the version's own image. */
export async function supportSvg(db: Knex, row: Pick<ProblemReportRow, 'svg' | 'diagram_id' | 'revision'>): Promise<string> {
  if (row.svg !== null) return row.svg;
  const version = await revisions.get(db, row.diagram_id, row.revision);
  if (!version) throw new ServiceError(404, 'REVISION_NOT_FOUND', `The reported revision ${row.revision} is gone.`);
  return version.svg;
}

/** GET /v1/diagrams/{id}/reports/{reportId}: one report as support sees it. */
export async function readReport(deps: DiagramDeps, principal: Principal, ref: string, reportId: string): Promise<ReportAsSupportSeesIt> {
  const diagram = await findDiagram(deps.db, principal, ref);
  const row = await reportOf(deps, diagram.id, reportId);
  return { id: diagram.id, ...listed(row), svg: await supportSvg(deps.db, row), ...(row.seed === null ? {} : { seed: Number(row.seed) }) };
}

/** DELETE /v1/diagrams/{id}/reports/{reportId}: withdraws a report; it is deleted, and support no longer sees it. */
export async function withdrawReport(deps: DiagramDeps, principal: Principal, ref: string, reportId: string): Promise<{ id: string; reportId: string; withdrawn: true }> {
  requireWrite(principal);
  const diagram = await findDiagram(deps.db, principal, ref);
  await reportOf(deps, diagram.id, reportId);
  await problemReports.remove(deps.db, reportId);
  return { id: diagram.id, reportId, withdrawn: true };
}

/** Withdraws every report of a diagram (dsp_make_scene_private also withdraws its support submission); returns how many. */
export async function withdrawReportsOf(deps: DiagramDeps, principal: Principal, ref: string): Promise<number> {
  requireWrite(principal);
  const diagram = await findDiagram(deps.db, principal, ref);
  return problemReports.removeOf(deps.db, diagram.id);
}
