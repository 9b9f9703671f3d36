import { html } from './html.js';
import { personForm, personPage } from './person-page.js';

/** {web_url}/verify-email?token=…: the button that verifies the address. */
export function verifyConfirmPage(email: string, token: string): string {
  return personPage('Verify your email address', html`<p>Press the button to confirm that <strong>${email}</strong> is your address.</p>
${personForm({ api: '/v1/auth/verify-email/confirm', done: `${email} is verified; saving and sharing diagrams are open to you.`, button: `Verify ${email}`, hidden: { token } })}`);
}

/**
 * {web_url}/verify-email without a live link: the page EMAIL_NOT_VERIFIED answers point to.
 * A signed-in person asks for a link with the button; an agent's key asks through the API.
 */
export function verifyRequestPage(linkWasInvalid: boolean, apiUrl: string): string {
  return personPage('Verify your email address', html`${linkWasInvalid ? html`<p>This verification link was already used, has expired or was never made. Ask for a new one below.</p>` : ''}
<p>Saving, editing, deleting and sharing diagrams wait until the address of your account is verified. We mail a link to it (valid for 24 hours).</p>
${personForm({ api: '/v1/auth/verify-email', done: 'A verification link is on its way to your address (unless it is verified already); check your mail.', button: 'Email me a verification link' })}
<p>With an API key instead of a signed-in browser: <code>curl -X POST -H "Authorization: Bearer $DSP_API_KEY" ${apiUrl}/v1/auth/verify-email</code>.</p>
<p>Not signed in? <a href="sign-in">Sign in</a> first; signing in by email link verifies your address too.</p>`);
}
