import type { MailMessage } from '../../ports/index.js';
import { htmlMail } from './mails.js';

/** The mails of closing an account, as plain text and as HTML saying the same. */

export function deletionRequestMail(email: string, link: string, hours: number, site: string): MailMessage {
  const intro = `Someone signed in as ${email} asked to delete this account on ${site}, with its personal workspace, its diagrams (every version, image and share link) and its API keys.`;
  const validity = `Nothing is deleted until the button on the linked page is pressed. The link works once, for ${hours} hours.`;
  const notYou = 'If it was not you, ignore this email and sign in to end the sessions you do not know.';
  return {
    to: [email],
    subject: `Confirm the deletion of your account on ${site}`,
    text: [intro, '', validity, link, '', notYou].join('\n'),
    html: htmlMail(`Confirm the deletion of your account on ${site}`, [intro, validity], { href: link, label: 'Review and delete my account' }, [notYou]),
  };
}

/** The warnings of the inactivity sweep: when the account goes, and that any use keeps it. */
export function inactivityWarningMail(email: string, deletion: { at: string; inDays: number }, lastUsed: string, signInLink: string, site: string): MailMessage {
  const day = deletion.at.slice(0, 10);
  const intro = `Your account ${email} on ${site} has not been used since ${lastUsed.slice(0, 10)}. Free accounts unused for 12 months are deleted.`;
  const when = `It will be deleted in ${deletion.inDays} days, on ${day}, with its diagrams and API keys, unless it is used before then.`;
  const keep = 'To keep it, sign in, or make any request with one of its API keys. Nothing else is needed.';
  return {
    to: [email],
    subject: `Your account on ${site} will be deleted on ${day}`,
    text: [intro, when, '', keep, signInLink].join('\n'),
    html: htmlMail(`Your account on ${site} will be deleted on ${day}`, [intro, when, keep], { href: signInLink, label: 'Sign in to keep my account' }, []),
  };
}
