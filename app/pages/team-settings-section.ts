import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { api, messageOf, type Workspace } from '../api.js';
import { announce, sessionChanged } from '../events.js';
import { PageElement } from '../page-element.js';
import type { TeamWorkspace } from '../teams.js';

/**
 * A team's settings, for its owners (GET and PATCH /v1/workspace): its name, and public
 * sharing. Turning sharing off hides every published diagram and share link of the team at
 * once and refuses new ones; nothing is unpublished or revoked, so turning it on again brings
 * them back (docs/http-api.md, "Turning public sharing off"). A rename reaches the workspace
 * switcher through the session.
 */
export class TeamSettingsSection extends PageElement {
  static override properties = {
    workspace: { attribute: false },
    settings: { state: true }, error: { state: true }, busy: { state: true },
  };

  workspace!: Workspace;
  settings: TeamWorkspace | undefined;
  error = '';
  busy = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('workspace')) void this.load();
  }

  private async load(): Promise<void> {
    try {
      this.settings = await api<TeamWorkspace>('GET', '/v1/workspace');
      this.error = '';
    } catch (error) {
      this.error = messageOf(error);
    }
  }

  private async save(change: { name?: string; publicSharing?: boolean }, said: (saved: TeamWorkspace) => string): Promise<void> {
    this.busy = true;
    try {
      this.settings = await api<TeamWorkspace>('PATCH', '/v1/workspace', change);
      announce(this, said(this.settings));
      if (change.name !== undefined) sessionChanged(this);
    } catch (error) {
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  private rename(event: SubmitEvent): void {
    event.preventDefault();
    const name = (event.target as HTMLFormElement).querySelector<HTMLInputElement>('#team-rename')!.value.trim();
    void this.save({ name }, (saved) => `The team is now called ${saved.name}.`);
  }

  private setSharing(publicSharing: boolean): void {
    if (!publicSharing && !confirm(`Turn public sharing off for ${this.settings?.name}? Its published diagrams and share links stop answering at once, until you turn it on again.`)) return;
    void this.save({ publicSharing }, (saved) => saved.publicSharing
      ? 'Public sharing is on: published diagrams and share links answer again.'
      : 'Public sharing is off: published diagrams and share links of this team answer 404 until you turn it on.');
  }

  override render(): TemplateResult {
    const settings = this.settings;
    return html`
      <section aria-labelledby="team-settings-heading">
        <h2 id="team-settings-heading">Team settings</h2>
        ${this.error ? html`<p class="error">${this.error}</p>` : nothing}
        ${settings ? html`
          <form class="row" @submit=${(event: SubmitEvent) => this.rename(event)}>
            <label>The team's name <input id="team-rename" type="text" required maxlength="200" autocomplete="off" .value=${settings.name}></label>
            <button type="submit" ?disabled=${this.busy}>Rename</button>
          </form>
          <p id="sharing-state">Public sharing is <strong>${settings.publicSharing ? 'on' : 'off'}</strong>: ${settings.publicSharing
            ? 'members may publish diagrams and make share links.'
            : 'published diagrams and share links of this team answer 404, and no new ones can be made. Nothing was unpublished or revoked.'}</p>
          <button id="sharing-switch" class="quiet" ?disabled=${this.busy} @click=${() => this.setSharing(!settings.publicSharing)}>${settings.publicSharing ? 'Turn public sharing off' : 'Turn public sharing on'}</button>
        ` : this.error ? nothing : html`<p aria-busy="true">Loading…</p>`}
      </section>
    `;
  }
}
