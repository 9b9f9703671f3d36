import { html, type TemplateResult } from 'lit';
import { api, messageOf } from '../api.js';
import { announce, sessionChanged } from '../events.js';
import { PageElement } from '../page-element.js';
import { passkeysSupported, signInWithPasskey } from './passkey-ceremonies.js';

/**
 * Sign-in: the address form (POST /v1/auth/sign-in). The service answers the same 202
 * whatever the address, so the page says "check your mail" either way; the mailed link
 * opens the service's /sign-in page, whose button signs this browser in. Or a passkey
 * (POST /v1/auth/passkey-sign-in): no address asked, the browser offers the passkeys it
 * holds for this site; the service sets the cookie and the shell opens the diagrams.
 */
export class SignInPage extends PageElement {
  static override properties = { sent: { state: true }, busy: { state: true }, error: { state: true }, passkeyError: { state: true } };

  sent = '';
  busy = false;
  error = '';
  passkeyError = '';

  private async withPasskey(): Promise<void> {
    this.busy = true;
    this.passkeyError = '';
    try {
      const session = await signInWithPasskey();
      announce(this, `Signed in as ${session.user.email}.`);
      // The shell reads the session and, on this page, goes on to the diagrams.
      sessionChanged(this);
    } catch (error) {
      this.passkeyError = messageOf(error);
      announce(this, this.passkeyError, true);
    } finally {
      this.busy = false;
    }
  }

  private async submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const email = (this.querySelector<HTMLInputElement>('#sign-in-email')!).value.trim();
    this.busy = true;
    this.error = '';
    try {
      await api('POST', '/v1/auth/sign-in', { email });
      this.sent = email;
      announce(this, `Check your mail: if ${email} may sign in here, a link is on its way.`);
    } catch (error) {
      this.error = messageOf(error);
      announce(this, this.error, true);
      this.querySelector<HTMLInputElement>('#sign-in-email')?.focus();
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    return html`
      <h1 tabindex="-1">Sign in</h1>
      <p>Enter your email address: we send you a link that signs you in (valid for 15 minutes, once). No password.</p>
      <form class="stack narrow" @submit=${(event: SubmitEvent) => void this.submit(event)}>
        <label for="sign-in-email">Email address</label>
        <input id="sign-in-email" name="email" type="email" autocomplete="email" required aria-describedby=${this.error ? 'sign-in-error' : ''} aria-invalid=${this.error ? 'true' : 'false'}>
        <button type="submit" ?disabled=${this.busy}>Email me a sign-in link</button>
        ${this.error ? html`<p id="sign-in-error" class="error">${this.error}</p>` : ''}
      </form>
      ${passkeysSupported() ? html`<section aria-labelledby="passkey-heading">
        <h2 id="passkey-heading">Or use a passkey</h2>
        <p>If you added a passkey to your account, sign in with this device's screen lock or your security key.</p>
        <button ?disabled=${this.busy} aria-describedby=${this.passkeyError ? 'passkey-error' : ''} @click=${() => void this.withPasskey()}>Sign in with a passkey</button>
        ${this.passkeyError ? html`<p id="passkey-error" class="error">${this.passkeyError}</p>` : ''}
      </section>` : ''}
      ${this.sent ? html`<section class="notice" aria-labelledby="sent-heading">
        <h2 id="sent-heading">Check your mail</h2>
        <p>If <strong>${this.sent}</strong> may sign in here, a link is on its way. Open it in this browser and press its button; then come back to this page.</p>
      </section>` : ''}
    `;
  }
}

