import { html, nothing, type TemplateResult } from 'lit';
import { api, ApiError, messageOf, type DeletionPreflight, type DeletionWorkspace } from '../api.js';
import { announce } from '../events.js';
import { shortDate } from '../format.js';
import { PageElement } from '../page-element.js';

/**
 * The account page's "Delete your account", in the API's three steps: what deleting
 * removes, leaves and what stops it (GET /v1/account/deletion-preflight, read when the
 * person opens the step, so it is current); the confirmation with the personal workspace's
 * exact name (POST /v1/account/deletion-request, 202: a link mailed, valid 24 hours); and
 * the mailed link's page on the service, whose button deletes (POST .../deletion-confirm).
 * Nothing is deleted here: ignoring the mail keeps the account.
 */
export class AccountDeletionSection extends PageElement {
  static override properties = {
    preflight: { state: true }, error: { state: true }, busy: { state: true }, mismatch: { state: true }, requested: { state: true },
  };

  preflight: DeletionPreflight | undefined;
  error = '';
  busy = false;
  mismatch = '';
  requested: { email: string; expiresAt: string } | undefined;

  private async open(): Promise<void> {
    this.busy = true;
    try {
      this.preflight = await api<DeletionPreflight>('GET', '/v1/account/deletion-preflight');
      this.error = '';
      await this.updateComplete;
      this.querySelector<HTMLElement>('#deletion-removes-heading')?.focus();
    } catch (error) {
      this.error = messageOf(error);
    } finally {
      this.busy = false;
    }
  }

  private async request(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const confirmedName = this.querySelector<HTMLInputElement>('#deletion-name')!.value;
    this.busy = true;
    this.mismatch = '';
    try {
      this.requested = await api<{ sent: true; email: string; expiresAt: string }>('POST', '/v1/account/deletion-request', { confirmedName });
      announce(this, `A link that deletes the account is on its way to ${this.requested.email}.`);
      await this.updateComplete;
      this.querySelector<HTMLElement>('#deletion-sent-heading')?.focus();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CONFIRMED_NAME_MISMATCH') {
        this.mismatch = messageOf(error);
        await this.updateComplete;
        this.querySelector<HTMLInputElement>('#deletion-name')?.focus();
      } else {
        // SOLE_OWNER_OF_TEAM since the preflight, RATE_LIMITED: the page reads the preflight again.
        this.error = messageOf(error);
        if (error instanceof ApiError && error.code === 'SOLE_OWNER_OF_TEAM') this.preflight = await api<DeletionPreflight>('GET', '/v1/account/deletion-preflight').catch(() => this.preflight);
      }
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    return html`
      <section aria-labelledby="deletion-heading">
        <h2 id="deletion-heading">Delete your account</h2>
        ${this.error ? html`<p class="error">${this.error}</p>` : nothing}
        ${this.requested ? this.sent(this.requested) : this.preflight ? this.steps(this.preflight) : html`
          <p>Deleting your account removes your personal workspace and everything in it. You see what goes before anything is asked of you.</p>
          <button ?disabled=${this.busy} @click=${() => void this.open()}>Delete my account…</button>`}
      </section>
    `;
  }

  private steps(preflight: DeletionPreflight): TemplateResult {
    const { removes } = preflight;
    return html`
      <h3 id="deletion-removes-heading" tabindex="-1">What deleting removes</h3>
      <ul>
        ${removes.workspaces.map((w) => html`<li>The ${w.kind === 'personal' ? 'personal' : 'team'} workspace <strong>${w.name}</strong>, with everything in it</li>`)}
        <li>${count(removes.diagrams, 'diagram')} with all their versions and images, deleted ones you could still restore included</li>
        <li>${count(removes.publishedDiagrams, 'published diagram')}: ${removes.publishedDiagrams === 1 ? 'its public address stops' : 'their public addresses stop'} answering</li>
        <li>${count(removes.shareLinks, 'share link')}, which stop answering</li>
        <li>${count(removes.keys, 'API key')} of yours, in every workspace: agents using them stop working</li>
        <li>${count(removes.sessions, 'session')} (this one included), and your passkeys</li>
      </ul>
      ${preflight.leaves.length ? html`
        <h3>Team workspaces you leave</h3>
        <p>What you made in them stays with the team, no longer under your name.</p>
        <ul>${preflight.leaves.map((w) => html`<li>${teamLine(w)}</li>`)}</ul>` : nothing}
      ${preflight.canDelete ? this.confirmForm(preflight) : html`
        <h3>First, hand these over</h3>
        <p>You are the only owner of these team workspaces, where others work. A workspace always keeps an owner: make one of them an owner (or remove the others), then come back here.</p>
        <ul>${preflight.blockers.map((w) => html`<li>${teamLine(w)}</li>`)}</ul>`}
      <button class="quiet" ?disabled=${this.busy} @click=${() => { this.preflight = undefined; this.mismatch = ''; this.error = ''; }}>Keep my account</button>
    `;
  }

  private confirmForm(preflight: DeletionPreflight): TemplateResult {
    return html`
      <h3>Confirm</h3>
      <form class="stack narrow" @submit=${(event: SubmitEvent) => void this.request(event)}>
        <label for="deletion-name">Type the name of your personal workspace, <strong>${preflight.confirmName}</strong>, to confirm</label>
        <input id="deletion-name" type="text" autocomplete="off" spellcheck="false" required aria-invalid=${this.mismatch ? 'true' : 'false'} aria-describedby="deletion-name-help ${this.mismatch ? 'deletion-name-error' : ''}">
        <p id="deletion-name-help" class="muted">We then mail ${preflight.email} a link, valid for 24 hours and once: the account is deleted only when you press the button on the page it opens.</p>
        ${this.mismatch ? html`<p id="deletion-name-error" class="error">${this.mismatch}</p>` : nothing}
        <button type="submit" ?disabled=${this.busy}>Email me the link that deletes my account</button>
      </form>
    `;
  }

  private sent(requested: { email: string; expiresAt: string }): TemplateResult {
    return html`<div class="notice">
      <h3 id="deletion-sent-heading" tabindex="-1">Check your mail</h3>
      <p>A link is on its way to <strong>${requested.email}</strong>. It works once, until <time datetime=${requested.expiresAt}>${shortDate(requested.expiresAt)}</time>; the page it opens deletes the account when you press its button. This cannot be undone.</p>
      <p>Changed your mind? Ignore the mail: nothing is deleted until that button is pressed, and the link expires by itself.</p>
    </div>`;
  }
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function teamLine(w: DeletionWorkspace): TemplateResult {
  return html`<strong>${w.name}</strong> (${count(w.members, 'member')}, you are ${w.role === 'owner' ? 'an owner' : `a ${w.role}`})`;
}
