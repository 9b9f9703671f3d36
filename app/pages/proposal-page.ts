import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { api, ApiError, diagramPath, imagePath, messageOf, type Proposal, type ProposalPreview } from '../api.js';
import { announce, named } from '../events.js';
import { madeBy, shortDate } from '../format.js';
import { PageElement } from '../page-element.js';
import { opInWords } from '../proposal-words.js';
import { routePath } from '../routes.js';

interface DiagramView {
  id: string;
  key: string | null;
  revision: number;
  scene: { scene?: { title?: string }; elements?: Array<{ id: string; label?: unknown }> };
}

/**
 * One proposal under review: the current drawing beside the proposed one (the preview, its
 * changes coloured), the operations in words, and Approve or Reject with an optional reason
 * (session only; the service refuses keys). A proposal someone else resolved meanwhile, or
 * one whose approval lost a race with a write, is said in words; after approving, the page
 * names the new version and links to the diagram.
 */
export class ProposalPage extends PageElement {
  static override properties = {
    diagramId: {}, proposalId: {}, workspaceId: {}, readOnly: { type: Boolean },
    proposal: { state: true }, diagram: { state: true }, preview: { state: true }, previewUrl: { state: true },
    error: { state: true }, problem: { state: true }, retry: { state: true }, busy: { state: true }, approvedRevision: { state: true },
  };

