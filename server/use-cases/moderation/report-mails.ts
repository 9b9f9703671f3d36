import type { ContentReportRow } from '../../db/repositories/support/content-reports.js';
import type { DiagramRow } from '../../db/repositories/diagrams.js';
import type { ShareLinkRow } from '../../db/repositories/share-links.js';
import type { MailMessage } from '../../ports/index.js';

/**
 * The emails the spec's Events table names for an accepted content report. They give the
 * reason (the category and the operator's note), never the reporter or the report's text.
 */
function diagramName(diagram: DiagramRow): string {
  return diagram.title ? `"${diagram.title}" (${diagram.id})` : diagram.id;
}

function reasonLines(report: ContentReportRow, note: string | null): string[] {
  return [`Reason: ${report.reason}${note ? ` - ${note}` : ''}`, `Version: ${report.revision}`];
}

const CLOSING = ['', 'If you think this is a mistake, reply to this email and tell us why.'];

/** To the workspace's owners: their published diagram was made private (and its links revoked). */
export function takenDownMail(to: string[], diagram: DiagramRow, report: ContentReportRow, note: string | null, done: { madePrivate: boolean; linksRevoked: number }): MailMessage {
  const links = done.linksRevoked > 0 ? `its ${done.linksRevoked} share link(s) were revoked` : '';
  const what = done.madePrivate
    ? `made private: its public version pages and images no longer open${links ? `, and ${links}` : ''}`
    : links;
  return {
    to,
    subject: done.madePrivate
      ? `Your diagram ${diagram.title ?? diagram.id} was made private after a content report`
      : `Share links to your diagram ${diagram.title ?? diagram.id} were revoked after a content report`,
    text: [
      `Your diagram ${diagramName(diagram)} was reported and, after review, ${what}.`,
      '',
      ...reasonLines(report, note),
      '',
      'The diagram itself and its history are unchanged; only its sharing was turned off.',
      ...CLOSING,
    ].join('\n'),
  };
}

/** To the person who made a link (or the owners once they left): the link was revoked. */
export function linkRevokedMail(to: string[], diagram: DiagramRow, link: ShareLinkRow | undefined, report: ContentReportRow, note: string | null, toOwners: boolean): MailMessage {
  return {
    to,
    subject: `A share link to ${diagram.title ?? diagram.id} was revoked after a content report`,
    text: [
      `A share link${link ? ` (${link.id}, starting ${link.token_prefix})` : ''} to the diagram ${diagramName(diagram)} was reported and, after review, revoked: it answers "not found" from now on.`,
      ...(toOwners ? ['', 'You receive this as an owner of the workspace because the person who made the link is no longer in it.'] : []),
      '',
      ...reasonLines(report, note),
      '',
      'The diagram and its other share links are unchanged.',
      ...CLOSING,
    ].join('\n'),
  };
}
