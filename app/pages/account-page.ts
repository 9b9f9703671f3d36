import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { api, messageOf, type Session, type SessionEntry } from '../api.js';
import { announce, navigate, sessionChanged } from '../events.js';
import { shortDate } from '../format.js';
import { PageElement } from '../page-element.js';

/**
 * The signed-in person: their address and whether it is verified (POST
 * /v1/auth/verify-email mails a link), their open sessions (GET /v1/auth/sessions; end
 * one, or all but this one), and sign out (DELETE /v1/auth/session); their passkeys
 * (passkeys-section.ts) and deleting the account (account-deletion-section.ts).
 */
export class AccountPage extends PageElement {
  static override properties = {
    session: { attribute: false },
    sessions: { state: true }, error: { state: true }, busy: { state: true }, verification: { state: true },
  };

  session!: Session;
  sessions: SessionEntry[] = [];
  error = '';
  busy = false;
  verification = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('session')) void this.load();
  }

  private async load(): Promise<void> {
    try {
      this.sessions = (await api<{ sessions: SessionEntry[] }>('GET', '/v1/auth/sessions')).sessions;
      this.error = '';
    } catch (error) {
      this.error = messageOf(error);
    }
  }

  private async act(work: () => Promise<void>): Promise<void> {
    this.busy = true;
    try {
      await work();
    } catch (error) {
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  private endSessions(ids: string[]): Promise<void> {
    return this.act(async () => {
      for (const id of ids) await api('DELETE', `/v1/auth/sessions/${encodeURIComponent(id)}`);
      await this.load();
      announce(this, ids.length === 1 ? 'Signed out that session.' : `Signed out ${ids.length} other sessions.`);
    });
  }

  private requestVerification(): Promise<void> {
    return this.act(async () => {
      const answer = await api<{ sent: boolean; email: string }>('POST', '/v1/auth/verify-email');
      this.verification = answer.sent ? `A verification link is on its way to ${answer.email}.` : `${answer.email} is already verified.`;
      announce(this, this.verification);
    });
  }

  private signOut(): Promise<void> {
    return this.act(async () => {
      await api('DELETE', '/v1/auth/session');
      announce(this, 'Signed out.');
      navigate(this, '/app/sign-in');
      sessionChanged(this);
    });
  }

  override render(): TemplateResult {
    const { user } = this.session;
    const others = this.sessions.filter((s) => !s.current);
    return html`
      <h1 tabindex="-1">Account</h1>
      <section aria-labelledby="email-heading">
        <h2 id="email-heading">Email address</h2>
        <p><strong>${user.email}</strong> · ${user.emailVerified ? 'verified' : 'not verified'}</p>
        ${user.emailVerified ? nothing : html`<button ?disabled=${this.busy} @click=${() => void this.requestVerification()}>Email me a verification link</button>`}
        ${this.verification ? html`<p>${this.verification}</p>` : nothing}
      </section>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Where you are signed in</h2>
        ${this.error ? html`<p class="error">${this.error}</p>` : nothing}
        <ul class="plain" aria-label="Sessions">
          ${this.sessions.map((s) => html`<li>
            <strong>${s.current ? 'This browser' : describeAgent(s.userAgent)}</strong>
            · signed in <time datetime=${s.createdAt}>${shortDate(s.createdAt)}</time>
            · last used <time datetime=${s.lastUsedAt}>${shortDate(s.lastUsedAt)}</time>
            · ends <time datetime=${s.expiresAt}>${shortDate(s.expiresAt)}</time>
            ${s.current ? nothing : html`<button class="quiet" ?disabled=${this.busy} @click=${() => void this.endSessions([s.id])} aria-label="Sign out the session signed in ${shortDate(s.createdAt)}">Sign out</button>`}
          </li>`)}
        </ul>
        ${others.length ? html`<button ?disabled=${this.busy} @click=${() => void this.endSessions(others.map((s) => s.id))}>Sign out everywhere else</button>` : nothing}
      </section>
      <section aria-labelledby="sign-out-heading">
        <h2 id="sign-out-heading">Sign out</h2>
        <button ?disabled=${this.busy} @click=${() => void this.signOut()}>Sign out of this browser</button>
      </section>
      <dsp-passkeys-section></dsp-passkeys-section>
      <dsp-oauth-grants-section></dsp-oauth-grants-section>
      <dsp-account-deletion-section></dsp-account-deletion-section>
    `;
  }
}

/** A session's browser in a few words (the User-Agent it signed in with). */
export function describeAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = /(Firefox|Edg|Chrome|Safari)\/[\d.]+/.exec(userAgent)?.[1];
  const system = /(Windows|Mac OS X|Android|iPhone|Linux)/.exec(userAgent)?.[1];
  const name = browser === 'Edg' ? 'Edge' : browser;
  return name ? `${name}${system ? ` on ${system === 'Mac OS X' ? 'macOS' : system}` : ''}` : userAgent.slice(0, 60);
}

