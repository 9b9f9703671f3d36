import { html } from './html.js';
import { personForm, personPage } from './person-page.js';

/** {web_url}/sign-in?token=…: "Sign in as <email>" and the button that spends the link; once signed in, a link to the dashboard (GET /app, same origin: the cookie just set goes along). */
export function signInConfirmPage(email: string, token: string): string {
  return personPage(`Sign in as ${email}`, html`<p>You opened a sign-in link for <strong>${email}</strong>. Press the button to sign in on this browser.</p>
${personForm({ api: '/v1/auth/session', done: `You are signed in as ${email}.`, button: `Sign in as ${email}`, hidden: { token }, next: { href: '/app', label: 'Open your dashboard' } })}`);
}

/** {web_url}/sign-in without a live link: ask for one by email (the same answer whatever the address). */
export function signInRequestPage(linkWasInvalid: boolean): string {
  return personPage('Sign in', html`${linkWasInvalid ? html`<p>This sign-in link was already used, has expired or was never made. Ask for a new one below.</p>` : ''}
<p>Enter your email address: we send a link that signs you in (valid for 15 minutes, once).</p>
${personForm({ api: '/v1/auth/sign-in', done: 'If this address may sign in here, a link is on its way; check your mail.', button: 'Email me a sign-in link', emailLabel: 'Email address' })}`);
}
