import type { MailMessage } from '../../ports/index.js';
import { siteName } from '../people/index.js';
import type { SupportStatus } from './statuses.js';

const MEANING: Record<SupportStatus, string> = {
  received: 'it is waiting to be read',
  triaged: 'someone read it and it is being looked into',
  planned: 'a fix or change is planned',
  fixed: 'the fix or change has shipped',
  declined: 'nothing will be done about it',
};

/**
 * The one mail a status change sends to the person who sent the item: what it was, its new
 * status and what that means, and the staff note. Plain text: it carries no link to act on.
 */
export function statusChangeMail(input: { to: string; what: 'problem report' | 'feedback'; summary: string; status: SupportStatus; note: string | null; webUrl: string; listPath: string }): MailMessage {
  const site = siteName(input.webUrl);
  const lines = [
    `Your ${input.what} on ${site} is now ${input.status}: ${MEANING[input.status]}.`,
    '',
    `What you sent: ${input.summary}`,
    ...(input.note ? ['', `Note from the maintainers: ${input.note}`] : []),
    '',
    `You can see the status of everything you sent at ${input.listPath}.`,
  ];
  return { to: [input.to], subject: `Your ${input.what} on ${site} is ${input.status}`, text: lines.join('\n') };
}