  diagramId = '';
  proposalId = '';
  workspaceId = '';
  readOnly = false;
  proposal: Proposal | undefined;
  diagram: DiagramView | undefined;
  preview: ProposalPreview | undefined;
  /** A blob: address of the preview SVG, shown in an <img> so its markup never joins the page. */
  previewUrl = '';
  error = '';
  problem = '';
  retry = false;
  busy = false;
  approvedRevision: number | undefined;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('diagramId') || changed.has('proposalId') || changed.has('workspaceId')) void this.load();
  }

  override disconnectedCallback(): void {
    this.setPreview(undefined);
    super.disconnectedCallback();
  }

  private get proposalPath(): string {
    return diagramPath(this.diagramId, `/proposals/${encodeURIComponent(this.proposalId)}`);
  }

  private get diagramTitle(): string {
    const diagram = this.diagram;
    return diagram ? diagram.scene.scene?.title || diagram.key || diagram.id : this.diagramId;
  }

  private async load(): Promise<void> {
    this.error = '';
    this.problem = '';
    this.retry = false;
    this.approvedRevision = undefined;
    try {
      const [proposal, diagram] = await Promise.all([
        api<Proposal>('GET', this.proposalPath),
        api<DiagramView>('GET', diagramPath(this.diagramId, '?view=dsp')),
      ]);
      this.proposal = proposal;
      this.diagram = diagram;
      named(this, this.diagramTitle);
      this.setPreview(proposal.status === 'open' ? await api<ProposalPreview>('POST', `${this.proposalPath}/preview`) : undefined);
    } catch (error) {
      this.error = messageOf(error);
    }
  }

  private setPreview(preview: ProposalPreview | undefined): void {
    if (this.previewUrl) URL.revokeObjectURL(this.previewUrl);
    this.preview = preview;
    this.previewUrl = preview ? URL.createObjectURL(new Blob([preview.svg], { type: 'image/svg+xml' })) : '';
  }

  private async approve(): Promise<void> {
    this.busy = true;
    this.problem = '';
    try {
      const answer = await api<{ proposal: Proposal; revision: number }>('POST', `${this.proposalPath}/approve`);
      this.proposal = answer.proposal;
      this.approvedRevision = answer.revision;
      this.retry = false;
      this.setPreview(undefined);
      announce(this, `Approved: ${this.diagramTitle} is now at version ${answer.revision}.`);
    } catch (error) {
      await this.refused(error, 'Not approved');
    } finally {
      this.busy = false;
    }
  }

  private async reject(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const reason = this.querySelector<HTMLTextAreaElement>('#reject-reason')!.value.trim();
    this.busy = true;
    this.problem = '';
    try {
      this.proposal = await api<Proposal>('POST', `${this.proposalPath}/reject`, reason ? { reason } : {});
      this.retry = false;
      this.setPreview(undefined);
      announce(this, 'Rejected: nothing was changed.');
    } catch (error) {
      await this.refused(error, 'Not rejected');
    } finally {
      this.busy = false;
    }
  }

  /** The two refusals a reviewer can meet, in words: resolved meanwhile (shown as it is now), or an approval that lost a race (approve again). */
  private async refused(error: unknown, what: string): Promise<void> {
    const code = error instanceof ApiError ? error.code : '';
    if (code === 'PROPOSAL_ALREADY_RESOLVED') {
      const proposal = await api<Proposal>('GET', this.proposalPath).catch(() => undefined);
      if (proposal) this.proposal = proposal;
      this.setPreview(undefined);
      this.problem = `${what}: this proposal was already ${proposal?.status ?? 'resolved'}${proposal?.resolutionReason ? ` (${proposal.resolutionReason})` : ''}.`;
    } else if (code === 'PROPOSAL_APPLY_FAILED') {
      this.retry = true;
      this.problem = `${what}: the diagram changed while the approval was being drawn, so nothing was saved and the proposal is still open. Approve again to check it against the new version.`;
    } else {
      this.problem = `${what}: ${messageOf(error)}`;
    }
    announce(this, this.problem, true);
  }

  override render(): TemplateResult {
    const proposal = this.proposal;
    return html`
      <div class="page-head">
        <h1 tabindex="-1">${this.diagram ? `Proposal for ${this.diagramTitle}` : 'Proposal'}</h1>
        <a href=${routePath({ page: 'proposals' })}>All open proposals</a>
      </div>
      ${this.error ? html`<p class="error">${this.error}</p>` : proposal && this.diagram ? this.body(proposal) : html`<p aria-busy="true">Loading…</p>`}
    `;
  }

  private body(proposal: Proposal): TemplateResult {
    const labels = new Map((this.diagram!.scene.elements ?? []).filter((e) => typeof e.label === 'string').map((e) => [e.id, e.label as string]));
    return html`
      <p class="muted">${proposal.id} · by ${madeBy(proposal)} · <time datetime=${proposal.createdAt}>${shortDate(proposal.createdAt)}</time> · on version ${proposal.baseRevision}</p>
      ${proposal.message ? html`<p id="proposal-message">${proposal.message}</p>` : nothing}
      <p id="proposal-status">${this.statusInWords(proposal)}</p>
      ${this.problem ? html`<p class="error" id="proposal-problem">${this.problem}</p>` : nothing}
      ${this.preview ? this.drawings(this.preview) : nothing}
      <section aria-labelledby="ops-heading">
        <h2 id="ops-heading">What it changes</h2>
        <ol id="proposal-ops">${(proposal.ops ?? []).map((op) => html`<li>${opInWords(op, labels)}</li>`)}</ol>
      </section>
      ${proposal.status === 'open' ? this.decision() : nothing}
    `;
  }

  private statusInWords(proposal: Proposal): TemplateResult | string {
    const diagramLink = html`<a href=${routePath({ page: 'diagram', id: proposal.diagramId })}>Open the diagram</a>`;
    switch (proposal.status) {
      case 'open':
        return 'Open: waiting for a person to approve or reject it.';
      case 'approved':
      {
        const revision = proposal.resultingRevision ?? this.approvedRevision;
        return html`Approved${revision === undefined ? '' : `: it is version ${revision} of the diagram`}. ${diagramLink}`;
      }
      case 'rejected':
        return `Rejected${proposal.resolutionReason ? `: ${proposal.resolutionReason}` : ''}. Nothing was changed.`;
      default:
        return `Superseded${proposal.resolutionReason ? `: ${proposal.resolutionReason}` : ''}. Nothing was changed; the agent proposes again from the latest version.`;
    }
  }

  private drawings(preview: ProposalPreview): TemplateResult {
    const changed = [
      preview.diff.added.length ? `added ${preview.diff.added.join(', ')}` : '',
      preview.diff.modified.length ? `changed ${preview.diff.modified.join(', ')}` : '',
      preview.diff.removed.length ? `removed ${preview.diff.removed.join(', ')}` : '',
    ].filter(Boolean).join('; ') || 'no element changes';
    return html`<section aria-labelledby="drawings-heading">
      <h2 id="drawings-heading">Before and after</h2>
      <p>${changed}. <span class="legend"><span class="added">added: green</span>, <span class="removed">removed: red</span>, <span class="modified">changed: amber</span></span></p>
      <div class="cards">
        <figure class="card" id="current-drawing">
          <img class="drawing" src=${imagePath(this.diagramId, preview.against)} alt="${this.diagramTitle}, version ${preview.against} (now)">
          <figcaption>Now: version ${preview.against}</figcaption>
        </figure>
        <figure class="card" id="proposed-drawing">
          <img class="drawing" src=${this.previewUrl} alt="${this.diagramTitle} with the proposal applied, changes coloured: ${changed}">
          <figcaption>Proposed</figcaption>
        </figure>
      </div>
    </section>`;
  }

  private decision(): TemplateResult {
    if (this.readOnly) return html`<p class="notice">You are a viewer in this workspace: an owner or member approves or rejects proposals.</p>`;
    return html`<section aria-labelledby="decide-heading">
      <h2 id="decide-heading">Decide</h2>
      <p><button ?disabled=${this.busy} @click=${() => void this.approve()}>${this.retry ? 'Approve again' : 'Approve'}</button></p>
      <form class="stack" @submit=${(event: SubmitEvent) => void this.reject(event)}>
        <label for="reject-reason">Reason for rejecting (optional; the agent reads it)</label>
        <textarea id="reject-reason" maxlength="1000" rows="2"></textarea>
        <p><button type="submit" class="quiet" ?disabled=${this.busy}>Reject</button></p>
      </form>
    </section>`;
  }
}
