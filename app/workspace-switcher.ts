import { html, type TemplateResult } from 'lit';
import { api, messageOf, type Session } from './api.js';
import { announce, navigate, sessionChanged } from './events.js';
import { PageElement } from './page-element.js';

/**
 * The workspace the session acts in (PUT /v1/auth/session {workspaceId}): a labelled
 * select when the person is in more than one, else the workspace's name. Switching goes
 * back to the diagram list, since a diagram of one workspace is not found in another.
 */
export class WorkspaceSwitcher extends PageElement {
  static override properties = { session: { attribute: false }, busy: { state: true } };

  session!: Session;
  busy = false;

  private async switchTo(workspaceId: string): Promise<void> {
    this.busy = true;
    try {
      const session = await api<Session>('PUT', '/v1/auth/session', { workspaceId });
      announce(this, `Now working in ${session.workspace?.name ?? 'no workspace'}.`);
      navigate(this, '/app/');
      sessionChanged(this);
    } catch (error) {
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    const { workspace, workspaces } = this.session;
    if (workspaces.length < 2) return html`<span class="workspace">${workspace?.name ?? 'No workspace'}</span>`;
    return html`<label class="workspace">Workspace
      <select ?disabled=${this.busy} @change=${(event: Event) => void this.switchTo((event.target as HTMLSelectElement).value)}>
        ${workspaces.map((w) => html`<option value=${w.id} ?selected=${w.id === workspace?.id}>${w.name} (${w.kind === 'personal' ? 'personal' : w.role})</option>`)}
      </select></label>`;
  }
}

