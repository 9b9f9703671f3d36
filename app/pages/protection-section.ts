import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { api, diagramPath, messageOf, type Proposal } from '../api.js';
import { announce } from '../events.js';
import { madeBy, shortDate } from '../format.js';
import { PageElement } from '../page-element.js';
import { routePath } from '../routes.js';

/**
 * The diagram page's protection switch (GET/PATCH /v1/diagrams/{id}/protection) and the
 * diagram's open proposals, each linking to its review page. Protected, a change made with
 * an API key becomes a proposal; a person signed in still edits directly (docs/proposals.md).
 * A viewer sees the state and the proposals, not the switch.
 */
export class ProtectionSection extends PageElement {
  static override properties = {
    diagramId: {}, writable: { type: Boolean },
    requireApproval: { state: true }, proposals: { state: true }, error: { state: true }, busy: { state: true },
  };

  diagramId = '';
  writable = false;
  requireApproval: boolean | undefined;
  proposals: Proposal[] = [];
  error = '';
  busy = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('diagramId')) void this.load();
  }

  private async load(): Promise<void> {
    this.error = '';
    try {
      const [protection, open] = await Promise.all([
        api<{ requireApproval: boolean }>('GET', diagramPath(this.diagramId, '/protection')),
        api<{ proposals: Proposal[] }>('GET', diagramPath(this.diagramId, '/proposals?status=open')),
      ]);
      this.requireApproval = protection.requireApproval;
      this.proposals = open.proposals;
    } catch (error) {
      this.error = messageOf(error);
    }
  }

  private async toggle(event: Event): Promise<void> {
    const box = event.target as HTMLInputElement;
    const wanted = box.checked;
    this.busy = true;
    try {
      const answer = await api<{ requireApproval: boolean }>('PATCH', diagramPath(this.diagramId, '/protection'), { requireApproval: wanted });
      this.requireApproval = answer.requireApproval;
      announce(this, answer.requireApproval ? 'Protected: changes made with an API key now need your approval.' : 'No longer protected: API keys change this diagram directly again.');
    } catch (error) {
      box.checked = !wanted;
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    return html`<section aria-labelledby="protection-heading">
      <h2 id="protection-heading">Protection and proposals</h2>
      ${this.error ? html`<p class="error">${this.error}</p>` : this.requireApproval === undefined ? html`<p aria-busy="true">Loading…</p>` : this.body(this.requireApproval)}
    </section>`;
  }

  private body(on: boolean): TemplateResult {
    return html`
      ${this.writable
        ? html`<p><label><input type="checkbox" id="require-approval" .checked=${on} ?disabled=${this.busy} @change=${(event: Event) => void this.toggle(event)} aria-describedby="protection-note"> Changes made with an API key need approval</label></p>`
        : html`<p id="protection-state">${on ? 'Protected: changes made with an API key need approval.' : 'Not protected: API keys change this diagram directly.'}</p>`}
      <p class="muted" id="protection-note">While protected, an agent’s change arrives as a proposal for a person to approve. People signed in (here, in the playground) still edit directly.</p>
      ${this.proposals.length === 0
        ? html`<p id="open-proposals-none">No open proposals for this diagram.</p>`
        : html`<ul class="plain" aria-label="Open proposals for this diagram">${this.proposals.map((proposal) => html`<li>
            <a href=${routePath({ page: 'proposal', id: this.diagramId, proposalId: proposal.id })}>${proposal.message || 'A proposed change'}</a>
            <span class="muted">by ${madeBy(proposal)} · <time datetime=${proposal.createdAt}>${shortDate(proposal.createdAt)}</time></span>
          </li>`)}</ul>`}
      ${this.proposals.length ? html`<p><a href=${routePath({ page: 'proposals' })}>All open proposals in this workspace</a></p>` : nothing}
    `;
  }
}
