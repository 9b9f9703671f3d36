import { html, type TemplateResult } from 'lit';
import { api, diagramPath, messageOf, type Session } from '../api.js';
import { announce, navigate, sessionChanged } from '../events.js';
import { PageElement } from '../page-element.js';
import { routePath } from '../routes.js';
import { moveTargets } from '../teams.js';

/**
 * A diagram page's "Move to workspace" (POST /v1/diagrams/{id}/move {workspaceId}, a
 * session only): from the person's personal workspace into a team where they may write.
 * Its versions, images and share links go with it. After the move the session switches to
 * the team, where the diagram now is, and its page opens again there. The service's
 * refusals (KEY_EXISTS, LIMIT_REACHED, SHARING_DISABLED, READ_ONLY) are said in its words.
 */
export class MoveDiagram extends PageElement {
  static override properties = { diagramId: {}, diagramName: {}, session: { attribute: false }, busy: { state: true } };

  diagramId = '';
  diagramName = '';
  session!: Session;
  busy = false;

  private async move(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const select = this.querySelector<HTMLSelectElement>('#move-target')!;
    const target = this.session.workspaces.find((w) => w.id === select.value);
    if (!target) return;
    if (!confirm(`Move ${this.diagramName} into ${target.name}? Everyone in ${target.name} will see it, and it leaves your personal workspace.`)) return;
    this.busy = true;
    try {
      await api('POST', diagramPath(this.diagramId, '/move'), { workspaceId: target.id });
      await api<Session>('PUT', '/v1/auth/session', { workspaceId: target.id });
      navigate(this, routePath({ page: 'diagram', id: this.diagramId }));
      sessionChanged(this);
      announce(this, `Moved ${this.diagramName} into ${target.name}; now working in ${target.name}.`);
    } catch (error) {
      announce(this, `Not moved: ${messageOf(error)}`, true);
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    const current = this.session.workspace;
    const targets = moveTargets(current, this.session.workspaces);
    return html`<section aria-labelledby="move-heading">
      <h2 id="move-heading">Move to workspace</h2>
      ${current?.kind !== 'personal'
        ? html`<p>This diagram is in the team workspace ${current?.name}. Diagrams move from a personal workspace into a team, not out of one.</p>`
        : targets.length === 0
          ? html`<p>Diagrams move from your personal workspace into a team where you are an owner or a member; you are in no such team. <a href="/app/members">Make a team</a> or ask to be invited to one.</p>`
          : html`<p>Moves this diagram with its versions, images and share links into a team where you are an owner or a member. The team's limits apply there, and no diagram of the team may have the same key.</p>
            <form class="row" @submit=${(event: SubmitEvent) => void this.move(event)}>
              <label for="move-target">Team</label>
              <select id="move-target">${targets.map((w) => html`<option value=${w.id}>${w.name} (${w.role})</option>`)}</select>
              <button type="submit" ?disabled=${this.busy}>Move</button>
            </form>`}
    </section>`;
  }
}
