import type { Knex } from 'knex';
import { isoNow } from '../../clock.js';
import { contentReports, type ContentReportRow, type ReportStatus } from '../../db/repositories/support/content-reports.js';
import { diagrams, type DiagramRow } from '../../db/repositories/diagrams.js';
import { shareLinks } from '../../db/repositories/share-links.js';
import { revisions } from '../../db/repositories/revisions.js';
import { people } from '../../db/repositories/people.js';
import { memberships } from '../../db/repositories/workspaces.js';
import type { ServiceContext } from '../shared/index.js';
import { type Mailer, type MailMessage, type MailReceipt, ServiceError } from '../../ports/index.js';
import { pageAddress } from '../sharing/index.js';
import { linkRevokedMail, takenDownMail } from './report-mails.js';

/** A content report as operators see it (the reporter's email included; owners never see it). */
export interface OperatorReport {
  reportId: string;
  status: ReportStatus;
  reason: ContentReportRow['reason'];
  description: string;
  reporterEmail: string | null;
  createdAt: string;
  resolvedAt: string | null;
  note: string | null;
  diagramId: string;
  workspaceId: string | null;
  revision: number;
  /** The address named @revision; otherwise it followed the latest version (then `revision`). */
  exact: boolean;
  access: 'public' | 'link';
  linkId: string | null;
  /** The version page operators can open (published diagrams only: a link's token is not kept). */
  url: string | null;
}

export interface ReportDecision {
  report: OperatorReport;
  madePrivate: boolean;
  linksRevoked: number;
  mails: Array<{ to: string[]; subject: string } & MailReceipt>;
  /** Mails that could not be sent (the decision stands; send them by hand). */
  mailErrors: string[];
}

function operatorView(row: ContentReportRow, diagram: DiagramRow | undefined, webUrl: string): OperatorReport {
  return {
    reportId: row.id,
    status: row.status,
    reason: row.reason,
    description: row.description,
    reporterEmail: row.reporter_email,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
    note: row.resolution_note,
    diagramId: row.diagram_id,
    workspaceId: diagram?.workspace_id ?? null,
    revision: Number(row.revision),
    exact: Boolean(row.exact),
    access: row.access,
    linkId: row.link_id,
    url: row.access === 'public' ? pageAddress(webUrl, row.diagram_id, Number(row.revision)) : null,
  };
}

/** Reports for operators, oldest first: the open ones, or all. Reports of deleted diagrams are hidden. */
export async function listContentReports(context: ServiceContext, webUrl: string, options: { all?: boolean; limit?: number } = {}): Promise<OperatorReport[]> {
  const rows = await contentReports.list(context.db, { ...(options.all ? {} : { status: 'open' as const }), limit: options.limit ?? 500 });
  const out: OperatorReport[] = [];
  for (const row of rows) out.push(operatorView(row, await diagrams.byId(context.db, row.diagram_id), webUrl));
  return out;
}

async function openReport(db: Knex, reportId: string): Promise<{ row: ContentReportRow; diagram: DiagramRow }> {
  const row = await contentReports.byId(db, reportId);
  const diagram = row ? await diagrams.byId(db, row.diagram_id) : undefined;
  if (!row || !diagram) throw new ServiceError(404, 'NOT_FOUND', `No content report "${reportId}"; list them with dsp admin reports.`);
  if (row.status !== 'open') throw new ServiceError(409, 'REPORT_ALREADY_RESOLVED', `Report ${reportId} was ${row.status} at ${row.resolved_at}; nothing to do.`);
  if (diagram.deleted_at !== null) {
    throw new ServiceError(409, 'DIAGRAM_DELETED', `The diagram of report ${reportId} was deleted by its owner; nothing of it is shown. Dismiss the report, or wait: it goes with the diagram in 24 hours.`);
  }
  return { row, diagram };
}

/** The person who made a link, while they are still in the workspace with an open account. */
async function linkCreatorEmail(db: Knex, workspaceId: string, personId: string | null): Promise<string | null> {
  if (!personId) return null;
  const [person, membership] = await Promise.all([people.byId(db, personId), memberships.find(db, workspaceId, personId)]);
  return person && !person.closed_at && membership ? person.email : null;
}

