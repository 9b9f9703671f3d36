import { html, type PropertyValues, type TemplateResult } from 'lit';
import { api, diagramPath, messageOf, type AuditEntry } from '../api.js';
import { statusSentence } from '../attestation-words.js';
import { announce } from '../events.js';
import { PageElement } from '../page-element.js';

/** How many audit pages the section reads looking for its diagram (200 each). */
const MAX_AUDIT_PAGES = 20;

/**
 * The diagram page's review section (docs/evidence.md): the attestation state in words
 * with its age and "changed since" when the diagram drifted, **I reviewed this version**
 * (POST …/attest), the legal hold switch (PATCH …/legal-hold) and the evidence pack
 * (GET …/evidence, a plain download: the session cookie authorises it). The state and the
 * hold come from the workspace audit, the one answer that carries both with the age. A
 * viewer sees the state and the download, not the buttons.
 */
export class AttestationSection extends PageElement {
  static override properties = {
    diagramId: {}, writable: { type: Boolean },
    entry: { state: true }, error: { state: true }, busy: { state: true },
  };

  diagramId = '';
  writable = false;
  entry: AuditEntry | undefined;
  error = '';
  busy = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('diagramId')) void this.load();
  }

  private async load(): Promise<void> {
    this.error = '';
    try {
      let cursor: string | undefined;
      for (let page = 0; page < MAX_AUDIT_PAGES; page++) {
        const answer = await api<{ diagrams: AuditEntry[]; nextCursor?: string }>('GET', `/v1/workspace/audit?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        const found = answer.diagrams.find((entry) => entry.id === this.diagramId || entry.key === this.diagramId);
        if (found) {
          this.entry = found;
          return;
        }
        if (!answer.nextCursor) break;
        cursor = answer.nextCursor;
      }
      this.error = 'This diagram is not in the workspace’s audit.';
    } catch (error) {
      this.error = messageOf(error);
    }
  }

  private async attest(): Promise<void> {
    this.busy = true;
    try {
      await api('POST', diagramPath(this.diagramId, '/attest'));
      await this.load();
      announce(this, `Reviewed: ${this.entry ? statusSentence(this.entry.status, this.entry.revision) : 'recorded.'}`);
    } catch (error) {
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  private async hold(event: Event): Promise<void> {
    const box = event.target as HTMLInputElement;
    const wanted = box.checked;
    this.busy = true;
    try {
      const answer = await api<{ legalHold: boolean }>('PATCH', diagramPath(this.diagramId, '/legal-hold'), { legalHold: wanted });
      if (this.entry) this.entry = { ...this.entry, legalHold: answer.legalHold };
      announce(this, answer.legalHold ? 'On legal hold: its history is kept whatever the plan’s retention.' : 'Legal hold is off: the plan’s retention applies again.');
    } catch (error) {
      box.checked = !wanted;
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    return html`<section aria-labelledby="review-heading">
      <h2 id="review-heading">Review and evidence</h2>
      ${this.error ? html`<p class="error">${this.error}</p>` : this.entry ? this.body(this.entry) : html`<p aria-busy="true">Loading…</p>`}
    </section>`;
  }

  private body(entry: AuditEntry): TemplateResult {
    const id = entry.id;
    return html`
      <p id="attestation-state">${statusSentence(entry.status, entry.revision)}</p>
      <p class="muted" id="attestation-note">A review is fresh for 76 days, due until day 90, then stale; owners get a mail listing stale diagrams.</p>
      ${this.writable ? html`
        <p><button id="attest" ?disabled=${this.busy} @click=${() => void this.attest()} aria-describedby="attestation-state">I reviewed this version</button></p>
        <p><label><input type="checkbox" id="legal-hold" .checked=${entry.legalHold} ?disabled=${this.busy} @change=${(event: Event) => void this.hold(event)} aria-describedby="legal-hold-note"> Legal hold</label></p>`
        : html`<p id="legal-hold-state">${entry.legalHold ? 'On legal hold.' : 'Not on legal hold.'}</p>`}
      <p class="muted" id="legal-hold-note">A diagram on legal hold keeps every version, whatever the plan’s retention; deleting it still removes it.</p>
      <p class="actions"><a href=${diagramPath(id, '/evidence')} download="${id}-evidence.zip">Download evidence pack</a></p>
    `;
  }
}
