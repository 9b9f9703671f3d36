import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { api, messageOf, type InboxProposal } from '../api.js';
import { madeBy, shortDate } from '../format.js';
import { PageElement } from '../page-element.js';
import { routePath } from '../routes.js';

/**
 * The proposals inbox: the workspace's open proposals across its diagrams, newest first
 * (GET /v1/proposals?status=open), each with its diagram, who proposed it, when and how many
 * operations, linking to its review page. The service checks supersession before it answers,
 * so what is listed here still applies.
 */
export class ProposalsPage extends PageElement {
  static override properties = {
    workspaceId: {},
    proposals: { state: true }, nextCursor: { state: true }, error: { state: true }, loading: { state: true },
  };

  workspaceId = '';
  proposals: InboxProposal[] = [];
  nextCursor: string | undefined;
  error = '';
  loading = true;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('workspaceId')) void this.load();
  }

  private async load(cursor?: string): Promise<void> {
    this.loading = true;
    this.error = '';
    try {
      const answer = await api<{ proposals: InboxProposal[]; nextCursor?: string }>('GET', `/v1/proposals?status=open${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      this.proposals = cursor ? [...this.proposals, ...answer.proposals] : answer.proposals;
      this.nextCursor = answer.nextCursor;
    } catch (error) {
      this.error = messageOf(error);
    } finally {
      this.loading = false;
    }
  }

  override render(): TemplateResult {
    return html`
      <div class="page-head"><h1 tabindex="-1">Proposals</h1></div>
      <p>Changes an agent proposed instead of making them (on a protected diagram, an API key can only propose). Open one to see both drawings and approve or reject it.</p>
      ${this.error ? html`<p class="error">${this.error}</p>` : nothing}
      ${this.loading && this.proposals.length === 0 ? html`<p aria-busy="true">Loading…</p>` : this.list()}
      ${this.nextCursor ? html`<button @click=${() => void this.load(this.nextCursor)}>Show more</button>` : nothing}
    `;
  }

  private list(): TemplateResult {
    if (this.proposals.length === 0) return html`<p id="no-proposals">No open proposals in this workspace.</p>`;
    return html`<ul class="plain" aria-label="Open proposals">
      ${this.proposals.map((proposal) => {
        const diagram = proposal.diagramTitle || proposal.diagramKey || proposal.diagramId;
        return html`<li>
          <a href=${routePath({ page: 'proposal', id: proposal.diagramId, proposalId: proposal.id })}>${diagram}: ${proposal.message || 'a proposed change'}</a>
          <div class="muted">by ${madeBy(proposal)} · <time datetime=${proposal.createdAt}>${shortDate(proposal.createdAt)}</time>
            · ${proposal.opsCount === 1 ? '1 operation' : `${proposal.opsCount} operations`} · on version ${proposal.baseRevision}</div>
        </li>`;
      })}
    </ul>`;
  }
}
