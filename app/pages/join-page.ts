import { html, nothing, type TemplateResult } from 'lit';
import { api, messageOf, type Session } from '../api.js';
import { announce, navigate, sessionChanged } from '../events.js';
import { PageElement } from '../page-element.js';
import { withArticle, type TeamWorkspace } from '../teams.js';

/**
 * /app/join?token=…: accepting an invitation in the dashboard (the invitation mail's page
 * links here). Only the button spends the token (POST /v1/invitations/accept); then the
 * session switches to the team (PUT /v1/auth/session) and the team's diagrams open. The
 * service refuses another address than the invited one (INVITATION_EMAIL_MISMATCH) and a
 * spent, withdrawn or expired invitation (INVITATION_INVALID); the page says so in words.
 */
export class JoinPage extends PageElement {
  static override properties = { token: {}, session: { attribute: false }, busy: { state: true }, error: { state: true } };

  token = '';
  session: Session | null = null;
  busy = false;
  error = '';

  private async join(): Promise<void> {
    this.busy = true;
    this.error = '';
    try {
      const answer = await api<{ joined: boolean; workspace: TeamWorkspace }>('POST', '/v1/invitations/accept', { token: this.token });
      const team = answer.workspace;
      await api<Session>('PUT', '/v1/auth/session', { workspaceId: team.id });
      navigate(this, '/app/');
      sessionChanged(this);
      announce(this, answer.joined
        ? `You joined ${team.name} as ${withArticle(team.role)}; now working in it.`
        : `You were already in ${team.name} (as ${withArticle(team.role)}); now working in it.`);
    } catch (error) {
      this.error = messageOf(error);
      announce(this, this.error, true);
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    return html`<h1 tabindex="-1">Join a team</h1>${this.body()}`;
  }

  private body(): TemplateResult {
    if (!this.token) return html`<p>This address carries no invitation. Open the link in your invitation mail, or ask an owner of the team for a new invitation.</p>`;
    if (!this.session) {
      return html`<p>Joining needs you signed in, as the address the invitation was sent to.
        <a href="/app/sign-in">Sign in</a> with that address, then open the link in your invitation mail again.</p>`;
    }
    return html`
      <p>You are signed in as <strong>${this.session.user.email}</strong>. Joining adds you to the team with the role the invitation gives, and opens its diagrams.</p>
      <button ?disabled=${this.busy} @click=${() => void this.join()}>Join the team</button>
      ${this.error ? html`<p class="error">${this.error}</p>` : nothing}
    `;
  }
}
