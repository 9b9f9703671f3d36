import { html } from './html.js';
import { personForm, personPage } from './person-page.js';

/** {web_url}/delete-account?token=…: what pressing the button deletes, and the button (opening the page deletes nothing). */
export function deleteAccountConfirmPage(email: string, token: string): string {
  return personPage(`Delete the account ${email}`, html`<p>Pressing the button deletes the account <strong>${email}</strong> now: its personal workspace and the team workspaces only it is in, with every diagram, version, image, published address and share link in them, and all its API keys and sessions.</p>
<p>In team workspaces where others carry on, what this account made stays with the team, no longer under its name.</p>
<p><strong>This cannot be undone.</strong> If you did not ask for it, close this page: nothing happens.</p>
${personForm({ api: '/v1/account/deletion-confirm', done: `The account ${email} is deleted.`, button: `Delete ${email} for good`, hidden: { token } })}`);
}

/** {web_url}/delete-account without a live link: how to ask for one. */
export function deleteAccountRequestPage(linkWasInvalid: boolean): string {
  return personPage('Delete your account', html`${linkWasInvalid ? html`<p>This link was already used, has expired or was never made.</p>` : ''}
<p>An account is deleted from the dashboard while signed in: it shows what deleting removes, asks for the name of your personal workspace and mails a link (valid for 24 hours) to your address. The link's page deletes the account.</p>
<p><a href="sign-in">Sign in</a> to start again.</p>`);
}
