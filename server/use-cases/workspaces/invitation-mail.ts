import type { MailMessage } from '../../ports/index.js';
import { htmlMail } from '../people/index.js';

/** The invitation mail (plain text and HTML saying the same): who invites, to what, as what, and until when. */
export function invitationMail(input: { email: string; team: string; role: string; invitedBy: string | null; link: string; days: number; site: string }): MailMessage {
  const who = input.invitedBy ?? 'An owner';
  const intro = `${who} invited ${input.email} to join the team workspace "${input.team}" on ${input.site} as ${input.role === 'owner' ? 'an owner' : `a ${input.role}`}.`;
  const validity = `Open the link and press its button to join, signed in as ${input.email}. The invitation works for ${input.days} days.`;
  const notYou = 'If you do not know this team, ignore this email: nothing happens without the button.';
  return {
    to: [input.email],
    subject: `Join "${input.team}" on ${input.site}`,
    text: [intro, '', validity, input.link, '', notYou].join('\n'),
    html: htmlMail(`Join "${input.team}" on ${input.site}`, [intro, validity], { href: input.link, label: `Join ${input.team}` }, [notYou]),
  };
}
