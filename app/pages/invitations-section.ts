import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { api, messageOf, type Workspace } from '../api.js';
import { announce } from '../events.js';
import { shortDate } from '../format.js';
import { PageElement } from '../page-element.js';
import { ROLES, withArticle, type Invitation, type MadeInvitation, type Role } from '../teams.js';
import { shownOnce } from './shown-once.js';

/**
 * A team's open invitations, for its owners (GET /v1/workspace/invitations): invite an
 * address with a role (POST; the service mails the link, valid 7 days, and answers it once
 * here for a service without mail), and withdraw one (DELETE .../{id}; its link stops
 * working). Tells the members page when the seats it shows may have changed.
 */
export class InvitationsSection extends PageElement {
  static override properties = {
    workspace: { attribute: false },
    invitations: { state: true }, made: { state: true }, error: { state: true }, busy: { state: true },
  };

  workspace!: Workspace;
  invitations: Invitation[] = [];
  made: MadeInvitation | undefined;
  error = '';
  busy = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('workspace')) {
      this.made = undefined;
      void this.load();
    }
  }

  private async load(): Promise<void> {
    try {
      this.invitations = (await api<{ invitations: Invitation[] }>('GET', '/v1/workspace/invitations')).invitations;
      this.error = '';
    } catch (error) {
      this.error = messageOf(error);
    }
  }

  private changed(): void {
    this.dispatchEvent(new CustomEvent('dsp-invitations-changed', { bubbles: true }));
  }

  private async invite(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const email = form.querySelector<HTMLInputElement>('#invite-email')!.value.trim();
    const role = form.querySelector<HTMLSelectElement>('#invite-role')!.value as Role;
    this.busy = true;
    try {
      this.made = await api<MadeInvitation>('POST', '/v1/workspace/invitations', { email, role });
      form.reset();
      await this.load();
      this.changed();
      announce(this, this.made.mailed
        ? `Invited ${this.made.email} as ${withArticle(this.made.role)}; the invitation is mailed to them.`
        : `Invited ${this.made.email} as ${withArticle(this.made.role)}, but the mail could not be sent: give them the link below.`);
    } catch (error) {
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  private async withdraw(invitation: Invitation): Promise<void> {
    this.busy = true;
    try {
      await api('DELETE', `/v1/workspace/invitations/${encodeURIComponent(invitation.id)}`);
      if (this.made?.id === invitation.id) this.made = undefined;
      await this.load();
      this.changed();
      announce(this, `Withdrew the invitation to ${invitation.email}; its link no longer works.`);
      this.querySelector<HTMLElement>('#invitations-heading')?.focus();
    } catch (error) {
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    const made = this.made;
    return html`<section aria-labelledby="invitations-heading">
      <h2 id="invitations-heading" tabindex="-1">Invitations</h2>
      <p>An invitation is mailed to the address and works for 7 days, once. An owner or a member takes a seat from the moment they are invited; a viewer is free.</p>
      <form class="row" @submit=${(event: SubmitEvent) => void this.invite(event)} aria-label="Invite someone">
        <label>Email address to invite <input id="invite-email" type="email" required maxlength="320" autocomplete="off"></label>
        <label for="invite-role">Role</label>
        <select id="invite-role">${ROLES.map((role) => html`<option value=${role} ?selected=${role === 'member'}>${role}</option>`)}</select>
        <button type="submit" ?disabled=${this.busy}>Invite</button>
      </form>
      ${made ? shownOnce(this, {
        id: 'invitation-link',
        label: `The invitation link for ${made.email}, shown once: ${made.mailed ? 'it is mailed to them; pass it on yourself only if the mail does not arrive' : 'the mail could not be sent, so give it to them yourself'}`,
        value: made.url, what: 'Invitation link', done: () => { this.made = undefined; },
      }) : nothing}
      ${this.error ? html`<p class="error">${this.error}</p>` : nothing}
      <h3>Waiting for an answer</h3>
      ${this.invitations.length === 0 ? html`<p>No open invitations.</p>` : html`<ul class="plain" aria-label="Open invitations">
        ${this.invitations.map((invitation) => html`<li>
          <strong>${invitation.email}</strong> · as ${withArticle(invitation.role)}
          <br><span class="muted">invited <time datetime=${invitation.createdAt}>${shortDate(invitation.createdAt)}</time>${invitation.invitedBy ? ` by ${invitation.invitedBy}` : ''}, works until <time datetime=${invitation.expiresAt}>${shortDate(invitation.expiresAt)}</time></span>
          <button class="quiet" ?disabled=${this.busy} @click=${() => void this.withdraw(invitation)} aria-label="Withdraw the invitation to ${invitation.email}">Withdraw</button>
        </li>`)}
      </ul>`}
    </section>`;
  }
}
