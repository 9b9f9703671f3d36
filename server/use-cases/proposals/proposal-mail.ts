import type { PendingProposalMail } from '../../db/repositories/governance/proposal-mails.js';
import type { MailMessage } from '../../ports/index.js';
import { htmlMail, siteName } from '../people/index.js';

/** The review page of a proposal in the dashboard. */
export function reviewLink(webUrl: string, diagramId: string, proposalId: string): string {
  return `${webUrl}/app/diagrams/${diagramId}/proposals/${proposalId}`;
}

function line(webUrl: string, notice: PendingProposalMail): { text: string; link: string } {
  const what = notice.message ? `"${notice.message}"` : 'a change';
  const by = notice.created_by_kind === 'human' ? 'a person' : notice.created_by_kind === 'derive' ? 'a schema snapshot' : 'an agent';
  return { text: `${what} on ${notice.diagram_title ?? notice.diagram_id}, proposed by ${by}`, link: reviewLink(webUrl, notice.diagram_id, notice.proposal_id) };
}

/**
 * The mail telling a person about proposals waiting on protected diagrams: one proposal
 * names it and links its review page; several (a digest) list each with its review link,
 * and the button opens the inbox.
 */
export function proposalMail(email: string, notices: PendingProposalMail[], webUrl: string): MailMessage {
  const site = siteName(webUrl);
  const why = 'You get this because you own the workspace or made the last change to the diagram by hand; a protected diagram changes only when a person approves.';
  if (notices.length === 1) {
    const one = line(webUrl, notices[0]!);
    const intro = `A proposal waits for your review: ${one.text}.`;
    const subject = `A proposal waits for your review on ${site}`;
    return { to: [email], subject, text: [intro, '', one.link, '', why].join('\n'), html: htmlMail(subject, [intro], { href: one.link, label: 'Review the proposal' }, [why]) };
  }
  const lines = notices.map((n) => line(webUrl, n));
  const intro = `${notices.length} proposals wait for your review:`;
  const subject = `${notices.length} proposals wait for your review on ${site}`;
  const items = lines.map((l) => `- ${l.text}: ${l.link}`);
  return {
    to: [email],
    subject,
    text: [intro, '', ...items, '', `All open proposals: ${webUrl}/app/proposals`, '', why].join('\n'),
    html: htmlMail(subject, [intro, ...items], { href: `${webUrl}/app/proposals`, label: 'Open the proposals inbox' }, [why]),
  };
}
