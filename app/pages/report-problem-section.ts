import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { api, diagramPath, messageOf, type ProblemReport, type ReportPreview } from '../api.js';
import { announce } from '../events.js';
import { shortDate } from '../format.js';
import { PageElement } from '../page-element.js';

/**
 * The diagram page's "Report a drawing problem" (docs/support.md): the person words the
 * problem, previews the copy support will see (anonymized by default) and only then sends
 * it, with the preview's seed so support gets exactly the previewed copy. Below, the
 * diagram's reports newest first with their status and Withdraw. Offered to writers only:
 * the service refuses previews and reports from a viewer (READ_ONLY).
 */
export class ReportProblemSection extends PageElement {
  static override properties = {
    diagramId: {}, revision: { type: Number },
    reports: { state: true }, preview: { state: true }, previewUrl: { state: true },
    error: { state: true }, problem: { state: true }, busy: { state: true },
  };

  diagramId = '';
  revision = 0;
  reports: ProblemReport[] | undefined;
  /** The previewed copy and the choices it was made with; Send is offered only while it matches the form. */
  preview: (ReportPreview & { problem: string }) | undefined;
  /** A blob: address of the preview SVG, shown in an <img> so its markup never joins the page. */
  previewUrl = '';
  error = '';
  problem = '';
  busy = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('diagramId') || changed.has('revision')) this.setPreview(undefined);
    if (changed.has('diagramId')) void this.load();
  }

  override disconnectedCallback(): void {
    this.setPreview(undefined);
    super.disconnectedCallback();
  }

  private async load(): Promise<void> {
    this.error = '';
    try {
      this.reports = (await api<{ reports: ProblemReport[] }>('GET', diagramPath(this.diagramId, '/reports'))).reports;
    } catch (error) {
      this.error = messageOf(error);
    }
  }

  private setPreview(preview: (ReportPreview & { problem: string }) | undefined): void {
    if (this.previewUrl) URL.revokeObjectURL(this.previewUrl);
    this.preview = preview;
    this.previewUrl = preview ? URL.createObjectURL(new Blob([preview.svg], { type: 'image/svg+xml' })) : '';
  }

  private get anonymize(): boolean {
    return this.querySelector<HTMLInputElement>('#report-anonymize')?.checked ?? true;
  }

  private async showPreview(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const problem = this.querySelector<HTMLInputElement>('#report-problem')!.value.trim();
    this.problem = '';
    this.busy = true;
    try {
      const preview = await api<ReportPreview>('POST', diagramPath(this.diagramId, '/reports/preview'), { revision: this.revision, anonymize: this.anonymize });
      this.setPreview({ ...preview, problem });
      announce(this, preview.anonymized ? 'Preview ready: the anonymized copy support will see is shown below.' : 'Preview ready: support will see this version as it is.');
    } catch (error) {
      this.problem = `No preview: ${messageOf(error)}`;
      announce(this, this.problem, true);
    } finally {
      this.busy = false;
    }
  }

  /** Changing the text or the checkbox after previewing asks for a new preview, so what is sent is what was seen. */
  private formChanged(): void {
    if (this.preview) this.setPreview(undefined);
  }

  private async send(): Promise<void> {
    const preview = this.preview;
    if (!preview) return;
    this.problem = '';
    this.busy = true;
    try {
      const answer = await api<{ reportId: string; revision: number; anonymized: boolean }>('POST', diagramPath(this.diagramId, '/reports'), {
        problem: preview.problem, revision: preview.revision, anonymize: preview.anonymized,
        ...(preview.seed === undefined ? {} : { seed: preview.seed }),
      });
      this.setPreview(undefined);
      this.querySelector<HTMLFormElement>('#report-form')?.reset();
      announce(this, `Sent to support: report ${answer.reportId} on version ${answer.revision}${answer.anonymized ? ', anonymized' : ''}.`);
      await this.load();
    } catch (error) {
      this.problem = `Not sent: ${messageOf(error)}`;
      announce(this, this.problem, true);
    } finally {
      this.busy = false;
    }
  }

  private async withdraw(report: ProblemReport): Promise<void> {
    this.busy = true;
    try {
      await api('DELETE', diagramPath(this.diagramId, `/reports/${encodeURIComponent(report.reportId)}`));
      announce(this, `Withdrawn: support no longer sees report ${report.reportId}.`);
      await this.load();
    } catch (error) {
      announce(this, `Not withdrawn: ${messageOf(error)}`, true);
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    return html`<section aria-labelledby="report-heading">
      <h2 id="report-heading">Report a drawing problem</h2>
      <form id="report-form" class="stack" @submit=${(event: SubmitEvent) => void this.showPreview(event)} @input=${() => this.formChanged()} @change=${() => this.formChanged()}>
        <label for="report-problem">What is wrong with version ${this.revision}? (one line, up to 500 characters)</label>
        <input type="text" id="report-problem" required minlength="1" maxlength="500">
        <label><input type="checkbox" id="report-anonymize" checked aria-describedby="report-anonymize-note"> Send an anonymized copy</label>
        <p class="muted" id="report-anonymize-note">Anonymized, support sees the same drawing with every text you wrote replaced by neutral words of the same width; only that copy is kept. Unticked, support sees this version as it is.</p>
        <p><button type="submit" ?disabled=${this.busy}>Preview</button></p>
      </form>
      ${this.problem ? html`<p class="error" id="report-problem-error">${this.problem}</p>` : nothing}
      ${this.preview ? html`<figure class="card" id="report-preview">
          <img class="drawing" src=${this.previewUrl} alt="${this.preview.anonymized ? 'The anonymized copy' : 'The copy'} of version ${this.preview.revision} support will see">
          <figcaption>What support will see: version ${this.preview.revision}, ${this.preview.anonymized ? 'anonymized' : 'as it is'}.</figcaption>
        </figure>
        <p><button id="report-send" ?disabled=${this.busy} @click=${() => void this.send()}>Send</button></p>` : nothing}
      ${this.error ? html`<p class="error">${this.error}</p>` : this.reports === undefined ? html`<p aria-busy="true">Loading…</p>` : this.list(this.reports)}
    </section>`;
  }

  private list(reports: ProblemReport[]): TemplateResult {
    if (reports.length === 0) return html`<p id="reports-none">No problem reports sent for this diagram.</p>`;
    return html`<ul class="plain" id="reports" aria-label="Problem reports sent for this diagram">${reports.map((report) => html`<li>
      <span>${report.problem}</span>
      <span class="muted">version ${report.revision} · ${report.anonymized ? 'anonymized' : 'as it is'} · ${report.status}${report.statusNote ? `: ${report.statusNote}` : ''} · <time datetime=${report.createdAt}>${shortDate(report.createdAt)}</time></span>
      <button class="quiet" ?disabled=${this.busy} @click=${() => void this.withdraw(report)} aria-label="Withdraw report ${report.reportId}">Withdraw</button>
    </li>`)}</ul>`;
  }
}
