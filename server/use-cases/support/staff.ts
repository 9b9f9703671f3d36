import { isoNow } from '../../clock.js';
import { diagrams } from '../../db/repositories/diagrams.js';
import { feedbackItems, type StaffFeedbackRow } from '../../db/repositories/support/feedback-items.js';
import { problemReports, type StaffReportRow } from '../../db/repositories/support/problem-reports.js';
import { revisions } from '../../db/repositories/revisions.js';
import { ServiceError, type Mailer } from '../../ports/index.js';
import type { ServiceContext } from '../shared/index.js';
import { supportSvg } from './problem-reports.js';
import { checkTransition, type SupportStatus } from './statuses.js';
import { statusChangeMail } from './support-mails.js';

/**
 * The staff side (`dsp admin support`): problem reports and feedback to list, show (the
 * SVG support sees) and move through their statuses. Withdrawn reports are gone; reports
 * of a deleted diagram are hidden at once and purged with it.
 */

/** The most items one staff listing shows, newest first. */
const STAFF_LISTED = 500;

function staffReport(row: StaffReportRow) {
  return {
    reportId: row.id,
    id: row.diagram_id,
    workspaceId: row.workspace_id,
    revision: row.revision,
    anonymized: Boolean(row.anonymized),
    ...(row.seed === null ? {} : { seed: Number(row.seed) }),
    problem: row.problem,
    engineVersion: row.engine_version,
    from: row.sender_email,
    status: row.status,
    statusNote: row.status_note,
    statusChangedAt: row.status_changed_at,
    createdAt: row.created_at,
  };
}

function staffFeedback(row: StaffFeedbackRow) {
  return {
    feedbackId: row.id,
    kind: row.kind,
    summary: row.summary,
    ...(row.expected === null ? {} : { expected: row.expected }),
    ...(row.observed === null ? {} : { observed: row.observed }),
    ...(row.confidence === null ? {} : { confidence: row.confidence }),
    ...(row.diagram_id === null ? {} : { id: row.diagram_id, revision: row.revision }),
    ...(row.snippet === null ? {} : { snippet: row.snippet }),
    anonymize: Boolean(row.anonymize),
    engineVersion: row.engine_version,
    client: JSON.parse(row.client) as unknown,
    from: row.sender_email,
    status: row.status,
    statusNote: row.status_note,
    statusChangedAt: row.status_changed_at,
    createdAt: row.created_at,
  };
}

export async function listSupportReports(context: ServiceContext, options: { all: boolean }) {
  return (await problemReports.staffList(context.db, { all: options.all, limit: STAFF_LISTED })).map(staffReport);
}

async function staffReportRow(context: ServiceContext, reportId: string): Promise<StaffReportRow> {
  const row = await problemReports.staffById(context.db, reportId);
  if (!row) throw new ServiceError(404, 'REPORT_NOT_FOUND', `No problem report "${reportId}" (withdrawn, or its diagram deleted); list them with dsp admin support reports.`);
  return row;
}

/** One report and the SVG support sees (the anonymized copy, or the version as it is). */
export async function showSupportReport(context: ServiceContext, reportId: string) {
  const row = await staffReportRow(context, reportId);
  return { report: staffReport(row), svg: await supportSvg(context.db, row) };
}

export async function listFeedbackItems(context: ServiceContext, options: { all: boolean }) {
  return (await feedbackItems.staffList(context.db, { all: options.all, limit: STAFF_LISTED })).map(staffFeedback);
}

async function staffFeedbackRow(context: ServiceContext, feedbackId: string): Promise<StaffFeedbackRow> {
  const row = await feedbackItems.staffById(context.db, feedbackId);
  if (!row) throw new ServiceError(404, 'FEEDBACK_NOT_FOUND', `No feedback "${feedbackId}"; list it with dsp admin support feedback.`);
  return row;
}

/** One feedback item and its attachment's SVG: the anonymized copy, or the version while its diagram is live (null otherwise). */
export async function showFeedbackItem(context: ServiceContext, feedbackId: string) {
  const row = await staffFeedbackRow(context, feedbackId);
  let svg: string | null = row.svg;
  if (svg === null && row.diagram_id !== null && row.revision !== null) {
    const diagram = await diagrams.byId(context.db, row.diagram_id);
    if (diagram && diagram.deleted_at === null) svg = (await revisions.get(context.db, row.diagram_id, row.revision))?.svg ?? null;
  }
  return { feedback: staffFeedback(row), svg };
}

export interface StatusChange {
  status: SupportStatus;
  previous: SupportStatus;
  statusNote: string | null;
  /** The sender's mail: sent, or why not (the change is saved either way). */
  mailed: boolean;
  mailError?: string;
}

async function changeStatus(
  context: ServiceContext,
  mailer: Mailer,
  item: { status: SupportStatus; to: string | null; mail: Omit<Parameters<typeof statusChangeMail>[0], 'status' | 'note' | 'to'> },
  next: string,
  note: string | null,
  save: (from: SupportStatus, to: SupportStatus, at: string) => Promise<number>,
): Promise<StatusChange> {
  const to = checkTransition(item.status, next);
  const changed = await save(item.status, to, isoNow(context.clock));
  if (changed === 0) throw new ServiceError(409, 'STATUS_CHANGED_MEANWHILE', 'Someone else changed this item\'s status a moment ago; show it again and decide.');
  const answer: StatusChange = { status: to, previous: item.status, statusNote: note, mailed: false };
  if (item.to === null) return { ...answer, mailError: 'the sender has no account any more' };
  try {
    await mailer.send(statusChangeMail({ ...item.mail, to: item.to, status: to, note }));
    return { ...answer, mailed: true };
  } catch (error) {
    return { ...answer, mailError: String((error as Error).message ?? error) };
  }
}

/** Moves a problem report to a status (with a note) and mails the person who sent it once. */
export async function setSupportReportStatus(context: ServiceContext, mailer: Mailer, webUrl: string, reportId: string, status: string, note: string | null) {
  const row = await staffReportRow(context, reportId);
  const change = await changeStatus(
    context,
    mailer,
    { status: row.status, to: row.sender_email, mail: { what: 'problem report', summary: row.problem, webUrl, listPath: `${webUrl}/app` } },
    status,
    note,
    (from, to, at) => problemReports.setStatus(context.db, row.id, from, to, note, at),
  );
  return { reportId: row.id, ...change };
}

/** Moves a feedback item to a status (with a note) and mails the person who sent it once; GET /v1/feedback shows it. */
export async function setFeedbackStatus(context: ServiceContext, mailer: Mailer, webUrl: string, feedbackId: string, status: string, note: string | null) {
  const row = await staffFeedbackRow(context, feedbackId);
  const change = await changeStatus(
    context,
    mailer,
    { status: row.status, to: row.sender_email, mail: { what: 'feedback', summary: row.summary, webUrl, listPath: `${webUrl}/app` } },
    status,
    note,
    (from, to, at) => feedbackItems.setStatus(context.db, row.id, from, to, note, at),
  );
  return { feedbackId: row.id, ...change };
}
