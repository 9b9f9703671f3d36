import { html } from './html.js';
import { personForm, personPage } from './person-page.js';

export interface InvitationView {
  email: string;
  team: string;
  role: string;
  invitedBy: string | null;
  expiresAt: string;
}

/**
 * {web_url}/invitations?token=…: who invites whom to which team, and the button that joins
 * (opening the page spends nothing). Joining needs a session of the invited address; a
 * second button mails that address a sign-in link (an invited address may open an account
 * even when DSP_SIGNUP is invite), after which the person opens the invitation again.
 */
export function invitationPage(invitation: InvitationView, token: string): string {
  const role = invitation.role === 'owner' ? 'an owner' : `a ${invitation.role}`;
  return personPage(`Join ${invitation.team}`, html`<p>${invitation.invitedBy ?? 'An owner'} invited <strong>${invitation.email}</strong> to the team workspace <strong>${invitation.team}</strong> as ${role}. The invitation works until ${invitation.expiresAt.slice(0, 10)}.</p>
${personForm({ api: '/v1/invitations/accept', done: `You joined ${invitation.team}. Switch to it in the dashboard.`, button: `Join ${invitation.team}`, hidden: { token } })}
<p>Or <a href="/app/join?token=${token}">join in the dashboard</a>, which opens the team's diagrams at once.</p>
<p>Joining needs this browser signed in as ${invitation.email}. Not signed in yet, or signed in as someone else? Ask for a sign-in link, follow it, then open this invitation again.</p>
${personForm({ api: '/v1/auth/sign-in', done: `A sign-in link is on its way to ${invitation.email}; check your mail.`, button: `Email ${invitation.email} a sign-in link`, hidden: { email: invitation.email } })}`);
}

/** {web_url}/invitations without an open invitation. */
export function invitationGonePage(): string {
  return personPage('Invitation', html`<p>This invitation was accepted, withdrawn, has expired or was never made. Ask an owner of the team for a new one.</p>`);
}