/**
 * Accepts a kept report, doing what the spec's States table says: a report on a published
 * diagram makes it private and revokes every share link to it, and its workspace's owners
 * are emailed the reason; a report through a share link revokes that link, and the person
 * who made it is emailed (the workspace's owners when that person has left). The mails
 * never name the reporter or quote the report; nobody is emailed when nothing changed.
 */
export async function acceptContentReport(context: ServiceContext, mailer: Mailer, webUrl: string, reportId: string, note: string | null = null): Promise<ReportDecision> {
  const { row, diagram } = await openReport(context.db, reportId);
  const at = isoNow(context.clock);
  let madePrivate = false;
  let linksRevoked = 0;
  await context.db.transaction(async (trx) => {
    if (row.access === 'public') {
      if (diagram.visibility === 'public') {
        await diagrams.update(trx, diagram.id, { visibility: 'private', made_public_at: null });
        madePrivate = true;
      }
      linksRevoked = await shareLinks.revokeAllOf(trx, diagram.id, at, 'report');
    } else if (row.link_id) {
      linksRevoked = await shareLinks.revoke(trx, row.link_id, at, 'report');
    }
    if ((await contentReports.resolve(trx, row.id, 'accepted', at, note)) === 0) {
      throw new ServiceError(409, 'REPORT_ALREADY_RESOLVED', `Report ${reportId} was resolved meanwhile; nothing changed.`);
    }
  });

  // Mail only when something changed (a diagram already private with no links: nothing to tell).
  const messages: MailMessage[] = [];
  if (row.access === 'public' && (madePrivate || linksRevoked > 0)) {
    messages.push(takenDownMail(await memberships.ownerEmails(context.db, diagram.workspace_id), diagram, row, note, { madePrivate, linksRevoked }));
  } else if (row.access === 'link' && linksRevoked > 0) {
    const link = row.link_id ? await shareLinks.byId(context.db, row.link_id) : undefined;
    const creator = await linkCreatorEmail(context.db, diagram.workspace_id, link?.created_by ?? null);
    const to = creator ? [creator] : await memberships.ownerEmails(context.db, diagram.workspace_id);
    messages.push(linkRevokedMail(to, diagram, link, row, note, creator === null));
  }

  const mails: ReportDecision['mails'] = [];
  const mailErrors: string[] = [];
  for (const message of messages) {
    if (message.to.length === 0) {
      mailErrors.push('nobody to email: the workspace has no owner with an open account');
      continue;
    }
    try {
      mails.push({ to: message.to, subject: message.subject, ...(await mailer.send(message)) });
    } catch (error) {
      mailErrors.push(`${message.subject}: ${(error as Error).message}`);
    }
  }
  const resolved = (await contentReports.byId(context.db, row.id))!;
  return { report: operatorView(resolved, diagram, webUrl), madePrivate, linksRevoked, mails, mailErrors };
}

/** Dismisses a report: nothing changes for the diagram and nobody is emailed. */
export async function dismissContentReport(context: ServiceContext, webUrl: string, reportId: string, note: string | null = null): Promise<OperatorReport> {
  const { row, diagram } = await openReport(context.db, reportId);
  if ((await contentReports.resolve(context.db, row.id, 'dismissed', isoNow(context.clock), note)) === 0) {
    throw new ServiceError(409, 'REPORT_ALREADY_RESOLVED', `Report ${reportId} was resolved meanwhile; nothing changed.`);
  }
  return operatorView((await contentReports.byId(context.db, row.id))!, diagram, webUrl);
}

/**
 * One report and the reported version's stored image, for operators to look at (a link's
 * token is not kept, so this is how a report through a link can be seen).
 */
export async function showContentReport(context: ServiceContext, webUrl: string, reportId: string): Promise<{ report: OperatorReport; svg: string }> {
  const row = await contentReports.byId(context.db, reportId);
  const version = row ? await revisions.get(context.db, row.diagram_id, Number(row.revision)) : undefined;
  if (!row || !version) throw new ServiceError(404, 'NOT_FOUND', `No content report "${reportId}"; list them with dsp admin reports.`);
  return { report: operatorView(row, await diagrams.byId(context.db, row.diagram_id), webUrl), svg: version.svg };
}
