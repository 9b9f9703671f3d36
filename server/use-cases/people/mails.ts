import { escapeHtml } from '../../html-escape.js';
import type { MailMessage } from '../../ports/index.js';

/**
 * The mails of signing in, each as plain text and as HTML saying the same. They name the
 * address and what the link does, and what to do when it was not you. htmlMail lays out
 * the HTML part of the other rooms' mails too (a team's invitation).
 */
export function htmlMail(title: string, paragraphs: string[], link: { href: string; label: string }, after: string[]): string {
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font:16px/1.5 system-ui,sans-serif;max-width:36rem">',
    ...paragraphs.map(p),
    `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:.6rem 1rem;background:#1d5fd1;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`,
    `<p style="color:#5b616e">Or copy this address into your browser: ${escapeHtml(link.href)}</p>`,
    ...after.map(p),
    '</body></html>',
  ].join('\n');
}

export function signInMail(email: string, link: string, minutes: number, site: string): MailMessage {
  const intro = `Someone asked to sign in to ${site} as ${email}.`;
  const validity = `The link works once, for ${minutes} minutes.`;
  const notYou = 'If it was not you, ignore this email: nobody can sign in without the link.';
  return {
    to: [email],
    subject: `Sign in to ${site}`,
    text: [intro, '', `Open this link to sign in. ${validity}`, link, '', notYou].join('\n'),
    html: htmlMail(`Sign in to ${site}`, [intro, validity], { href: link, label: `Sign in as ${email}` }, [notYou]),
  };
}

export function verifyEmailMail(email: string, link: string, hours: number, site: string): MailMessage {
  const intro = `Confirm that ${email} is your address on ${site}.`;
  const validity = `The link works once, for ${hours} hours; until then saving and sharing diagrams stay held back.`;
  const notYou = 'If you have no account there, ignore this email.';
  return {
    to: [email],
    subject: `Verify your email address for ${site}`,
    text: [intro, '', `Open this link and press the button to verify it. ${validity}`, link, '', notYou].join('\n'),
    html: htmlMail(`Verify your email address for ${site}`, [intro, validity], { href: link, label: 'Verify my address' }, [notYou]),
  };
}

/** The site's name in mails: the host of the public website. */
export function siteName(webUrl: string): string {
  try {
    return new URL(webUrl).host || webUrl;
  } catch {
    return webUrl;
  }
}
